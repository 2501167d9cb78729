import type { ReactElement } from 'react';
import { render } from '@react-email/render';

/** A mail ready for the send-mail job: subject, HTML part and plain-text part. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders one template twice from the same element: the HTML part, and the plain-text part that
 * react-email derives from it (links as "label URL", the wordmark and hidden preview left out).
 */
export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text: text.trim() };
}
