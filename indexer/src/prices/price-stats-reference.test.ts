import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { SeededRandom } from '@spielraum/schema/synthetic';
import { recomputePriceStats } from './recompute-price-stats';

/**
 * The full recompute as it was written first: every history point of a product ordered per
 * offer for its validity period, the median as an ordered-set aggregate. The statistics query
 * restricts the windows to the points that can count and must give exactly the same results.
 * The lows are of totals (the point's price plus its shipping to Germany by the dealer's rules),
 * the median and the real discount compare item prices.
 */
const REFERENCE = sql`
    with targets as (
      select p.id as product_id from products p
    ),
    live as (
      select o.id as offer_id, o.product_id, o.dealer_id, o.price_cents, o.availability,
             o.price_cents + case
               when d.free_shipping_threshold_cents is not null and o.price_cents >= d.free_shipping_threshold_cents then 0
               else coalesce(o.shipping_cents, d.shipping_cost_de_cents)
             end as total_cents
      from offers o
      join dealers d on d.id = o.dealer_id and d.active
      join targets t on t.product_id = o.product_id
      where o.gone_at is null
    ),
    best as (
      select distinct on (product_id) product_id, offer_id, price_cents, total_cents
      from live where availability <> 'not_available'
      order by product_id, total_cents, price_cents, offer_id
    ),
    aggregated as (
      select product_id,
             min(price_cents) filter (where availability <> 'not_available') as best_price,
             count(distinct dealer_id) filter (where availability <> 'not_available')::int as dealer_count,
             min(case availability
                   when 'is_available' then 1 when 'not_in_stock_but_can_order' then 2 when 'pre_available' then 3
                   when 'not_available_reordered' then 4 else 5 end) as availability_rank
      from live group by product_id
    ),
    points as (
      select o.product_id, h.offer_id, h.price_cents, h.recorded_at, h.availability,
             h.price_cents + case
               when d.free_shipping_threshold_cents is not null and h.price_cents >= d.free_shipping_threshold_cents then 0
               else coalesce(h.shipping_cents, d.shipping_cost_de_cents)
             end as total_cents,
             coalesce(lead(h.recorded_at) over (partition by h.offer_id order by h.recorded_at, h.id), 'infinity'::timestamptz) as until
      from price_history h
      join offers o on o.id = h.offer_id
      join dealers d on d.id = o.dealer_id
      join targets t on t.product_id = o.product_id
    ),
    lows as (
      select product_id,
             min(total_cents) as lowest_all_time,
             min(total_cents) filter (where until > now() - interval '30 days') as lowest_30d,
             min(total_cents) filter (where until > now() - interval '52 weeks') as lowest_52w,
             percentile_disc(0.5) within group (order by price_cents) filter (where until > now() - interval '30 days') as median_30d
      from points where availability <> 'not_available'
      group by product_id
    ),
    current_points as (
      select distinct on (p.offer_id) p.offer_id, p.recorded_at
      from points p join best b on b.offer_id = p.offer_id
      order by p.offer_id, p.recorded_at desc
    ),
    dealer_lows as (
      select b.product_id, min(p.price_cents) as prior_low
      from best b
      join current_points c on c.offer_id = b.offer_id
      join points p on p.offer_id = b.offer_id
      where p.recorded_at < c.recorded_at and p.until > c.recorded_at - interval '30 days'
      group by b.product_id
    )
    select t.product_id, a.best_price as best_price_cents, b.total_cents as best_total_cents,
           b.offer_id as best_offer_id, coalesce(a.dealer_count, 0) as dealer_count,
           l.lowest_all_time as lowest_all_time_cents, l.lowest_30d as lowest_30d_cents,
           l.lowest_52w as lowest_52w_cents, l.median_30d as reference_price_cents,
           coalesce(b.price_cents < dl.prior_low, false) as real_discount
    from targets t
    left join aggregated a on a.product_id = t.product_id
    left join best b on b.product_id = t.product_id
    left join lows l on l.product_id = t.product_id
    left join dealer_lows dl on dl.product_id = t.product_id
    order by t.product_id
`;

const DAY = 86_400_000;
const AVAILABILITIES = [
  'is_available',
  'not_in_stock_but_can_order',
  'pre_available',
  'not_available_reordered',
  'not_available',
] as const;

describe(`price statistics on random histories (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('equal the reference recompute for every product', async () => {
    const random = new SeededRandom(20_261_121);
    const products = 40;
    await database.db.insert(t.products).values(
      Array.from({ length: products }, (_, i) => ({
        id: i + 1,
        slug: `p-${i + 1}`,
        title: `P ${i + 1}`,
        groupId: 3,
      })),
    );
    await database.db.insert(t.dealers).values(
      [1, 2, 3].map((id) => ({
        id,
        slug: `d-${id}`,
        name: `D ${id}`,
        website: `https://d${id}.example`,
        shippingCostDeCents: random.pick([0, 395, 495]),
        freeShippingThresholdCents: random.pick([null, 0, 3000]),
      })),
    );
    const offers = [];
    const history = [];
    const now = Date.now();
    for (let id = 1; id <= 160; id++) {
      const availability = random.pick(AVAILABILITIES);
      const priceCents = random.int(500, 6000);
      offers.push({
        id,
        dealerId: random.int(1, 3),
        productId: random.int(1, products - 4), // the last products have no offers
        dealerSku: `sku-${id}`,
        title: 'x',
        url: 'https://x.example',
        priceCents,
        shippingCents: random.next() < 0.5 ? null : random.pick([0, 490]),
        availability,
        goneAt: random.next() < 0.1 ? new Date(now - random.int(0, 20) * DAY) : null,
      });
      // points spread over two years, around the window edges too, some at the same instant
      const points = random.int(0, 8);
      let at = now - random.int(0, 800) * DAY;
      for (let p = 0; p < points; p++) {
        history.push({
          offerId: id,
          recordedAt: new Date(Math.min(at, now)),
          priceCents: p === points - 1 ? priceCents : random.int(500, 6000),
          // the offer's own shipping at the time, or none (the dealer's flat rate applies)
          shippingCents: random.next() < 0.5 ? null : random.pick([0, 290, 590]),
          availability: p === points - 1 ? availability : random.pick(AVAILABILITIES),
        });
        if (random.next() < 0.8)
          at += random.pick([1, 5, 29, 30, 31, 90, 200, 364]) * DAY + random.int(-3, 3) * 3_600_000;
      }
    }
    await database.db.insert(t.offers).values(offers);
    await database.db.insert(t.priceHistory).values(history);

    expect(await recomputePriceStats({ database, productIds: null })).toBe(products);
    const written = await database.query(sql`
      select product_id, best_price_cents, best_total_cents, best_offer_id, dealer_count, lowest_all_time_cents,
             lowest_30d_cents, lowest_52w_cents, reference_price_cents, real_discount
      from product_price_stats order by product_id`);
    const reference = await database.query(REFERENCE);
    const normalise = (rows: Record<string, unknown>[]) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(v)])),
      );
    expect(normalise(written)).toEqual(normalise(reference));
    // the random histories reach every branch: lows inside and outside the windows, discounts
    expect(reference.some((row) => row.real_discount === true)).toBe(true);
    expect(reference.some((row) => row.lowest_30d_cents !== row.lowest_52w_cents)).toBe(true);
    expect(reference.some((row) => row.lowest_52w_cents !== row.lowest_all_time_cents)).toBe(true);

    // a subset recomputes the same way
    await database.query(sql`delete from product_price_stats`);
    await recomputePriceStats({ database, productIds: [1, 2, 3, 5, 8, 13, 21, 34] });
    const subset = await database.query(sql`
      select product_id, best_price_cents, best_total_cents, best_offer_id, dealer_count, lowest_all_time_cents,
             lowest_30d_cents, lowest_52w_cents, reference_price_cents, real_discount
      from product_price_stats order by product_id`);
    expect(normalise(subset)).toEqual(
      normalise(reference.filter((row) => [1, 2, 3, 5, 8, 13, 21, 34].includes(Number(row.product_id)))),
    );
  });
});
