import { PERMISSIONS } from '@spielraum/schema';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionLoader, type Session } from '../session';

export type SignedInSession = Session & { user: NonNullable<Session['user']> };
import {
  NOTICE_CURATOR_ONLY,
  NOTICE_EDITORIAL_ONLY,
  NOTICE_OPERATOR_ONLY,
  permissionDeniedHref,
  type PermissionNotice,
} from './permission-notice';
import { LOGIN_FLAG_PARAM, LOGIN_FLAG_REQUIRED, REDIRECT_PARAM } from './redirect-target';

export interface AccessRule {
  /** SPEC §2 "login and verification": unverified users go to /verify/{uuid}. */
  verified: boolean;
  /**
   * Any one of these permissions lets the user in (SPEC §6); otherwise to `/recommendations`
   * (editorial pages: the start page) with a toast saying why (`deniedNotice`, the curators' by default).
   */
  anyPermission?: readonly string[];
  deniedNotice?: PermissionNotice;
}

/** Curator routes accept either recommendation-list permission (SPEC §6). */
export const CURATOR_ADD_OR_EDIT = [
  PERMISSIONS.recommendationListAdd,
  PERMISSIONS.recommendationListEdit,
] as const;
export const CURATOR_EDIT = [PERMISSIONS.recommendationListEdit] as const;

/** The editorial back office: writing magazine posts, and moderating comments. */
export const MAGAZINE_EDITOR_ACCESS: AccessRule = {
  verified: true,
  anyPermission: [PERMISSIONS.magazineEdit],
  deniedNotice: NOTICE_EDITORIAL_ONLY,
};
export const MODERATOR_ACCESS: AccessRule = {
  verified: true,
  anyPermission: [PERMISSIONS.moderate],
  deniedNotice: NOTICE_EDITORIAL_ONLY,
};
/** The operators' back office (`/betrieb`): the permission the API's `admin/` calls require. */
export const OPERATOR_ACCESS: AccessRule = {
  verified: true,
  anyPermission: [PERMISSIONS.operator],
  deniedNotice: NOTICE_OPERATOR_ONLY,
};

/**
 * Loader of a guarded route (SPEC §4). It asks search-api for the session itself, because
 * loaders run side by side and cannot wait for the root loader. An anonymous visitor goes to
 * the start page with the wanted path (and, on a direct hit, its hash) remembered in the URL,
 * where the login dialog "Bitte melde dich an" opens and resumes the path after login.
 * Answers the session, for loaders that need the user.
 */
export async function guardAccount(args: LoaderFunctionArgs, rule: AccessRule): Promise<SignedInSession> {
  const { session } = await sessionLoader(args);
  const url = new URL(args.request.url);
  if (session.user === null) {
    let wanted = `${url.pathname}${url.search}`;
    // Loaders never see the hash; on a direct page load it is still in the address bar.
    if (typeof window !== 'undefined' && window.location.pathname === url.pathname)
      wanted += window.location.hash;
    const params = new URLSearchParams({
      [LOGIN_FLAG_PARAM]: LOGIN_FLAG_REQUIRED,
      [REDIRECT_PARAM]: wanted,
    });
    throw redirect(`/?${params.toString()}`);
  }
  if (rule.verified && !session.user.verified) throw redirect(`/verify/${session.user.uuid}`);
  if (
    rule.anyPermission &&
    !rule.anyPermission.some((permission) => session.permissions.includes(permission))
  )
    throw redirect(permissionDeniedHref(rule.deniedNotice ?? NOTICE_CURATOR_ONLY));
  return { ...session, user: session.user };
}
