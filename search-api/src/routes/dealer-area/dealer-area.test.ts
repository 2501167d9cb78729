import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  dealerAnalyticsResponseSchema,
  dealerAreaShopResponseSchema,
  dealerAreaShopsResponseSchema,
  dealerResponseSchema,
  dealersResponseSchema,
  gamePageResponseSchema,
  PERMISSIONS,
} from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { analyticsPeriod } from '../../analytics/analytics-period';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { seedGameCatalogue } from '../game/test-catalogue';

const PASSWORD = 'richtig-geheim';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// dealers of the game-page catalogue: 1 Spielekiste (3 offers, 2 live), 2 Meeple-Markt, 3 Würfelwelt
const KISTE = 1;
const MEEPLE = 2;
const WUERFEL = 3;
const shop = (id: number | string) => `/api/dealer-area/shops/${id}/`;
const profilePath = (id: number | string) => `${shop(id)}profile/`;
const logoPath = (id: number | string) => `${shop(id)}logo/`;
const clicksPath = (id: number | string) => `${shop(id)}click-outs/`;

function logoForm(bytes: Uint8Array | string, name = 'logo.png') {
  const form = new FormData();
  form.append('uploadfile', new File([bytes], name, { type: 'image/png' }));
  return form;
}

describe(`the dealer area (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let kiste: TestBrowser;
  let meeple: TestBrowser;

  async function signedIn(email: string) {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform, publicUrl: 'https://spielraum.example' });
    await seedGameCatalogue(platform);
    const { db } = platform.database;
    const kisteUser = await createTestUser(db, {
      email: 'kiste@example.com',
      password: PASSWORD,
      dealerId: KISTE,
    });
    await db.insert(t.dealerMembers).values({ dealerId: WUERFEL, userUuid: kisteUser.uuid });
    await createTestUser(db, { email: 'meeple@example.com', password: PASSWORD, dealerId: MEEPLE });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD });
    await createTestUser(db, {
      email: 'ops@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
    const [lonely] = await db
      .insert(t.users)
      .values({ email: 'ohne-shop@example.com', displayName: 'Ohne', userType: 'dealer', verified: true })
      .returning();
    await db
      .update(t.users)
      .set({ passwordHash: kisteUser.passwordHash })
      .where(eq(t.users.uuid, lonely!.uuid));
    await db.insert(t.feedRuns).values([
      {
        dealerId: KISTE,
        jobKey: 'kiste-1',
        kind: 'offers',
        source: 'upload',
        status: 'succeeded',
        rowsApplied: 3,
        createdAt: new Date('2026-11-01T08:00:00Z'),
        finishedAt: new Date('2026-11-01T08:01:00Z'),
      },
      {
        dealerId: KISTE,
        jobKey: 'kiste-2',
        kind: 'offers',
        source: 'upload',
        status: 'failed',
        rowsFailed: 2,
        createdAt: new Date('2026-11-02T08:00:00Z'),
        startedAt: new Date('2026-11-02T08:00:05Z'),
      },
    ]);
    const { from, to } = analyticsPeriod(30);
    await db.insert(t.analyticsClickOuts).values([
      { day: to, productId: 1, dealerId: KISTE, clicks: 4 },
      { day: from, productId: 3, dealerId: KISTE, clicks: 1 },
      { day: to, productId: 1, dealerId: MEEPLE, clicks: 99 },
    ]);
    kiste = await signedIn('kiste@example.com');
    meeple = await signedIn('meeple@example.com');
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("lists the account's shops with state, live offers and the last feed run", async () => {
    const response = await kiste.request('/api/dealer-area/shops/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { shops } = dealerAreaShopsResponseSchema.parse(await response.json()).data;
    expect(shops.map((entry) => entry.name)).toEqual(['Spielekiste', 'Würfelwelt']);
    expect(shops[0]).toMatchObject({
      id: KISTE,
      slug: 'spielekiste',
      active: true,
      last_feed_run: { status: 'failed', at: '2026-11-02T08:00:05.000Z', rows_applied: 0, rows_failed: 2 },
      social_links: {},
    });
    expect(shops[0]!.offer_count).toBeGreaterThan(0);
    expect(shops[1]).toMatchObject({ id: WUERFEL, last_feed_run: null });
  });

  it('answers an account without shops an empty list', async () => {
    const lonely = await signedIn('ohne-shop@example.com');
    const { shops } = dealerAreaShopsResponseSchema.parse(
      await (await lonely.request('/api/dealer-area/shops/')).json(),
    ).data;
    expect(shops).toEqual([]);
    expect((await lonely.request(shop(KISTE))).status).toBe(404);
  });

  it("answers another dealer's shop 404 like one that does not exist, for every call", async () => {
    for (const id of [MEEPLE, 999_999, 'abc', '99999999999999999999']) {
      for (const [path, method, json] of [
        [shop(id), 'GET'],
        [clicksPath(id), 'GET'],
        [profilePath(id), 'PUT', { website: 'https://boese.example', social_links: {} }],
      ] as const) {
        const response = await kiste.request(path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(apiErrorSchema.parse(await response.json()).message).toBe(
          'Diesen Shop gibt es nicht oder du verwaltest ihn nicht.',
        );
      }
      const upload = await kiste.request(logoPath(id), { method: 'POST', body: logoForm(PNG) });
      expect(upload.status, `logo ${id}`).toBe(404);
    }
    const [untouched] = await platform.database.db.select().from(t.dealers).where(eq(t.dealers.id, MEEPLE));
    expect(untouched).toMatchObject({
      website: 'https://meeple-markt.example',
      logoMediaId: null,
      socialLinks: {},
    });
  });

  it('is for dealer accounts: 401 for visitors, 403 for users and operators', async () => {
    const calls = [
      [shop(KISTE), 'GET'],
      ['/api/dealer-area/shops/', 'GET'],
      [clicksPath(KISTE), 'GET'],
      [profilePath(KISTE), 'PUT', { website: 'https://x.example', social_links: {} }],
    ] as const;
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method, json] of calls) {
      const response = await visitor.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await visitor.request(logoPath(KISTE), { method: 'POST', body: logoForm(PNG) })).status).toBe(
      401,
    );
    for (const email of ['mia@example.com', 'ops@example.com']) {
      const browser = await signedIn(email);
      for (const [path, method, json] of calls) {
        const response = await browser.request(path, { method, json });
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toBe(
          'Dieses Konto ist mit keinem Shop verknüpft.',
        );
      }
    }
  });

  it('refuses changes without the anti-forgery pair', async () => {
    const put = await kiste.request(profilePath(KISTE), {
      method: 'PUT',
      json: { website: 'https://gefaelscht.example', social_links: {} },
      antiForgery: false,
    });
    expect(put.status).toBe(403);
    const upload = await kiste.request(logoPath(KISTE), {
      method: 'POST',
      body: logoForm(PNG),
      antiForgery: false,
    });
    expect(upload.status).toBe(403);
    const [stored] = await platform.database.db.select().from(t.dealers).where(eq(t.dealers.id, KISTE));
    expect(stored?.website).toBe('https://spielekiste.example');
  });

  it('refuses bad profiles with German field messages', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ website: 'javascript:alert(1)', social_links: {} }, 'website', 'Ungültige URL'],
      [{ website: '', social_links: {} }, 'website', 'Dies ist eine Pflichtangabe.'],
      [
        { website: 'https://kiste.example', social_links: { instagram: 'http://instagram.com/kiste' } },
        'social_links.instagram',
        'Bitte gib die https-Adresse eures Profils bei Instagram an.',
      ],
      [
        { website: 'https://kiste.example', social_links: { youtube: 'https://evil.example/youtube.com' } },
        'social_links.youtube',
        'Bitte gib die https-Adresse eures Profils bei YouTube an.',
      ],
      [
        { website: 'https://kiste.example', social_links: { mastodon: 'https://mastodon.social/kiste' } },
        'social_links.mastodon',
        'Bitte gib die https-Adresse eures Profils bei Mastodon an.',
      ],
      [
        { website: 'https://kiste.example', social_links: { myspace: 'https://myspace.com/kiste' } },
        'social_links',
        '',
      ],
    ];
    for (const [json, field, text] of cases) {
      const response = await kiste.request(profilePath(KISTE), { method: 'PUT', json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      if (text) expect(error.fields?.[field], field).toBe(text);
      else expect(Object.keys(error.fields ?? {}).some((key) => key.startsWith(field))).toBe(true);
    }
  });

  it('saves website and social links, which the public directory and dealer page then show', async () => {
    const response = await kiste.request(profilePath(KISTE), {
      method: 'PUT',
      json: {
        website: ' https://spielekiste.example/shop ',
        social_links: {
          instagram: 'https://www.instagram.com/spielekiste',
          mastodon: 'https://spiele.social/@kiste',
          bluesky: 'https://bsky.app/profile/kiste.example',
        },
      },
    });
    expect(response.status).toBe(200);
    const saved = dealerAreaShopResponseSchema.parse(await response.json()).data.shop;
    expect(saved.website).toBe('https://spielekiste.example/shop');
    expect(saved.social_links).toEqual({
      instagram: 'https://www.instagram.com/spielekiste',
      mastodon: 'https://spiele.social/@kiste',
      bluesky: 'https://bsky.app/profile/kiste.example',
    });
    const page = dealerResponseSchema.parse(await (await app.request('/api/dealers/spielekiste/')).json())
      .data.dealer;
    expect(page.website).toBe('https://spielekiste.example/shop');
    expect(page.social_links).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/spielekiste' },
      { network: 'mastodon', url: 'https://spiele.social/@kiste' },
      { network: 'bluesky', url: 'https://bsky.app/profile/kiste.example' },
    ]);
    const directory = dealersResponseSchema.parse(await (await app.request('/api/dealers/')).json()).data
      .dealers;
    expect(directory.find((entry) => entry.slug === 'spielekiste')?.social_links).toHaveLength(3);

    // saving again replaces the set: a network left out is removed
    const second = await kiste.request(profilePath(KISTE), {
      method: 'PUT',
      json: {
        website: 'https://spielekiste.example/shop',
        social_links: { tiktok: 'https://www.tiktok.com/@kiste' },
      },
    });
    expect(dealerAreaShopResponseSchema.parse(await second.json()).data.shop.social_links).toEqual({
      tiktok: 'https://www.tiktok.com/@kiste',
    });
  });

  it('uploads a logo checked by content and size; the price table and dealer page show it', async () => {
    const svg = await kiste.request(logoPath(KISTE), {
      method: 'POST',
      body: logoForm('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.png'),
    });
    expect(svg.status).toBe(400);
    expect(apiErrorSchema.parse(await svg.json()).fields?.uploadfile).toBe(
      'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
    );
    const huge = await kiste.request(logoPath(KISTE), {
      method: 'POST',
      body: logoForm(new Uint8Array(1024 * 1024 + 10)),
    });
    expect(huge.status).toBe(413);
    expect(apiErrorSchema.parse(await huge.json()).fields?.uploadfile).toBe(
      'Die Datei ist zu groß (höchstens 1 MB).',
    );
    const empty = new FormData();
    expect((await kiste.request(logoPath(KISTE), { method: 'POST', body: empty })).status).toBe(400);

    const response = await kiste.request(logoPath(KISTE), { method: 'POST', body: logoForm(PNG) });
    expect(response.status).toBe(200);
    const first = dealerAreaShopResponseSchema.parse(await response.json()).data.shop.logo_image_id!;
    // served as the image endpoint serves every picture: a raster in the browser's format
    const image = await app.request(`/api/images/${first}?w=450`, { headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const { width: logoWidth } = await sharp(PNG).metadata();
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(
      Math.min(450, logoWidth),
    );
    const page = dealerResponseSchema.parse(await (await app.request('/api/dealers/spielekiste/')).json());
    expect(page.data.dealer.logo_image_id).toBe(first);
    const game = gamePageResponseSchema.parse(await (await app.request('/api/game/azul/')).json());
    const offer = game.data.offers.find((entry) => entry.dealer.name === 'Spielekiste');
    expect(offer?.dealer.logo_image_id).toBe(first);

    // a replaced uploaded logo is deleted with its file
    const again = await kiste.request(logoPath(KISTE), { method: 'POST', body: logoForm(PNG) });
    const second = dealerAreaShopResponseSchema.parse(await again.json()).data.shop.logo_image_id!;
    expect(second).not.toBe(first);
    expect((await app.request(`/api/images/${first}`)).status).toBe(404);
  });

  it("answers the shop's clicks on 'zum Shop' of the last 30 days, only its own", async () => {
    const response = await kiste.request(clicksPath(KISTE));
    expect(response.status).toBe(200);
    const { data } = dealerAnalyticsResponseSchema.parse(await response.json());
    expect(data.days).toBe(30);
    expect(data.per_day).toHaveLength(30);
    expect(data.total_click_outs).toBe(5);
    expect(data.per_day.at(-1)?.click_outs).toBe(4);
    expect(data.per_day[0]?.click_outs).toBe(1);
    const other = dealerAnalyticsResponseSchema.parse(
      await (await meeple.request(clicksPath(MEEPLE))).json(),
    );
    expect(other.data.total_click_outs).toBe(99);
  });
});
