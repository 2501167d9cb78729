import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { restrictedBestTotals } from '@spielraum/schema/prices';
import { countOf } from '../feeds/sql-count';

/**
 * Fills the temporary table `alert_personal_best` with the best totals that the restricted
 * price alerts of the products in `alert_products` compare: the alerts limited to a language
 * edition, and every price alert of a user who excluded dealers. Their best total is computed
 * over the offers that count for them only (`restrictedBestTotals`, the same total as the
 * price statistics), null when no such offer is left. Both halves start from the few
 * restricted rows (the partial indexes `alerts_language_idx` and `users_excluded_dealers_idx`),
 * so the common alert without restrictions costs nothing here and keeps reading
 * `product_price_stats`. Answers the number of restricted alerts.
 */
export async function collectPersonalBestTotals({
  tx,
}: {
  tx: Pick<TransactionHandle, 'query'>;
}): Promise<number> {
  await tx.query(sql`
    create temp table alert_personal_best (
      alert_id int primary key, product_id int not null, best_total_cents int) on commit drop`);
  return countOf(
    tx,
    sql`with restricted as materialized (
          select a.id as key, a.product_id, u.excluded_dealer_ids, a.language
          from alert_products r
          join alerts a on a.product_id = r.product_id and a.language is not null and a.kind = 'price'
          join users u on u.uuid = a.user_uuid
          union all
          select a.id, a.product_id, u.excluded_dealer_ids, a.language
          from users u
          join alerts a on a.user_uuid = u.uuid and a.kind = 'price' and a.language is null
          join alert_products r on r.product_id = a.product_id
          where cardinality(u.excluded_dealer_ids) > 0),
        best as (${restrictedBestTotals(sql`restricted`)}),
        written as (
          insert into alert_personal_best (alert_id, product_id, best_total_cents)
          select t.key, t.product_id, b.best_total_cents
          from restricted t left join best b on b.key = t.key
          returning 1)
        select count(*)::int as n from written`,
  );
}
