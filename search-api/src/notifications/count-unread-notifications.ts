import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { notifications } from '@spielraum/schema/db';

/** The header's number: unread notifications of one user (one count over the user's index). */
export async function countUnreadNotifications({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userUuid, userUuid), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}
