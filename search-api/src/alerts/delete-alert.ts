import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { alerts } from '@spielraum/schema/db';
import { alertNotFound } from './update-alert';

/** Deletes one alert of a user; 404 when the id is unknown or belongs to someone else. */
export async function deleteAlert({
  db,
  userUuid,
  alertId,
}: {
  db: Database;
  userUuid: string;
  alertId: number;
}): Promise<void> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userUuid, userUuid)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw alertNotFound();
}
