import { sql } from 'drizzle-orm';
import { serverMessage, type ReportRequest } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { AppError } from '../http/errors';

/**
 * "Melden": a signed-in user reports a published review or comment of someone else, once. The
 * item stays visible and returns to the editors' open queue (report count and time), where a
 * decision answers every report at once.
 */
export async function reportItem({
  database,
  userUuid,
  request,
}: {
  database: DatabaseHandle;
  userUuid: string;
  request: Required<ReportRequest>;
}): Promise<void> {
  const table = request.item_type === 'review' ? sql`reviews` : sql`comments`;
  await database.transaction(async (tx) => {
    const [item] = await tx.query<{ user_uuid: string | null }>(
      sql`select user_uuid from ${table} where id = ${request.item_id} and status = 'published' for update`,
    );
    if (!item)
      throw new AppError('not_found', {
        error: 'item not found',
        message: serverMessage('moderationItemNotFound'),
      });
    if (item.user_uuid === userUuid)
      throw new AppError('bad_request', { error: 'own item', message: serverMessage('reportOwnItem') });
    const added = await tx.query(
      sql`insert into content_reports (item_type, item_id, user_uuid, reason)
          values (${request.item_type}, ${request.item_id}, ${userUuid}, ${request.reason})
          on conflict (item_type, item_id, user_uuid) do nothing returning id`,
    );
    if (added.length === 0)
      throw new AppError('conflict', {
        error: 'already reported',
        message: serverMessage('reportAlreadySent'),
      });
    await tx.query(
      sql`update ${table} set report_count = report_count + 1, reported_at = coalesce(reported_at, now())
          where id = ${request.item_id}`,
    );
  });
}
