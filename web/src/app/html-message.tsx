import type { ReactNode } from 'react';
import { sanitizeHtml } from './sanitize-html';

/**
 * A toast message written in HTML (SPEC §8 "HTML allowed"), sanitised with DOMPurify before it
 * reaches the page: `notifySuccess(htmlMessage('Gespeichert in <b>Wunschliste</b>'))`. Its own
 * module, so pages that only show plain toasts do not load DOMPurify.
 */
export function htmlMessage(html: string): ReactNode {
  return <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
