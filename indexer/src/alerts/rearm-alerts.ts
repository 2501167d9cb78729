import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';
import { orderableList, priceAlertReached, priceAlertReachedBy } from './alert-sql';
import { ownOrderableBest } from './fire-availability-alerts';

/**
 * Re-arms the fired price and availability alerts of the products in the temporary table
 * `alert_products`: a price alert once the best total is above its threshold again (a low
 * alert: above the window's low; or the game has no offer), the restricted ones by their
 * personal best total (`alert_personal_best`), an availability alert once the game is no
 * longer orderable (for a user who excluded dealers: from none of the others). One statement per kind; answers how many alerts were re-armed.
 */
export async function rearmAlerts({ tx }: { tx: Pick<TransactionHandle, 'query'> }): Promise<number> {
  const price = await countOf(
    tx,
    sql`with rearmed as (
          update alerts a set armed = true
          from alert_products r left join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'price' and not a.armed
            and not ${priceAlertReached}
            and not exists (select 1 from alert_personal_best pb where pb.alert_id = a.id)
          returning 1),
        rearmed_personal as (
          update alerts a set armed = true
          from alert_personal_best pb left join product_price_stats s on s.product_id = pb.product_id
          where a.id = pb.alert_id and not a.armed
            and not ${priceAlertReachedBy(sql`pb.best_total_cents`)}
          returning 1)
        select (select count(*) from rearmed)::int + (select count(*) from rearmed_personal)::int as n`,
  );
  const availability = await countOf(
    tx,
    sql`with rearmed as (
          update alerts a set armed = true
          from alert_products r left join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'availability' and not a.armed
            and coalesce(s.availability, 'not_available') not in ${orderableList}
          returning 1),
        rearmed_personal as (
          update alerts a set armed = true
          from users u join alert_products r on true
          where a.user_uuid = u.uuid and a.product_id = r.product_id and cardinality(u.excluded_dealer_ids) > 0
            and a.kind = 'availability' and not a.armed
            and not exists (select 1 from (${ownOrderableBest}) own where own.best_total_cents is not null)
          returning 1)
        select (select count(*) from rearmed)::int + (select count(*) from rearmed_personal)::int as n`,
  );
  return price + availability;
}
