import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDealerResponseSchema,
  adminDealersResponseSchema,
  apiErrorSchema,
  gamePageResponseSchema,
  PERMISSIONS,
  queuedFeedRunResponseSchema,
  type AdminDealerRequest,
} from '@spielraum/schema';
import { dealers, feedRuns, mediaFiles, products } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { BullmqQueue, type Platform } from '@spielraum/platform';
import { createTestCatalogue, createTestPlatform, type TestCatalogue } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const LIST = '/api/admin/dealers/';
const dealerPath = (id: number | string) => `/api/admin/dealers/${id}/`;

/** A one-pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function request(overrides: Partial<AdminDealerRequest> = {}): AdminDealerRequest {
  return {
    name: 'Würfelwelt',
    slug: 'wuerfelwelt',
    website: 'https://wuerfelwelt.example',
    shipping_cost: 495,
    free_shipping_threshold: 5000,
    shipping_info: 'DHL, 2–3 Werktage',
    rating: 4.5,
    rating_count: 120,
    feed_url: null,
    feed_format: null,
    feed_schedule: null,
    active: true,
    ...overrides,
  };
}

/**
 * The dealer's job scheduler as the queue holds it: BullMQ's scheduler (pattern and payload) in
 * server mode, the in-process queue's timer in embedded mode (which keeps no pattern to read).
 */
async function scheduledFeed(
  platform: Platform,
  dealerId: number,
): Promise<{ pattern: string | null; data: unknown } | null> {
  if (platform.queue instanceof BullmqQueue) {
    const queue = platform.queue.bullQueues().find((candidate) => candidate.name === 'ingest-offer-feed');
    const scheduler = await queue?.getJobScheduler(`dealer-${dealerId}`);
    return scheduler ? { pattern: scheduler.pattern ?? null, data: scheduler.template?.data } : null;
  }
  const timers = (platform.queue as unknown as { schedulers: Map<string, unknown> }).schedulers;
  return timers.has(`ingest-offer-feed:dealer-${dealerId}`) ? { pattern: null, data: null } : null;
}

async function signedIn(app: ReturnType<typeof createApp>, email: string) {
  const browser = new TestBrowser(app);
  await browser.session();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

describe(`operators' dealers (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  let catalogue: TestCatalogue;
  let server: Server;
  let feedBase = '';
  const feedBody = () =>
    `id,title,link,price,gtin,brand,availability\nW-1,Spiel 1,https://wuerfelwelt.example/1,19.99 EUR,${catalogue.gtin(1)},Testverlag,in_stock\n`;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    catalogue = await createTestCatalogue(platform.database);
    const { db } = platform.database;
    await createTestUser(db, {
      email: 'ops@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, permissions: [] });
    await createTestUser(db, {
      email: 'haendler@example.com',
      password: PASSWORD,
      permissions: [],
      dealerId: catalogue.dealerId,
    });
    operator = await signedIn(app, 'ops@example.com');
    server = createServer((incoming, response) => {
      if (incoming.url !== '/feed.csv') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/csv' }).end(feedBody());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await platform?.close();
  });

  let dealerId = 0;

  it('creates a dealer with every setting and reads it back', async () => {
    const response = await operator.request(LIST, { method: 'POST', json: request() });
    expect(response.status).toBe(201);
    const { data } = adminDealerResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      slug: 'wuerfelwelt',
      name: 'Würfelwelt',
      shipping_cost: 495,
      free_shipping_threshold: 5000,
      shipping_info: 'DHL, 2–3 Werktage',
      rating: 4.5,
      rating_count: 120,
      feed_url: null,
      feed_schedule: null,
      active: true,
      logo_image_id: null,
      last_run: null,
    });
    dealerId = data.id;
    const [stored] = await platform.database.db.select().from(dealers).where(eq(dealers.id, dealerId));
    expect(stored).toMatchObject({ ratingDeci: 45, shippingCostDeCents: 495 });
    const read = await operator.request(dealerPath(dealerId));
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(adminDealerResponseSchema.parse(await read.json()).data).toEqual(data);
    expect(await scheduledFeed(platform, dealerId)).toBeNull();
  });

  it('refuses a slug another dealer has with a German 409 on the field', async () => {
    const response = await operator.request(LIST, {
      method: 'POST',
      json: request({ name: 'Andere Welt', slug: 'testhaendler' }),
    });
    expect(response.status).toBe(409);
    const error = apiErrorSchema.parse(await response.json());
    expect(error.message).toBe(
      'Diese Adresse (Slug) hat schon ein anderer Händler. Bitte wähle eine andere.',
    );
    expect(error.fields).toEqual({ slug: error.message });
    const renamed = await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ slug: 'testhaendler' }),
    });
    expect(renamed.status).toBe(409);
    // its own slug is no conflict
    expect((await operator.request(dealerPath(dealerId), { method: 'PUT', json: request() })).status).toBe(
      200,
    );
  });

  it('refuses bad settings with German field messages', async () => {
    const cases: Array<[Partial<AdminDealerRequest> | Record<string, unknown>, Record<string, string>]> = [
      [
        { feed_url: `${feedBase}/feed.csv`, feed_schedule: '0 4 * *' },
        { feed_schedule: expect.stringContaining('fünf Feldern') },
      ],
      [
        { feed_url: `${feedBase}/feed.csv`, feed_schedule: '61 4 * * *' },
        { feed_schedule: expect.stringContaining('„0 4 * * *“') },
      ],
      [
        { feed_url: `${feedBase}/feed.csv`, feed_schedule: '0 0 30 2 *' },
        { feed_schedule: expect.stringContaining('fünf Feldern') },
      ],
      [
        { feed_schedule: '0 4 * * *' },
        { feed_schedule: 'Für einen Zeitplan braucht der Händler eine Feed-Adresse.' },
      ],
      [{ feed_url: 'ftp://shop.example/feed.csv' }, { feed_url: 'Ungültige URL' }],
      [{ website: 'keine adresse' }, { website: 'Ungültige URL' }],
      [{ slug: 'Würfel Welt' }, { slug: 'Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden.' }],
      [{ name: '   ' }, { name: 'Dies ist eine Pflichtangabe.' }],
      [{ shipping_cost: -1 }, { shipping_cost: 'Bitte gib einen positiven Wert ein' }],
      [{ shipping_cost: 4.5 }, { shipping_cost: 'Bitte gib einen gültigen Preis ein' }],
      [
        { free_shipping_threshold: 10_000_001 },
        { free_shipping_threshold: 'Bitte gib höchstens 100.000 € ein.' },
      ],
      [{ rating: 4.55 }, { rating: 'Dieser Wert ist ungültig.' }],
      [{ rating: 6 }, { rating: 'Bitte gib höchstens 5 ein.' }],
      [{ feed_format: 'product_csv' }, { feed_format: 'Bitte wähle einen Eintrag aus der Liste' }],
      [{ active: 'ja' }, { active: 'Dieser Wert ist ungültig.' }],
    ];
    for (const [change, fields] of cases) {
      const response = await operator.request(dealerPath(dealerId), {
        method: 'PUT',
        json: { ...request(), ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.fields, JSON.stringify(change)).toEqual(fields);
    }
    const empty = await operator.request(LIST, { method: 'POST', json: {} });
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).fields).toMatchObject({
      name: 'Dies ist eine Pflichtangabe.',
      slug: 'Dies ist eine Pflichtangabe.',
    });
    // nothing of it was saved
    const { data } = adminDealerResponseSchema.parse(
      await (await operator.request(dealerPath(dealerId))).json(),
    );
    expect(data).toMatchObject({ slug: 'wuerfelwelt', feed_schedule: null, rating: 4.5 });
    expect(await scheduledFeed(platform, dealerId)).toBeNull();
  });

  it('registers the feed scheduler with the CLI id and payload, replaces it and removes it', async () => {
    const feedUrl = `${feedBase}/feed.csv`;
    const saved = await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: feedUrl, feed_format: 'google_csv', feed_schedule: '0 4 * * *' }),
    });
    expect(saved.status).toBe(200);
    expect(adminDealerResponseSchema.parse(await saved.json()).data).toMatchObject({
      feed_url: feedUrl,
      feed_format: 'google_csv',
      feed_schedule: '0 4 * * *',
    });
    const scheduled = await scheduledFeed(platform, dealerId);
    expect(scheduled).not.toBeNull();
    if (platform.queue instanceof BullmqQueue)
      expect(scheduled).toEqual({
        pattern: '0 4 * * *',
        data: {
          dealerId,
          formatDetected: false,
          full: true,
          allowMassRemoval: false,
          source: { kind: 'url', url: feedUrl },
        },
      });

    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: feedUrl, feed_schedule: '30 */6 * * mon-fri' }),
    });
    const replaced = await scheduledFeed(platform, dealerId);
    expect(replaced).not.toBeNull();
    if (platform.queue instanceof BullmqQueue) expect(replaced?.pattern).toBe('30 */6 * * mon-fri');

    // disabling the dealer stops its schedule but keeps the settings
    const disabled = await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: feedUrl, feed_schedule: '0 4 * * *', active: false }),
    });
    expect(adminDealerResponseSchema.parse(await disabled.json()).data).toMatchObject({
      active: false,
      feed_schedule: '0 4 * * *',
    });
    expect(await scheduledFeed(platform, dealerId)).toBeNull();

    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: feedUrl, feed_schedule: '0 4 * * *' }),
    });
    expect(await scheduledFeed(platform, dealerId)).not.toBeNull();
    // clearing the schedule removes the scheduler
    await operator.request(dealerPath(dealerId), { method: 'PUT', json: request({ feed_url: feedUrl }) });
    expect(await scheduledFeed(platform, dealerId)).toBeNull();
  });

  it('lists the dealers by name, searched and filtered, with their newest run', async () => {
    const [run] = await platform.database.db
      .insert(feedRuns)
      .values({
        jobKey: 'listed-run',
        dealerId: catalogue.dealerId,
        kind: 'offers',
        source: 'x',
        status: 'failed',
        rowsFailed: 3,
      })
      .returning();
    const all = adminDealersResponseSchema.parse(await (await operator.request(LIST)).json()).data;
    expect(all).toMatchObject({ total: 2, page: 1, rows_per_page: 50 });
    expect(all.dealers.map((dealer) => dealer.slug)).toEqual(['testhaendler', 'wuerfelwelt']);
    expect(all.dealers[0]!.last_run).toMatchObject({
      id: run!.id,
      status: 'failed',
      rows_failed: 3,
      kind: 'offers',
    });

    const searched = adminDealersResponseSchema.parse(
      await (await operator.request(`${LIST}?q=W%C3%BCRFEL`)).json(),
    );
    expect(searched.data.dealers.map((dealer) => dealer.slug)).toEqual(['wuerfelwelt']);
    const wildcard = adminDealersResponseSchema.parse(await (await operator.request(`${LIST}?q=%25`)).json());
    expect(wildcard.data.total).toBe(0);
    await platform.database.db.update(dealers).set({ active: false }).where(eq(dealers.id, dealerId));
    const inactive = adminDealersResponseSchema.parse(
      await (await operator.request(`${LIST}?status=inactive`)).json(),
    );
    expect(inactive.data.dealers.map((dealer) => dealer.slug)).toEqual(['wuerfelwelt']);
    const active = adminDealersResponseSchema.parse(
      await (await operator.request(`${LIST}?status=active`)).json(),
    );
    expect(active.data.dealers.map((dealer) => dealer.slug)).toEqual(['testhaendler']);
    await platform.database.db.update(dealers).set({ active: true }).where(eq(dealers.id, dealerId));

    for (const query of ['page=0', 'page=x', 'status=aktiv', `q=${'x'.repeat(101)}`]) {
      const response = await operator.request(`${LIST}?${query}`);
      expect(response.status, query).toBe(400);
      const fields = Object.values(apiErrorSchema.parse(await response.json()).fields ?? {});
      expect(fields.length, query).toBe(1);
      expect(fields[0], query).toMatch(/^(Dieser Wert|Bitte)/);
    }
  });

  it('stores a logo that the game page price table shows, after fetching the feed now', async () => {
    const notAnImage = new FormData();
    notAnImage.append('file', new File(['<svg onload="alert(1)"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const refused = await operator.request(`${dealerPath(dealerId)}logo/`, {
      method: 'POST',
      body: notAnImage,
    });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).fields).toEqual({
      file: 'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
    });
    const tooLarge = new FormData();
    tooLarge.append('file', new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png'));
    expect(
      (await operator.request(`${dealerPath(dealerId)}logo/`, { method: 'POST', body: tooLarge })).status,
    ).toBe(413);

    const upload = async () => {
      const form = new FormData();
      form.append('file', new File([PNG], 'logo.bin', { type: 'application/octet-stream' }));
      const response = await operator.request(`${dealerPath(dealerId)}logo/`, { method: 'POST', body: form });
      expect(response.status).toBe(200);
      return adminDealerResponseSchema.parse(await response.json()).data.logo_image_id!;
    };
    const first = await upload();
    const logoId = await upload();
    expect(logoId).not.toBe(first);
    // the replaced logo is gone
    expect(
      (await platform.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, first))).length,
    ).toBe(0);
    const image = await operator.request(`/api/images/${logoId}`, { headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: `${feedBase}/feed.csv` }),
    });
    const fetched = await operator.request(`${dealerPath(dealerId)}fetch/`, { method: 'POST' });
    expect(fetched.status).toBe(202);
    const queued = queuedFeedRunResponseSchema.parse(await fetched.json()).data;
    expect(queued).toMatchObject({
      dealer: { id: dealerId, slug: 'wuerfelwelt', name: 'Würfelwelt' },
      kind: 'offers',
      full: true,
      source_kind: 'url',
    });
    await platform.queue.drain(60_000);
    const [run] = await platform.database.db.select().from(feedRuns).where(eq(feedRuns.id, queued.id));
    expect(run).toMatchObject({
      status: 'succeeded',
      rowsApplied: 1,
      format: 'google_csv',
      formatDetected: true,
    });

    const [product] = await platform.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, catalogue.productIds[0]!));
    const page = gamePageResponseSchema.parse(
      await (await operator.request(`/api/game/${product!.slug}/`)).json(),
    );
    const offer = page.data.offers.find((candidate) => candidate.dealer.id === dealerId);
    expect(offer?.dealer).toMatchObject({ name: 'Würfelwelt', logo_image_id: logoId, rating: 4.5 });

    const listed = adminDealersResponseSchema.parse(
      await (await operator.request(`${LIST}?q=wuerfel`)).json(),
    );
    expect(listed.data.dealers[0]!.last_run).toMatchObject({ id: queued.id, status: 'succeeded' });

    const removed = await operator.request(`${dealerPath(dealerId)}logo/`, { method: 'DELETE' });
    expect(adminDealerResponseSchema.parse(await removed.json()).data.logo_image_id).toBeNull();
    expect((await operator.request(`/api/images/${logoId}`)).status).toBe(404);
  }, 90_000);

  it("shows a changed shipping rule or a disabled shop in the best totals without waiting for the dealer's next feed", async () => {
    const [product] = await platform.database.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, catalogue.productIds[0]!));
    const bestTotal = async () =>
      gamePageResponseSchema.parse(await (await operator.request(`/api/game/${product!.slug}/`)).json()).data
        .prices.best_total;
    // the 19,99 € offer from the feed plus 4,95 € shipping (the free-shipping threshold is 50 €)
    expect(await bestTotal()).toBe(2494);

    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: `${feedBase}/feed.csv`, free_shipping_threshold: 1500 }),
    });
    await platform.queue.drain(60_000);
    expect(await bestTotal()).toBe(1999);

    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: `${feedBase}/feed.csv`, free_shipping_threshold: 1500, active: false }),
    });
    await platform.queue.drain(60_000);
    expect(await bestTotal()).toBeNull();
  }, 90_000);

  it('says why a feed cannot be fetched now', async () => {
    await operator.request(dealerPath(dealerId), { method: 'PUT', json: request() });
    const noUrl = await operator.request(`${dealerPath(dealerId)}fetch/`, { method: 'POST' });
    expect(noUrl.status).toBe(409);
    expect(apiErrorSchema.parse(await noUrl.json()).message).toBe(
      'Für diesen Händler ist keine Feed-Adresse hinterlegt.',
    );
    await operator.request(dealerPath(dealerId), {
      method: 'PUT',
      json: request({ feed_url: `${feedBase}/feed.csv`, active: false }),
    });
    const inactive = await operator.request(`${dealerPath(dealerId)}fetch/`, { method: 'POST' });
    expect(inactive.status).toBe(409);
    expect(apiErrorSchema.parse(await inactive.json()).message).toBe(
      'Dieser Händler ist deaktiviert. Aktiviere ihn, um seinen Feed abzurufen.',
    );
  });

  it('answers unknown dealers with a German 404', async () => {
    for (const unknown of ['999999', '0', 'abc', '2147483648', '01']) {
      for (const [path, method] of [
        [dealerPath(unknown), 'GET'],
        [dealerPath(unknown), 'PUT'],
        [`${dealerPath(unknown)}fetch/`, 'POST'],
        [`${dealerPath(unknown)}logo/`, 'DELETE'],
      ] as const) {
        const response = await operator.request(path, {
          method,
          ...(method === 'PUT' ? { json: request({ slug: 'neu' }) } : {}),
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(apiErrorSchema.parse(await response.json()).message).toBe('Diesen Händler gibt es nicht.');
      }
    }
  });

  it('refuses every change without the anti-forgery pair', async () => {
    const calls: Array<[string, string, unknown?]> = [
      [LIST, 'POST', request({ slug: 'ohne-token' })],
      [dealerPath(dealerId), 'PUT', request({ name: 'Geändert' })],
      [`${dealerPath(dealerId)}fetch/`, 'POST'],
      [`${dealerPath(dealerId)}logo/`, 'DELETE'],
    ];
    for (const [path, method, json] of calls) {
      const response = await operator.request(path, {
        method,
        antiForgery: false,
        ...(json ? { json } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      apiErrorSchema.parse(await response.json());
    }
    const [stored] = await platform.database.db.select().from(dealers).where(eq(dealers.id, dealerId));
    expect(stored?.name).toBe('Würfelwelt');
    expect(
      (await platform.database.db.select().from(dealers).where(eq(dealers.slug, 'ohne-token'))).length,
    ).toBe(0);
  });

  it('is only for operators: 401 for visitors, 403 for users and dealer accounts', async () => {
    const calls: Array<[string, string, unknown?]> = [
      [LIST, 'GET'],
      [LIST, 'POST', request({ slug: 'fremd' })],
      [dealerPath(catalogue.dealerId), 'GET'],
      [dealerPath(catalogue.dealerId), 'PUT', request({ slug: 'testhaendler', name: 'Übernommen' })],
      [`${dealerPath(catalogue.dealerId)}fetch/`, 'POST'],
      [`${dealerPath(catalogue.dealerId)}logo/`, 'DELETE'],
    ];
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method, json] of calls) {
      const response = await visitor.request(path, { method, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of ['mia@example.com', 'haendler@example.com']) {
      const browser = await signedIn(app, email);
      for (const [path, method, json] of calls) {
        const response = await browser.request(path, { method, ...(json ? { json } : {}) });
        expect(response.status, `${email} ${method} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toBe('Dafür fehlt dir die Berechtigung.');
      }
    }
    const [stored] = await platform.database.db
      .select()
      .from(dealers)
      .where(eq(dealers.id, catalogue.dealerId));
    expect(stored?.name).toBe('Testhändler');
    expect((await operator.request(dealerPath(catalogue.dealerId))).status).toBe(200);
  });
});
