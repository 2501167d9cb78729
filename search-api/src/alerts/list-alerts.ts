import { desc, eq } from 'drizzle-orm';
import type { Alert } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts } from '@spielraum/schema/db';
import { toAlerts } from './to-alert';

/** Every alert of one user, newest first, with game cards and publishers (the user has at most 500). */
export async function listAlerts({ db, userUuid }: { db: Database; userUuid: string }): Promise<Alert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.userUuid, userUuid))
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
  return toAlerts({ db, rows });
}
