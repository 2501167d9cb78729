import { and, eq, inArray, sql } from 'drizzle-orm';
import { intArrayParam, type Database } from '@spielraum/schema/client';
import { alerts, listAlertRules } from '@spielraum/schema/db';
import { restrictedBestTotals } from '@spielraum/schema/prices';

/** A database or a transaction of it: the rule alerts are made in the caller's transaction. */
type Executor = Pick<Database, 'execute' | 'delete' | 'select'>;

/**
 * Materialises the alert rules of a wish list as one price alert per rule and game (set-wise,
 * in one statement): for the games `productIds` (all of the list's games when null) and the
 * rule `ruleId` (all of the list's rules when null). A saving rule's alert keeps the game's best
 * total now as reference (the user's personal best total when dealers are excluded or the rule
 * names a language edition; none while the game has no offer, then the indexer sets its first
 * price), a low rule's alert its window. Games that already have the rule's alert are skipped,
 * so calling it again changes nothing. Run it in the transaction that adds the games.
 */
export async function makeRuleAlerts({
  db,
  listId,
  ruleId = null,
  productIds = null,
}: {
  db: Executor;
  listId: number;
  ruleId?: number | null;
  productIds?: readonly number[] | null;
}): Promise<void> {
  const ids = productIds === null ? null : intArrayParam([...productIds]);
  const personal = restrictedBestTotals(
    sql`(select 0 as key, i.product_id, u.excluded_dealer_ids, r.language)`,
  );
  await db.execute(sql`
    insert into alerts (user_uuid, kind, product_id, desired_discount_percent, reference_price_cents,
                        low_window, language, rule_id)
    select r.user_uuid, 'price', i.product_id, r.discount_percent,
           case when r.kind <> 'discount' then null
                when r.language is not null or cardinality(u.excluded_dealer_ids) > 0 then pb.best_total_cents
                else s.best_total_cents end,
           r.low_window, r.language, r.id
    from list_alert_rules r
    join user_list_items i on i.list_id = r.list_id
    join users u on u.uuid = r.user_uuid
    left join product_price_stats s on s.product_id = i.product_id
    left join lateral (${personal}) pb on true
    where r.list_id = ${listId}
      and (${ruleId}::int is null or r.id = ${ruleId}::int)
      and (${ids}::int[] is null or i.product_id = any(${ids}::int[]))
    on conflict do nothing`);
}

/** Removes the alerts that the rules of a wish list made for games taken off it. */
export async function removeRuleAlerts({
  db,
  listId,
  productIds,
}: {
  db: Executor;
  listId: number;
  productIds: readonly number[];
}): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(alerts)
    .where(
      and(
        inArray(alerts.productId, [...productIds]),
        inArray(
          alerts.ruleId,
          db.select({ id: listAlertRules.id }).from(listAlertRules).where(eq(listAlertRules.listId, listId)),
        ),
      ),
    );
}
