/**
 * Escapes text for HTML element content and quoted attribute values (`&`, `<`, `>`, `"`, `'` as
 * numeric character references). Every HTML mail and the mail outbox page build their markup
 * from strings, so user-typed names and links must pass through here.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
