import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { alerts } from '@spielraum/schema/db';
import { alertNotFound, listRuleAlertError } from './update-alert';

/**
 * Deletes one alert of a user; 404 when the id is unknown or belongs to someone else, 409 for
 * an alert of a wish list's rule (it goes with the game or the rule).
 */
export async function deleteAlert({
  db,
  userUuid,
  alertId,
}: {
  db: Database;
  userUuid: string;
  alertId: number;
}): Promise<void> {
  const [alert] = await db
    .select({ ruleId: alerts.ruleId })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userUuid, userUuid)))
    .limit(1);
  if (!alert) throw alertNotFound();
  if (alert.ruleId !== null) throw await listRuleAlertError({ db, ruleId: alert.ruleId });
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userUuid, userUuid), isNull(alerts.ruleId)))
    .returning({ id: alerts.id });
  if (deleted.length === 0) throw alertNotFound();
}
