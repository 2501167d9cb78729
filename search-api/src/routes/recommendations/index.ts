import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  curatorListRequestSchema,
  moderateItemRequestSchema,
  moderationQueueQuerySchema,
  MAGAZINE_LIMITS,
  PERMISSIONS,
  recommendationsQuerySchema,
  serverMessage,
  type CuratorListResponse,
  type CuratorListsResponse,
  type MagazineImageResponse,
  type RecommendationListResponse,
  type RecommendationsResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser, requirePermission, requireUser } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { uploadMagazineImage } from '../../magazine/upload-image';
import { listModerationQueue } from '../../moderation/list-queue';
import { itemNotFound, moderateItem } from '../../moderation/moderate-item';
import { deleteOwnList, listOwnLists, readOwnList, saveList } from '../../recommendations/curator-lists';
import { isCommentOnOwnList } from '../../recommendations/read-lists';
import { followList, listNotFound, listPublicLists, readList } from '../../recommendations/read-lists';
import { requestPlatform, requestQueue } from '../../http/request-log';

const slugParam = z.string().regex(/^[a-z0-9-]{1,120}$/);
const CURATOR = [PERMISSIONS.recommendationListAdd, PERMISSIONS.recommendationListEdit];
/** SPEC gives the comments page (`/recommendationscomments`) to the edit permission only. */
const CURATOR_EDIT = [PERMISSIONS.recommendationListEdit];

/**
 * Recommendation lists (SPEC §2, §6): the public pages' calls, following, and the curators'
 * own lists (either curator permission) and the comments on them, which they moderate like
 * the editors (the edit permission); another curator's list or comment answers 404. The logic lives in
 * `src/recommendations/`.
 */
export function recommendationRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  const curator = (c: Context) => requirePermission(c, db, CURATOR);
  const curatorEditor = (c: Context) => requirePermission(c, db, CURATOR_EDIT);
  const maxUpload = MAGAZINE_LIMITS.imageMaxMegabytes * 1024 * 1024;
  return new Hono()
    .get('/recommendations/', async (c) => {
      const { page = 1 } = parseQuery(c, recommendationsQuerySchema);
      const answer: RecommendationsResponse = { data: await listPublicLists({ db, page }) };
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    })
    .get('/recommendations/:slug/', async (c) => {
      const slug = slugParam.safeParse(c.req.param('slug'));
      if (!slug.success) throw listNotFound();
      const viewer = await optionalUser(c, db);
      const answer: RecommendationListResponse = {
        data: await readList({ db, slug: slug.data, viewerUuid: viewer?.user.uuid ?? null }),
      };
      c.header('cache-control', viewer ? 'private, no-store' : 'public, max-age=60');
      return c.json(answer);
    })
    .post('/recommendations/:id/follow/', async (c) => {
      const { user } = await requireUser(c, db);
      const listId = pathId(c, 'id', 'integer', listNotFound);
      return c.json({ data: await followList({ db, userUuid: user.uuid, listId, follow: true }) });
    })
    .delete('/recommendations/:id/follow/', async (c) => {
      const { user } = await requireUser(c, db);
      const listId = pathId(c, 'id', 'integer', listNotFound);
      return c.json({ data: await followList({ db, userUuid: user.uuid, listId, follow: false }) });
    })
    .get('/curator/lists/', async (c) => {
      const session = await curator(c);
      const answer: CuratorListsResponse = {
        data: { lists: await listOwnLists({ database: platform.database, ownerUuid: session.user.uuid }) },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .post('/curator/lists/', async (c) => {
      const session = await curator(c);
      const input = await parseJson(c, curatorListRequestSchema);
      const answer: CuratorListResponse = {
        data: await saveList({
          database: platform.database,
          queue: requestQueue(c, platform.queue),
          session,
          listId: null,
          input,
        }),
      };
      return c.json(answer, 201);
    })
    .get('/curator/lists/:id/', async (c) => {
      const session = await curator(c);
      const answer: CuratorListResponse = {
        data: await readOwnList({
          database: platform.database,
          ownerUuid: session.user.uuid,
          listId: pathId(c, 'id', 'integer', listNotFound),
        }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/curator/lists/:id/', async (c) => {
      const session = await curator(c);
      const listId = pathId(c, 'id', 'integer', listNotFound);
      const input = await parseJson(c, curatorListRequestSchema);
      const answer: CuratorListResponse = {
        data: await saveList({
          database: platform.database,
          queue: requestQueue(c, platform.queue),
          session,
          listId,
          input,
        }),
      };
      return c.json(answer);
    })
    .delete('/curator/lists/:id/', async (c) => {
      const session = await curator(c);
      await deleteOwnList({
        database: platform.database,
        ownerUuid: session.user.uuid,
        listId: pathId(c, 'id', 'integer', listNotFound),
      });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    })
    .get('/curator/comments/', async (c) => {
      const session = await curatorEditor(c);
      const { status, page } = parseQuery(c, moderationQueueQuerySchema);
      c.header('cache-control', 'private, no-store');
      return c.json({
        data: await listModerationQueue({
          database: platform.database,
          status,
          page,
          listOwnerUuid: session.user.uuid,
        }),
      });
    })
    .patch('/curator/comments/:id/', async (c) => {
      const session = await curatorEditor(c);
      const id = pathId(c, 'id', 'integer', itemNotFound);
      // another curator's comments are as unknown as a missing one
      if (!(await isCommentOnOwnList({ db, commentId: id, ownerUuid: session.user.uuid })))
        throw itemNotFound();
      const decision = await parseJson(c, moderateItemRequestSchema);
      return c.json({
        data: await moderateItem({
          database: platform.database,
          queue: requestQueue(c, platform.queue),
          kind: 'recommendation_comment',
          id,
          decision,
          moderatorUuid: session.user.uuid,
        }),
      });
    })
    .post(
      '/curator/images/',
      bodyLimit({
        maxSize: maxUpload + 64 * 1024,
        onError: () => {
          throw new AppError('payload_too_large', {
            message: serverMessage('magazineImageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }),
          });
        },
      }),
      async (c) => {
        const session = await curator(c);
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          throw new AppError('bad_request', { error: 'unreadable upload' });
        }
        const file = form.get('file');
        const alt = form.get('alt');
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('validation_failed', {
            fields: { file: serverMessage('magazineImageWrongType') },
          });
        const answer: MagazineImageResponse = {
          data: await uploadMagazineImage({
            platform: requestPlatform(c, platform),
            file,
            alt: typeof alt === 'string' ? alt.trim().slice(0, MAGAZINE_LIMITS.imageAltMaxLength) : '',
            uploadedBy: session.user.uuid,
          }),
        };
        return c.json(answer, 201);
      },
    );
}
