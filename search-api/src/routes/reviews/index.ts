import { Hono } from 'hono';
import {
  reportRequestSchema,
  reviewRequestSchema,
  reviewsQuerySchema,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser, requireUser } from '../../accounts/require-user';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { reportItem } from '../../moderation/report-item';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';
import { listReviews } from '../../reviews/list-reviews';
import {
  gameNotFound,
  reviewNotFound,
  saveReview,
  voteHelpful,
  withdrawReview,
} from '../../reviews/save-review';

/**
 * Reviews of a game (SPEC §3, §4; calls designed in SPEC §7's style): `GET
 * game/{product_id}/reviews/` the published ones and the viewer's own, `PUT`/`DELETE
 * game/{product_id}/review/` the signed-in, verified user's one review, `POST`/`DELETE
 * reviews/{id}/helpful/` the "Hilfreich" mark, and `POST reports/` ("Melden") for reviews and
 * comments. The logic lives in `src/reviews/` and `src/moderation/`.
 */
export function reviewRoutes({ platform, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/game/:productId/reviews/', async (c) => {
      const productId = pathId(c, 'productId', 'integer', gameNotFound);
      const { sort = 'newest', page = 1 } = parseQuery(c, reviewsQuerySchema);
      const viewer = await optionalUser(c, db);
      c.header('cache-control', viewer ? 'private, no-store' : 'public, max-age=60');
      return c.json({
        data: await listReviews({ db, productId, sort, page, viewerUuid: viewer?.user.uuid ?? null }),
      });
    })
    .put('/game/:productId/review/', async (c) => {
      const session = await requireUser(c, db);
      const productId = pathId(c, 'productId', 'integer', gameNotFound);
      const request = await parseJson(c, reviewRequestSchema);
      await consume(limits, `review:${session.user.uuid}`, RATE_LIMITS.commentsPerAccount);
      return c.json({ data: await saveReview({ db, session, productId, request }) });
    })
    .delete('/game/:productId/review/', async (c) => {
      const { user } = await requireUser(c, db);
      await withdrawReview({
        db,
        userUuid: user.uuid,
        productId: pathId(c, 'productId', 'integer', gameNotFound),
      });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    })
    .post('/reviews/:id/helpful/', async (c) => {
      const { user } = await requireUser(c, db);
      const reviewId = pathId(c, 'id', 'integer', reviewNotFound);
      return c.json({ data: await voteHelpful({ db, userUuid: user.uuid, reviewId, helpful: true }) });
    })
    .delete('/reviews/:id/helpful/', async (c) => {
      const { user } = await requireUser(c, db);
      const reviewId = pathId(c, 'id', 'integer', reviewNotFound);
      return c.json({ data: await voteHelpful({ db, userUuid: user.uuid, reviewId, helpful: false }) });
    })
    .post('/reports/', async (c) => {
      const { user } = await requireUser(c, db);
      const request = await parseJson(c, reportRequestSchema);
      await consume(limits, `report:${user.uuid}`, RATE_LIMITS.commentsPerAccount);
      await reportItem({ database: platform.database, userUuid: user.uuid, request });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    });
}
