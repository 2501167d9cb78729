import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { demoGtin } from '../demo/generate';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { runOfferFeed, runProductFeed } from './run-feed';

const product = (overrides: Record<string, unknown>) =>
  JSON.stringify({
    product_id: 'P-1',
    product_version_id: 'P-1-DE',
    label: 'Flügelschlag',
    alternative_title: ['Wingspan'],
    group: 'brettspiele',
    product_type: 'game',
    description: 'Vögel anlocken und Lebensräume ausbauen.',
    publisher: ['Feuerland Spiele'],
    designer: ['Elizabeth Hargrave'],
    illustrator: ['Natalia Rojas', 'Ana Maria Martinez Jaramillo'],
    game_category: ['Kennerspiele'],
    game_mechanism: ['Engine Building', 'Drafting'],
    genre: ['Tiere'],
    language: ['de'],
    award: ['Kennerspiel des Jahres 2019'],
    number_of_players_from: 1,
    number_of_players_to: 5,
    playing_time: 70,
    release_year: 2019,
    age_from: 10,
    rating: 4.6,
    total_votes: 120,
    gtin: demoGtin(900, 1),
    ...overrides,
  });

describe(`product feeds end to end (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let runs = 0;
  const ingest = async (lines: string[]) => {
    const path = join(platform.dataDir, `products-${++runs}.jsonl`);
    await writeFile(path, lines.join('\n') + '\n');
    return runProductFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `products-${runs}`,
        dataDir: platform.dataDir,
      },
      format: 'product_jsonl',
      source: { kind: 'file', path },
    });
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('creates products with publisher, people, terms and edition, and reports bad rows', async () => {
    const result = await ingest([
      product({}),
      product({
        product_id: 'P-2',
        product_version_id: null,
        label: 'Flügelschlag',
        gtin: null,
        group: 'schach',
      }),
      product({
        product_id: 'P-3',
        product_version_id: null,
        label: 'Flügelschlag',
        gtin: demoGtin(901, 1),
        designer: [],
      }),
      '{ not json',
    ]);
    expect(result).toMatchObject({ status: 'succeeded', rowsTotal: 4, rowsFailed: 2 });
    expect(result.stats).toMatchObject({ received: 2, inserted: 2, updated: 0 });
    const [created] = await platform.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.externalId, 'P-1'));
    expect(created).toMatchObject({
      title: 'Flügelschlag',
      alternativeTitles: ['Wingspan'],
      slug: 'fluegelschlag',
      playersFrom: 1,
      playersTo: 5,
      ratingCenti: 460,
    });
    const [second] = await platform.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.externalId, 'P-3'));
    expect(second?.slug).toBe('fluegelschlag-p-3');
    const terms = await platform.database.query<{ kind: string; name: string }>(sql`
      select t.kind, t.name from product_terms pt join terms t on t.id = pt.term_id where pt.product_id = ${created!.id} order by t.kind, t.name`);
    const byKindAndName = (a: { kind: string; name: string }, b: { kind: string; name: string }) =>
      a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name);
    expect([...terms].sort(byKindAndName)).toEqual(
      [
        { kind: 'game_category', name: 'Kennerspiele' },
        { kind: 'game_mechanism', name: 'Drafting' },
        { kind: 'game_mechanism', name: 'Engine Building' },
        { kind: 'genre', name: 'Tiere' },
        { kind: 'award', name: 'Kennerspiel des Jahres 2019' },
        { kind: 'language', name: 'de' },
      ].sort(byKindAndName),
    );
    const people = await platform.database.query<{ role: string; name: string }>(sql`
      select pp.role, p.name from product_people pp join people p on p.id = pp.person_id where pp.product_id = ${created!.id} order by pp.role, p.name`);
    expect(people.map((person) => `${person.role}:${person.name}`)).toEqual([
      'designer:Elizabeth Hargrave',
      'illustrator:Ana Maria Martinez Jaramillo',
      'illustrator:Natalia Rojas',
    ]);
    const events = await platform.database.db
      .select()
      .from(t.indexerEvents)
      .where(eq(t.indexerEvents.feedRunId, result.feedRunId));
    expect(events.filter((event) => event.kind === 'new_product')).toHaveLength(2);
    expect(events.find((event) => event.kind === 'new_product')?.publisherId).toBe(created!.publisherId);
  });

  it('skips unchanged rows and replaces terms of changed ones', async () => {
    const same = await ingest([product({})]);
    expect(same.stats).toMatchObject({ received: 1, inserted: 0, updated: 0, unchanged: 1 });
    const changed = await ingest([
      product({
        genre: ['Natur'],
        playing_time: 60,
        alternative_title: ['Wingspan', 'Flügelschlag', 'Wingspan'],
      }),
    ]);
    expect(changed.stats).toMatchObject({ updated: 1 });
    const [row] = await platform.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.externalId, 'P-1'));
    expect(row?.playingTimeMinutes).toBe(60);
    // the product's own title and repeats are not alternatives
    expect(row?.alternativeTitles).toEqual(['Wingspan']);
    const genres = await platform.database.query<{ name: string }>(sql`
      select t.name from product_terms pt join terms t on t.id = pt.term_id where pt.product_id = ${row!.id} and t.kind = 'genre'`);
    expect(genres.map((genre) => genre.name)).toEqual(['Natur']);
  });

  it('matches offers that waited for a GTIN the new edition brings', async () => {
    const gtin = demoGtin(902, 1);
    const path = join(platform.dataDir, 'offers.csv');
    await writeFile(
      path,
      `id,title,link,price,gtin,brand,availability,shipping\nW-1,Neu,https://test.example/w,9.99 EUR,${gtin},X,in_stock,DE:::1.00 EUR\n`,
    );
    await runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: 'waiting-offer',
        dataDir: platform.dataDir,
      },
      dealerId: catalogue.dealerId,
      format: 'google_csv',
      full: false,
      source: { kind: 'file', path },
    });
    const result = await ingest([product({ product_id: 'P-9', label: 'Neuheit', gtin })]);
    expect(result.stats?.newlyMatchedOffers).toBe(1);
    const [offer] = await platform.database.db.select().from(t.offers).where(eq(t.offers.dealerSku, 'W-1'));
    const [created] = await platform.database.db
      .select()
      .from(t.products)
      .where(eq(t.products.externalId, 'P-9'));
    expect(offer?.productId).toBe(created!.id);
    const [stats] = await platform.database.db
      .select()
      .from(t.productPriceStats)
      .where(eq(t.productPriceStats.productId, created!.id));
    expect(stats).toMatchObject({ bestTotalCents: 1099, dealerCount: 1 });
  });
  it('keeps the BoardGameGeek id of bgg_id and reports a bad one with its line', async () => {
    const result = await ingest([
      product({ product_id: 'BGG-1', label: 'Catan', gtin: demoGtin(902, 1), bgg_id: 13 }),
      product({ product_id: 'BGG-2', label: 'Azul', gtin: demoGtin(903, 1), bgg_id: '230802' }),
      product({ product_id: 'BGG-3', label: 'Kein Spiel', gtin: demoGtin(904, 1), bgg_id: 0 }),
      product({ product_id: 'BGG-4', label: 'Auch keins', gtin: demoGtin(905, 1), bgg_id: 'abc' }),
      product({ product_id: 'BGG-5', label: 'Ohne Id', gtin: demoGtin(906, 1) }),
    ]);
    expect(result).toMatchObject({ status: 'succeeded', rowsTotal: 5, rowsFailed: 2 });
    const ids = await platform.database.query<{ external_id: string; bgg_id: number | null }>(sql`
      select external_id, bgg_id from products where external_id like 'BGG-%' order by external_id`);
    expect(ids).toEqual([
      { external_id: 'BGG-1', bgg_id: 13 },
      { external_id: 'BGG-2', bgg_id: 230802 },
      { external_id: 'BGG-5', bgg_id: null },
    ]);
    const errors = await platform.database.query<{ line: number; reason: string }>(sql`
      select line, reason from feed_row_errors where feed_run_id = ${result.feedRunId} order by line`);
    expect(errors.map((error) => error.line)).toEqual([3, 4]);
    expect(errors[0]?.reason).toContain('bgg_id');
    expect(errors[1]?.reason).toContain('bgg_id');
  });
});
