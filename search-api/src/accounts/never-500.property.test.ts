import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { seedCustomFieldAreas } from '@spielraum/indexer/demo';
import { createApp } from '../app';
import { createTestUser, TestBrowser } from './testing';

/**
 * Generated bodies per call: 2,000 in server mode, 250 against PGlite, whose single connection
 * makes each call several times slower (the embedded pass checks that PGlite answers the same
 * refusals). `PROPERTY_RUNS=10000` searches deeper, as the account calls were first tested: about
 * 20 minutes of CI's time, so CI runs the lighter search on every change.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? (testMode() === 'server' ? 2_000 : 250));

/**
 * Bodies sent at once: the calls wait on the database far more than on the processor, so a
 * batch of them keeps the run short, and a double-submitted form is part of what is tried.
 * Shrinking still finds the smallest failing body inside a batch.
 */
const CONCURRENT = 8;
const batch = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.array(arbitrary, { minLength: CONCURRENT, maxLength: CONCURRENT });

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(9),
    'ü'.repeat(70),
    '\u0000',
    '<script>',
    "' or 1=1 --",
    '../../etc/passwd',
  ),
);
const email = fc.oneof(fc.emailAddress(), text, fc.constantFrom('Lea@Example.com', 'lea@example.com '));
const uuidish = fc.oneof(fc.uuid(), text, fc.constant('00000000-0000-4000-8000-000000000000'));
const token = fc.oneof(
  fc.base64String({ minLength: 20, maxLength: 60 }).map((value) => value.replace(/[+/=]/g, '_')),
  text,
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.anything().map((value) => value ?? null),
);

/** A body with the call's field names holding good, bad and hostile values, or no shape at all. */
function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const shaped = fc.record(
    Object.fromEntries(Object.entries(fields).map(([key, arbitrary]) => [key, fc.oneof(arbitrary, scalar)])),
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

/** zod's English default messages ("Invalid input: expected …", "Too small: …"); users read German. */
const ZOD_ENGLISH = /^(Invalid|Too small|Too big|Unrecognized|Expected|Required)\b|\bexpected\b/;

const lowWindow = fc.oneof(fc.constantFrom('30d', '52w', 'all'), text);
const language = fc.oneof(fc.constantFrom('de', 'en', 'xx', 'DE'), text);
const password = fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), text);
const CALLS: {
  method: string;
  path: string;
  body?: fc.Arbitrary<unknown>;
  query?: fc.Arbitrary<Record<string, string>>;
}[] = [
  { method: 'POST', path: '/api/login/', body: bodyFor({ email, password, stay_logged_in: fc.boolean() }) },
  {
    method: 'POST',
    path: '/api/signup/',
    body: bodyFor({
      display_name: text,
      email,
      email_confirmation: email,
      password,
      password_confirmation: password,
    }),
  },
  { method: 'POST', path: '/api/verify/', body: bodyFor({ uuid: uuidish, token }) },
  {
    method: 'POST',
    path: '/api/contact/',
    body: bodyFor({ name_from: text, email_from: email, message: text, website: text, form_token: token }),
  },
  { method: 'POST', path: '/api/resendverificationmail/', body: bodyFor({ uuid: uuidish }) },
  { method: 'POST', path: '/api/requestpasswordreset/', body: bodyFor({ email }) },
  {
    method: 'POST',
    path: '/api/resetpassword/',
    body: bodyFor({ uuid: uuidish, token, password, password_confirmation: password }),
  },
  {
    method: 'PUT',
    path: '/api/profile/',
    body: bodyFor({ display_name: text, alert_mail: text, locale: text }),
  },
  { method: 'PATCH', path: '/api/useravatar', body: bodyFor({ avatar_id: text }) },
  {
    method: 'POST',
    path: '/api/customfields/usercustomfielddata/',
    body: bodyFor({
      field_hash: fc.oneof(fc.constantFrom('about-me', 'shop-website', 'shop-logo'), text),
      value: text,
    }),
  },
  {
    method: 'POST',
    path: '/api/loginwithgoogle/',
    body: bodyFor({ redirect_to: text, stay_logged_in: fc.boolean() }),
  },
  {
    method: 'DELETE',
    path: '/api/deleteuser',
    query: fc.record({ uuid: uuidish, token }, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>,
  },
  // wish lists, collections and ignored games (routes/lists)
  {
    method: 'POST',
    path: '/api/userlists/',
    body: bodyFor({ kind: fc.oneof(fc.constantFrom('wishlist', 'collection'), text), name: text }),
  },
  {
    method: 'POST',
    path: '/api/userlists/items/',
    body: bodyFor({
      kind: fc.oneof(fc.constantFrom('wishlist', 'collection'), text),
      list_id: fc.oneof(fc.integer(), fc.double()),
      product_id: fc.oneof(fc.integer(), fc.double()),
    }),
  },
  { method: 'PATCH', path: '/api/userlists/1/', body: bodyFor({ name: text }) },
  {
    method: 'PATCH',
    path: '/api/userlists/1/items/1/',
    body: bodyFor({ note: text, priority: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double()) }),
  },
  {
    method: 'POST',
    path: '/api/ignoredgames/',
    body: bodyFor({ product_id: fc.oneof(fc.integer(), fc.double()) }),
  },
  {
    method: 'GET',
    path: '/api/userlists/1/basket/',
    query: fc.record(
      {
        max_dealers: fc.oneof(fc.integer({ min: -2, max: 12 }).map(String), text),
        in_stock: fc.oneof(fc.constantFrom('0', '1'), text),
        product_ids: fc.oneof(
          fc.array(fc.nat(), { maxLength: 8 }).map((ids) => ids.join(',')),
          text,
        ),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'GET',
    path: '/api/usergamestates/',
    query: fc.record(
      {
        product_ids: fc.oneof(
          fc.array(fc.nat()).map((ids) => ids.join(',')),
          text,
        ),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'POST',
    path: '/api/alerts/',
    body: bodyFor({
      kind: fc.oneof(fc.constantFrom('price', 'availability', 'news'), text),
      product_id: fc.oneof(fc.constantFrom(1, 2, 0, -1, 2 ** 31, 1e300), fc.integer()),
      publisher_id: fc.oneof(fc.constantFrom(1, 2 ** 31), fc.integer()),
      news_type: fc.oneof(
        fc.constantFrom('games', 'publishers', 'magazine_industry', 'magazine_tests'),
        text,
      ),
      desired_price: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1, 10_000_000, 10_000_001)),
      desired_discount_percent: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()),
      low_window: lowWindow,
      language,
    }),
  },
  {
    method: 'PATCH',
    path: '/api/alerts/1/',
    body: bodyFor({
      desired_price: fc.oneof(fc.integer(), fc.double()),
      desired_discount_percent: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()),
      low_window: lowWindow,
      paused: fc.boolean(),
    }),
  },
  {
    method: 'POST',
    path: '/api/userlists/1/alertrules/',
    body: bodyFor({
      kind: fc.oneof(fc.constantFrom('discount', 'low'), text),
      discount_percent: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()),
      low_window: lowWindow,
      language,
    }),
  },
  {
    method: 'PUT',
    path: '/api/profile/excludeddealers/',
    body: bodyFor({
      dealer_ids: fc.oneof(
        fc.array(fc.oneof(fc.constantFrom(1, 2, 0, -1, 2 ** 31, 1e300), fc.integer()), { maxLength: 300 }),
        fc.array(scalar),
      ),
    }),
  },
  { method: 'PATCH', path: '/api/notifications/1/', body: bodyFor({ read: fc.boolean() }) },
  {
    method: 'GET',
    path: '/api/notifications/',
    query: fc.record(
      {
        page: fc.oneof(fc.integer().map(String), text),
        type: fc.oneof(fc.constantFrom('price', 'availability', 'news'), text),
        unread: fc.oneof(fc.constantFrom('true', 'false'), text),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'DELETE',
    path: '/api/notifications/',
    query: fc.record(
      { type: fc.oneof(fc.constantFrom('price', 'availability', 'news'), text) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  // the operators' dealers and feed runs (routes/admin/dealers.ts, feed-runs.ts); feed addresses
  // point at a closed local port and schedules never fall due, so nothing leaves the machine
  ...['POST /api/admin/dealers/', 'PUT /api/admin/dealers/1/'].map((call) => ({
    method: call.split(' ')[0]!,
    path: call.split(' ')[1]!,
    body: bodyFor({
      name: text,
      slug: fc.oneof(fc.constantFrom('wuerfelwelt', 'spiel-kiste', 'Gross'), text),
      website: fc.oneof(fc.constantFrom('https://shop.example', 'javascript:alert(1)'), text),
      shipping_cost: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, 495, 100_001)),
      free_shipping_threshold: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
      shipping_info: text,
      rating: fc.oneof(fc.double(), fc.constantFrom(0, 4.5, 4.55, 5, null)),
      rating_count: fc.oneof(fc.integer(), fc.double()),
      feed_url: fc.oneof(fc.constantFrom('http://127.0.0.1:9/feed.csv', 'ftp://x', null), text),
      feed_format: fc.oneof(fc.constantFrom('google_csv', 'jsonl', 'product_csv', null), text),
      feed_schedule: fc.oneof(fc.constantFrom('0 4 * * *', '0 0 30 2 *', '61 * * * *', null), text),
      active: fc.boolean(),
    }),
  })),
  {
    method: 'GET',
    path: '/api/admin/dealers/',
    query: fc.record(
      {
        page: fc.oneof(fc.integer().map(String), text),
        q: text,
        status: fc.oneof(fc.constantFrom('all', 'active', 'inactive'), text),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'GET',
    path: '/api/admin/feed-runs/',
    query: fc.record(
      {
        page: fc.oneof(fc.integer().map(String), text),
        dealer_id: fc.oneof(fc.integer().map(String), fc.bigInt().map(String), text),
        kind: fc.oneof(fc.constantFrom('offers', 'products'), text),
        status: fc.oneof(fc.constantFrom('queued', 'running', 'succeeded', 'failed'), text),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  // shop members (operators) and the dealer area (the same account also manages shop 1)
  { method: 'POST', path: '/api/admin/dealers/1/members/', body: bodyFor({ email }) },
  {
    method: 'PUT',
    path: '/api/dealer-area/shops/1/profile/',
    body: bodyFor({
      website: fc.oneof(fc.constantFrom('https://shop.example', 'javascript:alert(1)'), text),
      social_links: fc.oneof(
        fc.record(
          {
            instagram: fc.oneof(
              fc.constantFrom('https://www.instagram.com/kiste', 'http://instagram.com/x'),
              text,
            ),
            mastodon: fc.oneof(fc.constantFrom('https://spiele.social/@kiste', 'https://x/@'), text),
            bluesky: fc.oneof(fc.constant('https://bsky.app/profile/kiste.example'), text),
          },
          { requiredKeys: [] },
        ),
        fc.dictionary(text, scalar),
      ),
    }),
  },
  {
    method: 'POST',
    path: '/api/dealer-area/invitation/',
    body: bodyFor({ uuid: uuidish, token, password, password_confirmation: password }),
  },
  // the dealer's own feed views in the dealer area (shop 1)
  {
    method: 'GET',
    path: '/api/dealer-area/shops/1/unmatched-offers/',
    query: fc.record(
      { page: fc.oneof(fc.integer().map(String), text), q: text },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'GET',
    path: '/api/dealer-area/shops/1/feed-runs/',
    query: fc.record(
      { page: fc.oneof(fc.integer().map(String), text) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'POST',
    path: '/api/dealer-area/shops/1/unmatched-offers/1/gtin/',
    body: bodyFor({
      gtin: fc.oneof(fc.constantFrom('4002051693602', '4002-0516-93602', '96385074', '0000000000000'), text),
    }),
  },
  // the operators' unmatched offers, job queues and reindex (routes/admin)
  {
    method: 'GET',
    path: '/api/admin/unmatched-offers/',
    query: fc.record(
      {
        page: fc.oneof(fc.integer().map(String), text),
        dealer: fc.oneof(fc.integer().map(String), text),
        q: text,
        gtin: fc.oneof(fc.constantFrom('all', 'with', 'without'), text),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
  {
    method: 'POST',
    path: '/api/admin/unmatched-offers/1/assign/',
    body: bodyFor({
      gtin: fc.oneof(fc.constantFrom('4002051693602', '4002-0516-93602', '96385074', '0000000000000'), text),
      product_version_id: fc.oneof(fc.constantFrom(1, 0, -1, 2 ** 31, 1e300), fc.integer(), fc.double()),
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/reindex/',
    body: bodyFor({
      scope: fc.oneof(fc.constantFrom('all', 'product'), text),
      product_id: fc.oneof(fc.constantFrom(1, 0, -1, 2 ** 31, 1e300), fc.integer(), fc.double()),
    }),
  },
  {
    method: 'GET',
    path: '/api/customfields/usercustomfieldsforarea',
    query: fc.record(
      { area_hash: fc.oneof(fc.constantFrom('user-profile', 'press-kit'), text) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>,
  },
];

describe(`account calls never answer 500 (${testMode()} mode, ${RUNS} bodies per call)`, () => {
  let platform: Platform;
  let browser: TestBrowser;

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedCustomFieldAreas(platform.database.db);
    await platform.database.db
      .insert(t.systemAvatars)
      .values({ avatarId: 'meeple', label: 'Meeple', storageKey: 'avatars/meeple.svg' });
    // an operator too, so the operators' calls with path ids reach their lookups
    const lea = await createTestUser(platform.database.db, {
      email: 'lea@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.operator],
    });
    // a shop the operator also manages, so the dealer area's calls reach their deep paths
    const [shop] = await platform.database.db
      .insert(t.dealers)
      .values({ slug: 'kiste', name: 'Kiste', website: 'https://kiste.example', shippingCostDeCents: 0 })
      .returning();
    expect(shop?.id).toBe(1);
    await platform.database.db.insert(t.dealerMembers).values({ dealerId: shop!.id, userUuid: lea.uuid });
    await platform.database.db
      .update(t.users)
      .set({ userType: 'dealer' })
      .where(sql`${t.users.uuid} = ${lea.uuid}`);
    // a game with an offer, a publisher and an alert of the user, so alert calls reach their deep paths
    await platform.database.db.insert(t.publishers).values({ id: 1, slug: 'verlag', name: 'Verlag' });
    await platform.database.db.insert(t.products).values({ id: 1, slug: 'azul', title: 'Azul', groupId: 3 });
    await platform.database.db
      .insert(t.productPriceStats)
      .values({ productId: 1, bestTotalCents: 3798, availability: 'is_available' });
    await platform.database.db
      .insert(t.alerts)
      .values({ id: 1, userUuid: lea.uuid, kind: 'price', productId: 1, desiredPriceCents: 2000 });
    // client IPs from X-Forwarded-For, so per-IP limits do not stop the deeper paths early
    const app = createApp({ platform, trustProxy: true });
    browser = new TestBrowser(app);
    await browser.session();
    await browser.login('lea@example.com', 'richtig-geheim');
  });
  afterAll(async () => {
    await platform?.close();
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.path}`, { timeout: 600_000 }, async () => {
      const statuses = new Map<number, number>();
      let ip = 0;
      const input = call.query
        ? call.query.map((query) => ({ query, body: undefined as unknown }))
        : call.body!.map((body) => ({ query: {} as Record<string, string>, body }));
      const send = async ({ query, body }: { query: Record<string, string>; body: unknown }) => {
        ip += 1;
        const search = new URLSearchParams(query).toString();
        const path = search ? `${call.path}?${search}` : call.path;
        const headers = { 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` };
        const response =
          body === undefined
            ? await browser.request(path, { method: call.method, headers })
            : await browser.request(path, {
                method: call.method,
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify(body) ?? 'undefined',
              });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // every answer is the JSON shape, never an internal error
        const answer: unknown = await response.json();
        const fields = Object.values((answer as { fields?: Record<string, string> } | null)?.fields ?? {});
        const english = fields.filter((text) => ZOD_ENGLISH.test(text));
        if (english.length) throw new Error(`English field messages: ${english.join(' | ')}`);
        return response.status < 500 && typeof answer === 'object' && answer !== null;
      };
      await fc.assert(
        fc.asyncProperty(batch(input), async (inputs) =>
          (await Promise.all(inputs.map(send))).every(Boolean),
        ),
        { numRuns: Math.ceil(RUNS / CONCURRENT) },
      );
      expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    });
  }

  it(
    'ids in paths past their column type (int4, bigint) or not numbers at all',
    { timeout: 600_000 },
    async () => {
      const segment = fc.oneof(
        fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String),
        fc.constantFrom(
          '2147483647',
          '2147483648',
          '4294967296',
          '9007199254740993',
          '99999999999999999999',
          '-1',
          '0',
          '1e3',
          '1.5',
          '0x10',
          '000000000001',
        ),
        text.map(encodeURIComponent),
      );
      const routes: { method: string; path: (id: string) => string; json?: unknown }[] = [
        { method: 'GET', path: (id) => `/api/images/${id}` },
        { method: 'PATCH', path: (id) => `/api/alerts/${id}/`, json: { paused: true } },
        { method: 'PATCH', path: (id) => `/api/notifications/${id}/`, json: { read: true } },
        { method: 'GET', path: (id) => `/api/userlists/${id}/` },
        { method: 'GET', path: (id) => `/api/userlists/${id}/basket/` },
        { method: 'PATCH', path: (id) => `/api/userlists/${id}/items/${id}/`, json: { note: 'x' } },
        { method: 'POST', path: (id) => `/api/userlists/${id}/share/` },
        { method: 'DELETE', path: (id) => `/api/ignoredgames/${id}/` },
        { method: 'GET', path: (id) => `/api/admin/feeds/runs/${id}/` },
        { method: 'GET', path: (id) => `/api/admin/feeds/runs/${id}/errors/` },
        { method: 'POST', path: (id) => `/api/admin/feeds/${id}/` },
        { method: 'GET', path: (id) => `/api/admin/dealers/${id}/` },
        { method: 'PUT', path: (id) => `/api/admin/dealers/${id}/`, json: { name: 'x' } },
        { method: 'POST', path: (id) => `/api/admin/dealers/${id}/fetch/` },
        { method: 'POST', path: (id) => `/api/admin/dealers/${id}/logo/` },
        { method: 'DELETE', path: (id) => `/api/admin/dealers/${id}/logo/` },
        { method: 'GET', path: (id) => `/api/admin/feed-runs/${id}/` },
        { method: 'GET', path: (id) => `/api/admin/feed-runs/${id}/errors.csv` },
        { method: 'POST', path: (id) => `/api/admin/feed-runs/${id}/rerun/` },
        { method: 'GET', path: (id) => `/api/game/${id}/` },
        {
          method: 'POST',
          path: (id) => `/api/admin/unmatched-offers/${id}/assign/`,
          json: { gtin: '96385074' },
        },
        { method: 'GET', path: (id) => `/api/admin/products/${id}/versions/` },
        { method: 'GET', path: (id) => `/api/admin/reindex/${id}/` },
        { method: 'POST', path: (id) => `/api/admin/jobs/${id}/failed/retry/` },
        { method: 'POST', path: (id) => `/api/admin/jobs/send-mail/failed/${id}/retry/` },
        { method: 'GET', path: (id) => `/api/admin/dealers/${id}/members/` },
        { method: 'DELETE', path: (id) => `/api/admin/dealers/${id}/members/${id}/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/${id}/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/${id}/click-outs/` },
        { method: 'POST', path: (id) => `/api/dealer-area/shops/${id}/logo/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/${id}/feed-runs/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/1/feed-runs/${id}/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/1/feed-runs/${id}/errors/` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/1/feed-runs/${id}/errors.csv` },
        { method: 'GET', path: (id) => `/api/dealer-area/shops/${id}/unmatched-offers/` },
        {
          method: 'POST',
          path: (id) => `/api/dealer-area/shops/1/unmatched-offers/${id}/gtin/`,
          json: { gtin: '96385074' },
        },
        { method: 'POST', path: (id) => `/api/dealer-area/shops/${id}/feed-upload/` },
      ];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...routes), segment, async (route, id) => {
          const response = await browser.request(route.path(id), {
            method: route.method,
            ...(route.json === undefined ? {} : { json: route.json }),
          });
          return response.status < 500;
        }),
        { numRuns: Math.min(RUNS, 3000) },
      );
    },
  );

  it(
    'POST /api/customfields/usercustomfielddata/?field_hash= (multipart)',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 2048 }),
          fc.oneof(fc.constantFrom('shop-logo', 'about-me'), text),
          fc.oneof(fc.constant('uploadfile'), text),
          async (bytes, fieldHash, name) => {
            const form = new FormData();
            form.append(name, new File([bytes], 'logo.png', { type: 'image/png' }));
            const response = await browser.request(
              `/api/customfields/usercustomfielddata/?${new URLSearchParams({ field_hash: fieldHash })}`,
              { method: 'POST', body: form },
            );
            return response.status < 500;
          },
        ),
        { numRuns: Math.min(RUNS, 2000) },
      );
    },
  );
  it('POST /api/dealer-area/shops/1/feed-upload/ (multipart)', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.oneof(fc.constant('file'), text),
        fc.oneof(fc.constantFrom('feed.csv', 'feed.xml', 'feed.jsonl', ''), text),
        fc.record(
          {
            full: fc.oneof(fc.constantFrom('true', 'false', 'on'), text),
            format: fc.oneof(fc.constantFrom('google_xml', 'google_csv', 'idealo_csv', 'jsonl'), text),
            allow_mass_removal: fc.oneof(fc.constant('true'), text),
          },
          { requiredKeys: [] },
        ),
        async (bytes, name, fileName, fields) => {
          const form = new FormData();
          form.append(name, new File([bytes], fileName, { type: 'text/csv' }));
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          const response = await browser.request('/api/dealer-area/shops/1/feed-upload/', {
            method: 'POST',
            body: form,
          });
          const answer = (await response.json()) as { fields?: Record<string, string> };
          const english = Object.values(answer.fields ?? {}).filter((value) => ZOD_ENGLISH.test(value));
          return response.status < 500 && english.length === 0;
        },
      ),
      { numRuns: Math.min(RUNS, 500) },
    );
  });
});
