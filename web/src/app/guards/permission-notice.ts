/**
 * Where a signed-in user goes who lacks the permission a route needs: for the curators' pages
 * the public recommendation lists (SPEC §6 "without them the user goes to recommendations").
 */
export const CURATOR_DENIED_TARGET = '/recommendations';
/** Editors' and operators' pages without the permission: the start page, saying why. */
const EDITORIAL_DENIED_TARGET = '/';

/** Search parameter that makes the target page show why the user landed there (a toast). */
export const NOTICE_PARAM = 'notice';
/** The notice for a curator route the user has no permission for. */
export const NOTICE_CURATOR_ONLY = 'curator-only';
/** The notice for an editorial back-office route the user has no permission for. */
export const NOTICE_EDITORIAL_ONLY = 'editorial-only';
/** The notice for an operators' back-office route (`/betrieb`) the user has no permission for. */
export const NOTICE_OPERATOR_ONLY = 'operator-only';

export type PermissionNotice =
  typeof NOTICE_CURATOR_ONLY | typeof NOTICE_EDITORIAL_ONLY | typeof NOTICE_OPERATOR_ONLY;

/** The address a guard sends a user without the needed permission to, with the notice saying why. */
export function permissionDeniedHref(notice: PermissionNotice): string {
  const target = notice === NOTICE_CURATOR_ONLY ? CURATOR_DENIED_TARGET : EDITORIAL_DENIED_TARGET;
  return `${target}?${new URLSearchParams({ [NOTICE_PARAM]: notice }).toString()}`;
}
