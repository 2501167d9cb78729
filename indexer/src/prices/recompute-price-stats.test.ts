import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { buildSearchDocuments } from '../search/build-search-documents';
import { recomputePriceStats } from './recompute-price-stats';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe(`recomputePriceStats (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.insert(t.products).values([
      { id: 1, slug: 'azul', title: 'Azul', groupId: 3 },
      { id: 2, slug: 'ohne-angebote', title: 'Ohne Angebote', groupId: 3 },
      { id: 3, slug: 'ausverkauft', title: 'Ausverkauft', groupId: 3 },
    ]);
    await db.insert(t.dealers).values([
      // cheap item, expensive shipping
      {
        id: 1,
        slug: 'a',
        name: 'A',
        website: 'https://a.example',
        shippingCostDeCents: 690,
        freeShippingThresholdCents: null,
      },
      // slightly dearer, free shipping from 30 €
      {
        id: 2,
        slug: 'b',
        name: 'B',
        website: 'https://b.example',
        shippingCostDeCents: 495,
        freeShippingThresholdCents: 3000,
      },
      {
        id: 3,
        slug: 'c',
        name: 'C',
        website: 'https://c.example',
        shippingCostDeCents: 0,
        freeShippingThresholdCents: 0,
      },
    ]);
    const offer = (
      id: number,
      dealerId: number,
      productId: number,
      priceCents: number,
      availability: t.Availability,
      goneAt: Date | null = null,
    ) => ({
      id,
      dealerId,
      productId,
      dealerSku: `sku-${id}`,
      title: 'x',
      url: 'https://x.example',
      priceCents,
      availability,
      goneAt,
    });
    await db.insert(t.offers).values([
      offer(1, 1, 1, 2899, 'is_available'), // total 35.89
      offer(2, 2, 1, 3099, 'not_in_stock_but_can_order'), // total 30.99 (free shipping)
      offer(3, 3, 1, 1999, 'not_available'), // cheapest but not available: ignored for best price
      offer(4, 3, 1, 999, 'is_available', ago(2)), // gone: ignored
      offer(5, 1, 3, 1500, 'not_available'),
    ]);
    await db.insert(t.priceHistory).values([
      // offer 2: 35.99 for 100 days, then 32.99 from 40 days ago, then 30.99 from today
      { offerId: 2, recordedAt: ago(100), priceCents: 3599, availability: 'is_available' },
      { offerId: 2, recordedAt: ago(40), priceCents: 3299, availability: 'is_available' },
      { offerId: 2, recordedAt: ago(0), priceCents: 3099, availability: 'not_in_stock_but_can_order' },
      // offer 1: 19.99 from 500 to 400 days ago, 24.99 (its own shipping 2.90 then) until 35
      // days ago, 27.99 until 20 days ago, then 28.99; dealer A's flat 6.90 shipping otherwise
      { offerId: 1, recordedAt: ago(500), priceCents: 1999, availability: 'is_available' },
      {
        offerId: 1,
        recordedAt: ago(400),
        priceCents: 2499,
        shippingCents: 290,
        availability: 'is_available',
      },
      { offerId: 1, recordedAt: ago(35), priceCents: 2799, availability: 'is_available' },
      { offerId: 1, recordedAt: ago(20), priceCents: 2899, availability: 'is_available' },
    ]);
    await recomputePriceStats({ database, productIds: null });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const stats = async (productId: number) =>
    (
      await database.db.select().from(t.productPriceStats).where(eq(t.productPriceStats.productId, productId))
    )[0];

  it('picks the best total including shipping, honouring free-shipping thresholds', async () => {
    const azul = await stats(1);
    expect(azul).toMatchObject({
      bestPriceCents: 2899,
      bestTotalCents: 3099,
      bestOfferId: 2,
      dealerCount: 2,
    });
  });

  it('aggregates availability as the best of the live offers', async () => {
    expect((await stats(1))?.availability).toBe('is_available');
    expect((await stats(3))?.availability).toBe('not_available');
  });

  it('computes lows of the totals including shipping, counting prices for as long as they were in effect', async () => {
    const azul = await stats(1);
    // 19.99 + 6.90 flat shipping
    expect(azul?.lowestAllTimeCents).toBe(2689);
    // 27.99 (+ 6.90 = 34.89) was set 35 days ago and still in effect until 20 days ago, but
    // B's 32.99 and 30.99 reach the free-shipping threshold: 30.99 in total
    expect(azul?.lowest30dCents).toBe(3099);
    // 24.99 + its own 2.90 was set 400 days ago but in effect until 35 days ago; 19.99 ended
    // 400 days ago
    expect(azul?.lowest52wCents).toBe(2789);
  });

  it("flags a real discount when the best offer is below its dealer's own 30-day low", async () => {
    expect((await stats(1))?.realDiscount).toBe(true);
  });

  it("writes the real discount's size against that low into the search documents", async () => {
    await buildSearchDocuments({ database, productIds: [1, 2] });
    const rows = await database.query<{ product_id: number; percent: unknown }>(
      sql`select product_id, document -> 'realDiscountPercent' as percent from search_documents order by product_id`,
    );
    // B's 30.99 against its own 32.99, in effect for the 30 days before: 6.06 % off, shown as 6 %
    expect(rows).toEqual([
      { product_id: 1, percent: 6 },
      { product_id: 2, percent: null },
    ]);
  });

  it('writes empty statistics for products without offers', async () => {
    expect(await stats(2)).toMatchObject({
      bestPriceCents: null,
      bestTotalCents: null,
      dealerCount: 0,
      availability: 'not_available',
      realDiscount: false,
    });
  });

  it('recomputes only the products asked for', async () => {
    await database.db.update(t.offers).set({ priceCents: 100 }).where(eq(t.offers.id, 5));
    await database.db.update(t.offers).set({ availability: 'is_available' }).where(eq(t.offers.id, 5));
    expect(await recomputePriceStats({ database, productIds: [1] })).toBe(1);
    expect((await stats(3))?.bestPriceCents).toBeNull();
    expect(await recomputePriceStats({ database, productIds: [3] })).toBe(1);
    expect((await stats(3))?.bestPriceCents).toBe(100);
  });
});
