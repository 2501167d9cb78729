import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';

/**
 * A wish list rule "N % unter dem heutigen Preis" also covers games that had no offer when
 * the rule was made or the game was added: their alert waits without a reference, and the
 * first feed run that prices the game (in `alert_products`) sets it to that best total
 * (the personal one for a restricted alert, from `alert_personal_best`). The alert cannot
 * fire in the same run (the threshold is below the reference). Answers the alerts priced.
 */
export async function priceUnpricedRuleAlerts({
  tx,
}: {
  tx: Pick<TransactionHandle, 'query'>;
}): Promise<number> {
  return countOf(
    tx,
    sql`with priced as (
          select a.id, case when pb.alert_id is null then s.best_total_cents else pb.best_total_cents end as reference
          from alert_products r
          join alerts a on a.product_id = r.product_id and a.rule_id is not null
            and a.desired_discount_percent is not null and a.reference_price_cents is null
          join product_price_stats s on s.product_id = r.product_id
          left join alert_personal_best pb on pb.alert_id = a.id),
        written as (
          update alerts a set reference_price_cents = p.reference
          from priced p where a.id = p.id and p.reference is not null and a.reference_price_cents is null
          returning 1)
        select count(*)::int as n from written`,
  );
}
