import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { listAlertRules } from '@spielraum/schema/db';
import type { OwnList } from '../lists/find-own-list';
import { alertRuleNotFound } from './list-rules';

/** Deletes a rule of one of the user's lists with its alerts (on delete cascade); 404 for other rules. */
export async function deleteListRule({
  db,
  list,
  ruleId,
}: {
  db: Database;
  list: OwnList;
  ruleId: number;
}): Promise<void> {
  const deleted = await db
    .delete(listAlertRules)
    .where(and(eq(listAlertRules.id, ruleId), eq(listAlertRules.listId, list.id)))
    .returning({ id: listAlertRules.id });
  if (deleted.length === 0) throw alertRuleNotFound();
}
