import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, gamePageResponseSchema, type GamePage } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';
import { seedGameCatalogue } from './test-catalogue';

describe(`GET /api/game/{slug}/ (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let azul: GamePage;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    await seedGameCatalogue(platform);
    const response = await app.request('/api/game/azul/');
    expect(response.status).toBe(200);
    azul = gamePageResponseSchema.parse(await response.json()).data;
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('answers the product with every attribute it has', () => {
    expect(azul.product).toMatchObject({
      slug: 'azul',
      title: 'Azul',
      category: 'brettspiele',
      number_of_players_from: 2,
      number_of_players_to: 4,
      playing_time: 45,
      release_year: 2017,
      age_from: 8,
      rating: 4.5,
    });
    const names = Object.fromEntries(
      Object.entries(azul.product.attributes).map(([key, values]) => [
        key,
        values.map((value) => value.name),
      ]),
    );
    expect(names).toEqual({
      publisher: ['Next Move'],
      designer: ['Michael Kiesling'],
      illustrator: ['Chris Quilliams'],
      game_category: ['Familienspiele'],
      game_mechanism: ['Legespiel'],
      award: ['Spiel des Jahres'],
      language: ['Deutsch'],
    });
    expect(azul.product.versions).toEqual([
      {
        product_version_id: 1,
        gtin: '4005556000011',
        sku: 'NM-AZUL',
        language: 'de',
        edition: 'Deutsche Ausgabe',
      },
    ]);
    expect(azul.media.map((media) => [media.id, media.cover])).toEqual([
      [11, true],
      [12, false],
    ]);
  });

  it('lists live offers sorted by total with shipping to Germany; gone offers are left out', () => {
    expect(azul.offers.map((offer) => [offer.offer_id, offer.price, offer.shipping, offer.total])).toEqual([
      [1, 2999, 349, 3348],
      [3, 2950, 495, 3445],
      [2, 3199, 399, 3598],
      [7, 5500, 0, 5500],
      // not available: after the buyable offers although its total is the lowest
      [4, 1500, 495, 1995],
    ]);
    expect(azul.offers.some((offer) => offer.offer_id === 5)).toBe(false);
    expect(azul.offers[0]).toMatchObject({
      dealer: { name: 'Meeple-Markt', rating: null, rating_count: 0 },
      url: 'https://meeple-markt.example/azul',
      availability: 'is_available',
      condition: 'new',
      language: 'de',
    });
    expect(azul.offers[1]?.dealer).toMatchObject({ name: 'Spielekiste', rating: 4.7, rating_count: 2310 });
    expect(azul.offers[2]?.delivery_time).toBe('5–7 Werktage');
  });

  it('answers the price statistics the indexer computed, with the highest buyable total', () => {
    expect(azul.prices).toMatchObject({
      best_price: 2950,
      best_total: 3348,
      highest_total: 5500,
      availability: 'is_available',
      dealer_count: 3,
    });
    expect(azul.prices.best_total).toBe(azul.offers[0]?.total);
    // 9,99 + 3,99 shipping of the gone offer was in effect 20 to 10 days ago: lows are totals too
    expect(azul.prices.lowest_30d).toBe(1398);
    expect(azul.prices.lowest_all_time).toBe(1398);
  });

  it('answers one history point per day with the lowest available total including shipping', () => {
    const history = azul.price_history;
    expect(history.length).toBeGreaterThanOrEqual(60);
    expect(history.length).toBeLessThanOrEqual(62);
    const days = history.map((point) => point.day);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    // 34,99 + 3,49 flat shipping
    expect(history[0]?.price).toBe(3848);
    expect(Math.min(...history.map((point) => point.price))).toBe(1398);
    // 15,00 + 4,95 of the not-available used copy never counts
    expect(history.some((point) => point.price === 1995)).toBe(false);
    // today's point is the best total the page shows, not the lowest item price (29,50)
    expect(history.at(-1)?.price).toBe(3348);
    expect(history.at(-1)?.price).toBe(azul.prices.best_total);
  });

  it('shows only published reviews, newest first, with their average', () => {
    expect(azul.reviews.count).toBe(2);
    expect(azul.reviews.average).toBe(4.5);
    expect(azul.reviews.items.map((review) => review.title)).toEqual(['Wunderschön', 'Solide']);
  });

  it('answers shipping rules of the dealers offering it, expansions and related games', () => {
    expect(
      azul.shipping.map((dealer) => [dealer.name, dealer.shipping_cost, dealer.free_shipping_threshold]),
    ).toEqual([
      ['Meeple-Markt', 349, null],
      ['Spielekiste', 495, 5000],
      ['Würfelwelt', 399, 3900],
    ]);
    expect(azul.expansions.map((game) => game.slug)).toEqual(['azul-steinchen']);
    expect(azul.base_game).toBeNull();
    expect(azul.related.map((game) => game.slug)).toEqual(['patchwork']);
  });

  it('answers the base game of an expansion', async () => {
    const response = await app.request('/api/game/azul-steinchen/');
    const { data } = gamePageResponseSchema.parse(await response.json());
    expect(data.base_game?.slug).toBe('azul');
    expect(data.product.product_type).toBe('expansion');
    expect(data.offers).toEqual([]);
    expect(data.prices).toMatchObject({
      best_total: null,
      highest_total: null,
      availability: 'not_available',
    });
  });

  it('answers 404 with a German message for unknown and malformed slugs', async () => {
    for (const slug of ['gibt-es-nicht', 'Azul', '..%2F..%2Fetc', 'a'.repeat(300)]) {
      const response = await app.request(`/api/game/${slug}/`);
      expect(response.status, slug).toBe(404);
      const error = apiErrorSchema.parse(await response.json());
      expect(error).toMatchObject({
        status: 404,
        error: 'not found',
        message: 'Dieses Spiel gibt es bei Spielraum nicht.',
      });
    }
  });
});
