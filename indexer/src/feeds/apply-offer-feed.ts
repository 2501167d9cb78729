import { sql } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { recomputePriceStats } from '../prices/recompute-price-stats';
import { skuHashSql } from './rejected-skus';
import { stepTimer, type FeedStepListener } from './feed-progress';
import { countOf } from './sql-count';
import { MassRemovalRefusedError } from './types';

/**
 * From this many new or changed offers on, and when they are more than a fifth of what the
 * planner believes the offers table holds, the apply refreshes the planner statistics.
 */
const LARGE_CHANGE_ROWS = 50_000;
const LARGE_CHANGE_SHARE = 0.2;

/**
 * A full feed may mark at most this share of a dealer's live offers gone without the operator's
 * confirmation: more is what an export that lost its rows (a wrong file, a broken price column,
 * a truncated download) looks like, not what a shop sells out of in a day.
 */
export const MASS_REMOVAL_SHARE = 0.5;
/**
 * The share applies from this many live offers on: a dealer with a handful of offers changes
 * most of them now and then, and blocking those feeds would only train operators to confirm.
 */
export const MASS_REMOVAL_MIN_LIVE_OFFERS = 20;

const CONFIRM_MASS_REMOVAL =
  'If the dealer really dropped them, ingest the feed again with --allow-mass-removal (upload: allow_mass_removal=true; schedule --allow-mass-removal)';

/**
 * Why a full feed must not mark `gone` of the dealer's `live` offers gone without confirmation,
 * or null: a feed without any row never removes offers unconfirmed, one with rows not more than
 * MASS_REMOVAL_SHARE of them once the dealer has MASS_REMOVAL_MIN_LIVE_OFFERS.
 */
export function massRemovalRefusal({
  gone,
  live,
  feedRows,
}: {
  gone: number;
  live: number;
  /** Rows the feed had, rejected ones included. */
  feedRows: number;
}): string | null {
  if (gone === 0) return null;
  if (feedRows === 0)
    return `refused: this full feed has no rows and would mark ${gone} of the dealer's ${live} live offers gone; nothing was changed. ${CONFIRM_MASS_REMOVAL}`;
  if (live >= MASS_REMOVAL_MIN_LIVE_OFFERS && gone > live * MASS_REMOVAL_SHARE)
    return `refused: this full feed would mark ${gone} of the dealer's ${live} live offers gone (more than half); nothing was changed. ${CONFIRM_MASS_REMOVAL}`;
  return null;
}

export interface ApplyStats {
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  gone: number;
  /** Live offers a full feed kept because their rows were in it but rejected. */
  keptRejected: number;
  /** Of the unchanged rows, those passed over unparsed as known lines (feed-fingerprint.ts). */
  known: number;
  unmatched: number;
  historyPoints: number;
  affectedProducts: number;
  priceDrops: number;
  availabilityChanges: number;
}

/**
 * Applies the rows a feed run staged in the temporary table `staged`, set-wise, inside the
 * run's transaction (see runFeed):
 * 1. dedupes the staged rows by SKU (the last line wins) and matches them to product
 *    versions by GTIN, then by publisher + MPN; the rest stay unmatched (an operator's
 *    manual assignment is kept);
 * 2. upserts the dealer's offers and appends a price-history point only when price, shipping
 *    or availability changed (or the offer is new or came back);
 * 3. for a full feed marks the dealer's offers missing from it as gone (history kept, with a
 *    closing "not_available" point); an offer whose row the feed has but rejected is not
 *    missing. Which offers are missing is decided before anything is written, and a feed that
 *    would remove too many (massRemovalRefusal) throws MassRemovalRefusedError unless
 *    `allowMassRemoval`;
 * 4. recomputes the price statistics of every affected product and writes the events of this
 *    commit (documents to rebuild, price drops, availability changes) to `indexer_events`.
 * Applying the same feed twice changes no offer, no history and writes no events.
 */
export async function applyOfferFeed({
  tx,
  feedRunId,
  staged: stagedName,
  dealerId,
  full,
  repeatedSkus = true,
  rejectedSkus = null,
  feedRows,
  allowMassRemoval = false,
  unchanged,
  onStep,
}: {
  tx: TransactionHandle;
  feedRunId: number;
  /** The temporary table holding this run's rows (columns of feed_staging_offers). */
  staged: string;
  dealerId: number;
  full: boolean;
  /** Whether the staged rows may name a SKU twice (false only when staging saw every SKU once). */
  repeatedSkus?: boolean;
  /** A temporary table (`sku_hash bigint`, see RejectedSkus) of the SKUs of the rows the run rejected. */
  rejectedSkus?: string | null;
  /** Rows the feed had, rejected ones included (the staged ones when not given). */
  feedRows?: number;
  /** The operator confirmed that this full feed may remove more than massRemovalRefusal allows. */
  allowMassRemoval?: boolean;
  /**
   * The feed's rows the reader passed over as known (feed-fingerprint.ts): live offers exactly
   * as these rows make them, none of them staged. They count as received and unchanged, and a
   * full feed does not miss them.
   */
  unchanged?: { count: number; offerIds: () => number[] };
  /** Hears each step start and end (the operator CLI shows them). */
  onStep?: FeedStepListener;
}): Promise<ApplyStats> {
  const staged = sql.identifier(stagedName);
  const steps = stepTimer(onStep);
  // hash joins, sorts and aggregates over a million rows (the price statistics sort every
  // history point of the touched products for their validity periods: ~110 MB for 1M points)
  // stay in memory instead of spilling to temporary files; only this transaction, and a sort
  // takes only what it needs
  await tx.query(sql`set local work_mem = '256MB'`);
  // dedupe by SKU (the last line wins): a narrow count per SKU instead of sorting the wide rows
  // (feeds rarely repeat a SKU; a first load of 1M rows spent seconds in that sort), and only
  // when staging saw a SKU twice
  if (repeatedSkus) steps.start('dedupe');
  if (repeatedSkus)
    await tx.query(sql`
    delete from ${staged} s
    using (select sku, max(line) as kept from ${staged} group by sku having count(*) > 1) d
    where s.sku = d.sku and s.line <> d.kept`);
  // match by GTIN and find the dealer's existing offer in one pass: later statements never
  // probe the offers table while it grows. A new offer gets its id from the offers' sequence
  // here, so its row and its first history point are written straight from this table (no
  // RETURNING of a million ids into another table on a first load). Only rows that can change
  // something are kept: new offers, known ones that differ (or were gone), and the ones the MPN
  // match below may still assign; a daily feed that repeats most of its rows writes a tenth of
  // them here, the same feed again none (all SKUs stay in the staged table).
  steps.start('match');
  await tx.query(sql`
    create temp table incoming on commit drop as
    select * from (
      select s.*, v.id as product_version_id, v.product_id,
        -- the identity's sequence by name: a literal regclass is resolved once, pg_get_serial_sequence
        -- per row cost seconds on a first load (coalesce draws only for new offers)
        coalesce(o.id, nextval('offers_id_seq')) as offer_id, o.id is null as is_new,
        -- what the update below reports as before (no second pass over the offers table for it)
        o.product_id as old_product_id, o.gone_at is not null as was_gone, o.price_cents as old_price_cents,
        o.shipping_cents as old_shipping_cents, o.availability as old_availability,
        -- a known offer that would change (gone before, or any column differs); the MPN match
        -- below marks its rows too, and the update compares those again
        o.id is not null and (o.gone_at is not null
          or (o.product_version_id, o.product_id, o.title, o.url, o.price_cents, o.former_price_cents, o.shipping_cents,
              o.availability, o.delivery_time, o.condition, o.gtin, o.mpn, o.brand, o.image_url)
             is distinct from
             (coalesce(v.id, o.product_version_id), coalesce(v.product_id, o.product_id), s.title, s.url,
              s.price_cents, s.former_price_cents, s.shipping_cents, s.availability, s.delivery_time, s.condition,
              s.gtin, s.mpn, s.brand, s.image_url)) as changed
      from ${staged} s
      left join product_versions v on v.gtin = s.gtin
      left join offers o on o.dealer_id = ${dealerId} and o.dealer_sku = s.sku
    ) r
    where is_new or changed or (product_version_id is null and mpn is not null and brand is not null)`);
  // the planner needs incoming's size and rough shape, not fine histograms: a sample of 3,000
  // rows instead of 30,000 (a third of a second on a million rows); only for this table
  await tx.query(sql`set local default_statistics_target = 10`);
  await tx.query(sql`analyze incoming`);
  await tx.query(sql`set local default_statistics_target to default`);
  const received =
    (await countOf(tx, sql`select count(*)::int as n from ${staged}`)) + (unchanged?.count ?? 0);
  await tx.query(sql`
    update incoming i set product_version_id = v.id, product_id = v.product_id, changed = not i.is_new
    from product_versions v
    join products p on p.id = v.product_id
    join publishers pub on pub.id = p.publisher_id
    where i.product_version_id is null and i.mpn is not null and i.brand is not null
      and v.mpn = i.mpn and lower(pub.name) = lower(i.brand)`);

  // A full feed's missing offers, decided before anything is written so that a feed that would
  // wipe the dealer is refused with nothing to undo. Every staged SKU is one offer: new, gone
  // before, or live (the unchanged live ones are not in incoming), so when the dealer has no
  // more live offers than the feed brings live ones, none is missing: two counts instead of an
  // anti-join over them all.
  let missing = 0;
  let keptRejected = 0;
  if (full) {
    steps.start('missing');
    const live = await countOf(
      tx,
      sql`select count(*)::int as n from offers where dealer_id = ${dealerId} and gone_at is null`,
    );
    const arriving = await countOf(tx, sql`select count(*)::int as n from incoming where is_new or was_gone`);
    if (live > received - arriving) {
      const known = unchanged !== undefined && unchanged.count > 0;
      if (known) {
        await tx.query(sql`create temp table unchanged_offers (id bigint) on commit drop`);
        await tx.copyInto(
          'unchanged_offers',
          ['id'],
          unchanged.offerIds().map((id) => [id]),
        );
      }
      await tx.query(sql`
        create temp table missing on commit drop as
        select o.id, o.dealer_sku from offers o
        where o.dealer_id = ${dealerId} and o.gone_at is null
          and not exists (select 1 from ${staged} s where s.sku = o.dealer_sku)
          ${known ? sql`and not exists (select 1 from unchanged_offers u where u.id = o.id)` : sql``}`);
      if (rejectedSkus)
        keptRejected = await countOf(
          tx,
          sql`with kept as (
                delete from missing m using ${sql.identifier(rejectedSkus)} r
                where r.sku_hash = ${skuHashSql(sql`m.dealer_sku`)}
                returning 1)
              select count(*)::int as n from kept`,
        );
      missing = await countOf(tx, sql`select count(*)::int as n from missing`);
      const refusal = allowMassRemoval
        ? null
        : massRemovalRefusal({ gone: missing, live, feedRows: feedRows ?? received });
      if (refusal) throw new MassRemovalRefusedError(refusal);
    }
  }

  steps.start('offers');
  await tx.query(sql`
    create temp table changes (
      offer_id bigint, product_id int, old_product_id int, came_back boolean,
      price_changed boolean, content_changed boolean, price_cents int, shipping_cents int, availability availability
    ) on commit drop`);
  // Known offers (a first load finds none and is done at once): rewritten only when something
  // changed; incoming's old_* columns are the row before the update. `changes` holds the
  // changed known offers.
  await tx.query(sql`
    with updated as (
      update offers o set
        product_version_id = coalesce(i.product_version_id, o.product_version_id),
        product_id = coalesce(i.product_id, o.product_id),
        title = i.title, url = i.url, price_cents = i.price_cents, former_price_cents = i.former_price_cents,
        shipping_cents = i.shipping_cents, availability = i.availability, delivery_time = i.delivery_time,
        condition = i.condition, gtin = i.gtin, mpn = i.mpn, brand = i.brand, image_url = i.image_url,
        last_seen_at = now(), gone_at = null
      from incoming i
      where i.changed and o.id = i.offer_id
        and (o.gone_at is not null
          or (o.product_version_id, o.product_id, o.title, o.url, o.price_cents, o.former_price_cents, o.shipping_cents,
              o.availability, o.delivery_time, o.condition, o.gtin, o.mpn, o.brand, o.image_url)
             is distinct from
             (coalesce(i.product_version_id, o.product_version_id), coalesce(i.product_id, o.product_id), i.title, i.url,
              i.price_cents, i.former_price_cents, i.shipping_cents, i.availability, i.delivery_time, i.condition,
              i.gtin, i.mpn, i.brand, i.image_url))
      returning o.id, o.product_id, i.old_product_id, i.was_gone as came_back,
        i.was_gone or o.price_cents is distinct from i.old_price_cents
          or o.shipping_cents is distinct from i.old_shipping_cents or o.availability is distinct from i.old_availability
          as price_changed,
        o.price_cents, o.shipping_cents, o.availability
    )
    insert into changes
    select id, product_id, old_product_id, came_back, price_changed, true, price_cents, shipping_cents, availability
    from updated`);

  // New offers: a plain INSERT with the ids drawn above (no speculative ON CONFLICT per row).
  const inserted = await countOf(
    tx,
    sql`with inserted as (
          insert into offers (id, dealer_id, dealer_sku, product_version_id, product_id, title, url, price_cents,
            former_price_cents, shipping_cents, availability, delivery_time, condition, gtin, mpn, brand, image_url,
            first_seen_at, last_seen_at)
          select i.offer_id, ${dealerId}, i.sku, i.product_version_id, i.product_id, i.title, i.url, i.price_cents,
                 i.former_price_cents, i.shipping_cents, i.availability, i.delivery_time, i.condition, i.gtin, i.mpn,
                 i.brand, i.image_url, now(), now()
          from incoming i
          where i.is_new
          returning 1)
        select count(*)::int as n from inserted`,
  );
  // a point for every new offer and every known one whose price, shipping or availability moved
  const historyPoints = await countOf(
    tx,
    sql`with added as (
          insert into price_history (offer_id, recorded_at, price_cents, shipping_cents, availability)
          select offer_id, now(), price_cents, shipping_cents, availability from incoming where is_new
          union all
          select offer_id, now(), price_cents, shipping_cents, availability from changes where price_changed
          returning 1)
        select count(*)::int as n from added`,
  );

  // after a large change the planner must see the new sizes, or the statistics below run on
  // plans made for the old, possibly empty tables (ANALYZE counts this transaction's rows); a
  // daily price update of a tenth of the offers leaves the estimates good enough
  const changed = inserted + (await countOf(tx, sql`select count(*)::int as n from changes`));
  if (changed >= LARGE_CHANGE_ROWS) {
    const estimated = await countOf(
      tx,
      sql`select greatest(reltuples, 0)::int as n from pg_class where oid = 'offers'::regclass`,
    );
    if (changed > estimated * LARGE_CHANGE_SHARE) await tx.query(sql`analyze offers, price_history`);
  }

  await tx.query(sql`create temp table affected (product_id int primary key) on commit drop`);
  await tx.query(sql`
    insert into affected
    select distinct product_id from (
      select product_id from incoming where is_new and product_id is not null
      union all
      select product_id from changes where (price_changed or content_changed) and product_id is not null
      union all
      select old_product_id from changes where (price_changed or content_changed) and old_product_id is not null
    ) touched`);

  let gone = 0;
  if (missing > 0) {
    steps.start('gone');
    gone = await countOf(
      tx,
      sql`with gone as (
            update offers o set gone_at = now()
            from missing m
            where o.id = m.id
            returning o.id, o.product_id, o.price_cents, o.shipping_cents),
          closing as (
            insert into price_history (offer_id, recorded_at, price_cents, shipping_cents, availability)
            select id, now(), price_cents, shipping_cents, 'not_available' from gone returning 1),
          touched as (
            insert into affected select distinct product_id from gone where product_id is not null
            on conflict do nothing returning 1)
          select (select count(*) from gone)::int as n, (select count(*) from closing) as c, (select count(*) from touched) as t`,
    );
  }

  steps.start('price-stats');
  await tx.query(sql`analyze affected`);
  await tx.query(sql`
    create temp table old_stats on commit drop as
    select s.product_id, s.best_total_cents, s.availability
    from product_price_stats s join affected a on a.product_id = s.product_id`);
  // the products straight from the temporary table: no round trip of ~300k ids
  const affectedProducts = await recomputePriceStats({
    database: tx,
    productIds: sql`select product_id from affected`,
  });

  // all events of this commit in one pass over the affected products: a document to rebuild for
  // each, a price drop where the best total fell, an availability change where it moved
  steps.start('events');
  const [events] = await tx.query<{ price_drops: number; availability_changes: number }>(sql`
    with added as (
      insert into indexer_events (feed_run_id, kind, product_id, old_value, new_value, old_availability, new_availability)
      select ${feedRunId}, e.kind, a.product_id, e.old_value, e.new_value, e.old_availability, e.new_availability
      from affected a
      left join product_price_stats s on s.product_id = a.product_id
      left join old_stats o on o.product_id = a.product_id
      cross join lateral (values
        ('document', true, null::int, null::int, null::availability, null::availability),
        ('price_drop', s.best_total_cents < o.best_total_cents, o.best_total_cents, s.best_total_cents, null, null),
        ('availability_change', s.product_id is not null
           and s.availability is distinct from coalesce(o.availability, 'not_available'),
         null, null, coalesce(o.availability, 'not_available'), s.availability)
      ) e(kind, keep, old_value, new_value, old_availability, new_availability)
      where e.keep
      returning kind)
    select count(*) filter (where kind = 'price_drop')::int as price_drops,
           count(*) filter (where kind = 'availability_change')::int as availability_changes
    from added`);
  const priceDrops = events?.price_drops ?? 0;
  const availabilityChanges = events?.availability_changes ?? 0;

  const [summary] = await tx.query<{ updated: number; unmatched: number }>(sql`
    select count(*) filter (where price_changed or content_changed)::int as updated,
           (select count(*) from offers where dealer_id = ${dealerId} and gone_at is null
              and product_version_id is null)::int as unmatched
    from changes`);
  const updated = summary?.updated ?? 0;
  steps.end();
  return {
    received,
    inserted,
    updated,
    unchanged: received - inserted - updated,
    gone,
    keptRejected,
    known: unchanged?.count ?? 0,
    unmatched: summary?.unmatched ?? 0,
    historyPoints,
    affectedProducts,
    priceDrops,
    availabilityChanges,
  };
}
