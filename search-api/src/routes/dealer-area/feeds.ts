import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  dealerFeedPageQuerySchema,
  dealerFeedUploadFieldsSchema,
  dealerUnmatchedOffersQuerySchema,
  FEED_UPLOAD_MAX_BYTES,
  serverMessage,
  suggestGtinRequestSchema,
  type DealerFeedRunResponse,
  type DealerFeedRunsResponse,
  type DealerUnmatchedOffersResponse,
  type FeedRunErrorsResponse,
  type SuggestGtinResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { feedUploadTooLarge, readFeedUpload } from '../../admin-feeds/read-feed-upload';
import { readMemberShop, shopNotFound } from '../../dealer-area/list-member-shops';
import { readShopFeed } from '../../dealer-area/read-shop-feed';
import { requireDealerAccount } from '../../dealer-area/require-dealer-account';
import { readShopFeedRun, uploadShopFeed } from '../../dealer-area/shop-feed-runs';
import { feedRunErrorsCsv } from '../../feed-runs/feed-run-errors-csv';
import { listFeedRunErrors } from '../../feed-runs/list-feed-run-errors';
import { listFeedRuns } from '../../feed-runs/list-feed-runs';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { assignOffer } from '../../unmatched-offers/assign-offer';
import { listUnmatchedOffers } from '../../unmatched-offers/list-unmatched-offers';
import { requestPlatform, requestQueue } from '../../http/request-log';

const unknownRun = () => new AppError('not_found', { message: serverMessage('feedRunNotFound') });
const unknownOffer = () => new AppError('not_found', { message: serverMessage('unmatchedOfferNotFound') });

/**
 * A dealer's own feed in the dealer area, per shop the account manages (the operators' modules
 * kept to that shop by their `dealerIds` scope):
 * `GET dealer-area/shops/{id}/feed-runs/?page=` (newest first, with the feed's address and
 * schedule), `GET …/feed-runs/{run}/`, `GET …/feed-runs/{run}/errors/?page=` and
 * `GET …/feed-runs/{run}/errors.csv` (skipped rows); `GET …/unmatched-offers/?page=&q=` and
 * `POST …/unmatched-offers/{offer}/gtin/` (`{ gtin }`: matched at once when a game's edition
 * carries it, else a German 400 and nothing changes); `POST …/feed-upload/` (multipart `file`,
 * `full`, `format`; 202 with the queued run). Visitors 401, other accounts 403, another shop's
 * shop, run or offer 404.
 */
export function dealerFeedRoutes({ platform }: AccountsContext) {
  const { database, files, queue, logger } = platform;
  const { db } = database;

  /** The shop of the path when the signed-in dealer account manages it; 401, 403 or 404 otherwise. */
  async function memberShopId(c: Parameters<typeof requireDealerAccount>[0]): Promise<number> {
    const session = await requireDealerAccount(c, db);
    const dealerId = pathId(c, 'id', 'integer', shopNotFound);
    await readMemberShop({ db, userUuid: session.user.uuid, dealerId });
    return dealerId;
  }

  return new Hono()
    .get('/dealer-area/shops/:id/feed-runs/', async (c) => {
      const dealerId = await memberShopId(c);
      const { page } = parseQuery(c, dealerFeedPageQuerySchema);
      const [feed, runs] = await Promise.all([
        readShopFeed({ db, dealerId }),
        listFeedRuns({ db, page, dealerIds: [dealerId] }),
      ]);
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerFeedRunsResponse = { data: { feed, ...runs } };
      return c.json(answer);
    })
    .get('/dealer-area/shops/:id/feed-runs/:run/', async (c) => {
      const dealerId = await memberShopId(c);
      const runId = pathId(c, 'run', 'integer', unknownRun);
      const run = await readShopFeedRun({ database, files, dealerId, runId });
      if (!run) throw unknownRun();
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerFeedRunResponse = { data: run };
      return c.json(answer);
    })
    .get('/dealer-area/shops/:id/feed-runs/:run/errors/', async (c) => {
      const dealerId = await memberShopId(c);
      const runId = pathId(c, 'run', 'integer', unknownRun);
      const { page } = parseQuery(c, dealerFeedPageQuerySchema);
      const data = await listFeedRunErrors({ db, id: runId, page, dealerIds: [dealerId] });
      if (!data) throw unknownRun();
      c.header('Cache-Control', 'private, no-store');
      const answer: FeedRunErrorsResponse = { data };
      return c.json(answer);
    })
    .get('/dealer-area/shops/:id/feed-runs/:run/errors.csv', async (c) => {
      const dealerId = await memberShopId(c);
      const runId = pathId(c, 'run', 'integer', unknownRun);
      const csv = await feedRunErrorsCsv({ db, id: runId, dealerIds: [dealerId] });
      if (!csv) throw unknownRun();
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="feed-lauf-${runId}-fehler.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .get('/dealer-area/shops/:id/unmatched-offers/', async (c) => {
      const dealerId = await memberShopId(c);
      const query = parseQuery(c, dealerUnmatchedOffersQuerySchema);
      const { offers, total, page, rows_per_page } = await listUnmatchedOffers({
        database,
        query: { ...query, gtin: 'all' },
        dealerIds: [dealerId],
      });
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerUnmatchedOffersResponse = { data: { offers, total, page, rows_per_page } };
      return c.json(answer);
    })
    .post('/dealer-area/shops/:id/unmatched-offers/:offer/gtin/', async (c) => {
      const dealerId = await memberShopId(c);
      const offerId = pathId(c, 'offer', 'bigint', unknownOffer);
      const { gtin } = await parseJson(c, suggestGtinRequestSchema);
      const result = await assignOffer({
        database,
        queue: requestQueue(c, queue),
        logger,
        offerId,
        target: { gtin },
        dealerIds: [dealerId],
      });
      if (result.kind === 'offer_not_found' || result.kind === 'version_not_found') throw unknownOffer();
      if (result.kind === 'already_matched')
        throw new AppError('conflict', {
          error: 'already matched',
          message: serverMessage('unmatchedOfferAlreadyMatched'),
        });
      if (result.kind === 'gtin_unknown')
        throw new AppError('validation_failed', {
          error: 'unknown gtin',
          message: serverMessage('dealerGtinUnknown', { gtin: result.gtin }),
          fields: { gtin: serverMessage('dealerGtinUnknown', { gtin: result.gtin }) },
        });
      c.header('Cache-Control', 'private, no-store');
      const answer: SuggestGtinResponse = {
        data: {
          offer_id: result.offerId,
          product_version_id: result.productVersionId,
          product: result.product,
        },
      };
      return c.json(answer);
    })
    .post(
      '/dealer-area/shops/:id/feed-upload/',
      bodyLimit({
        maxSize: FEED_UPLOAD_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw feedUploadTooLarge();
        },
      }),
      async (c) => {
        // membership is checked before the upload is read
        const dealerId = await memberShopId(c);
        const upload = await readFeedUpload(c, dealerFeedUploadFieldsSchema);
        const run = await uploadShopFeed({
          platform: requestPlatform(c, platform),
          dealerId,
          fileName: upload.file.name || 'feed',
          bytes: upload.bytes,
          full: upload.fields.full,
          format: upload.fields.format,
        });
        const answer: DealerFeedRunResponse = { data: run };
        return c.json(answer, 202);
      },
    );
}
