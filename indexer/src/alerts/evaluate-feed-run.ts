import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { collectPersonalBestTotals } from './collect-personal-best-totals';
import { fireAvailabilityAlerts } from './fire-availability-alerts';
import { fireProductNewsAlerts } from './fire-news-alerts';
import { firePriceAlerts } from './fire-price-alerts';
import { priceUnpricedRuleAlerts } from './price-unpriced-rule-alerts';
import { rearmAlerts } from './rearm-alerts';

export interface AlertEvaluation {
  products: number;
  rearmed: number;
  price: number;
  availability: number;
  news: number;
}

/**
 * Matches one feed run's `indexer_events` against every alert set-wise, in ONE transaction:
 * collects the run's touched products (and whether the run lowered each one's best total),
 * the personal best totals of the restricted price alerts among them (a language edition,
 * excluded dealers), gives unpriced saving alerts of list rules their first price as reference,
 * re-arms the fired alerts whose condition is over, then fires price,
 * availability and news alerts with one statement each. Price alerts compare the
 * current best total of `product_price_stats` (state, not the event stream), so evaluating a
 * run late, twice or out of order never notifies twice and never misses a due crossing; every
 * notification has a unique key per alert and crossing, so a retry after a crash inserts
 * nothing twice, and a crash before the commit leaves nothing behind.
 */
export async function evaluateFeedRun({
  database,
  feedRunId,
}: {
  database: DatabaseHandle;
  feedRunId: number;
}): Promise<AlertEvaluation> {
  return database.transaction(async (tx) => {
    await tx.query(sql`set local work_mem = '128MB'`);
    // `dropped`: the run lowered the game's best total (a price_drop event), what a low alert needs
    await tx.query(
      sql`create temp table alert_products (product_id int primary key, dropped boolean not null) on commit drop`,
    );
    await tx.query(sql`
      insert into alert_products
      select product_id, bool_or(kind = 'price_drop') from indexer_events
      where feed_run_id = ${feedRunId} group by product_id`);
    await tx.query(sql`analyze alert_products`);
    const [counted] = await tx.query<{ n: number }>(sql`select count(*)::int as n from alert_products`);
    const restricted = await collectPersonalBestTotals({ tx });
    if (restricted > 0) await tx.query(sql`analyze alert_personal_best`);
    await priceUnpricedRuleAlerts({ tx });
    const rearmed = await rearmAlerts({ tx });
    const price = await firePriceAlerts({ tx, feedRunId });
    const availability = await fireAvailabilityAlerts({ tx, feedRunId });
    const news = await fireProductNewsAlerts({ tx, feedRunId });
    return { products: counted?.n ?? 0, rearmed, price, availability, news };
  });
}
