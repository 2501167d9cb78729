import { Hono } from 'hono';
import {
  assignOfferSchema,
  message,
  serverMessage,
  unmatchedOffersQuerySchema,
  type AssignOfferResponse,
  type ProductVersionsResponse,
  type UnmatchedOffersResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { assignOffer } from '../../unmatched-offers/assign-offer';
import { listProductVersions } from '../../unmatched-offers/list-product-versions';
import { listUnmatchedOffers } from '../../unmatched-offers/list-unmatched-offers';
import { requestQueue } from '../../http/request-log';

const unknownOffer = () => new AppError('not_found', { message: serverMessage('unmatchedOfferNotFound') });
const unknownProduct = () => new AppError('not_found', { message: message('gameNotFound') });

/**
 * The offers no feed could match, for the operators (behind the operator permission of every
 * `admin/` call): `GET admin/unmatched-offers/?page=&dealer=&q=&gtin=all|with|without` (newest
 * first, 25 a page, with counts), `POST admin/unmatched-offers/{id}/assign/` with `{ gtin }` or
 * `{ product_version_id }` (the effects of a feed's match: price statistics, search document,
 * alerts), and `GET admin/products/{id}/versions/` (a game's editions, after choosing it with
 * the search's type-ahead `GET filter/namesearch/?term=`).
 */
export function adminUnmatchedOfferRoutes(platform: Platform) {
  const { database, queue, logger } = platform;
  return new Hono()
    .get('/admin/unmatched-offers/', async (c) => {
      const query = parseQuery(c, unmatchedOffersQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      const answer: UnmatchedOffersResponse = { data: await listUnmatchedOffers({ database, query }) };
      return c.json(answer);
    })
    .post('/admin/unmatched-offers/:id/assign/', async (c) => {
      const offerId = pathId(c, 'id', 'bigint', unknownOffer);
      const body = await parseJson(c, assignOfferSchema);
      const result = await assignOffer({
        database,
        queue: requestQueue(c, queue),
        logger,
        offerId,
        target:
          body.gtin !== undefined ? { gtin: body.gtin } : { productVersionId: body.product_version_id! },
      });
      if (result.kind === 'offer_not_found') throw unknownOffer();
      if (result.kind === 'already_matched')
        throw new AppError('conflict', {
          error: 'already matched',
          message: serverMessage('unmatchedOfferAlreadyMatched'),
        });
      if (result.kind === 'gtin_unknown')
        throw new AppError('validation_failed', {
          error: 'unknown gtin',
          message: serverMessage('gtinNotInCatalogue', { gtin: result.gtin }),
          fields: { gtin: serverMessage('gtinNotInCatalogue', { gtin: result.gtin }) },
        });
      if (result.kind === 'version_not_found')
        throw new AppError('validation_failed', {
          error: 'unknown product version',
          message: serverMessage('productVersionNotFound'),
          fields: { product_version_id: serverMessage('productVersionNotFound') },
        });
      c.header('Cache-Control', 'private, no-store');
      const answer: AssignOfferResponse = {
        data: {
          offer_id: result.offerId,
          product_version_id: result.productVersionId,
          product: result.product,
        },
      };
      return c.json(answer);
    })
    .get('/admin/products/:id/versions/', async (c) => {
      const productId = pathId(c, 'id', 'integer', unknownProduct);
      const data = await listProductVersions({ database, productId });
      if (!data) throw unknownProduct();
      c.header('Cache-Control', 'private, no-store');
      const answer: ProductVersionsResponse = { data };
      return c.json(answer);
    });
}
