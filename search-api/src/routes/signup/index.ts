import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  message,
  resendVerificationRequestSchema,
  signupRequestSchema,
  verifyRequestSchema,
  type SuccessResponse,
} from '@spielraum/schema';
import { users } from '@spielraum/schema/db';
import { queueAccountMail } from '../../accounts/account-mails';
import type { AccountsContext } from '../../accounts/context';
import { consumeOneTimeToken, issueOneTimeToken } from '../../accounts/one-time-tokens';
import { createAccount, findUserByUuid } from '../../accounts/sign-up';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { requestQueue } from '../../http/request-log';

const SUCCESS: SuccessResponse = { data: 'success' };

function alreadyVerified() {
  return new AppError('bad_request', { error: 'user already verified', message: message('alreadyVerified') });
}

/**
 * Sign-up and e-mail verification (SPEC §4: registered, link mailed, verified):
 * `POST signup/` (data.uuid; 400 "email already in use"), `POST verify/` (400 "user already
 * verified" or "invalid token"), `POST resendverificationmail/`.
 */
export function signupRoutes({ platform, config, limits }: AccountsContext) {
  const { db } = platform.database;

  async function mailVerificationLink(
    c: Context,
    user: { uuid: string; email: string; displayName: string },
  ) {
    const token = await issueOneTimeToken({ db, userUuid: user.uuid, purpose: 'verification' });
    await queueAccountMail({
      queue: requestQueue(c, platform.queue),
      config,
      kind: 'verification',
      to: user.email,
      name: user.displayName,
      uuid: user.uuid,
      token,
    });
  }

  return new Hono()
    .post('/signup/', async (c) => {
      const body = await parseJson(c, signupRequestSchema);
      await consume(limits, `signup:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.signupPerIp);
      const user = await createAccount({
        db,
        email: body.email,
        password: body.password,
        displayName: body.display_name,
      });
      if (!user)
        throw new AppError('bad_request', {
          error: 'email already in use',
          message: message('duplicateEmail'),
        });
      await mailVerificationLink(c, user);
      return c.json({ data: { uuid: user.uuid } });
    })
    .post('/verify/', async (c) => {
      const body = await parseJson(c, verifyRequestSchema);
      const used = await consumeOneTimeToken({
        db,
        userUuid: body.uuid,
        purpose: 'verification',
        token: body.token,
      });
      if (!used) {
        const user = await findUserByUuid(db, body.uuid);
        if (user?.verified) throw alreadyVerified();
        throw new AppError('bad_request', { error: 'invalid token', message: message('verificationFailed') });
      }
      await db.update(users).set({ verified: true, updatedAt: new Date() }).where(eq(users.uuid, body.uuid));
      return c.json(SUCCESS);
    })
    .post('/resendverificationmail/', async (c) => {
      const body = await parseJson(c, resendVerificationRequestSchema);
      await consume(limits, `mail:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.mailPerIp);
      await consume(limits, `mail:account:${body.uuid}`, RATE_LIMITS.mailPerAccount);
      const user = await findUserByUuid(db, body.uuid);
      if (!user)
        throw new AppError('bad_request', { error: 'user not found', message: message('requestError') });
      if (user.verified) throw alreadyVerified();
      await mailVerificationLink(c, user);
      return c.json(SUCCESS);
    });
}
