import { PERMISSIONS } from '@spielraum/schema';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionLoader, type Session } from '../session';

export type SignedInSession = Session & { user: NonNullable<Session['user']> };
import { curatorDeniedHref } from './permission-notice';
import { LOGIN_FLAG_PARAM, LOGIN_FLAG_REQUIRED, REDIRECT_PARAM } from './redirect-target';

export interface AccessRule {
  /** SPEC §2 "login and verification": unverified users go to /verify/{uuid}. */
  verified: boolean;
  /**
   * Any one of these permissions lets the user in (SPEC §6); otherwise to CURATOR_DENIED_TARGET
   * (the start page until /recommendations exists) with a toast saying why.
   */
  anyPermission?: readonly string[];
}

/** Curator routes accept either recommendation-list permission (SPEC §6). */
export const CURATOR_ADD_OR_EDIT = [
  PERMISSIONS.recommendationListAdd,
  PERMISSIONS.recommendationListEdit,
] as const;
export const CURATOR_EDIT = [PERMISSIONS.recommendationListEdit] as const;

/**
 * Loader of a guarded route (SPEC §4). It asks search-api for the session itself, because
 * loaders run side by side and cannot wait for the root loader. An anonymous visitor goes to
 * the start page with the wanted path (and, on a direct hit, its hash) remembered in the URL,
 * where the login dialog "Bitte melde dich an" opens and resumes the path after login.
 */
export function requireAccount(rule: AccessRule) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await guardAccount(args, rule);
    return null;
  };
}

/** The check behind requireAccount; answers the session for loaders that need the user. */
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
    throw redirect(curatorDeniedHref());
  return { ...session, user: session.user };
}
