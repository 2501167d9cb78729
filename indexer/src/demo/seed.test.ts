import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, isValidGtin, PERMISSIONS, searchDocumentSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { verifyPassword } from '@spielraum/schema/security';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { generateDemoData } from './generate';
import { seedDemoData } from './seed';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

describe(`demo data (${testMode()} mode)`, () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedDemoData({ platform, logger: platform.logger });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is the same for the same seed', () => {
    const first = generateDemoData(7);
    const second = generateDemoData(7);
    expect(second.offers.map((offer) => [offer.sku, offer.priceCents])).toEqual(
      first.offers.map((offer) => [offer.sku, offer.priceCents]),
    );
  });

  it('holds at least 300 real products across the SPEC categories, with editions and valid GTINs', async () => {
    const { db } = platform.database;
    const [products] = await db.select({ n: count() }).from(t.products);
    expect(products?.n).toBeGreaterThanOrEqual(300);
    const groups = await db
      .selectDistinct({ slug: t.productGroups.slug })
      .from(t.products)
      .innerJoin(t.productGroups, eq(t.productGroups.id, t.products.groupId));
    expect(groups.map((group) => group.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
    const versions = await db.select({ gtin: t.productVersions.gtin }).from(t.productVersions);
    expect(versions.length).toBeGreaterThanOrEqual(products!.n);
    expect(versions.every((version) => version.gtin !== null && isValidGtin(version.gtin))).toBe(true);
    const [expansions] = await db
      .select({ n: count() })
      .from(t.products)
      .where(eq(t.products.productType, 'expansion'));
    expect(expansions?.n).toBeGreaterThan(20);
  });

  it('has at least 8 dealers with shipping rules and offers, and price statistics for every product', async () => {
    const { db } = platform.database;
    const dealers = await db.select().from(t.dealers);
    expect(dealers.length).toBeGreaterThanOrEqual(8);
    const offersPerDealer = await db
      .select({ dealerId: t.offers.dealerId, n: count() })
      .from(t.offers)
      .groupBy(t.offers.dealerId);
    expect(offersPerDealer).toHaveLength(dealers.length);
    const [unstated] = await db
      .select({ n: count() })
      .from(t.products)
      .leftJoin(t.productPriceStats, eq(t.productPriceStats.productId, t.products.id))
      .where(isNull(t.productPriceStats.productId));
    expect(unstated?.n).toBe(0);
    const [withDeals] = await db
      .select({ n: count() })
      .from(t.productPriceStats)
      .where(sql`${t.productPriceStats.bestTotalCents} is not null`);
    expect(withDeals?.n).toBeGreaterThan(250);
  });

  it('writes covers to the file store and one feed per dealer in Google XML or CSV', async () => {
    const [cover] = await platform.database.db.select().from(t.mediaFiles).limit(1);
    const file = await platform.files.get(cover!.storageKey);
    expect(file?.contentType).toBe('image/svg+xml');
    expect(file?.data.toString()).toMatch(/^<svg/);
    const { readdir, readFile } = await import('node:fs/promises');
    const feeds = await readdir(`${platform.dataDir}/demo-feeds`);
    expect(feeds.filter((name) => name.endsWith('.xml')).length).toBeGreaterThan(0);
    expect(feeds.filter((name) => name.endsWith('.csv')).length).toBeGreaterThan(0);
    const xml = await readFile(
      `${platform.dataDir}/demo-feeds/${feeds.find((name) => name.endsWith('.xml'))}`,
      'utf8',
    );
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(xml).toMatch(/<g:gtin>\d{13}<\/g:gtin>/);
  });

  it('gives every dealer a logo in the file store', async () => {
    const rows = await platform.database.db
      .select({ name: t.dealers.name, storageKey: t.mediaFiles.storageKey, alt: t.mediaFiles.alt })
      .from(t.dealers)
      .leftJoin(t.mediaFiles, eq(t.mediaFiles.id, t.dealers.logoMediaId));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.alt).toBe(`Logo von ${row.name}`);
      const file = await platform.files.get(row.storageKey!);
      expect(file?.contentType).toBe('image/svg+xml');
      expect(file?.data.toString()).toContain(`aria-label="${row.name}"`);
    }
  });

  it('delivers the offers through the real feed path, one clean full run per dealer', async () => {
    const runs = await platform.database.db.select().from(t.feedRuns);
    expect(runs.length).toBeGreaterThanOrEqual(8);
    for (const run of runs)
      expect(run).toMatchObject({ status: 'succeeded', kind: 'offers', full: true, rowsFailed: 0 });
    expect(new Set(runs.map((run) => run.format))).toEqual(new Set(['google_xml', 'google_csv']));
    const [unmatched] = await platform.database.db
      .select({ n: count() })
      .from(t.offers)
      .where(isNull(t.offers.productVersionId));
    expect(unmatched?.n).toBe(0);
  });

  it('writes a valid search document for every product', async () => {
    const documents = await platform.database.db.select().from(t.searchDocuments);
    const [products] = await platform.database.db.select({ n: count() }).from(t.products);
    expect(documents).toHaveLength(products!.n);
    for (const { document } of documents) searchDocumentSchema.parse(document);
  });

  it('creates one account per role with the demo password', async () => {
    const users = await platform.database.db.select().from(t.users);
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(users.some((user) => !user.verified)).toBe(true);
    expect(users.some((user) => user.permissions.includes(PERMISSIONS.recommendationListEdit))).toBe(true);
    expect(users.some((user) => user.userType === 'dealer' && user.dealerId !== null)).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong', users[0]!.passwordHash!)).toBe(false);
  });

  it('leaves an already filled database alone', async () => {
    const result = await seedDemoData({ platform, logger: platform.logger });
    expect(result.seeded).toBe(false);
  });
});
