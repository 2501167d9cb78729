import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  apiErrorSchema,
  BGG_IMPORT_LIMITS,
  bggImportPreviewResponseSchema,
  bggImportResultResponseSchema,
  myDataExportSchema,
  type BggImportPreview,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';

const PASSWORD = 'richtig-geheim';
const FIXTURE = readFileSync(new URL('../../bgg-import/bgg-collection.fixture.csv', import.meta.url));
const HEADER = 'objectname,objectid,own,wishlist,wishlistpriority,wanttobuy,yearpublished';

/** The catalogue the fixture's games are matched against (a few of the demo catalogue's games). */
const GAMES = [
  { id: 1, slug: 'catan', title: 'Catan – Das Spiel', bggId: 13, releaseYear: 1995 },
  { id: 2, slug: 'carcassonne', title: 'Carcassonne', bggId: 822, releaseYear: 2000 },
  { id: 3, slug: 'azul', title: 'Azul', bggId: 230802, releaseYear: 2017 },
  { id: 4, slug: 'fluegelschlag', title: 'Flügelschlag', alternativeTitles: ['Wingspan'], bggId: 266192 },
  { id: 5, slug: 'terraforming-mars', title: 'Terraforming Mars', bggId: 167791 },
  { id: 6, slug: '7-wonders', title: '7 Wonders', bggId: 68448 },
  { id: 7, slug: 'codenames', title: 'Codenames', bggId: 178900 },
  { id: 8, slug: 'zug-um-zug', title: 'Zug um Zug', alternativeTitles: ['Ticket to Ride'], bggId: 9209 },
  { id: 9, slug: 'pandemie', title: 'Pandemie', alternativeTitles: ['Pandemic'], bggId: 30549 },
  { id: 10, slug: 'dominion', title: 'Dominion', bggId: 36218 },
  { id: 11, slug: 'heat', title: 'Heat: Pedal to the Metal', releaseYear: 2022 },
  { id: 12, slug: 'sky-team', title: 'Sky Team', releaseYear: 2023 },
  { id: 13, slug: 'mombasa', title: 'Mombasa', releaseYear: 2015 },
  { id: 14, slug: 'kingdom-builder', title: 'Kingdom Builder', releaseYear: 2011 },
  {
    id: 15,
    slug: 'dorfromantik',
    title: 'Dorfromantik – Das Brettspiel',
    alternativeTitles: ['Dorfromantik: The Board Game'],
    releaseYear: 2022,
  },
  { id: 16, slug: 'targi', title: 'Targi', releaseYear: 2012 },
  {
    id: 17,
    slug: 'kingdom-builder-nomaden',
    title: 'Kingdom Builder: Nomaden',
    releaseYear: 2012,
    productType: 'expansion' as const,
  },
];

describe(`BoardGameGeek import and data export (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  let mia: TestBrowser;
  let ben: TestBrowser;

  const signedIn = async (email: string) => {
    const browser = new TestBrowser(app);
    await browser.session();
    expect((await browser.login(email, PASSWORD)).status).toBe(200);
    return browser;
  };
  const upload = (browser: TestBrowser, content: Uint8Array | string, name = 'collection.csv') => {
    const form = new FormData();
    form.append('file', new File([content], name, { type: 'text/csv' }));
    return browser.request('/api/bggimport/', { method: 'POST', body: form });
  };
  const preview = async (browser: TestBrowser, content: Uint8Array | string) => {
    const response = await upload(browser, content);
    expect(response.status).toBe(201);
    return bggImportPreviewResponseSchema.parse(await response.json()).data;
  };
  const refusal = async (response: Response, status = 400) => {
    expect(response.status).toBe(status);
    return apiErrorSchema.parse(await response.json());
  };
  const confirm = (browser: TestBrowser, id: string, body: unknown) =>
    browser.request(`/api/bggimport/${id}/confirm/`, { method: 'POST', json: body });
  const rowOf = (data: BggImportPreview, line: number) => data.rows.find((row) => row.line === line)!;
  const listItems = async (userEmail: string, kind: 'wishlist' | 'collection') => {
    const { db } = platform.database;
    return db
      .select({ productId: t.userListItems.productId, priority: t.userListItems.priority })
      .from(t.userListItems)
      .innerJoin(t.userLists, eq(t.userLists.id, t.userListItems.listId))
      .innerJoin(t.users, eq(t.users.uuid, t.userLists.userUuid))
      .where(and(eq(t.users.email, userEmail), eq(t.userLists.kind, kind)))
      .orderBy(t.userListItems.productId);
  };
  /** The decisions a user makes on the review screen for the fixture. */
  const DECISIONS = {
    decisions: [
      { line: 15, product_id: 14 },
      { line: 16, product_id: null },
      { line: 17, product_id: 16 },
    ],
    price_alerts: true,
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    const { db } = platform.database;
    await db.insert(t.publishers).values({ id: 1, slug: 'kosmos', name: 'Kosmos' });
    await db.insert(t.products).values(GAMES.map((game) => ({ groupId: 3, publisherId: 1, ...game })));
    // Pandemie has an offer, Dominion none: only the first can get a "10 % günstiger" alert
    await db.insert(t.productPriceStats).values({ productId: 9, bestPriceCents: 3499, bestTotalCents: 3999 });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica });
    await createTestUser(db, { email: 'mia@example.com', password: PASSWORD, displayName: 'Mia' });
    await createTestUser(db, { email: 'ben@example.com', password: PASSWORD, displayName: 'Ben' });
    mia = await signedIn('mia@example.com');
    ben = await signedIn('ben@example.com');
  }, 120_000);
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('previews the 20-row fixture: certain by BGG id or title and year, uncertain, unmatched; nothing written', async () => {
    const data = await preview(mia, FIXTURE);
    expect(data.counts).toEqual({ rows: 20, certain: 13, uncertain: 3, unmatched: 3, ignored: 1, errors: 0 });
    expect(data.targets).toEqual({
      collection: { list_id: null, name: 'Meine Sammlung' },
      wishlist: { list_id: null, name: 'Meine Wunschliste' },
    });
    expect(rowOf(data, 2)).toMatchObject({
      title: 'CATAN',
      status: 'certain',
      match: { product_id: 1, confidence: 100, matched_by: 'bgg_id' },
    });
    expect(rowOf(data, 9)).toMatchObject({ wishlist: true, wishlist_priority: 1, list_priority: 1 });
    expect(rowOf(data, 11)).toMatchObject({ wishlist_priority: 4, list_priority: 4, want_to_buy: true });
    expect(rowOf(data, 12)).toMatchObject({
      status: 'certain',
      match: { product_id: 11, matched_by: 'title' },
    });
    // the title matches but the year is one off: the user decides
    expect(rowOf(data, 15)).toMatchObject({ status: 'uncertain', match: { product_id: 14 } });
    expect(rowOf(data, 15).candidates.map((candidate) => candidate.product_id)).toEqual([14]);
    expect(rowOf(data, 16)).toMatchObject({
      status: 'uncertain',
      match: { product_id: 15, matched_by: 'title_start' },
    });
    expect(rowOf(data, 17)).toMatchObject({ status: 'uncertain', year: null, match: { product_id: 16 } });
    for (const line of [18, 19, 20])
      expect(rowOf(data, line)).toMatchObject({ status: 'unmatched', match: null });
    expect(await listItems('mia@example.com', 'collection')).toEqual([]);
    expect(await platform.database.db.select().from(t.userLists)).toEqual([]);
    // the preview can be read again by its owner only
    const again = await mia.request(`/api/bggimport/${data.id}/`);
    expect(bggImportPreviewResponseSchema.parse(await again.json()).data.rows).toEqual(data.rows);
  });

  it('answers another user’s preview with 404, for reading and confirming', async () => {
    const data = await preview(mia, FIXTURE);
    const text = (await refusal(await ben.request(`/api/bggimport/${data.id}/`), 404)).message;
    expect(text).toContain('Vorschau');
    await refusal(await confirm(ben, data.id, DECISIONS), 404);
    await refusal(await confirm(ben, 'kein-uuid', DECISIONS), 404);
    expect(await listItems('ben@example.com', 'collection')).toEqual([]);
    expect(await listItems('mia@example.com', 'collection')).toEqual([]);
  });

  it('refuses visitors, unverified users and calls without the anti-forgery pair', async () => {
    const visitor = new TestBrowser(app);
    await visitor.session();
    expect((await upload(visitor, FIXTURE)).status).toBe(401);
    expect((await visitor.request('/api/mydata/export/?format=csv')).status).toBe(401);
    const { db } = platform.database;
    await createTestUser(db, { email: 'neu@example.com', password: PASSWORD, displayName: 'Neu' });
    const unverified = await signedIn('neu@example.com');
    await db.update(t.users).set({ verified: false }).where(eq(t.users.email, 'neu@example.com'));
    expect((await upload(unverified, FIXTURE)).status).toBe(403);
    const form = new FormData();
    form.append('file', new File([FIXTURE], 'collection.csv'));
    expect(
      (await mia.request('/api/bggimport/', { method: 'POST', body: form, antiForgery: false })).status,
    ).toBe(403);
    const data = await preview(mia, FIXTURE);
    const forged = await mia.request(`/api/bggimport/${data.id}/confirm/`, {
      method: 'POST',
      json: DECISIONS,
      antiForgery: false,
    });
    expect(forged.status).toBe(403);
    expect(await listItems('mia@example.com', 'collection')).toEqual([]);
  });

  it('refuses a decision for a row or game the preview does not offer', async () => {
    const data = await preview(mia, FIXTURE);
    const unknownLine = await refusal(
      await confirm(mia, data.id, { decisions: [{ line: 99, product_id: 1 }] }),
    );
    expect(unknownLine.fields?.decisions).toContain('Zeile 99');
    const notOffered = await refusal(
      await confirm(mia, data.id, { decisions: [{ line: 15, product_id: 3 }] }),
    );
    expect(notOffered.fields?.decisions).toContain('Zeile 15');
    await refusal(await confirm(mia, data.id, { decisions: 'alle' }));
    expect(await listItems('mia@example.com', 'collection')).toEqual([]);
  });

  it('confirms in one go: collection, wish list with priorities, price alerts; a second import adds nothing', async () => {
    const data = await preview(mia, FIXTURE);
    const response = await confirm(mia, data.id, DECISIONS);
    expect(response.status).toBe(200);
    const result = bggImportResultResponseSchema.parse(await response.json()).data;
    expect(result).toMatchObject({
      collection: { name: 'Meine Sammlung', added: 11, already: 0 },
      wishlist: { name: 'Meine Wunschliste', added: 4, already: 0 },
      alerts_created: 1,
      alerts_skipped: 1,
      skipped: 4,
    });
    expect((await listItems('mia@example.com', 'collection')).map((item) => item.productId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 16,
    ]);
    expect(await listItems('mia@example.com', 'wishlist')).toEqual([
      { productId: 8, priority: 1 },
      { productId: 9, priority: 2 },
      { productId: 10, priority: 4 },
      { productId: 11, priority: 1 },
    ]);
    const { db } = platform.database;
    const alerts = await db.select().from(t.alerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'price',
      productId: 9,
      desiredDiscountPercent: 10,
      referencePriceCents: 3999,
    });

    // the same preview again, and the same file uploaded again: nothing twice
    const repeated = bggImportResultResponseSchema.parse(
      await (await confirm(mia, data.id, DECISIONS)).json(),
    ).data;
    expect(repeated).toMatchObject({
      collection: { added: 0, already: 11 },
      wishlist: { added: 0, already: 4 },
      alerts_created: 0,
      alerts_skipped: 2,
    });
    const second = await preview(mia, FIXTURE);
    expect(second.targets.collection).toEqual({
      list_id: result.collection!.list_id,
      name: 'Meine Sammlung',
    });
    const third = bggImportResultResponseSchema.parse(
      await (await confirm(mia, second.id, DECISIONS)).json(),
    ).data;
    expect(third).toMatchObject({ collection: { added: 0 }, wishlist: { added: 0 }, alerts_created: 0 });
    expect(await listItems('mia@example.com', 'collection')).toHaveLength(11);
    expect(await db.select().from(t.userLists)).toHaveLength(2);
    expect(await db.select().from(t.alerts)).toHaveLength(1);
  });

  it('exports lists and alerts as CSV for German Excel and as JSON, as downloads', async () => {
    // an alert made by the wish list's rule "bei jedem Allzeittief", for the German edition
    const { db } = platform.database;
    const [wishlist] = await db
      .select()
      .from(t.userLists)
      .where(and(eq(t.userLists.name, 'Meine Wunschliste'), eq(t.userLists.kind, 'wishlist')));
    const [rule] = await db
      .insert(t.listAlertRules)
      .values({
        userUuid: wishlist!.userUuid,
        listId: wishlist!.id,
        kind: 'low',
        lowWindow: 'all',
        language: 'de',
      })
      .returning();
    await db.insert(t.alerts).values({
      userUuid: wishlist!.userUuid,
      kind: 'price',
      productId: 8,
      lowWindow: 'all',
      language: 'de',
      ruleId: rule!.id,
    });
    const csv = await mia.request('/api/mydata/export/?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="spielraum-meine-daten-.*\.csv"$/,
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Bereich;Liste;Spiel;Priorität;Notiz;Alarm;Verlag;Wunschpreis (€);Ersparnis (%);Tief;Ausgabe;Regel der Liste;Pausiert;Datum;BoardGameGeek-Id;Adresse',
    );
    expect(lines.find((line) => line.includes('Zug um Zug'))).toMatch(
      /^Wunschliste;Meine Wunschliste;Zug um Zug;1;;;;;;;;;;\d\d\.\d\d\.\d{4};9209;http.*\/games\/brettspiele\/zug-um-zug$/,
    );
    expect(lines.some((line) => line.startsWith('Sammlung;Meine Sammlung;Catan – Das Spiel;'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Preisalarm;;Pandemie;;;Preisalarm;;;10;;;;nein;'))).toBe(
      true,
    );
    expect(
      lines.some((line) =>
        /^Preisalarm;;[^;]+;;;Preisalarm;;;;Allzeittief;Deutsch;Meine Wunschliste;nein;/.test(line),
      ),
    ).toBe(true);

    const json = await mia.request('/api/mydata/export/?format=json');
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.json"$/);
    const data = myDataExportSchema.parse(await json.json());
    expect(data.lists.map((list) => [list.kind, list.games.length])).toEqual([
      ['wishlist', 4],
      ['collection', 11],
    ]);
    expect(data.alerts).toMatchObject([
      { kind: 'price', product_id: 9, desired_discount_percent: 10, low_window: null, list_rule: null },
      { kind: 'price', product_id: 8, low_window: 'all', language: 'de', list_rule: 'Meine Wunschliste' },
    ]);
    await refusal(await mia.request('/api/mydata/export/?format=xlsx'));
    // another user's download holds only their own (empty) data
    const bens = myDataExportSchema.parse(
      await (await ben.request('/api/mydata/export/?format=json')).json(),
    );
    expect(bens).toMatchObject({ lists: [], alerts: [] });
  });

  it('refuses files that are no BoardGameGeek CSV with a German message naming what is missing', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await refusal(await upload(mia, png, 'bild.png'))).message).toContain('keine CSV-Datei');
    const feed = await refusal(await upload(mia, 'id,title,price\n1,Azul,9.99\n'));
    expect(feed.message).toContain('Es fehlen die Spalten objectname, objectid, own, wishlist');
    expect((await refusal(await upload(mia, `${HEADER}\n`))).message).toBe('Die Datei enthält keine Spiele.');
    const quote = await refusal(
      await upload(mia, `${HEADER}\nAzul,230802,1,0,,0,2017\n"Catan,13,1,0,,0,1995\n`),
    );
    expect(quote.message).toContain('ab Zeile 3');
    const form = new FormData();
    expect(
      (await refusal(await mia.request('/api/bggimport/', { method: 'POST', body: form }))).message,
    ).toContain('CSV-Datei deiner BoardGameGeek-Sammlung');
  });

  it('refuses files over 2 MB or 5,000 rows in German', async () => {
    const big = new Uint8Array(BGG_IMPORT_LIMITS.maxBytes + 1).fill(0x41);
    expect((await refusal(await upload(mia, big), 413)).message).toBe(
      'Die Datei ist zu groß (höchstens 2 MB).',
    );
    const rows = Array.from(
      { length: BGG_IMPORT_LIMITS.maxRows + 1 },
      (_, index) => `Spiel ${index},${index + 1},1,0,,0,2000`,
    );
    const many = await refusal(await upload(mia, [HEADER, ...rows].join('\n')), 413);
    expect(many.message).toContain('höchstens 5000 Spiele');
  });

  it('skips bad rows with their line and reads the rest, also semicolon files with a byte-order mark', async () => {
    const file = [
      'objectname;objectid;own;wishlist;wishlistpriority;wanttobuy;yearpublished',
      'Azul;230802;1;0;;0;2017',
      'Kaputt;abc;1;0;;0;2017',
      'Ohne Flagge;822;ja;0;;0;2000',
      ';13;1;0;;0;1995',
      '"Zug um Zug\nmit Zeilenumbruch";9209;0;1;2;0;2004',
      'Nur gespielt;68448;0;0;;0;2010',
    ].join('\r\n');
    const data = await preview(mia, `\uFEFF${file}`);
    expect(data.counts).toEqual({ rows: 6, certain: 2, uncertain: 0, unmatched: 0, ignored: 1, errors: 3 });
    expect(data.errors).toEqual([
      { line: 3, message: 'Zeile 3: Die BoardGameGeek-Id (objectid) fehlt oder ist keine gültige Zahl.' },
      { line: 4, message: 'Zeile 4: In der Spalte own steht „ja“ statt 0 oder 1.' },
      { line: 5, message: 'Zeile 5: Der Name des Spiels (objectname) fehlt oder ist zu lang.' },
    ]);
    expect(data.rows.map((row) => [row.line, row.match?.product_id])).toEqual([
      [2, 3],
      [6, 8],
    ]);
  });

  it('never answers 500, whatever the file holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc.string({ maxLength: 400 }).map((text) => new TextEncoder().encode(`${HEADER}\n${text}`)),
        ),
        async (bytes) => {
          const response = await upload(mia, bytes);
          expect([201, 400, 413]).toContain(response.status);
          if (response.status === 201) bggImportPreviewResponseSchema.parse(await response.json());
          else apiErrorSchema.parse(await response.json());
        },
      ),
      { numRuns: 40 },
    );
  });
});
