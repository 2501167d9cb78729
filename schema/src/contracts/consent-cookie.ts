/*
 * The consent cookie's rules, without zod: every page's first JavaScript reads the cookie, and
 * zod loads only with forms (the request and answer contracts are in ./consent.ts).
 */
/**
 * The cookie-consent choice (SPEC §1: product history, web analytics, social media). Raising
 * `CONSENT_VERSION` (when what an option does changes) asks every visitor again.
 */
export const CONSENT_VERSION = 1;
/** The consent cookie: `version.flags.consentId`, flags one digit per option (history, analytics, social). */
export const CONSENT_COOKIE = 'spielraum_consent';
/** How long a choice holds before the dialog asks again. */
export const CONSENT_MAX_AGE_DAYS = 365;
/** Days a logged choice is kept as proof (privacy policy). */
export const CONSENT_LOG_RETENTION_DAYS = 3 * 365;

export const consentOptionValues = ['history', 'analytics', 'social'] as const;
export type ConsentOption = (typeof consentOptionValues)[number];

export interface ConsentChoice {
  history: boolean;
  analytics: boolean;
  social: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The consent cookie's value for a choice. */
export function consentCookieValue(
  choice: ConsentChoice,
  consentId: string,
  version = CONSENT_VERSION,
): string {
  const flags = consentOptionValues.map((option) => (choice[option] ? '1' : '0')).join('');
  return `${version}.${flags}.${consentId}`;
}

/** The consent cookie's value in a `Cookie` header (or `document.cookie`, the same format). */
export function consentCookieIn(cookies: string | null | undefined): string | undefined {
  const pair = cookies?.split(/;\s*/).find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`));
  return pair?.slice(CONSENT_COOKIE.length + 1);
}

/**
 * Reads a consent cookie; null when absent, malformed or made under another version (then the
 * dialog asks again and nothing runs meanwhile).
 */
export function parseConsentCookie(
  value: string | undefined | null,
): (ConsentChoice & { consentId: string; version: number }) | null {
  if (!value) return null;
  const [version, flags, consentId, extra] = decodeURIComponent(value).split('.');
  if (extra !== undefined || Number(version) !== CONSENT_VERSION || !/^[01]{3}$/.test(flags ?? ''))
    return null;
  if (!consentId || !UUID.test(consentId)) return null;
  return {
    version: CONSENT_VERSION,
    consentId,
    history: flags![0] === '1',
    analytics: flags![1] === '1',
    social: flags![2] === '1',
  };
}
