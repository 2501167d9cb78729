import DOMPurify from 'dompurify';

/** Tags a toast may carry: text formatting and links; everything else is dropped. */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'span', 'ul', 'ol', 'li', 'code'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

/**
 * HTML for a toast (SPEC §8 "HTML allowed"), cleaned with DOMPurify: scripts, event handlers
 * (`onerror`, …), styles, frames, images and `javascript:` links are removed. Without a DOM
 * (server rendering) every tag is dropped and only the text remains, escaped by React later.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html.replace(/<[^>]*>?/g, '');
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
