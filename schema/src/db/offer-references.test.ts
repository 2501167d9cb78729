import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '../testing/database';

/**
 * Decision 008: offers and price history keep their references through statement-level
 * triggers instead of per-row foreign keys. These tests pin down that the guarantees are the
 * ones the foreign keys gave: no reference to a missing row, cascade and set-null on delete.
 */
describe(`offer and price-history references (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.query(sql`delete from dealers`);
    await database.query(sql`delete from products`);
    await database.query(sql`
      insert into products (id, slug, title, product_type, group_id)
      values (1, 'catan', 'Catan', 'game', (select min(id) from product_groups)),
             (2, 'carcassonne', 'Carcassonne', 'game', (select min(id) from product_groups))`);
    await database.query(sql`
      insert into product_versions (id, product_id, gtin) values (1, 1, '4002051693602'), (2, 2, '4015566018259')`);
    await database.query(sql`
      insert into dealers (id, slug, name, website, shipping_cost_de_cents)
      values (1, 'a', 'A', 'https://a.example', 495), (2, 'b', 'B', 'https://b.example', 495)`);
  });

  const insertOffer = (id: number, dealerId: number, versionId: number | null, productId: number | null) =>
    database.query(sql`
      insert into offers (id, dealer_id, dealer_sku, product_version_id, product_id, title, url, price_cents, availability)
      values (${id}, ${dealerId}, ${`sku-${id}`}, ${versionId}, ${productId}, 'Spiel', 'https://a.example/p', 1999, 'is_available')`);
  const errorOf = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause ?? error;
      return cause as { code?: string; message?: string; constraint_name?: string; constraint?: string };
    }
    return null;
  };

  it('accepts offers whose dealer, version and product exist, and unmatched offers', async () => {
    await insertOffer(1, 1, 1, 1);
    await insertOffer(2, 2, null, null);
    const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from offers`);
    expect(row?.n).toBe(2);
  });

  it.each([
    ['dealer', 9, 1, 1, 'offers_dealer_id_dealers_id_fk'],
    ['product version', 1, 9, 1, 'offers_product_version_id_product_versions_id_fk'],
    ['product', 1, 1, 9, 'offers_product_id_products_id_fk'],
  ])(
    'rejects an offer whose %s does not exist, naming the constraint',
    async (_, dealerId, versionId, productId, name) => {
      const error = await errorOf(insertOffer(1, dealerId, versionId, productId));
      expect(error?.code).toBe('23503');
      expect(error?.message).toContain(name);
      const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from offers`);
      expect(row?.n).toBe(0);
    },
  );

  it('rejects a set-wise insert when one row of many points nowhere, and writes none of them', async () => {
    const error = await errorOf(
      database.query(sql`
        insert into offers (dealer_id, dealer_sku, product_version_id, product_id, title, url, price_cents, availability)
        select 1, 'sku-' || g, case when g = 500 then 999 else 1 end, 1, 'Spiel', 'https://a.example', 999, 'is_available'
        from generate_series(1, 1000) g`),
    );
    expect(error?.code).toBe('23503');
    const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from offers`);
    expect(row?.n).toBe(0);
  });

  it('rejects an update that points an offer at a missing product, accepts a valid one', async () => {
    await insertOffer(1, 1, null, null);
    const error = await errorOf(database.query(sql`update offers set product_id = 9 where id = 1`));
    expect(error?.code).toBe('23503');
    await database.query(sql`update offers set product_version_id = 2, product_id = 2 where id = 1`);
    const [row] = await database.query<{ product_id: number }>(
      sql`select product_id from offers where id = 1`,
    );
    expect(row?.product_id).toBe(2);
  });

  it('rejects price history of a missing offer', async () => {
    await insertOffer(1, 1, 1, 1);
    await database.query(sql`
      insert into price_history (offer_id, price_cents, availability) values (1, 1999, 'is_available')`);
    const error = await errorOf(
      database.query(sql`
        insert into price_history (offer_id, price_cents, availability) values (1, 1899, 'is_available'), (5, 1999, 'is_available')`),
    );
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('price_history_offer_id_offers_id_fk');
    const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from price_history`);
    expect(row?.n).toBe(1);
  });

  it('deleting a product or version unlinks its offers; deleting a dealer removes its offers and their history', async () => {
    await insertOffer(1, 1, 1, 1);
    await insertOffer(2, 2, 2, 2);
    await insertOffer(3, 2, 1, 1);
    await database.query(sql`
      insert into price_history (offer_id, price_cents, availability)
      select id, price_cents, availability from offers`);

    await database.query(sql`delete from product_versions where id = 2`);
    await database.query(sql`delete from products where id = 1`);
    const offers = await database.query<{
      id: number;
      product_version_id: number | null;
      product_id: number | null;
    }>(sql`select id::int, product_version_id, product_id from offers order by id`);
    expect(offers).toEqual([
      { id: 1, product_version_id: null, product_id: null },
      { id: 2, product_version_id: null, product_id: 2 },
      { id: 3, product_version_id: null, product_id: null },
    ]);

    await database.query(sql`delete from dealers where id = 2`);
    const left = await database.query<{ id: number }>(sql`select id::int from offers order by id`);
    expect(left).toEqual([{ id: 1 }]);
    const history = await database.query<{ offer_id: number }>(sql`select offer_id::int from price_history`);
    expect(history).toEqual([{ offer_id: 1 }]);
  });
});
