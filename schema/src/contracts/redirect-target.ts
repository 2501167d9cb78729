/** Stands for the portal's own origin while a target is resolved; never shown or requested. */
const OWN_ORIGIN = 'https://spielraum.invalid';

/**
 * Where a browser may be sent after sign-in (the remembered page): only a path on the portal's
 * own origin. The value is parsed the way the browser will parse it, against our origin, and
 * accepted only when it stays there; so "//host", "/\host" and the tab or line break a browser
 * drops ("/\t/host" becomes "//host") all fail. Answers the normalised path with query and
 * hash (what the browser will request), or null.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
