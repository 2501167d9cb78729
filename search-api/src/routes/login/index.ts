import { Hono } from 'hono';
import { loginRequestSchema, message, type LoginResponse, type SuccessResponse } from '@spielraum/schema';
import { issueAntiForgeryToken } from '../../accounts/anti-forgery';
import type { AccountsContext } from '../../accounts/context';
import { toCurrentSession } from '../../accounts/find-session';
import { checkCredentials } from '../../accounts/log-in';
import { endSession, startSession } from '../../accounts/sessions';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { consume, ensureBelow, RATE_LIMITS } from '../../rate-limit/limits';

/**
 * `POST /api/login/` (answers data.user_data, rotates the session) and `GET /api/logout/`
 * (data "success"). Wrong passwords count per account and per IP; the 6th wrong password for
 * one account within a minute is answered 429.
 */
export function loginRoutes({ platform, config, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .post('/login/', async (c) => {
      const body = await parseJson(c, loginRequestSchema);
      const accountKey = `login-failures:${body.email.toLowerCase()}`;
      await consume(limits, `login:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.loginPerIp);
      await ensureBelow(limits, accountKey, RATE_LIMITS.loginFailuresPerAccount);

      const result = await checkCredentials({ db, email: body.email, password: body.password });
      if (result.kind === 'invalid') {
        await limits.hit(accountKey, RATE_LIMITS.loginFailuresPerAccount.windowMs);
        throw new AppError('bad_request', { error: 'invalid credentials', message: message('loginFailed') });
      }
      await limits.reset(accountKey);
      if (result.kind === 'unverified') {
        throw new AppError('bad_request', {
          error: 'user not verified',
          message: message('userNotVerified'),
          uuid: result.uuid,
        });
      }
      const sessionValue = await startSession({
        c,
        db,
        config,
        userUuid: result.user.uuid,
        persistent: body.stay_logged_in,
      });
      issueAntiForgeryToken(c, config, sessionValue);
      const session = toCurrentSession(result.user);
      const answer: LoginResponse = { data: { user_data: session.user, permissions: session.permissions } };
      c.header('cache-control', 'no-store');
      return c.json(answer);
    })
    .get('/logout/', async (c) => {
      await endSession({ c, db, config });
      issueAntiForgeryToken(c, config, undefined);
      const answer: SuccessResponse = { data: 'success' };
      c.header('cache-control', 'no-store');
      return c.json(answer);
    });
}
