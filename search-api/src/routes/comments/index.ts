import { Hono } from 'hono';
import {
  commentThreadQuerySchema,
  createCommentRequestSchema,
  type CommentResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser, requireUser } from '../../accounts/require-user';
import { createComment } from '../../comments/create-comment';
import { listCommentThread } from '../../comments/list-comment-thread';
import { parseJson, parseQuery } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';

/**
 * Comments on magazine posts and recommendation lists (SPEC §3, §4): `GET comments/` the
 * visible thread of one target, `POST comments/` a comment or reply of a verified user
 * (pending until approved). The editors decide in the one moderation queue (`routes/moderation`).
 */
export function commentRoutes({ platform, limits }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/comments/', async (c) => {
      const query = parseQuery(c, commentThreadQuerySchema);
      const viewer = await optionalUser(c, db);
      c.header('cache-control', 'private, no-store');
      return c.json({
        data: await listCommentThread({
          db,
          targetType: query.target_type,
          targetId: query.target_id,
          viewerUuid: viewer?.user.uuid ?? null,
        }),
      });
    })
    .post('/comments/', async (c) => {
      const session = await requireUser(c, db);
      const request = await parseJson(c, createCommentRequestSchema);
      await consume(limits, `comment:${session.user.uuid}`, RATE_LIMITS.commentsPerAccount);
      const answer: CommentResponse = { data: await createComment({ db, session, request }) };
      return c.json(answer, 201);
    });
}
