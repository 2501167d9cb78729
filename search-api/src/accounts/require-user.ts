import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { AppError } from '../http/errors';
import { findSession, SESSION_COOKIE, type CurrentSession } from './find-session';

/**
 * The signed-in user of a request: 401 for visitors; with `verified` (SPEC §6: settings,
 * avatar, custom fields, deletion need a verified account) 403 "user not verified".
 */
export async function requireUser(
  c: Context,
  db: Database,
  options: { verified: boolean } = { verified: true },
): Promise<CurrentSession> {
  const session = await findSession({ db, cookieValue: getCookie(c, SESSION_COOKIE) });
  if (!session) throw new AppError('unauthorized');
  if (options.verified && !session.user.verified)
    throw new AppError('forbidden', {
      error: 'user not verified',
      message: message('userNotVerified'),
      uuid: session.user.uuid,
    });
  return session;
}

/**
 * The signed-in, verified user holding at least one of `permissions`: 401 for visitors, 403
 * for users without the permission.
 */
export async function requirePermission(
  c: Context,
  db: Database,
  permissions: readonly string[],
): Promise<CurrentSession> {
  const session = await requireUser(c, db);
  if (!permissions.some((permission) => session.permissions.includes(permission)))
    throw new AppError('forbidden');
  return session;
}

/** The signed-in user of a request, or null for a visitor (pages that show more to their author). */
export async function optionalUser(c: Context, db: Database): Promise<CurrentSession | null> {
  return findSession({ db, cookieValue: getCookie(c, SESSION_COOKIE) });
}
