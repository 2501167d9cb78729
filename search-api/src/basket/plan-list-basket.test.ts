import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, basketResponseSchema, message, userListResponseSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../accounts/testing';
import { createApp } from '../app';
import { seedGameCatalogue } from '../routes/game/test-catalogue';

const PASSWORD = 'richtig-geheim';

/*
 * The test catalogue: Azul (1) at Spielekiste 29,50 € (4,95 € shipping, free from 50 €),
 * Meeple-Markt 29,99 € (3,49 €, never free) and Würfelwelt 31,99 € orderable, not in stock
 * (3,99 €, free from 39 €), besides a pre-order, an unavailable and a gone offer; the hostile
 * title (5) only at Meeple-Markt 19,99 €; "Ohne Angebot" (4) nowhere.
 */
describe(`the cheapest basket of a wish list (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let mia: TestBrowser;
  let listId: number;

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  };
  const basket = async (query = '') => {
    const response = await mia.request(`/api/userlists/${listId}/basket/${query}`);
    expect(response.status).toBe(200);
    return basketResponseSchema.parse(await response.json()).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedGameCatalogue(platform);
    app = createApp({ platform });
    const { db } = platform.database;
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, displayName: 'Mia' });
    await createTestUser(db, { email: 'ben@example.com', password: PASSWORD, displayName: 'Ben' });
    mia = await signedIn('mia@example.com');
    const created = await mia.request('/api/userlists/', {
      method: 'POST',
      json: { kind: 'wishlist', name: 'Geburtstag' },
    });
    listId = userListResponseSchema.parse(await created.json()).data.id;
    for (const productId of [1, 5, 4])
      expect(
        (
          await mia.request(`/api/userlists/${listId}/items/`, {
            method: 'POST',
            json: { product_id: productId },
          })
        ).status,
      ).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('buys the games where the whole order is cheapest, shipping once per shop, and names what nobody offers', async () => {
    const answer = await basket();
    // both at Meeple-Markt: 29,99 + 19,99 + 3,49 shipping once; Azul at Spielekiste (29,50 +
    // 4,95) beside the other game at Meeple-Markt (19,99 + 3,49) would be 57,93 €
    expect(answer).toMatchObject({ total: 5347, exact: true, feasible: true });
    expect(answer.orders).toEqual([
      {
        dealer: { id: 2, slug: 'meeple-markt', name: expect.any(String) },
        items: [
          expect.objectContaining({ product_id: 1, slug: 'azul', offer_id: 1, price: 2999 }),
          expect.objectContaining({ product_id: 5, offer_id: 6, price: 1999 }),
        ],
        subtotal: 4998,
        shipping: 349,
        total: 5347,
      },
    ]);
    expect(answer.orders[0]!.items[0]!.url).toMatch(/^https:\/\//);
    expect(answer.missing).toEqual([expect.objectContaining({ product_id: 4, slug: 'ohne-angebot' })]);
    // each on its own at its best total: Azul 29,99 + 3,49, the other 19,99 + 3,49
    expect(answer.separate_total).toBe(3348 + 2348);
  });

  it('buys a selection, keeps to "nur sofort lieferbar" and "höchstens N Händler", and says when no basket fits', async () => {
    expect((await basket('?product_ids=1')).total).toBe(3348);
    const { db } = platform.database;
    await db.update(t.offers).set({ availability: 'not_in_stock_but_can_order' }).where(eq(t.offers.id, 1));
    try {
      expect((await basket()).total).toBe(5347);
      // in stock only: Azul from Spielekiste, the other game from Meeple-Markt
      const inStock = await basket('?in_stock=1');
      expect(inStock.total).toBe(2950 + 495 + 1999 + 349);
      expect(inStock.orders.map((order) => order.dealer.slug).sort()).toEqual([
        'meeple-markt',
        'spielekiste',
      ]);
      const oneShop = await basket('?in_stock=1&max_dealers=1');
      expect(oneShop).toMatchObject({ feasible: false, orders: [] });
    } finally {
      await db.update(t.offers).set({ availability: 'is_available' }).where(eq(t.offers.id, 1));
    }
    // a shop that is no longer active sells nothing
    await db.update(t.dealers).set({ active: false }).where(eq(t.dealers.id, 2));
    try {
      const withoutMeepleMarkt = await basket('?product_ids=1');
      expect(withoutMeepleMarkt.orders.map((order) => order.dealer.slug)).toEqual(['spielekiste']);
      expect(withoutMeepleMarkt.total).toBe(2950 + 495);
    } finally {
      await db.update(t.dealers).set({ active: true }).where(eq(t.dealers.id, 2));
    }
  });

  it('is the owner’s alone and refuses bad input with German messages', async () => {
    const anonymous = new TestBrowser(app);
    await anonymous.session();
    expect((await anonymous.request(`/api/userlists/${listId}/basket/`)).status).toBe(401);
    const ben = await signedIn('ben@example.com');
    // another user's list answers like a missing one
    expect((await ben.request(`/api/userlists/${listId}/basket/`)).status).toBe(404);
    expect((await mia.request('/api/userlists/999999/basket/')).status).toBe(404);
    const refused = {
      '?max_dealers=0': ['max_dealers', message('invalidValue')],
      '?max_dealers=zwei': ['max_dealers', message('invalidValue')],
      '?in_stock=ja': ['in_stock', message('chooseFromList')],
      '?product_ids=1,,2': ['product_ids', message('invalidValue')],
    } as const;
    for (const [query, [field, text]] of Object.entries(refused)) {
      const response = await mia.request(`/api/userlists/${listId}/basket/${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorSchema.parse(await response.json()).fields?.[field], query).toBe(text);
    }
  });
});
