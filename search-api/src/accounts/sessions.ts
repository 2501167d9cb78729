import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '@spielraum/schema/client';
import { sessions } from '@spielraum/schema/db';
import type { AccountsConfig } from './config';
import { hashSessionId, SESSION_COOKIE } from './find-session';

/** "Angemeldet bleiben": 30 days, cookie with Max-Age so it survives a browser restart. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 3600 * 1000;
/**
 * Without "stay logged in" the cookie has no Max-Age and ends with the browser; the server
 * also lets such a session lapse after 12 hours so a browser left open does not stay signed in.
 */
export const BROWSER_SESSION_MS = 12 * 3600 * 1000;

/**
 * Starts a session for a user: 256 random bits as cookie value, only its SHA-256 stored.
 * A session the request already carried is deleted first (rotation on login).
 */
export async function startSession({
  c,
  db,
  config,
  userUuid,
  persistent,
}: {
  c: Context;
  db: Database;
  config: AccountsConfig;
  userUuid: string;
  persistent: boolean;
}): Promise<string> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous && previous.length <= 200) {
    await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(previous)));
  }
  const value = randomBytes(32).toString('base64url');
  const lifetime = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  await db.insert(sessions).values({
    idHash: hashSessionId(value),
    userUuid,
    persistent,
    expiresAt: new Date(Date.now() + lifetime),
  });
  setCookie(c, SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
    ...(persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}),
  });
  return value;
}

/** Ends the request's session: the row is deleted and the cookie cleared. */
export async function endSession({ c, db, config }: { c: Context; db: Database; config: AccountsConfig }) {
  const value = getCookie(c, SESSION_COOKIE);
  if (value && value.length <= 200) {
    await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(value)));
  }
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.secureCookies,
  });
}
