/**
 * Where a signed-in user goes who lacks the curator permission a route needs. SPEC §6 says
 * "to recommendations", but `/recommendations` is not built yet and would answer 404: until it
 * is, the start page. Change this one constant when the recommendations page exists.
 */
export const CURATOR_DENIED_TARGET = '/';

/** Search parameter that makes the target page show why the user landed there (a toast). */
export const NOTICE_PARAM = 'notice';
/** The notice for a curator route the user has no permission for. */
export const NOTICE_CURATOR_ONLY = 'curator-only';

/** The address a guard sends a user without curator permission to. */
export function curatorDeniedHref(): string {
  return `${CURATOR_DENIED_TARGET}?${new URLSearchParams({ [NOTICE_PARAM]: NOTICE_CURATOR_ONLY }).toString()}`;
}
