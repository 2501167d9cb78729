import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { AppError } from '../../http/errors';

/** `GET /api/session/` (SPEC §7): data.user and data.permissions; anonymous visitors get null and []. */
export function sessionRoutes(platform: Platform, options: { maintenance: boolean }) {
  return new Hono().get('/session/', async (c) => {
    if (options.maintenance) throw new AppError('maintenance', { error: 'service is in maintenance mode' });
    const session = await findSession({
      db: platform.database.db,
      cookieValue: getCookie(c, SESSION_COOKIE),
    });
    const body: SessionResponse = {
      data: { user: session?.user ?? null, permissions: session?.permissions ?? [] },
    };
    c.header('cache-control', 'no-store');
    return c.json(body);
  });
}
