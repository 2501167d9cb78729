import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  COMMENT_LIMITS,
  type CommentResponse,
  type createCommentRequestSchema,
  serverMessage,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { comments, magazinePosts, recommendationLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';

type CreateCommentRequest = z.output<typeof createCommentRequestSchema>;

function targetNotFound(): AppError {
  return new AppError('not_found', {
    error: 'comment target not found',
    message: serverMessage('commentTargetNotFound'),
  });
}

/** Whether readers can see the target: a visible magazine post, a public or unlisted list. */
async function targetIsOpen(
  db: Database,
  type: CreateCommentRequest['target_type'],
  id: number,
): Promise<boolean> {
  if (type === 'magazine_post') {
    const [row] = await db
      .select({ id: magazinePosts.id })
      .from(magazinePosts)
      .where(
        and(
          eq(magazinePosts.id, id),
          eq(magazinePosts.status, 'published'),
          sql`${magazinePosts.publishedAt} <= now()`,
        ),
      )
      .limit(1);
    return Boolean(row);
  }
  const [row] = await db
    .select({ id: recommendationLists.id })
    .from(recommendationLists)
    .where(
      and(eq(recommendationLists.id, id), inArray(recommendationLists.visibility, ['public', 'unlisted'])),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a comment or a reply of a signed-in, verified user as pending (SPEC §3, §4: sent to the
 * editorial team, public after approval). A reply answers a top-level comment of the same
 * target that the user can see (approved, or their own). A user with many pending comments
 * waits for the moderators before writing more.
 */
export async function createComment({
  db,
  session,
  request,
}: {
  db: Database;
  session: CurrentSession;
  request: CreateCommentRequest;
}): Promise<CommentResponse['data']> {
  if (!(await targetIsOpen(db, request.target_type, request.target_id))) throw targetNotFound();
  const parentId = request.parent_id ?? null;
  if (parentId !== null) {
    const [parent] = await db
      .select({ parentId: comments.parentId })
      .from(comments)
      .where(
        and(
          eq(comments.id, parentId),
          eq(comments.targetType, request.target_type),
          eq(comments.targetId, request.target_id),
          or(
            eq(comments.status, 'published'),
            and(eq(comments.status, 'pending'), eq(comments.userUuid, session.user.uuid)),
          ),
        ),
      )
      .limit(1);
    if (!parent)
      throw new AppError('not_found', {
        error: 'comment not found',
        message: serverMessage('commentNotFound'),
        fields: { parent_id: serverMessage('commentNotFound') },
      });
    if (parent.parentId !== null)
      throw new AppError('bad_request', {
        error: 'reply to reply',
        message: serverMessage('commentReplyToReply'),
        fields: { parent_id: serverMessage('commentReplyToReply') },
      });
  }
  const [pending] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.userUuid, session.user.uuid), eq(comments.status, 'pending')));
  if ((pending?.n ?? 0) >= COMMENT_LIMITS.pendingPerUser)
    throw new AppError('rate_limited', {
      error: 'too many pending comments',
      message: serverMessage('commentLimitReached'),
    });
  const [row] = await db
    .insert(comments)
    .values({
      targetType: request.target_type,
      targetId: request.target_id,
      parentId,
      userUuid: session.user.uuid,
      authorName: session.user.display_name,
      text: request.text,
    })
    .returning();
  return {
    id: row!.id,
    author_name: row!.authorName,
    text: row!.text,
    created_at: row!.createdAt.toISOString(),
    status: row!.status,
    own: true,
  };
}
