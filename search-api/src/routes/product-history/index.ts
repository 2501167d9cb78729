import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  CONSENT_COOKIE,
  gameCardsQuerySchema,
  message,
  parseConsentCookie,
  productViewRequestSchema,
  serverMessage,
  type ProductHistoryResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { gameCardsByIds } from '../../catalogue/game-cards';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery } from '../../http/validate';
import { listProductViews } from '../../product-history/list-product-views';
import { recordProductView } from '../../product-history/record-product-view';

const SUCCESS: SuccessResponse = { data: 'success' };

/**
 * The product history (SPEC §1 consent option, §7): `POST userproductshistory/` records a game a
 * signed-in user opened, only when the browser's consent cookie allows it (the page does not ask
 * otherwise; the API refuses too); `GET userproductshistory/` lists them. `GET gamecards/?ids=`
 * gives the cards of a browser's own history kept in localStorage. `DELETE` lives with the
 * account's data (routes/account-deletion).
 */
export function productHistoryRoutes({ platform }: AccountsContext) {
  const { database } = platform;
  return new Hono()
    .post('/userproductshistory/', async (c) => {
      const { product_id } = await parseJson(c, productViewRequestSchema);
      const { user } = await requireUser(c, database.db);
      if (!parseConsentCookie(getCookie(c, CONSENT_COOKIE))?.history)
        throw new AppError('forbidden', {
          error: 'no consent',
          message: serverMessage('productHistoryNoConsent'),
        });
      if (!(await recordProductView({ database, userUuid: user.uuid, productId: product_id })))
        throw new AppError('not_found', { error: 'game not found', message: message('gameNotFound') });
      return c.json(SUCCESS);
    })
    .get('/userproductshistory/', async (c) => {
      const { user } = await requireUser(c, database.db);
      c.header('Cache-Control', 'private, no-store');
      const answer: ProductHistoryResponse = {
        data: { games: await listProductViews({ database, userUuid: user.uuid }) },
      };
      return c.json(answer);
    })
    .get('/gamecards/', async (c) => {
      const { ids } = parseQuery(c, gameCardsQuerySchema);
      const answer: ProductHistoryResponse = { data: { games: await gameCardsByIds(database, ids) } };
      return c.json(answer);
    });
}
