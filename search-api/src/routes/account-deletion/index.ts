import { Hono } from 'hono';
import { deleteUserQuerySchema, message, type SuccessResponse } from '@spielraum/schema';
import { queueAccountMail } from '../../accounts/account-mails';
import { issueAntiForgeryToken } from '../../accounts/anti-forgery';
import type { AccountsContext } from '../../accounts/context';
import { clearProductHistory, deleteAccount } from '../../accounts/delete-account';
import { consumeOneTimeToken, issueOneTimeToken } from '../../accounts/one-time-tokens';
import { requireUser } from '../../accounts/require-user';
import { endSession } from '../../accounts/sessions';
import { AppError } from '../../http/errors';
import { parseQuery } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { requestQueue } from '../../http/request-log';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * Account deletion (SPEC §4): `GET requestuserdeletion` mails `/deleteuser/{uuid}/{token}`;
 * `DELETE deleteuser?uuid=&token=` deletes the account (the link works without being signed
 * in, it may be opened on another device). `DELETE /userproductshistory/` clears the history.
 */
export function accountDeletionRoutes({ platform, config, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/requestuserdeletion', async (c) => {
      const { user } = await requireUser(c, db);
      await consume(limits, `mail:account:${user.uuid}`, RATE_LIMITS.mailPerAccount);
      const token = await issueOneTimeToken({ db, userUuid: user.uuid, purpose: 'deletion' });
      await queueAccountMail({
        queue: requestQueue(c, platform.queue),
        config,
        kind: 'deletion',
        to: user.email,
        name: user.display_name,
        uuid: user.uuid,
        token,
      });
      c.header('cache-control', 'no-store');
      return c.json(SUCCESS);
    })
    .delete('/deleteuser', async (c) => {
      const { uuid, token } = parseQuery(c, deleteUserQuerySchema);
      const used = await consumeOneTimeToken({ db, userUuid: uuid, purpose: 'deletion', token });
      if (!used || !(await deleteAccount({ ...platform, userUuid: uuid })))
        throw new AppError('bad_request', { error: 'invalid token', message: message('deletionFailed') });
      await endSession({ c, db, config });
      issueAntiForgeryToken(c, config, undefined);
      return c.json(SUCCESS);
    })
    .delete('/userproductshistory/', async (c) => {
      const { user } = await requireUser(c, db);
      await clearProductHistory({ database: platform.database, userUuid: user.uuid });
      return c.json(SUCCESS);
    });
}
