import { count, eq, sql } from 'drizzle-orm';
import {
  ALERT_LIMITS,
  message,
  type createListAlertRuleRequestSchema,
  type ListAlertRule,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { listAlertRules } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import type { OwnList } from '../lists/find-own-list';
import { requireWishList, toListAlertRules } from './list-rules';
import { makeRuleAlerts } from './make-rule-alerts';
import { isUniqueViolation } from './unique-violation';

type CreateListRule = z.infer<typeof createListAlertRuleRequestSchema>;

/**
 * Creates an alert rule on one of the user's wish lists and, in the same transaction, its alert
 * for every game on the list (`makeRuleAlerts`; games added later get theirs when added). An
 * identical rule is refused (409, the unique constraint decides), as is a sixth rule per list;
 * the rule's alerts do not count against the user's 500 alerts, the list's size bounds them.
 */
export async function createListRule({
  db,
  list,
  request,
}: {
  db: Database;
  list: OwnList;
  request: CreateListRule;
}): Promise<ListAlertRule> {
  requireWishList(list);
  const rows = await db.transaction(async (tx) => {
    // one user's rule and alert creations run one after another, so the limit holds
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${list.userUuid}, 7))`);
    const [existing] = await tx
      .select({ amount: count() })
      .from(listAlertRules)
      .where(eq(listAlertRules.listId, list.id));
    if ((existing?.amount ?? 0) >= ALERT_LIMITS.maxRulesPerList)
      throw new AppError('conflict', {
        error: 'alert rule limit reached',
        message: message('alertRuleLimit', { amount: ALERT_LIMITS.maxRulesPerList }),
      });
    let inserted: (typeof listAlertRules.$inferSelect)[];
    try {
      inserted = await tx
        .insert(listAlertRules)
        .values({
          userUuid: list.userUuid,
          listId: list.id,
          kind: request.kind,
          discountPercent: request.kind === 'discount' ? request.discount_percent : null,
          lowWindow: request.kind === 'low' ? request.low_window : null,
          language: request.language ?? null,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('conflict', {
          error: 'identical rule exists',
          message: message('alertRuleExists'),
        });
      throw error;
    }
    await makeRuleAlerts({ db: tx, listId: list.id, ruleId: inserted[0]!.id });
    return inserted;
  });
  const [rule] = await toListAlertRules({ db, rows });
  if (!rule) throw new Error('alert rule insert returned no row');
  return rule;
}
