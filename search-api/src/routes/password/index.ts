import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  message,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  type SuccessResponse,
} from '@spielraum/schema';
import { sessions, users } from '@spielraum/schema/db';
import { hashPassword } from '@spielraum/schema/security';
import { queueAccountMail } from '../../accounts/account-mails';
import type { AccountsContext } from '../../accounts/context';
import { findUserByEmail } from '../../accounts/log-in';
import { consumeOneTimeToken, issueOneTimeToken } from '../../accounts/one-time-tokens';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { requestQueue } from '../../http/request-log';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * Password reset (SPEC §4, §8): `POST requestpasswordreset/` mails `/newpassword/{uuid}/{token}`
 * or answers 400 "user not found" (SPEC §8 shows a no-user-known notice, so the portal tells;
 * the mail limits per IP and address keep that from becoming an address scanner);
 * `POST resetpassword/` sets the password once per link and ends every session of the account.
 */
export function passwordRoutes({ platform, config, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .post('/requestpasswordreset/', async (c) => {
      const { email } = await parseJson(c, requestPasswordResetSchema);
      await consume(limits, `mail:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.mailPerIp);
      await consume(limits, `mail:email:${email.toLowerCase()}`, RATE_LIMITS.mailPerAccount);
      const user = await findUserByEmail(db, email);
      if (!user)
        throw new AppError('bad_request', { error: 'user not found', message: message('userNotFound') });
      const token = await issueOneTimeToken({ db, userUuid: user.uuid, purpose: 'password_reset' });
      await queueAccountMail({
        queue: requestQueue(c, platform.queue),
        config,
        kind: 'password_reset',
        to: user.email,
        name: user.displayName,
        uuid: user.uuid,
        token,
        locale: user.locale,
      });
      return c.json(SUCCESS);
    })
    .post('/resetpassword/', async (c) => {
      const body = await parseJson(c, resetPasswordRequestSchema);
      const used = await consumeOneTimeToken({
        db,
        userUuid: body.uuid,
        purpose: 'password_reset',
        token: body.token,
      });
      if (!used)
        throw new AppError('bad_request', {
          error: 'invalid token',
          message: message('passwordResetFailed'),
        });
      // The link reached the mailbox, which also proves the address: the account counts as verified.
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), verified: true, updatedAt: new Date() })
        .where(eq(users.uuid, body.uuid));
      await db.delete(sessions).where(eq(sessions.userUuid, body.uuid));
      return c.json(SUCCESS);
    });
}
