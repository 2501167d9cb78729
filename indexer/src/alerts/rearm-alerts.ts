import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';
import { orderableList, priceAlertReached } from './alert-sql';

/**
 * Re-arms the fired price and availability alerts of the products in the temporary table
 * `alert_products`: a price alert once the best total is above its threshold again (or the
 * game has no offer), an availability alert once the game is no longer orderable. One
 * statement per kind; answers how many alerts were re-armed.
 */
export async function rearmAlerts({ tx }: { tx: Pick<TransactionHandle, 'query'> }): Promise<number> {
  const price = await countOf(
    tx,
    sql`with rearmed as (
          update alerts a set armed = true
          from alert_products r left join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'price' and not a.armed
            and not ${priceAlertReached}
          returning 1)
        select count(*)::int as n from rearmed`,
  );
  const availability = await countOf(
    tx,
    sql`with rearmed as (
          update alerts a set armed = true
          from alert_products r left join product_price_stats s on s.product_id = r.product_id
          where a.product_id = r.product_id and a.kind = 'availability' and not a.armed
            and coalesce(s.availability, 'not_available') not in ${orderableList}
          returning 1)
        select count(*)::int as n from rearmed`,
  );
  return price + availability;
}
