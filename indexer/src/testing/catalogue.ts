import { sql } from 'drizzle-orm';
import * as t from '@spielraum/schema/db';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { demoGtin } from '../demo/generate';

export interface TestCatalogue {
  dealerId: number;
  /** GTIN of product i (1-based), version 1. */
  gtin(index: number): string;
  productIds: number[];
}

/**
 * A small catalogue for indexer tests: `products` games with one GTIN edition each (product i
 * has MPN `MPN-i` by publisher "Testverlag") and one dealer with 4.95 € shipping, free from 50 €.
 */
export async function createTestCatalogue(database: DatabaseHandle, products = 5): Promise<TestCatalogue> {
  const { db } = database;
  await db
    .insert(t.productGroups)
    .values({ id: 3, slug: 'brettspiele', title: 'Brettspiele' })
    .onConflictDoNothing();
  const [publisher] = await db
    .insert(t.publishers)
    .values({ slug: 'testverlag', name: 'Testverlag' })
    .returning();
  const productRows = await db
    .insert(t.products)
    .values(
      Array.from({ length: products }, (_, i) => ({
        slug: `spiel-${i + 1}`,
        title: `Spiel ${i + 1}`,
        groupId: 3,
        publisherId: publisher!.id,
      })),
    )
    .returning({ id: t.products.id });
  await database.copyInto(
    'product_versions',
    ['product_id', 'gtin', 'mpn', 'language'],
    productRows.map((row, i) => [row.id, demoGtin(i + 1, 1), `MPN-${i + 1}`, 'de']),
  );
  const [dealer] = await db
    .insert(t.dealers)
    .values({
      slug: 'testhaendler',
      name: 'Testhändler',
      website: 'https://test.example',
      shippingCostDeCents: 495,
      freeShippingThresholdCents: 5000,
    })
    .returning();
  await database.query(sql`analyze product_versions`);
  return {
    dealerId: dealer!.id,
    gtin: (index) => demoGtin(index, 1),
    productIds: productRows.map((row) => row.id),
  };
}

/** Checksums of the business content of offers and price history (timestamps left out). */
export async function offerChecksums(
  database: DatabaseHandle,
): Promise<{ offers: string; history: string; count: number }> {
  const [row] = await database.query<{ offers: string; history: string; count: number }>(sql`
    select
      (select md5(coalesce(string_agg(concat_ws('|', dealer_id, dealer_sku, product_version_id, product_id, title, price_cents,
         former_price_cents, shipping_cents, availability, condition, gtin, gone_at is null), E'\\n' order by dealer_id, dealer_sku), ''))
       from offers) as offers,
      (select md5(coalesce(string_agg(concat_ws('|', o.dealer_sku, h.price_cents, h.shipping_cents, h.availability), E'\\n'
         order by o.dealer_sku, h.id), '')) from price_history h join offers o on o.id = h.offer_id) as history,
      (select count(*)::int from offers) as count`);
  return row!;
}
