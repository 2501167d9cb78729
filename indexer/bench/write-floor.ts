import { sql } from 'drizzle-orm';
import { openDatabase } from '@spielraum/schema/client';
import { countOf } from '../src/feeds/sql-count';
import { FEED_SESSION_SETTINGS } from '@spielraum/platform';

export interface WriteFloor {
  seconds: number;
  offers: number;
  historyPoints: number;
  statistics: number;
  events: number;
}

/**
 * The first load's write floor: right after a dealer's first load (the only dealer, as in the
 * feed bench), the rows that load wrote are written again, each table by one plain statement
 * from a copy (offers and price history into emptied tables with their indexes and reference
 * checks, the touched statistics updated, the events inserted), in a transaction that is rolled
 * back. No staging, matching, comparing or computing: what any apply of that feed has to pay at
 * least on this machine, measured in the same run as the apply it bounds.
 */
export async function measureWriteFloor({
  url,
  feedRunId,
}: {
  url: string;
  feedRunId: number;
}): Promise<WriteFloor> {
  const database = await openDatabase({
    mode: 'server',
    url,
    maxConnections: 1,
    settings: FEED_SESSION_SETTINGS,
  });
  let floor: WriteFloor | undefined;
  try {
    await database
      .transaction(async (tx) => {
        const count = (table: string) =>
          countOf(tx, sql`select count(*)::int as n from ${sql.identifier(table)}`);
        await tx.query(sql`set local work_mem = '256MB'`);
        await tx.query(sql`create temp table floor_offers on commit drop as select * from offers`);
        await tx.query(sql`create temp table floor_history on commit drop as select * from price_history`);
        await tx.query(sql`
          create temp table floor_events on commit drop as
          select * from indexer_events where feed_run_id = ${feedRunId}`);
        await tx.query(sql`
          create temp table floor_stats on commit drop as
          select s.* from product_price_stats s
          where s.product_id in (select product_id from floor_events where kind = 'document')`);
        await tx.query(sql`truncate offers, price_history`);
        const started = performance.now();
        await tx.query(sql`insert into offers select * from floor_offers`);
        await tx.query(sql`insert into price_history select * from floor_history`);
        await tx.query(sql`
          update product_price_stats s set
            best_price_cents = f.best_price_cents, best_total_cents = f.best_total_cents,
            best_offer_id = f.best_offer_id, availability = f.availability, dealer_count = f.dealer_count,
            lowest_all_time_cents = f.lowest_all_time_cents, lowest_30d_cents = f.lowest_30d_cents,
            lowest_52w_cents = f.lowest_52w_cents, reference_price_cents = f.reference_price_cents,
            real_discount = f.real_discount, updated_at = now()
          from floor_stats f where f.product_id = s.product_id`);
        await tx.query(sql`
          insert into indexer_events (feed_run_id, kind, product_id, publisher_id, old_value, new_value,
            old_availability, new_availability)
          select feed_run_id, kind, product_id, publisher_id, old_value, new_value, old_availability, new_availability
          from floor_events`);
        floor = {
          seconds: (performance.now() - started) / 1000,
          offers: await count('floor_offers'),
          historyPoints: await count('floor_history'),
          statistics: await count('floor_stats'),
          events: await count('floor_events'),
        };
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  } finally {
    await database.close();
  }
  return floor!;
}

/** Ends the measuring transaction without keeping anything. */
class RolledBack extends Error {}
