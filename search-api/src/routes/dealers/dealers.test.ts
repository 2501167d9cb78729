import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  dealerResponseSchema,
  dealersResponseSchema,
  dealerSummarySchema,
  type DealerProfile,
  type DealerSummary,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';
import { seedGameCatalogue } from '../game/test-catalogue';

/** What only operators may know of a dealer: none of it may appear in a public answer. */
const PRIVATE_VALUES = ['feed.example', 'geheim-token', '"etag-123"', '0 */2 * * *', 'google_xml'];

describe(`GET /api/dealers/ and /api/dealers/{slug}/ (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  const get = async (path: string) => {
    const response = await app.request(path);
    return { response, text: await response.text() };
  };
  const dealer = async (slug: string): Promise<DealerProfile> => {
    const { response, text } = await get(`/api/dealers/${slug}/`);
    expect(response.status).toBe(200);
    return dealerResponseSchema.parse(JSON.parse(text)).data.dealer;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform, publicUrl: 'https://spielraum.example' });
    await seedGameCatalogue(platform);
    const { db } = platform.database;
    // the three dealers of the game-page catalogue, plus: a logo, the operators' feed settings,
    // a website that must not become a link, a dealer whose name starts with an umlaut, and a
    // closed dealer with a live offer
    await db.insert(t.mediaFiles).values({
      id: 20,
      storageKey: 'dealers/spielekiste.svg',
      contentType: 'image/svg+xml',
      alt: 'Logo von Spielekiste',
    });
    await platform.files.put(
      'dealers/spielekiste.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#264653"/></svg>',
      'image/svg+xml',
    );
    await db
      .update(t.dealers)
      .set({
        logoMediaId: 20,
        feedUrl: 'https://feed.example/spielekiste.xml?key=geheim-token',
        feedFormat: 'google_xml',
        feedSchedule: '0 */2 * * *',
        feedEtag: '"etag-123"',
        feedLastModified: 'Tue, 01 Dec 2026 10:00:00 GMT',
      })
      .where(eq(t.dealers.id, 1));
    await db.update(t.dealers).set({ website: 'javascript:alert(1)' }).where(eq(t.dealers.id, 3));
    await db.insert(t.dealers).values([
      {
        id: 4,
        slug: 'oeko-spiel',
        name: 'Öko-Spiel',
        website: 'https://oeko-spiel.example',
        ratingDeci: 43,
        ratingCount: 0,
        shippingCostDeCents: 0,
        freeShippingThresholdCents: 0,
        shippingInfo: 'Immer versandkostenfrei.',
      },
      {
        id: 5,
        slug: 'geschlossen',
        name: 'Geschlossener Laden',
        website: 'https://geschlossen.example',
        shippingCostDeCents: 500,
        feedUrl: 'https://feed.example/geschlossen.csv?key=geheim-token',
        active: false,
      },
    ]);
    await db.insert(t.offers).values({
      id: 50,
      dealerId: 5,
      dealerSku: 'p',
      productId: 3,
      title: 'Patchwork',
      url: 'https://geschlossen.example/patchwork',
      priceCents: 1000,
      availability: 'is_available',
    });
  });
  afterAll(async () => {
    await platform?.close();
  });

  describe('the directory', () => {
    let dealers: DealerSummary[];
    let text: string;

    beforeAll(async () => {
      const answer = await get('/api/dealers/');
      expect(answer.response.status).toBe(200);
      text = answer.text;
      dealers = dealersResponseSchema.parse(JSON.parse(text)).data.dealers;
    });

    it('lists the active dealers by name as German sorts it, never an inactive one', () => {
      expect(dealers.map((entry) => entry.name)).toEqual([
        'Meeple-Markt',
        'Öko-Spiel',
        'Spielekiste',
        'Würfelwelt',
      ]);
    });

    it('answers logo, rating, shipping to Germany and the live offers (gone ones not counted)', () => {
      const bySlug = Object.fromEntries(dealers.map((entry) => [entry.slug, entry]));
      expect(bySlug.spielekiste).toEqual({
        dealer_id: expect.any(Number),
        slug: 'spielekiste',
        name: 'Spielekiste',
        logo_image_id: 20,
        rating: 4.7,
        rating_count: 2310,
        shipping_cost: 495,
        free_shipping_threshold: 5000,
        offer_count: 3,
        social_links: [],
      });
      expect(bySlug['meeple-markt']).toMatchObject({
        logo_image_id: null,
        rating: null,
        rating_count: 0,
        shipping_cost: 349,
        free_shipping_threshold: null,
        offer_count: 2,
      });
      expect(bySlug.wuerfelwelt).toMatchObject({ offer_count: 1, free_shipping_threshold: 3900 });
      expect(bySlug['oeko-spiel']).toMatchObject({
        offer_count: 0,
        shipping_cost: 0,
        free_shipping_threshold: 0,
      });
    });

    it('answers only the public fields, nothing of the feeds', () => {
      const publicKeys = Object.keys(dealerSummarySchema.shape).sort();
      for (const entry of JSON.parse(text).data.dealers as object[])
        expect(Object.keys(entry).sort()).toEqual(publicKeys);
      for (const value of PRIVATE_VALUES) expect(text).not.toContain(value);
    });

    it('serves the logo by the image route', async () => {
      const logo = await app.request('/api/images/20?w=450', { headers: { accept: 'image/webp' } });
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/webp');
    });
  });

  describe('one dealer', () => {
    it('answers the directory facts, website, shipping text, counts and its games by popularity', async () => {
      const meeple = await dealer('meeple-markt');
      expect(meeple).toMatchObject({
        slug: 'meeple-markt',
        name: 'Meeple-Markt',
        website: 'https://meeple-markt.example/',
        shipping_info: 'DPD',
        offer_count: 2,
        game_count: 2,
      });
      // Azul (popularity 900) before "Böse" (2); totals with the dealer's flat 3,49 €
      expect(
        meeple.games.map((entry) => [entry.game.slug, entry.dealer_total, entry.dealer_availability]),
      ).toEqual([
        ['azul', 2999 + 349, 'is_available'],
        ['boese', 1999 + 349, 'is_available'],
      ]);
      // the cards are the catalogue's: the best total of all dealers
      expect(meeple.games[0]!.game).toMatchObject({
        title: 'Azul',
        best_total: 2999 + 349,
        cover_image_id: 11,
      });
    });

    it("counts a game once, with the dealer's cheapest orderable total and best availability", async () => {
      const kiste = await dealer('spielekiste');
      expect(kiste).toMatchObject({ offer_count: 3, game_count: 1, logo_image_id: 20 });
      // 29,50 + 4,95 beats 55,00 (free from 50 €); the 15,00 offer is not available
      expect(
        kiste.games.map((entry) => [entry.game.slug, entry.dealer_total, entry.dealer_availability]),
      ).toEqual([['azul', 2950 + 495, 'is_available']]);
    });

    it('never links a website that is no http(s) address', async () => {
      const wuerfelwelt = await dealer('wuerfelwelt');
      expect(wuerfelwelt.website).toBeNull();
      expect(wuerfelwelt.games.map((entry) => [entry.dealer_total, entry.dealer_availability])).toEqual([
        [3199 + 399, 'not_in_stock_but_can_order'],
      ]);
    });

    it('answers a dealer without offers with no games', async () => {
      expect(await dealer('oeko-spiel')).toMatchObject({ offer_count: 0, game_count: 0, games: [] });
    });

    it('answers only public fields, nothing of the feeds', async () => {
      const { text } = await get('/api/dealers/spielekiste/');
      expect(Object.keys(JSON.parse(text).data.dealer).sort()).toEqual(
        [...Object.keys(dealerSummarySchema.shape), 'website', 'shipping_info', 'game_count', 'games'].sort(),
      );
      for (const value of PRIVATE_VALUES) expect(text).not.toContain(value);
    });

    it.each([
      ['an inactive dealer', 'geschlossen'],
      ['an unknown dealer', 'gibt-es-nicht'],
      ['a slug no dealer can have', 'Spiele%20Kiste'],
      ['a slug too long', 'a'.repeat(121)],
    ])('answers 404 with a German message for %s', async (_, slug) => {
      const { response, text } = await get(`/api/dealers/${slug}/`);
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(JSON.parse(text))).toMatchObject({
        status: 404,
        message: 'Diesen Händler gibt es bei Spielraum nicht (mehr).',
      });
    });
  });

  it('puts the active dealers into the sitemap, not the inactive one', async () => {
    const { text } = await get('/sitemap.xml');
    const dealerPages = [
      ...text.matchAll(/<loc>(https:\/\/spielraum\.example\/dealers-details\/[^<]+)<\/loc>/g),
    ].map((match) => match[1]);
    expect(dealerPages).toEqual([
      'https://spielraum.example/dealers-details/meeple-markt',
      'https://spielraum.example/dealers-details/oeko-spiel',
      'https://spielraum.example/dealers-details/spielekiste',
      'https://spielraum.example/dealers-details/wuerfelwelt',
    ]);
  });
});
