import { asc, count, eq, inArray } from 'drizzle-orm';
import { message, type ListAlertRule } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts, listAlertRules } from '@spielraum/schema/db';
import { AppError } from '../http/errors';
import type { OwnList } from '../lists/find-own-list';

type RuleRow = typeof listAlertRules.$inferSelect;

/** 404 for a rule that is not one of the list's (or the list not the user's). */
export function alertRuleNotFound(): AppError {
  return new AppError('not_found', { error: 'alert rule not found', message: message('alertRuleNotFound') });
}

/** Alert rules exist for wish lists only: a collection's games are owned, and owned games never alert. */
export function requireWishList(list: OwnList): void {
  if (list.kind !== 'wishlist')
    throw new AppError('bad_request', {
      error: 'not a wish list',
      message: message('alertRuleWishlistOnly'),
    });
}

/** Rule rows in the answer shape, each with the number of alerts (games) it holds now. */
export async function toListAlertRules({
  db,
  rows,
}: {
  db: Database;
  rows: RuleRow[];
}): Promise<ListAlertRule[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ ruleId: alerts.ruleId, amount: count() })
    .from(alerts)
    .where(
      inArray(
        alerts.ruleId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(alerts.ruleId);
  const countOf = new Map(counts.map((row) => [row.ruleId, row.amount]));
  return rows.map((row) => ({
    rule_id: row.id,
    list_id: row.listId,
    kind: row.kind,
    discount_percent: row.discountPercent,
    low_window: row.lowWindow,
    language: row.language,
    alerts: countOf.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The alert rules of one of the user's lists, oldest first. */
export async function listRules({ db, list }: { db: Database; list: OwnList }): Promise<ListAlertRule[]> {
  const rows = await db
    .select()
    .from(listAlertRules)
    .where(eq(listAlertRules.listId, list.id))
    .orderBy(asc(listAlertRules.createdAt), asc(listAlertRules.id));
  return toListAlertRules({ db, rows });
}
