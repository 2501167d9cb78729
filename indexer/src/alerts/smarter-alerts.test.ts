import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { demoGtin } from '../demo/generate';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { evaluateFeedRun } from './evaluate-feed-run';

interface FeedLine {
  product: number;
  euros: string;
  /** The edition's GTIN; version 1 (German) unless given. */
  version?: number;
  /** Google's availability value; in stock unless given. */
  availability?: 'in_stock' | 'out_of_stock';
}

describe(`low alerts, list rules, owned games, excluded dealers and language editions (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let otherDealerId: number;
  let feeds = 0;
  const mia = randomUUID();
  const tom = randomUUID();

  /** Ingests a partial offer feed of one dealer through the job queue and waits for the follow-up jobs. */
  async function ingest(lines: FeedLine[], dealerId = catalogue.dealerId): Promise<number> {
    const jobId = `smart-feed-${++feeds}`;
    const path = join(platform.dataDir, `${jobId}.csv`);
    const rows = lines.map((line) => {
      const version = line.version ?? 1;
      return `S-${line.product}-${version},Spiel ${line.product},https://test.example/${line.product},${line.euros} EUR,${demoGtin(line.product, version)},Testverlag,${line.availability ?? 'in_stock'},DE:::0.00 EUR`;
    });
    await writeFile(path, `id,title,link,price,gtin,brand,availability,shipping\n${rows.join('\n')}\n`);
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId },
    );
    await platform.queue.drain(30_000);
    const [run] = await platform.database.db.select().from(t.feedRuns).where(eq(t.feedRuns.jobKey, jobId));
    expect(run!.status).toBe('succeeded');
    return run!.id;
  }

  async function notificationsOf(alertId: number) {
    return platform.database.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.alertId, alertId))
      .orderBy(asc(t.notifications.id));
  }

  async function addAlert(values: Omit<typeof t.alerts.$inferInsert, 'userUuid'> & { userUuid?: string }) {
    const [alert] = await platform.database.db
      .insert(t.alerts)
      .values({ userUuid: mia, ...values })
      .returning();
    return alert!;
  }

  async function alertRow(id: number) {
    const [row] = await platform.database.db.select().from(t.alerts).where(eq(t.alerts.id, id));
    return row!;
  }

  const product = (index: number) => catalogue.productIds[index - 1]!;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, 8);
    const { db } = platform.database;
    const [other] = await db
      .insert(t.dealers)
      .values({
        slug: 'zweithaendler',
        name: 'Zweithändler',
        website: 'https://zwei.example',
        shippingCostDeCents: 0,
      })
      .returning();
    otherDealerId = other!.id;
    // game 5 has an English edition besides the German one
    await db
      .insert(t.productVersions)
      .values({ productId: product(5), gtin: demoGtin(5, 2), language: 'en' });
    await db.insert(t.users).values([
      { uuid: mia, email: 'mia@example.com', displayName: 'Mia', verified: true, alertMail: 'never' },
      { uuid: tom, email: 'tom@example.com', displayName: 'Tom', verified: true, alertMail: 'never' },
    ]);
    await ingest([1, 2, 3, 4].map((index) => ({ product: index, euros: '29.99' })));
    await ingest([
      { product: 5, euros: '29.99' },
      { product: 5, euros: '29.99', version: 2 },
    ]);
    await ingest(
      [2, 3].map((index) => ({ product: index, euros: '29.99' })),
      otherDealerId,
    );
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('fires a 30-day-low alert once on a new low, not on the next equal price nor a second evaluation', async () => {
    const alert = await addAlert({ kind: 'price', productId: product(1), lowWindow: '30d' });
    // the game's price does not move: no drop, no notification although it is at its low
    await ingest([
      { product: 1, euros: '29.99' },
      { product: 4, euros: '28.00' },
    ]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);

    const lowRun = await ingest([{ product: 1, euros: '27.00' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([
      { type: 'price', priceCents: 2700, oldPriceCents: 2999, dedupeKey: `price:${alert.id}:1` },
    ]);
    // the same price again, from the same and from another dealer, and the low run evaluated twice
    await ingest([{ product: 1, euros: '27.00' }]);
    await ingest([{ product: 1, euros: '27.00' }], otherDealerId);
    expect(await evaluateFeedRun({ database: platform.database, feedRunId: lowRun })).toMatchObject({
      price: 0,
    });
    expect(await notificationsOf(alert.id)).toHaveLength(1);
    expect(await alertRow(alert.id)).toMatchObject({ armed: false, crossings: 1 });

    // a drop that stays above the low neither fires nor re-arms wrongly; a rise above it re-arms
    await ingest([{ product: 1, euros: '28.50' }], otherDealerId);
    await ingest([{ product: 1, euros: '29.00' }]);
    expect(await alertRow(alert.id)).toMatchObject({ armed: true, crossings: 1 });
    await ingest([{ product: 1, euros: '28.00' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(1);
    // a new low after the rise: a new crossing
    await ingest([{ product: 1, euros: '26.50' }], otherDealerId);
    expect((await notificationsOf(alert.id)).map((row) => [row.priceCents, row.dedupeKey])).toEqual([
      [2700, `price:${alert.id}:1`],
      [2650, `price:${alert.id}:2`],
    ]);
  });

  it("does not alert a user who excluded the dealer whose offer dropped, until another dealer's does", async () => {
    await platform.database.db
      .update(t.users)
      .set({ excludedDealerIds: [otherDealerId] })
      .where(eq(t.users.uuid, mia));
    const excluding = await addAlert({ kind: 'price', productId: product(2), desiredPriceCents: 2500 });
    const everyDealer = await addAlert({
      kind: 'price',
      productId: product(2),
      desiredPriceCents: 2500,
      userUuid: tom,
    });
    await ingest([{ product: 2, euros: '24.00' }], otherDealerId);
    expect(await notificationsOf(everyDealer.id)).toMatchObject([{ priceCents: 2400 }]);
    expect(await notificationsOf(excluding.id)).toHaveLength(0);
    expect(await alertRow(excluding.id)).toMatchObject({ armed: true });

    await ingest([{ product: 2, euros: '24.50' }]);
    expect(await notificationsOf(excluding.id)).toMatchObject([{ userUuid: mia, priceCents: 2450 }]);
    await platform.database.db.update(t.users).set({ excludedDealerIds: [] }).where(eq(t.users.uuid, mia));
  });

  it('never alerts for a game in the user’s collection', async () => {
    const { db } = platform.database;
    const [collection] = await db
      .insert(t.userLists)
      .values({ userUuid: mia, kind: 'collection', name: 'Regal' })
      .returning();
    await db.insert(t.userListItems).values({ listId: collection!.id, productId: product(3) });
    const owned = await addAlert({ kind: 'price', productId: product(3), desiredPriceCents: 2500 });
    const ownedLow = await addAlert({ kind: 'price', productId: product(3), lowWindow: 'all' });
    const notOwned = await addAlert({
      kind: 'price',
      productId: product(3),
      desiredPriceCents: 2500,
      userUuid: tom,
    });
    await ingest([{ product: 3, euros: '20.00' }]);
    expect(await notificationsOf(notOwned.id)).toHaveLength(1);
    expect(await notificationsOf(owned.id)).toHaveLength(0);
    expect(await notificationsOf(ownedLow.id)).toHaveLength(0);
    expect(await alertRow(owned.id)).toMatchObject({ armed: true, crossings: 0 });
  });

  it('limits an alert to the offers of one language edition', async () => {
    const german = await addAlert({
      kind: 'price',
      productId: product(5),
      desiredPriceCents: 2500,
      language: 'de',
    });
    const germanLow = await addAlert({
      kind: 'price',
      productId: product(5),
      lowWindow: '30d',
      language: 'de',
    });
    const anyEdition = await addAlert({
      kind: 'price',
      productId: product(5),
      desiredPriceCents: 2500,
      userUuid: tom,
    });
    await ingest([{ product: 5, euros: '20.00', version: 2 }]);
    expect(await notificationsOf(anyEdition.id)).toMatchObject([{ priceCents: 2000 }]);
    expect(await notificationsOf(german.id)).toHaveLength(0);
    // the German edition's drop to 24 € is not the game's low (the English one costs 20 €)
    await ingest([{ product: 5, euros: '24.00' }]);
    expect(await notificationsOf(german.id)).toMatchObject([{ priceCents: 2400 }]);
    expect(await notificationsOf(germanLow.id)).toHaveLength(0);
  });

  it("gives a list rule's saving alert of a game without offer its first price as reference", async () => {
    const { db } = platform.database;
    const [wishlist] = await db
      .insert(t.userLists)
      .values({ userUuid: tom, kind: 'wishlist', name: 'Neuheiten' })
      .returning();
    await db.insert(t.userListItems).values({ listId: wishlist!.id, productId: product(6) });
    const [rule] = await db
      .insert(t.listAlertRules)
      .values({ userUuid: tom, listId: wishlist!.id, kind: 'discount', discountPercent: 20 })
      .returning();
    const alert = await addAlert({
      kind: 'price',
      productId: product(6),
      desiredDiscountPercent: 20,
      ruleId: rule!.id,
      userUuid: tom,
    });
    await ingest([{ product: 6, euros: '30.00' }]);
    expect(await alertRow(alert.id)).toMatchObject({ referencePriceCents: 3000, armed: true });
    expect(await notificationsOf(alert.id)).toHaveLength(0);
    await ingest([{ product: 6, euros: '24.01' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);
    await ingest([{ product: 6, euros: '24.00' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([
      { priceCents: 2400, oldPriceCents: 2401, listName: 'Neuheiten' },
    ]);
  });

  it("tells a user who excluded a dealer of a game's availability only when another dealer can deliver", async () => {
    const { db } = platform.database;
    await ingest([{ product: 7, euros: '30.00', availability: 'out_of_stock' }]);
    await ingest([{ product: 7, euros: '28.00', availability: 'out_of_stock' }], otherDealerId);
    await db
      .update(t.users)
      .set({ excludedDealerIds: [otherDealerId] })
      .where(eq(t.users.uuid, mia));
    const excluding = await addAlert({ kind: 'availability', productId: product(7) });
    const everyDealer = await addAlert({ kind: 'availability', productId: product(7), userUuid: tom });

    await ingest([{ product: 7, euros: '28.00' }], otherDealerId);
    expect(await notificationsOf(everyDealer.id)).toMatchObject([{ type: 'availability', priceCents: 2800 }]);
    expect(await notificationsOf(excluding.id)).toHaveLength(0);
    expect(await alertRow(excluding.id)).toMatchObject({ armed: true, crossings: 0 });

    // the game was orderable already: no change of the game's, but the first dealer Mia buys from
    await ingest([{ product: 7, euros: '30.00' }]);
    expect(await notificationsOf(excluding.id)).toMatchObject([
      { type: 'availability', priceCents: 3000, dedupeKey: `availability:${excluding.id}:1` },
    ]);
    expect(await notificationsOf(everyDealer.id)).toHaveLength(1);

    // her dealer sells out while the excluded one still delivers: armed again for her only
    await ingest([{ product: 7, euros: '30.00', availability: 'out_of_stock' }]);
    expect(await alertRow(excluding.id)).toMatchObject({ armed: true, crossings: 1 });
    expect(await alertRow(everyDealer.id)).toMatchObject({ armed: false, crossings: 1 });
    await db.update(t.users).set({ excludedDealerIds: [] }).where(eq(t.users.uuid, mia));
  });

  it("shows a restricted alert's own earlier price, never an excluded dealer's", async () => {
    const { db } = platform.database;
    await ingest([{ product: 8, euros: '40.00' }]);
    await ingest([{ product: 8, euros: '35.00' }], otherDealerId);
    await db
      .update(t.users)
      .set({ excludedDealerIds: [otherDealerId] })
      .where(eq(t.users.uuid, mia));
    // "10 % below today's price": Mia's today is 40 €, the game's best is the excluded 35 €
    const alert = await addAlert({
      kind: 'price',
      productId: product(8),
      desiredDiscountPercent: 10,
      referencePriceCents: 4000,
    });
    await ingest([{ product: 8, euros: '33.00' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([{ priceCents: 3300, oldPriceCents: 4000 }]);
    await db.update(t.users).set({ excludedDealerIds: [] }).where(eq(t.users.uuid, mia));
  });
});
