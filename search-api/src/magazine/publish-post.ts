import { eq, sql } from 'drizzle-orm';
import { evaluateNewsAlertsContract, type JobQueue } from '@spielraum/platform';
import { magazineDocumentSchema, type EditorPost, serverMessage } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { magazinePosts } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import { readEditorPost } from './editor-posts';
import { postNotFound } from './read-post';

/**
 * Publishes a post now or at `publishAt` (a later time schedules it: readers see it, and its
 * news alerts fire, from then on). A post that was published before keeps its first
 * publication time when published again without a time. The news alerts of a post published
 * now run at once; those of a scheduled one are started by the `publish-due-posts` sweep
 * (every 15 seconds) once its time has come, so no long-delayed job outlives a reschedule.
 */
export async function publishPost({
  db,
  queue,
  postId,
  publishAt,
}: {
  db: Database;
  queue: JobQueue;
  postId: number;
  publishAt?: Date;
}): Promise<EditorPost> {
  const [post] = await db.select().from(magazinePosts).where(eq(magazinePosts.id, postId));
  if (!post) throw postNotFound();
  const body = magazineDocumentSchema.safeParse(post.body);
  if (!post.title.trim() || !post.teaser.trim() || !body.success || post.bodyText.trim() === '')
    throw new AppError('bad_request', {
      error: 'post incomplete',
      message: serverMessage('magazinePublishNeedsContent'),
    });
  const now = new Date();
  const at =
    publishAt ??
    (post.status === 'published' && post.publishedAt && post.publishedAt <= now ? post.publishedAt : now);
  await db
    .update(magazinePosts)
    .set({ status: 'published', publishedAt: at, updatedAt: sql`now()` })
    .where(eq(magazinePosts.id, postId));
  if (at <= now)
    await queue.enqueue(
      evaluateNewsAlertsContract.name,
      { postId },
      { jobId: `news-post-${postId}-${at.getTime()}` },
    );
  return readEditorPost({ db, postId });
}

/** Takes a post off the site (readers get 404); its address and text stay for a new publication. */
export async function unpublishPost({ db, postId }: { db: Database; postId: number }): Promise<EditorPost> {
  const updated = await db
    .update(magazinePosts)
    .set({ status: 'unpublished', updatedAt: sql`now()` })
    .where(eq(magazinePosts.id, postId))
    .returning({ id: magazinePosts.id });
  if (updated.length === 0) throw postNotFound();
  return readEditorPost({ db, postId });
}
