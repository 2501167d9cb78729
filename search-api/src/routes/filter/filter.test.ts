import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiErrorSchema,
  CATEGORY_TILES,
  facetValuesResponseSchema,
  filterDataResponseSchema,
  GENRE_TILES,
  nameSuggestionsResponseSchema,
  PRODUCT_GROUPS,
  PUBLISHER_TILES,
  SEARCH_FIELDS,
  THEME_WORLD_TILES,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { buildSearchDocuments } from '@spielraum/indexer';
import type { Platform } from '@spielraum/platform';
import { seedDemoData } from '@spielraum/indexer/demo';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { hashSessionId, SESSION_COOKIE } from '../../accounts/find-session';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';

describe(`search API over the demo catalogue (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  const userUuid = '2d6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f';
  const cookie = { cookie: `${SESSION_COOKIE}=search-session` };

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** A call that succeeds, its answer parsed with schema's contract of that call. */
  const answerOf = async <S extends z.ZodType>(
    schema: S,
    path: string,
    headers: Record<string, string> = {},
  ) => {
    const { status, body } = await get(path, headers);
    expect(status, path.slice(0, 80)).toBe(200);
    return schema.parse(body) as z.infer<S>;
  };
  const search = (path: string, headers: Record<string, string> = {}) =>
    answerOf(filterDataResponseSchema, path, headers);
  const productId = async (slug: string) =>
    (
      await platform.database.db
        .select({ id: t.products.id })
        .from(t.products)
        .where(eq(t.products.slug, slug))
    )[0]!.id;

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedDemoData({ platform, logger: platform.logger });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica });
    await platform.database.db
      .insert(t.users)
      .values({ uuid: userUuid, email: 'suche@example.com', displayName: 'Suche', verified: true });
    await platform.database.db.insert(t.sessions).values({
      idHash: hashSessionId('search-session'),
      userUuid,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }, 180_000);
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('answers hits, total and facet counts; products without deals only on request', async () => {
    const body = await search('/api/filter/data/?rowsPerPage=50');
    expect(body.data.total).toBeGreaterThan(250);
    expect(body.data.hits.every((hit) => hit.best_total !== null)).toBe(true);
    expect(body.data.facets.categories?.length).toBeGreaterThan(5);
    const withoutDeals = await search('/api/filter/data/?filter-ohne-angebote=1');
    expect(withoutDeals.data.total).toBeGreaterThan(body.data.total);
  });

  it('labels the language facet with German names, not ISO codes', async () => {
    const body = await search('/api/filter/data/');
    const labels = body.data.facets.language!.map((option) => option.label);
    expect(labels).toEqual(expect.arrayContaining(['Deutsch', 'Englisch', 'Französisch', 'Italienisch']));
    expect(labels.filter((label) => /^[a-z]{2}$/.test(label))).toEqual([]);
    const searched = await answerOf(facetValuesResponseSchema, '/api/filter/language/?search=deu');
    expect(searched.data.map((option) => option.label)).toEqual(['Deutsch']);
  });

  it('filters by category in the SPEC URL form and counts facets disjunctively', async () => {
    const all = await search('/api/filter/data/');
    const family = all.data.facets.categories!.find((option) => option.label === 'Familienspiele')!;
    expect(family.key).toMatch(/^\d+-familienspiele$/);
    const filtered = await search(`/api/filter/data/?filter-spielkategorien=${family.key}`);
    expect(filtered.data.total).toBe(family.count);
    const stillListed = filtered.data.facets.categories!.find((option) => option.key === family.key);
    expect(stillListed?.count).toBe(family.count);
  });

  it('finds games however umlauts are typed, with typos and by prefix', async () => {
    const totals = await Promise.all(
      ['würfel', 'wuerfel', 'wurfel'].map(
        async (term) => (await search(`/api/filter/data/?term=${encodeURIComponent(term)}`)).data.total,
      ),
    );
    expect(totals[0]).toBeGreaterThan(0);
    expect(new Set(totals).size).toBe(1);
    expect((await search('/api/filter/data/?term=Carcasone')).data.hits[0]?.slug).toMatch(/^carcassonne/);
    expect((await search('/api/filter/data/?term=Katan')).data.hits[0]?.slug).toMatch(/^catan/);
    expect((await search('/api/filter/data/?term=Azu')).data.hits.map((hit) => hit.slug)).toContain('azul');
  });

  it('leads every start-page tile (categories, genres, theme worlds, publishers) to at least one game', async () => {
    // The start page resolves a tile's term slug to the `<id>-<slug>` key among the facet values
    // of one unfiltered call (web/src/start/tile-links.ts); a term missing there would become a
    // text search for the tile's title, which is how "DC Comics" led to "0 Spiele".
    const catalogue = await search('/api/filter/data/?rowsPerPage=16&sort=discount-desc');
    const keyOf = (attribute: string, slug: string) =>
      catalogue.data.facets[attribute]?.find((option) => option.key.replace(/^\d+-/, '') === slug)?.key;
    const tiles: Array<{ tile: string; query: string | null }> = [];
    const term = (attribute: string, slug: string) => {
      const key = keyOf(attribute, slug);
      const param = SEARCH_FIELDS.find((field) => field.name === attribute)!.param;
      tiles.push({ tile: `${attribute}:${slug}`, query: key ? `${param}=${key}` : null });
    };
    for (const tile of CATEGORY_TILES) {
      const group = /^group:(\d+)$/.exec(tile.term ?? '')?.[1];
      if (tile.term === null) tiles.push({ tile: `categories:${tile.slug}`, query: '' });
      else if (group !== undefined) {
        const slug = PRODUCT_GROUPS.find((candidate) => String(candidate.id) === group)!.slug;
        tiles.push({ tile: `categories:${tile.slug}`, query: `filter-gruppe=${slug}` });
      } else term('categories', tile.term);
    }
    for (const tile of GENRE_TILES) {
      if (tile.term === null) tiles.push({ tile: `genres:${tile.slug}`, query: '' });
      else term('genres', tile.term);
    }
    for (const tile of THEME_WORLD_TILES) term('themeWorlds', tile.slug);
    for (const tile of PUBLISHER_TILES) term('publishers', tile.slug);
    expect(tiles).toHaveLength(
      CATEGORY_TILES.length + GENRE_TILES.length + THEME_WORLD_TILES.length + PUBLISHER_TILES.length,
    );

    const empty: string[] = [];
    for (const { tile, query } of tiles) {
      if (query === null) {
        empty.push(`${tile} (not among the facet values)`);
        continue;
      }
      const { status, body } = await get(`/api/filter/data/?${query}`);
      expect(status, tile).toBe(200);
      if (filterDataResponseSchema.parse(body).data.total < 1) empty.push(`${tile} (0 hits)`);
    }
    expect(empty).toEqual([]);
  });

  it('refuses a sixth filter with the German message, accepts five', async () => {
    const five =
      'filter-spieleranzahl=2&filter-alter=0-12&filter-spieldauer=0-90&filter-preis=5-80&filter-erscheinungsjahr=1990-2026';
    expect((await get(`/api/filter/data/?${five}`)).status).toBe(200);
    const six = await get(`/api/filter/data/?${five}&filter-zubehoer=1`);
    expect(six.status).toBe(400);
    expect(apiErrorSchema.parse(six.body).message).toBe(
      'Es können höchstens 5 Filter gleichzeitig gesetzt werden.',
    );
  });

  it('counts each selected value towards the cap, in every search call', async () => {
    const body = await search('/api/filter/data/');
    const categories = body.data.facets.categories!.map((option) => option.key);
    const five = `filter-spielkategorien=${categories.slice(0, 5).join(',')}`;
    const six = `filter-spielkategorien=${categories.slice(0, 6).join(',')}`;
    expect((await get(`/api/filter/data/?${five}`)).status).toBe(200);
    const message = 'Es können höchstens 5 Filter gleichzeitig gesetzt werden.';
    for (const path of [
      `/api/filter/data/?${six}`,
      `/api/filter/data/?${five}&filter-preis=5-80`,
      `/api/filter/verlag/?${six}`,
      `/api/filter/namesearch/?term=catan&${six}`,
      // the extra key/value of the type-ahead is a filter too
      `/api/filter/namesearch/?term=catan&${five}&key=filter-gruppe&value=brettspiele`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(apiErrorSchema.parse(answer.body).message, path).toBe(message);
    }
    expect((await get(`/api/filter/verlag/?${five}`)).status).toBe(200);
  });

  it('answers bad input with 400 (or 404 for an unknown facet path), never 500', async () => {
    const cases: Array<[string, number]> = [
      ['/api/filter/data/?filter-unbekannt=1', 400],
      ['/api/filter/data/?filter-preis=abc', 400],
      ['/api/filter/data/?filter-preis=50-10', 400],
      [`/api/filter/data/?term=${'x'.repeat(10_000)}`, 400],
      ['/api/filter/data/?page=-1', 400],
      ['/api/filter/data/?filter-spielkategorien=<script>', 400],
      ['/api/filter/verlag/?offset=-5', 400],
      ['/api/filter/gibtsnicht/', 404],
      ['/api/filter/namesearch/', 400],
      ['/api/filter/namesearch/?term=catan&key=filter-unbekannt&value=1', 400],
    ];
    for (const [path, status] of cases) {
      const answer = await get(path.slice(0, 200) === path ? path : path);
      expect(answer.status, path.slice(0, 80)).toBe(status);
      expect(apiErrorSchema.safeParse(answer.body).success, path.slice(0, 80)).toBe(true);
    }
    expect(
      apiErrorSchema.parse((await get('/api/filter/data/?filter-preis=abc')).body).fields?.['filter-preis'],
    ).toBe('Bitte gib einen gültigen Preis ein');
  });

  it('searches inside a facet and pages its values with the more flag', async () => {
    const publishers = await answerOf(facetValuesResponseSchema, '/api/filter/verlag/?search=kos');
    expect(publishers.data.map((option) => option.label)).toContain('Kosmos');
    const first = await answerOf(facetValuesResponseSchema, '/api/filter/publishers/?rowsPerPage=3');
    expect(first.data).toHaveLength(3);
    expect(first.more).toBe(true);
  });

  it('suggests game names, honouring filters and an extra key/value', async () => {
    const plain = await answerOf(nameSuggestionsResponseSchema, '/api/filter/namesearch/?term=catan');
    expect(plain.data.length).toBeGreaterThan(0);
    const cards = await answerOf(
      nameSuggestionsResponseSchema,
      '/api/filter/namesearch/?term=exit&key=filter-gruppe&value=kartenspiele',
    );
    expect(cards.data.length).toBeGreaterThan(0);
    expect(cards.data.every((suggestion) => suggestion.group === 'kartenspiele')).toBe(true);
  });

  it("hides a signed-in user's ignored games unless asked, and filters by the user's lists", async () => {
    const azul = await productId('azul');
    await platform.database.db.insert(t.ignoredProducts).values({ userUuid, productId: azul });
    const ignoredHidden = await search('/api/filter/data/?term=azul', cookie);
    expect(ignoredHidden.data.hits.map((hit) => hit.product_id)).not.toContain(azul);
    const anonymous = await search('/api/filter/data/?term=azul');
    expect(anonymous.data.hits.map((hit) => hit.product_id)).toContain(azul);
    const asked = await search('/api/filter/data/?term=azul&showIgnored=1', cookie);
    expect(asked.data.hits.map((hit) => hit.product_id)).toContain(azul);

    const [list] = await platform.database.db
      .insert(t.userLists)
      .values({ userUuid, kind: 'collection', name: 'Regal' })
      .returning();
    const catan = await productId('catan');
    await platform.database.db.insert(t.userListItems).values([{ listId: list!.id, productId: catan }]);
    const collection = await search('/api/filter/data/?filter-liste=collection', cookie);
    expect(collection.data.hits.map((hit) => hit.product_id)).toEqual([catan]);
    expect((await get('/api/filter/data/?filter-liste=collection')).status).toBe(401);
  });

  it('shows an indexer commit within 2 seconds and answers like a second replica', async () => {
    replica.start(100);
    const wizard = await productId('wizard');
    await platform.database.db
      .update(t.products)
      .set({ title: 'Wizard Jubiläumsausgabe' })
      .where(eq(t.products.id, wizard));
    await buildSearchDocuments({ database: platform.database, productIds: [wizard] });
    const committed = Date.now();
    let seen = 0;
    while (Date.now() - committed < 5000) {
      const body = await search('/api/filter/data/?term=Jubil%C3%A4umsausgabe');
      if (body.data.hits.some((hit) => hit.product_id === wizard)) {
        seen = Date.now() - committed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(2000);

    const second = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await second.load();
    const secondApp = createApp({ platform, search: second });
    for (const query of [
      '',
      'term=spiel',
      'term=wizard',
      'filter-gruppe=kartenspiele&sort=total-asc',
      'term=drachen&filter-preis=0-40',
    ]) {
      const [a, b] = await Promise.all([
        app.request(`/api/filter/data/?${query}`),
        secondApp.request(`/api/filter/data/?${query}`),
      ]);
      expect(await b.json(), query).toEqual(await a.json());
    }
    const [changes] = await platform.database.query<{ n: number }>(
      sql`select count(*)::int as n from search_changes`,
    );
    expect(changes?.n).toBeGreaterThan(300);
  });

  it('answers a search that arrives while a replica follows many changes between two slices', async () => {
    const engine = createBitmapEngine();
    // the real engine, watched: each index() call records whether the search that came in
    // meanwhile (as a request does, on a later turn of the event loop) was answered already
    const answeredBySlice: boolean[] = [];
    let watching = false;
    let answered = false;
    let asked = false;
    const watched = new Proxy(engine, {
      get(target, property) {
        if (property === 'index' && watching)
          return async (documents: Parameters<typeof engine.index>[0]) => {
            answeredBySlice.push(answered);
            if (!asked) {
              asked = true;
              setImmediate(() => {
                void target
                  .search({
                    text: 'spiel',
                    filters: {},
                    sort: 'relevance',
                    page: 0,
                    hitsPerPage: 10,
                    facets: [],
                  })
                  .then(() => {
                    answered = true;
                  });
              });
            }
            return target.index(documents);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const follower = new SearchReplica(watched, platform.database, platform.logger, 50);
    await follower.load();
    await platform.database.query(
      sql`insert into search_changes (product_id, deleted) select product_id, false from search_documents`,
    );
    watching = true;
    expect(await follower.follow()).toBeGreaterThan(300);
    expect(answeredBySlice.length).toBeGreaterThan(5);
    expect(answeredBySlice[0]).toBe(false);
    expect(answeredBySlice[1]).toBe(true);
    expect(engine.size()).toBe(replica.engine.size());
  });

  it('takes in price-only changes by updating price columns, and other changes by indexing the whole document', async () => {
    const engine = createBitmapEngine();
    const indexed: number[] = [];
    const pricesUpdated: number[] = [];
    const watched = new Proxy(engine, {
      get(target, property) {
        if (property === 'index')
          return async (documents: Parameters<typeof engine.index>[0]) => {
            indexed.push(...documents.map((document) => document.id));
            return target.index(documents);
          };
        if (property === 'updatePrices')
          return async (updates: Parameters<typeof engine.updatePrices>[0]) => {
            pricesUpdated.push(...updates.map((update) => update.id));
            return target.updatePrices(updates);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const follower = new SearchReplica(watched, platform.database, platform.logger);
    await follower.load();
    indexed.length = 0;
    const [cheap, renamed] = [await productId('azul'), await productId('fluegelschlag')];
    // an offer feed lowered both prices; then the second game was renamed before the replica followed
    await platform.database.query(
      sql`update product_price_stats set best_price_cents = 1111, best_total_cents = 1606 where product_id in (${cheap}, ${renamed})`,
    );
    expect(
      await buildSearchDocuments({
        database: platform.database,
        productIds: [cheap, renamed],
        only: 'prices',
      }),
    ).toBe(2);
    await platform.database.db
      .update(t.products)
      .set({ title: 'Flügelschlag Jubiläumsausgabe' })
      .where(eq(t.products.id, renamed));
    await buildSearchDocuments({ database: platform.database, productIds: [renamed] });

    expect(await follower.follow()).toBe(3);
    expect(pricesUpdated).toEqual([cheap]);
    expect(indexed).toEqual([renamed]);
    const found = await engine.search({
      text: '',
      filters: { price: { min: 1606, max: 1606 } },
      sort: 'relevance',
      page: 0,
      hitsPerPage: 10,
      facets: [],
    });
    expect(found.hits.map((hit) => [hit.id, hit.bestPriceCents, hit.bestTotalCents]).sort()).toEqual(
      [
        [cheap, 1111, 1606],
        [renamed, 1111, 1606],
      ].sort(),
    );
    expect(found.hits.find((hit) => hit.id === renamed)?.title).toBe('Flügelschlag Jubiläumsausgabe');
  });
});
