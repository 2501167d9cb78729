/** Where to go after login: one check for server and client (see schema's redirect-target.ts). */
export { safeRedirectTarget } from '@spielraum/schema';

/** Search parameters of the start page that open the login dialog after a guarded route. */
export const LOGIN_FLAG_PARAM = 'login';
export const LOGIN_FLAG_REQUIRED = 'required';
export const REDIRECT_PARAM = 'redirectTo';
/** Opens the plain login dialog (after verification, password change, from mails). */
export const LOGIN_FLAG_OPEN = 'open';
/** Set by search-api when a Google or Facebook sign-in failed. */
export const OAUTH_FAILED_PARAM = 'oauth';
