import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';
import { priceAlertReached, wishListNames } from './alert-sql';

/**
 * Fires the armed, unpaused price alerts of the products in `alert_products` whose best total
 * (with shipping to Germany) is at or below the threshold, in one statement: the alerts are
 * disarmed with their crossing counted (a concurrent evaluation waits for the row lock and
 * then re-checks `armed`, now false, so it skips the row), and one notification per alert and crossing is inserted with the
 * key `price:{alertId}:{crossing}` (`on conflict do nothing`). The old price is the best total
 * before this feed run (its price-drop event), else the reference price stored with the alert
 * (an alert created while the price was already below its threshold fires at the next run
 * that touches the game). Answers the number of new notifications.
 */
export async function firePriceAlerts({
  tx,
  feedRunId,
}: {
  tx: Pick<TransactionHandle, 'query'>;
  feedRunId: number;
}): Promise<number> {
  return countOf(
    tx,
    sql`with fired as (
          update alerts a set armed = false, crossings = a.crossings + 1, last_fired_at = now()
          from alert_products r join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'price' and a.armed and not a.paused
            and ${priceAlertReached}
          returning a.id, a.user_uuid, a.product_id, a.crossings, a.reference_price_cents, s.best_total_cents),
        lists as (${wishListNames('fired')}),
        added as (
          insert into notifications (user_uuid, alert_id, type, product_id, name, price_cents, old_price_cents, list_name, dedupe_key)
          select f.user_uuid, f.id, 'price', f.product_id, p.title, f.best_total_cents,
                 coalesce(e.old_value, f.reference_price_cents), l.name,
                 'price:' || f.id || ':' || f.crossings
          from fired f
          join products p on p.id = f.product_id
          left join indexer_events e on e.feed_run_id = ${feedRunId} and e.kind = 'price_drop' and e.product_id = f.product_id
          left join lists l on l.user_uuid = f.user_uuid and l.product_id = f.product_id
          on conflict (dedupe_key) do nothing
          returning 1)
        select count(*)::int as n from added`,
  );
}
