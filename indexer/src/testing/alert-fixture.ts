import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { demoGtin } from '../demo/generate';
import { SeededRandom } from '@spielraum/schema/synthetic';

/** Price every fixture offer starts at: above every alert threshold. */
export const START_PRICE_CENTS = 9999;

export interface AlertFixture {
  dealerId: number;
  products: number;
  /** The new price (cents, shipping free) of product i at index i - 1, from the seeded generator. */
  newPrices: Int32Array;
}

/**
 * A large, seeded data set for alert tests and benchmarks, generated set-wise in SQL: `products`
 * games (product i has id i and GTIN `demoGtin(i, 1)`), one dealer whose offer `S-{i}` sells
 * each at 99.99 € without shipping (price statistics set to match), `users` users with the
 * given alert-mail setting and `alerts` price alerts on pseudo-random games with thresholds
 * in `thresholds` (default 5 € to 95 €; every 20th paused; identical ones skipped). `newPrices` are the prices
 * of the feed that {@link writePriceFeed} writes.
 */
export async function createAlertFixture({
  database,
  products,
  alerts,
  users,
  seed = 7,
  alertMail = 'never',
  thresholds = [500, 9500],
  prices = [500, 9500],
  smarter = false,
}: {
  database: DatabaseHandle;
  products: number;
  alerts: number;
  users: number;
  seed?: number;
  alertMail?: 'immediately' | 'daily' | 'never';
  /** Range of the alerts' desired prices (cents). */
  thresholds?: [number, number];
  /** Range of the new prices of the feed (cents). */
  prices?: [number, number];
  /**
   * The alerts of the smarter kinds instead of plain desired prices only (see
   * {@link addSmarterAlerts}): a tenth of them stay plain, the rest are low alerts, wish list
   * rules' alerts and language-limited ones, with every tenth user excluding a dealer and every
   * tenth owning some games.
   */
  smarter?: boolean;
}): Promise<AlertFixture> {
  await database.query(
    sql`insert into product_groups (id, slug, title) values (3, 'brettspiele', 'Brettspiele') on conflict do nothing`,
  );
  const [publisher] = await database.query<{ id: number }>(
    sql`insert into publishers (slug, name) values ('testverlag', 'Testverlag') returning id`,
  );
  const [dealer] = await database.query<{ id: number }>(sql`
    insert into dealers (slug, name, website, shipping_cost_de_cents)
    values ('alarmhaendler', 'Alarmhändler', 'https://alarm.example', 0) returning id`);
  await database.query(sql`
    insert into products (id, slug, title, group_id, publisher_id)
    overriding system value
    select i, 'spiel-' || i, 'Spiel ' || i, 3, ${publisher!.id}::int from generate_series(1, ${products}::int) i`);
  await database.query(sql`select setval(pg_get_serial_sequence('products', 'id'), ${products}::int)`);
  async function* versions() {
    for (let i = 1; i <= products; i++) yield [i, i, demoGtin(i, 1), 'de'];
  }
  await database.copyInto('product_versions', ['id', 'product_id', 'gtin', 'language'], versions());
  await database.query(
    sql`select setval(pg_get_serial_sequence('product_versions', 'id'), ${products}::int)`,
  );
  await database.query(sql`
    insert into offers (dealer_id, dealer_sku, product_version_id, product_id, title, url, price_cents, shipping_cents, availability, gtin)
    select ${dealer!.id}::int, 'S-' || i, i, i, 'Spiel ' || i, 'https://alarm.example/' || i, ${START_PRICE_CENTS}::int, 0, 'is_available', v.gtin
    from generate_series(1, ${products}::int) i join product_versions v on v.id = i`);
  await database.query(sql`
    insert into product_price_stats (product_id, best_price_cents, best_total_cents, best_offer_id, availability, dealer_count)
    select product_id, price_cents, price_cents, id, 'is_available', 1 from offers`);
  await database.query(sql`
    insert into users (email, display_name, verified, alert_mail)
    select 'nutzer' || i || '@alarm.example', 'Nutzer ' || i, true, ${alertMail}::mail_digest
    from generate_series(1, ${users}::int) i`);
  const plain = smarter ? Math.floor(alerts / 10) : alerts;
  // pseudo-random but deterministic: multiplicative hashes of the alert number
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users)
    insert into alerts (user_uuid, kind, product_id, desired_price_cents, paused)
    select u.uuid, 'price', 1 + ((i::bigint * 2654435761 + ${seed}::bigint) % ${products}::int),
           ${thresholds[0]}::int + ((i::bigint * 40503 + ${seed}::bigint * 7) % ${thresholds[1] - thresholds[0] + 1}::int), i % 20 = 0
    from generate_series(1, ${plain}::int) i
    join numbered u on u.n = i % ${users}::int
    on conflict do nothing`);
  if (smarter)
    await addSmarterAlerts({ database, products, alerts: alerts - plain, users, seed, thresholds });
  await database.query(sql`analyze products, product_versions, offers, product_price_stats, users, alerts`);
  const random = new SeededRandom(seed);
  const newPrices = new Int32Array(products);
  for (let i = 0; i < products; i++) newPrices[i] = random.int(prices[0], prices[1]);
  return { dealerId: dealer!.id, products, newPrices };
}

/**
 * The smarter alerts of a fixture, set-wise: a price ten days ago for every game (so the feed
 * sets a new 30-day low for some games only), a second dealer offering every fourth game above
 * the first dealer's price (so excluding it changes the work, not the result); every tenth user
 * excludes it and every tenth (others) keeps ten games in a collection; then a third each of
 * `alerts` as low alerts (30 days, 52 weeks, all time), as alerts of one wish list rule per user
 * ("save N %" against 99.99 €, or a low), and as desired prices, every fourth limited to the
 * German edition.
 */
async function addSmarterAlerts({
  database,
  products,
  alerts,
  users,
  seed,
  thresholds,
}: {
  database: DatabaseHandle;
  products: number;
  alerts: number;
  users: number;
  seed: number;
  thresholds: [number, number];
}): Promise<void> {
  // a price ten days ago between 80 and 105 €, so the feed's new price is a new low for some games only
  await database.query(sql`
    insert into price_history (offer_id, recorded_at, price_cents, shipping_cents, availability)
    select o.id, now() - interval '10 days', 8000 + ((o.product_id::bigint * 48271 + ${seed}::bigint) % 2501)::int, 0, 'is_available'
    from offers o`);
  const [other] = await database.query<{ id: number }>(sql`
    insert into dealers (slug, name, website, shipping_cost_de_cents)
    values ('zweithaendler', 'Zweithändler', 'https://zwei.example', 0) returning id`);
  await database.query(sql`
    insert into offers (dealer_id, dealer_sku, product_version_id, product_id, title, url, price_cents, shipping_cents, availability, gtin)
    select ${other!.id}::int, 'Z-' || i, i, i, 'Spiel ' || i, 'https://zwei.example/' || i, ${START_PRICE_CENTS + 500}::int, 0, 'is_available', v.gtin
    from generate_series(4, ${products}::int, 4) i join product_versions v on v.id = i`);
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users)
    update users u set excluded_dealer_ids = array[${other!.id}::int]
    from numbered b where b.uuid = u.uuid and b.n % 10 = 3`);
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users)
    insert into user_lists (user_uuid, kind, name)
    select uuid, 'collection', 'Regal' from numbered where n % 10 = 5`);
  await database.query(sql`
    insert into user_list_items (list_id, product_id)
    select l.id, 1 + ((l.id::bigint * 7919 + k * 104729) % ${products}::int)
    from user_lists l cross join generate_series(1, 10) k
    where l.kind = 'collection'
    on conflict do nothing`);
  // one wish list per user with one rule: "save 10 to 30 %" for two users in three, a low otherwise
  await database.query(sql`
    insert into user_lists (user_uuid, kind, name) select uuid, 'wishlist', 'Wunschliste' from users`);
  await database.query(sql`
    insert into list_alert_rules (user_uuid, list_id, kind, discount_percent, low_window)
    select l.user_uuid, l.id,
           (case when l.id % 3 = 0 then 'low' else 'discount' end)::list_alert_rule_kind,
           case when l.id % 3 = 0 then null else 10 + (l.id % 5) * 5 end,
           (case when l.id % 3 = 0 then (array['30d', '52w', 'all'])[1 + (l.id / 3) % 3] end)::low_window
    from user_lists l where l.kind = 'wishlist'`);
  const third = Math.floor(alerts / 3);
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users)
    insert into alerts (user_uuid, kind, product_id, low_window, paused)
    select u.uuid, 'price', 1 + ((i::bigint * 2654435761 + ${seed + 1}::bigint) % ${products}::int),
           ((array['30d', '52w', 'all'])[1 + i % 3])::low_window, i % 20 = 0
    from generate_series(1, ${third}::int) i
    join numbered u on u.n = i % ${users}::int`);
  // the rules' alerts as materialised when the games were added (the list items too)
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users),
    picked as (
      select r.id as rule_id, r.list_id, r.user_uuid, r.discount_percent, r.low_window,
             -- the user's picks spread over the catalogue (i alone repeats a few games per user)
             1 + ((i::bigint * 2654435761 + (i / ${users}::int)::bigint * 40503 + ${seed + 2}::bigint) % ${products}::int) as product_id
      from generate_series(1, ${third}::int) i
      join numbered u on u.n = i % ${users}::int
      join list_alert_rules r on r.user_uuid = u.uuid),
    items as (
      insert into user_list_items (list_id, product_id)
      select distinct list_id, product_id from picked on conflict do nothing returning 1)
    insert into alerts (user_uuid, kind, product_id, desired_discount_percent, reference_price_cents, low_window, rule_id)
    select user_uuid, 'price', product_id, discount_percent,
           case when discount_percent is not null then ${START_PRICE_CENTS}::int end, low_window, rule_id
    from picked
    on conflict do nothing`);
  await database.query(sql`
    with numbered as (select uuid, row_number() over (order by email) - 1 as n from users)
    insert into alerts (user_uuid, kind, product_id, desired_price_cents, language)
    select u.uuid, 'price', 1 + ((i::bigint * 2654435761 + ${seed + 3}::bigint) % ${products}::int),
           ${thresholds[0]}::int + ((i::bigint * 40503 + ${seed}::bigint * 11) % ${thresholds[1] - thresholds[0] + 1}::int),
           case when i % 4 = 0 then 'de' end
    from generate_series(1, ${alerts - 2 * third}::int) i
    join numbered u on u.n = i % ${users}::int`);
  await database.query(sql`analyze offers, users, user_lists, user_list_items, list_alert_rules, alerts`);
}

/** Writes the fixture's price feed (Google CSV, every product at its new price, in stock, free shipping). */
export async function writePriceFeed(path: string, fixture: AlertFixture): Promise<void> {
  const out = createWriteStream(path);
  out.write('id,title,link,price,gtin,brand,availability,shipping\n');
  for (let i = 1; i <= fixture.products; i++) {
    const euros = (fixture.newPrices[i - 1]! / 100).toFixed(2);
    const line = `S-${i},Spiel ${i},https://alarm.example/${i},${euros} EUR,${demoGtin(i, 1)},Testverlag,in_stock,DE:::0.00 EUR\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * The alerts the fixture's feed makes due, computed in JavaScript from the alert rows and the
 * generated prices (independently of the SQL evaluation): unpaused alerts whose threshold is at
 * or above the new price of their game.
 */
export async function dueAlertIds(database: DatabaseHandle, fixture: AlertFixture): Promise<number[]> {
  const rows = await database.query<{
    id: number;
    product_id: number;
    desired_price_cents: number;
    paused: boolean;
  }>(sql`select id, product_id, desired_price_cents, paused from alerts where kind = 'price'`);
  return rows
    .filter((row) => !row.paused && fixture.newPrices[row.product_id - 1]! <= row.desired_price_cents)
    .map((row) => row.id)
    .sort((a, b) => a - b);
}
