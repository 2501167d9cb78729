import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, dealsResponseSchema, DEALS_PER_PAGE } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { recomputePriceStats } from '@spielraum/indexer';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';
import { gameCardsByIds } from '../../catalogue/game-cards';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe(`GET /api/deals/ (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  const get = async (query = '') => {
    const response = await app.request(`/api/deals/${query}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const deals = async (query = '') => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    return dealsResponseSchema.parse(body).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    const product = (id: number, groupId: number, productType: t.ProductType = 'game') => ({
      id,
      slug: `spiel-${id}`,
      title: `Spiel ${id}`,
      groupId,
      productType,
      popularity: 100 - id,
    });
    await db
      .insert(t.products)
      .values([
        product(1, 3),
        product(2, 5),
        product(3, 3),
        product(4, 3),
        product(5, 3, 'accessory'),
        product(6, 3),
        product(7, 3),
      ]);
    await db.insert(t.dealers).values([
      {
        id: 1,
        slug: 'a',
        name: 'A',
        website: 'https://a.example',
        shippingCostDeCents: 0,
        freeShippingThresholdCents: 0,
      },
      {
        id: 2,
        slug: 'b',
        name: 'B',
        website: 'https://b.example',
        shippingCostDeCents: 0,
        freeShippingThresholdCents: 0,
      },
    ]);
    // each product: [earlier price, days ago] points, then the current price today
    const histories: [number, [number, number][], number][] = [
      [1, [[5000, 40]], 3850], // 23 % below its own 30-day low
      [2, [[4000, 20]], 3000], // 25 %
      [3, [[2000, 10]], 1900], // 5 %
      [4, [[3000, 10]], 3200], // dearer than before: no real discount
      [5, [[5000, 10]], 2500], // 50 %, but an accessory: hidden like in the search
      [6, [[6000, 5]], 4700], // 21.67 %, rounded down to 21 %
      [
        7,
        [
          [2500, 25],
          [3500, 20],
        ],
        3000,
      ], // below the last price, not below its 30-day low
    ];
    await db.insert(t.offers).values(
      histories.map(([id, , price]) => ({
        id,
        dealerId: 1,
        productId: id,
        dealerSku: `sku-${id}`,
        title: `Spiel ${id}`,
        url: `https://a.example/${id}`,
        priceCents: price,
        availability: 'is_available' as const,
      })),
    );
    await db.insert(t.priceHistory).values(
      histories.flatMap(([id, points, price]) => [
        ...points.map(([cents, days]) => ({
          offerId: id,
          recordedAt: ago(days),
          priceCents: cents,
          availability: 'is_available' as const,
        })),
        { offerId: id, recordedAt: ago(0), priceCents: price, availability: 'is_available' as const },
      ]),
    );
    await recomputePriceStats({ database: platform.database, productIds: null });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('lists the real discounts, the biggest first, with their size against the dealer low', async () => {
    const data = await deals();
    expect(data.deals.map((deal) => [deal.game.product_id, deal.game.real_discount_percent])).toEqual([
      [2, 25],
      [1, 23],
      [6, 21],
      [3, 5],
    ]);
    expect(data.deals[1]).toMatchObject({ price_cents: 3850, dealer_low_cents: 5000 });
    expect(data.deals.every((deal) => deal.game.real_discount)).toBe(true);
    expect(data).toMatchObject({ category: null, total: 4, page: 1, pages: 1, per_page: DEALS_PER_PAGE });
    expect(data.categories).toContainEqual({ slug: 'brettspiele', count: 3 });
    expect(data.categories).toContainEqual({ slug: 'kartenspiele', count: 1 });
    expect(data.categories).toContainEqual({ slug: 'tabletop', count: 0 });
  });

  it('narrows to one category and answers an empty one with no deals', async () => {
    const boards = await deals('?category=brettspiele');
    expect(boards.deals.map((deal) => deal.game.product_id)).toEqual([1, 6, 3]);
    expect(boards).toMatchObject({ category: 'brettspiele', total: 3 });
    expect(boards.deals.every((deal) => deal.game.category === 'brettspiele')).toBe(true);
    const cards = await deals('?category=kartenspiele');
    expect(cards.deals.map((deal) => deal.game.product_id)).toEqual([2]);
    const tabletop = await deals('?category=tabletop');
    expect(tabletop).toMatchObject({ deals: [], total: 0, pages: 1 });
  });

  it('answers a page past the end with no deals', async () => {
    expect((await deals('?page=2')).deals).toEqual([]);
  });

  it('gives every card of the catalogue the same size as the deals list', async () => {
    const cards = await gameCardsByIds(platform.database, [1, 4, 6]);
    expect(cards.map((card) => [card.product_id, card.real_discount, card.real_discount_percent])).toEqual([
      [1, true, 23],
      [4, false, null],
      [6, true, 21],
    ]);
  });

  it.each([
    ['?category=gibt-es-nicht', 'category'],
    ['?page=0', 'page'],
    ['?page=zwei', 'page'],
    ['?page=1.5', 'page'],
    ['?page=99999', 'page'],
  ])('refuses %s with a German 400', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    const error = apiErrorSchema.parse(body);
    expect(error.fields?.[field]).toMatch(/^(Bitte|Die Anfrage)/);
  });
});
