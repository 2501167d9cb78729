/**
 * Where to go after login: only paths on our own origin ("/…", never "//host" or "/\\host"),
 * so the remembered target cannot become an open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.length > 2000) return null;
  return value;
}

/** Search parameters of the start page that open the login dialog after a guarded route. */
export const LOGIN_FLAG_PARAM = 'login';
export const LOGIN_FLAG_REQUIRED = 'required';
export const REDIRECT_PARAM = 'redirectTo';
/** Opens the plain login dialog (after verification, password change, from mails). */
export const LOGIN_FLAG_OPEN = 'open';
/** Set by search-api when a Google or Facebook sign-in failed. */
export const OAUTH_FAILED_PARAM = 'oauth';
