import { Hono, type Context } from 'hono';
import {
  cancelGiftRequestSchema,
  message,
  reserveGiftRequestSchema,
  type ReserveGiftResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser } from '../../accounts/require-user';
import { cancelGiftReservation } from '../../gifts/cancel-gift-reservation';
import { reserveGift } from '../../gifts/reserve-gift';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson, pathId } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';

const SUCCESS: SuccessResponse = { data: 'success' };

function itemPathId(c: Context) {
  return pathId(
    c,
    'productId',
    'integer',
    () => new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') }),
  );
}

/**
 * Gift mode of shared wish lists (logic in `src/gifts/`): anyone with the share address, signed in
 * or not, reserves a game and undoes it with the secret the reservation answered. Both calls
 * carry the anti-forgery pair like every unsafe call and are limited per client address.
 *
 * - `POST sharedlists/{hash}/items/{product_id}/reservation/` `{ gifter_name? }`: 201 with the
 *   undo secret; 409 when someone else was first; 403 for the list's owner; 400 on a collection
 * - `DELETE sharedlists/{hash}/items/{product_id}/reservation/` `{ undo_secret }`: 403 with
 *   another secret, 404 when the game is not reserved
 */
export function giftRoutes({ platform, config, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .post('/sharedlists/:hash/items/:productId/reservation/', async (c) => {
      const productId = itemPathId(c);
      const { gifter_name } = await parseJson(c, reserveGiftRequestSchema);
      await consume(
        limits,
        `gift:ip:${clientIp(c, config.trustedProxies)}`,
        RATE_LIMITS.giftReservationsPerIp,
      );
      const viewer = await optionalUser(c, db);
      const answer: ReserveGiftResponse = {
        data: await reserveGift({
          db,
          shareHash: c.req.param('hash'),
          productId,
          gifterName: gifter_name,
          viewerUuid: viewer?.user.uuid ?? null,
        }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer, 201);
    })
    .delete('/sharedlists/:hash/items/:productId/reservation/', async (c) => {
      const productId = itemPathId(c);
      const { undo_secret } = await parseJson(c, cancelGiftRequestSchema);
      await consume(limits, `gift-undo:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.giftUndoPerIp);
      await cancelGiftReservation({ db, shareHash: c.req.param('hash'), productId, undoSecret: undo_secret });
      return c.json(SUCCESS);
    });
}
