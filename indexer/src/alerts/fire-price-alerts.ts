import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';
import {
  lowAlertDue,
  notInCollection,
  priceAlertReached,
  priceAlertReachedBy,
  wishListNames,
} from './alert-sql';

/**
 * Fires the armed, unpaused price alerts of the products in `alert_products` whose best total
 * (with shipping to Germany) is at or below the threshold, in one statement: the alerts are
 * disarmed with their crossing counted (a concurrent evaluation waits for the row lock and
 * then re-checks `armed`, now false, so it skips the row), and one notification per alert and crossing is inserted with the
 * key `price:{alertId}:{crossing}` (`on conflict do nothing`). The old price is the best total
 * before this feed run (its price-drop event), else the reference price stored with the alert
 * (an alert created while the price was already below its threshold fires at the next run
 * that touches the game). Answers the number of new notifications. A restricted alert's old
 * price is its own reference only: the run's price-drop event is the game's best total over all
 * dealers and editions, which may be an excluded dealer's price the user never sees.
 *
 * A low alert's threshold is its window's low, and it fires only when this run lowered the
 * game's best total. Restricted alerts (a language edition, a user's excluded dealers) compare
 * their personal best total of `alert_personal_best` instead of the game's. No alert of a game
 * in one of its user's collections fires.
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
    sql`with fired_common as (
          update alerts a set armed = false, crossings = a.crossings + 1, last_fired_at = now()
          from alert_products r join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'price' and a.armed and not a.paused
            and ${priceAlertReached} and ${lowAlertDue}
            and not exists (select 1 from alert_personal_best pb where pb.alert_id = a.id)
            and ${notInCollection}
          returning a.id, a.user_uuid, a.product_id, a.crossings, a.reference_price_cents, s.best_total_cents, false as personal),
        fired_personal as (
          update alerts a set armed = false, crossings = a.crossings + 1, last_fired_at = now()
          from alert_personal_best pb
          join alert_products r on r.product_id = pb.product_id
          join product_price_stats s on s.product_id = pb.product_id
          where a.id = pb.alert_id and a.armed and not a.paused
            and ${priceAlertReachedBy(sql`pb.best_total_cents`)} and ${lowAlertDue}
            and ${notInCollection}
          returning a.id, a.user_uuid, a.product_id, a.crossings, a.reference_price_cents, pb.best_total_cents, true as personal),
        fired as (select * from fired_common union all select * from fired_personal),
        lists as (${wishListNames('fired')}),
        added as (
          insert into notifications (user_uuid, alert_id, type, product_id, name, price_cents, old_price_cents, list_name, dedupe_key)
          select f.user_uuid, f.id, 'price', f.product_id, p.title, f.best_total_cents,
                 case when f.personal then f.reference_price_cents
                      else coalesce(e.old_value, f.reference_price_cents) end, l.name,
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
