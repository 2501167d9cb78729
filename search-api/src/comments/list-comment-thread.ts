import { and, asc, eq, or } from 'drizzle-orm';
import type { Comment, CommentThread } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { comments } from '@spielraum/schema/db';

type CommentTarget = CommentThread['target_type'];

/**
 * The thread of one target as a viewer sees it: approved comments and replies, oldest first,
 * plus the viewer's own pending ones (marked by their status, "wartet auf Freigabe"). Replies
 * to a comment the viewer cannot see are left out with it.
 */
export async function listCommentThread({
  db,
  targetType,
  targetId,
  viewerUuid,
}: {
  db: Database;
  targetType: CommentTarget;
  targetId: number;
  viewerUuid: string | null;
}): Promise<CommentThread> {
  const visible = viewerUuid
    ? or(
        eq(comments.status, 'published'),
        and(eq(comments.status, 'pending'), eq(comments.userUuid, viewerUuid)),
      )
    : eq(comments.status, 'published');
  const rows = await db
    .select({
      id: comments.id,
      parentId: comments.parentId,
      userUuid: comments.userUuid,
      authorName: comments.authorName,
      text: comments.text,
      status: comments.status,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .where(and(eq(comments.targetType, targetType), eq(comments.targetId, targetId), visible))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const top: Comment[] = [];
  const byId = new Map<number, Comment>();
  let count = 0;
  for (const row of rows) {
    const comment = {
      id: row.id,
      author_name: row.authorName,
      text: row.text,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      own: viewerUuid !== null && row.userUuid === viewerUuid,
    };
    if (row.status === 'published') count++;
    if (row.parentId === null) {
      const withReplies = { ...comment, replies: [] };
      top.push(withReplies);
      byId.set(row.id, withReplies);
    } else {
      byId.get(row.parentId)?.replies.push(comment);
    }
  }
  return { target_type: targetType, target_id: targetId, comments: top, count };
}
