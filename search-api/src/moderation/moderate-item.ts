import { sql } from 'drizzle-orm';
import { sendAlertMailsContract, type JobQueue } from '@spielraum/platform';
import {
  MODERATION_REASONS,
  serverMessage,
  type ModerateItemRequest,
  type ModerationKind,
  type ModerationQueueItem,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { AppError } from '../http/errors';
import { readQueueItem } from './queue-items';

export function itemNotFound(): AppError {
  return new AppError('not_found', {
    error: 'item not found',
    message: serverMessage('moderationItemNotFound'),
  });
}

interface Decision {
  status: 'published' | 'rejected';
  reason?: keyof typeof MODERATION_REASONS;
  note?: string;
  title?: string;
  text?: string;
}

/**
 * Publishes or rejects a review or comment: records the moderator, the reason and note (the
 * author's only), takes over the moderator's corrections of title and text, and clears its
 * reports (they are answered). The author hears the decision once per change of state as a
 * notification (`moderation`), mailed per their setting; a reported item published again
 * notifies nobody. A rejected item disappears from every page but its author's.
 */
export async function moderateItem({
  database,
  queue,
  kind,
  id,
  decision,
  moderatorUuid,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  kind: ModerationKind;
  id: number;
  decision: Decision & Omit<ModerateItemRequest, keyof Decision>;
  moderatorUuid: string;
}): Promise<ModerationQueueItem> {
  const before = await readQueueItem(database, kind, id);
  if (!before) throw itemNotFound();
  const table = kind === 'review' ? sql`reviews` : sql`comments`;
  const reason = decision.status === 'rejected' ? (decision.reason ?? 'other') : null;
  const note = decision.status === 'rejected' ? (decision.note ?? null) : null;
  const notified = await database.transaction(async (tx) => {
    await tx.query(sql`update ${table} set status = ${decision.status}, moderated_at = now(),
        moderated_by = ${moderatorUuid}, rejection_reason = ${reason}, moderator_note = ${note},
        report_count = 0, reported_at = null,
        text = coalesce(${decision.text ?? null}, text)
        ${kind === 'review' ? sql`, title = coalesce(${decision.title ?? null}, title)` : sql``}
        where id = ${id}`);
    await tx.query(
      sql`delete from content_reports where item_type = ${kind === 'review' ? 'review' : 'comment'} and item_id = ${id}`,
    );
    if (!before.userUuid || before.status === decision.status) return false;
    const what =
      kind === 'review'
        ? serverMessage('moderationReviewName', {
            title: decision.title ?? before.title ?? '',
            target: before.target_title,
          })
        : serverMessage('moderationCommentName', { target: before.target_title });
    const name =
      decision.status === 'published'
        ? serverMessage('moderationPublished', { what })
        : serverMessage('moderationRejected', { what, reason: MODERATION_REASONS[reason!] });
    // the key's third part says which page the notification leads to: a magazine post's comments
    // link to the post (`notificationPostId`), a review to its game (product_id)
    const postId =
      kind === 'magazine_comment' ? sql`(select target_id from comments where id = ${id})` : sql`null`;
    await tx.query(sql`insert into notifications (user_uuid, type, product_id, name, dedupe_key)
        values (${before.userUuid}, 'moderation',
          ${kind === 'review' ? sql`(select product_id from reviews where id = ${id})` : sql`null`},
          ${name},
          'moderation:' || ${`${kind}-${id}-${Date.now()}`} || ':' ||
            case when ${postId} is null then 'item' else 'post:' || ${postId} end)
        on conflict (dedupe_key) do nothing`);
    return true;
  });
  if (notified)
    await queue.enqueue(
      sendAlertMailsContract.name,
      { mode: 'immediately' },
      { jobId: `alert-mails-moderation-${kind}-${id}-${Date.now()}` },
    );
  const after = await readQueueItem(database, kind, id);
  const { userUuid: _, ...item } = after!;
  return item;
}
