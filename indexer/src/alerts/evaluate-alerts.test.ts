import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { evaluateAlertsJob, evaluateNewsAlertsJob, publishDuePostsJob } from '../jobs/evaluate-alerts';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import { sendAlertMailsJob } from '../jobs/send-alert-mails';
import type { Platform } from '@spielraum/platform';
import { createTestCatalogue, type TestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { evaluateFeedRun } from './evaluate-feed-run';

interface FeedLine {
  product: number;
  euros: string;
  availability?: string;
}

describe(`alert evaluation (${testMode()} mode)`, () => {
  let platform: Platform;
  let catalogue: TestCatalogue;
  let feeds = 0;
  const mia = randomUUID();
  const tom = randomUUID();
  const ida = randomUUID();

  /** Ingests an offer feed through the job queue (as production does) and waits for every follow-up job. */
  async function ingest(lines: FeedLine[], jobId = `feed-test-${++feeds}`): Promise<number> {
    const path = join(platform.dataDir, `${jobId}.csv`);
    const rows = lines.map(
      (line) =>
        `S-${line.product},Spiel ${line.product},https://test.example/${line.product},${line.euros} EUR,${catalogue.gtin(line.product)},Testverlag,${line.availability ?? 'in_stock'},DE:::0.00 EUR`,
    );
    await writeFile(path, `id,title,link,price,gtin,brand,availability,shipping\n${rows.join('\n')}\n`);
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId: catalogue.dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId },
    );
    await platform.queue.drain(30_000);
    const [run] = await platform.database.db.select().from(t.feedRuns).where(eq(t.feedRuns.jobKey, jobId));
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

  const product = (index: number) => catalogue.productIds[index - 1]!;

  beforeAll(async () => {
    platform = await createTestPlatform();
    catalogue = await createTestCatalogue(platform.database, 8);
    await platform.database.db.insert(t.users).values([
      { uuid: mia, email: 'mia@example.com', displayName: 'Mia', verified: true, alertMail: 'immediately' },
      { uuid: tom, email: 'tom@example.com', displayName: 'Tom', verified: true, alertMail: 'daily' },
      { uuid: ida, email: 'ida@example.com', displayName: 'Ida', verified: true, alertMail: 'never' },
    ]);
    const [list] = await platform.database.db
      .insert(t.userLists)
      .values({ userUuid: mia, kind: 'wishlist', name: 'Geburtstag' })
      .returning();
    await platform.database.db.insert(t.userListItems).values({ listId: list!.id, productId: product(1) });
    // every game starts at 29.99 € (shipping free), game 3 sold out
    await ingest([
      { product: 1, euros: '29.99' },
      { product: 2, euros: '40.00' },
      { product: 3, euros: '19.99', availability: 'out_of_stock' },
      { product: 4, euros: '29.99' },
    ]);
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('notifies once per crossing: not again for the same feed, again after the price rose above and fell', async () => {
    const alert = await addAlert({ kind: 'price', productId: product(1), desiredPriceCents: 2500 });
    const paused = await addAlert({
      kind: 'price',
      productId: product(1),
      desiredPriceCents: 2600,
      paused: true,
    });
    await ingest([{ product: 1, euros: '27.00' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);

    const dropRun = await ingest([{ product: 1, euros: '24.99' }], 'feed-drop');
    const first = await notificationsOf(alert.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      userUuid: mia,
      type: 'price',
      productId: product(1),
      name: 'Spiel 1',
      priceCents: 2499,
      oldPriceCents: 2700,
      listName: 'Geburtstag',
      dedupeKey: `price:${alert.id}:1`,
    });

    // the same feed again (same job id, then as a new run), and the run evaluated once more
    await ingest([{ product: 1, euros: '24.99' }], 'feed-drop');
    await ingest([{ product: 1, euros: '24.99' }]);
    await ingest([{ product: 1, euros: '23.50' }]);
    expect(await evaluateFeedRun({ database: platform.database, feedRunId: dropRun })).toMatchObject({
      price: 0,
    });
    expect(await notificationsOf(alert.id)).toHaveLength(1);

    await ingest([{ product: 1, euros: '26.00' }]);
    const [rearmed] = await platform.database.db.select().from(t.alerts).where(eq(t.alerts.id, alert.id));
    expect(rearmed).toMatchObject({ armed: true, crossings: 1 });
    await ingest([{ product: 1, euros: '22.00' }]);
    const second = await notificationsOf(alert.id);
    expect(second.map((row) => [row.priceCents, row.oldPriceCents, row.dedupeKey])).toEqual([
      [2499, 2700, `price:${alert.id}:1`],
      [2200, 2600, `price:${alert.id}:2`],
    ]);
    expect(await notificationsOf(paused.id)).toHaveLength(0);
  });

  it('fires a discount alert at the reference price minus N %, rounded down', async () => {
    // 40.00 € reference, save 25 %: threshold 30.00 €
    const alert = await addAlert({
      kind: 'price',
      productId: product(2),
      desiredDiscountPercent: 25,
      referencePriceCents: 4000,
    });
    await ingest([{ product: 2, euros: '30.01' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);
    await ingest([{ product: 2, euros: '30.00' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([{ priceCents: 3000, oldPriceCents: 3001 }]);
  });

  it('fires an alert created while the price is already below its threshold at the next run touching the game', async () => {
    const alert = await addAlert({
      kind: 'price',
      productId: product(4),
      desiredPriceCents: 3500,
      referencePriceCents: 2999,
    });
    await ingest([{ product: 5, euros: '10.00' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);
    await ingest([{ product: 4, euros: '29.98' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([{ priceCents: 2998, oldPriceCents: 2999 }]);
  });

  it('fires an availability alert when the game becomes orderable, re-arms when it is gone again', async () => {
    const alert = await addAlert({ kind: 'availability', productId: product(3), userUuid: ida });
    await ingest([{ product: 3, euros: '19.99', availability: 'out_of_stock' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(0);
    await ingest([{ product: 3, euros: '19.99', availability: 'backorder' }]);
    expect(await notificationsOf(alert.id)).toMatchObject([
      { type: 'availability', priceCents: 1999, dedupeKey: `availability:${alert.id}:1` },
    ]);
    await ingest([{ product: 3, euros: '18.99', availability: 'in_stock' }]);
    expect(await notificationsOf(alert.id)).toHaveLength(1);
    await ingest([{ product: 3, euros: '18.99', availability: 'out_of_stock' }]);
    await ingest([{ product: 3, euros: '18.99', availability: 'preorder' }]);
    expect((await notificationsOf(alert.id)).map((row) => row.dedupeKey)).toEqual([
      `availability:${alert.id}:1`,
      `availability:${alert.id}:2`,
    ]);
  });

  it('fires news alerts for a new product of a publisher and a new expansion of a game, once each', async () => {
    const { db } = platform.database;
    const [publisher] = await db.select().from(t.publishers).limit(1);
    const publisherAlert = await addAlert({
      kind: 'news',
      newsType: 'publishers',
      publisherId: publisher!.id,
    });
    const gameAlert = await addAlert({
      kind: 'news',
      newsType: 'games',
      productId: product(6),
      userUuid: tom,
    });
    const pausedAlert = await addAlert({
      kind: 'news',
      newsType: 'games',
      productId: product(6),
      paused: true,
    });
    const [expansion] = await db
      .insert(t.products)
      .values({
        slug: 'spiel-6-erweiterung',
        title: 'Spiel 6: Die Erweiterung',
        groupId: 3,
        productType: 'expansion',
        baseProductId: product(6),
        publisherId: publisher!.id,
      })
      .returning();
    // what a product feed commit writes (apply-product-feed): a document and a new-product event
    const [run] = await db
      .insert(t.feedRuns)
      .values({
        jobKey: 'products-test',
        kind: 'products',
        format: 'product_jsonl',
        source: 'test',
        status: 'succeeded',
      })
      .returning();
    await db.insert(t.indexerEvents).values([
      { feedRunId: run!.id, kind: 'document', productId: expansion!.id },
      { feedRunId: run!.id, kind: 'new_product', productId: expansion!.id, publisherId: publisher!.id },
    ]);
    for (let i = 0; i < 2; i++) {
      await platform.queue.enqueue(
        evaluateAlertsJob.name,
        { feedRunId: run!.id },
        { jobId: `news-eval-${i}` },
      );
      await platform.queue.drain(30_000);
    }
    expect(await notificationsOf(publisherAlert.id)).toMatchObject([
      {
        type: 'news',
        name: 'Spiel 6: Die Erweiterung',
        dedupeKey: `news:${publisherAlert.id}:product:${expansion!.id}`,
      },
    ]);
    expect(await notificationsOf(gameAlert.id)).toMatchObject([{ userUuid: tom, productId: expansion!.id }]);
    expect(await notificationsOf(pausedAlert.id)).toHaveLength(0);
  });

  it('fires magazine news alerts for a published post of their category and its games, once', async () => {
    const { db } = platform.database;
    const categories = await db.select().from(t.magazineCategories);
    const tests = categories.find((category) => category.slug === 'tests')!;
    const industry = categories.find((category) => category.slug === 'branchen-news')!;
    const testsAlert = await addAlert({ kind: 'news', newsType: 'magazine_tests', userUuid: ida });
    const industryAlert = await addAlert({ kind: 'news', newsType: 'magazine_industry', userUuid: ida });
    const featuredAlert = await addAlert({
      kind: 'news',
      newsType: 'games',
      productId: product(4),
      userUuid: ida,
    });
    const otherGameAlert = await addAlert({
      kind: 'news',
      newsType: 'games',
      productId: product(3),
      userUuid: ida,
    });
    const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Gut' }] }] };
    const [post, draft, scheduled] = await db
      .insert(t.magazinePosts)
      .values([
        {
          categoryId: tests.id,
          slug: 'spiel-1-im-test',
          title: 'Spiel 1 im Test',
          body,
          authorName: 'Redaktion',
          status: 'published',
          publishedAt: new Date(),
        },
        { categoryId: industry.id, slug: 'entwurf', title: 'Entwurf', body, authorName: 'Redaktion' },
        {
          categoryId: industry.id,
          slug: 'spaeter',
          title: 'Später',
          body,
          authorName: 'Redaktion',
          status: 'published',
          publishedAt: new Date(Date.now() + 3_600_000),
        },
      ])
      .returning();
    await db.insert(t.magazinePostProducts).values({ postId: post!.id, productId: product(4) });
    for (const id of [post!.id, post!.id, draft!.id, scheduled!.id])
      await platform.queue.enqueue(
        evaluateNewsAlertsJob.name,
        { postId: id },
        { jobId: `news-post-${id}-${Math.random()}` },
      );
    await platform.queue.drain(30_000);
    expect(await notificationsOf(testsAlert.id)).toMatchObject([
      {
        type: 'news',
        name: 'Spiel 1 im Test',
        productId: null,
        dedupeKey: `news:${testsAlert.id}:post:${post!.id}`,
      },
    ]);
    expect(await notificationsOf(featuredAlert.id)).toMatchObject([
      { name: 'Spiel 1 im Test', productId: null, dedupeKey: `news:${featuredAlert.id}:post:${post!.id}` },
    ]);
    expect(await notificationsOf(otherGameAlert.id)).toHaveLength(0);
    expect(await notificationsOf(industryAlert.id)).toHaveLength(0);

    // the scheduled post's time comes: the sweep finds it (and nothing else) and notifies once
    await db
      .update(t.magazinePosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(t.magazinePosts.id, scheduled!.id));
    for (const run of [1, 2])
      await platform.queue.enqueue(publishDuePostsJob.name, {}, { jobId: `sweep-${run}` });
    await platform.queue.drain(30_000);
    expect(await notificationsOf(industryAlert.id)).toMatchObject([
      { name: 'Später', dedupeKey: `news:${industryAlert.id}:post:${scheduled!.id}` },
    ]);
    const stamped = await db.select().from(t.magazinePosts);
    expect(
      stamped
        .filter((row) => row.alertsEvaluatedAt !== null)
        .map((row) => row.slug)
        .sort(),
    ).toEqual(['spaeter', 'spiel-1-im-test']);
  });

  it('mails immediately-users per evaluation, daily users in the digest, never-users not at all', async () => {
    const { db } = platform.database;
    const outbox = () => db.select().from(t.mailOutbox).orderBy(asc(t.mailOutbox.id));
    const mailsTo = async (to: string) => (await outbox()).filter((mail) => mail.to === to);
    // Mia got a mail per evaluation that notified her (price drops of game 1 twice, game 2, game 4, news)
    const miaMails = await mailsTo('mia@example.com');
    expect(miaMails.length).toBeGreaterThanOrEqual(4);
    const firstMail = miaMails[0]!;
    expect(firstMail.subject).toBe('Neuigkeiten zu deinen Alarmen');
    expect(firstMail.text).toContain('Hallo Mia,');
    // amounts are formatted with a no-break space before the euro sign
    expect(firstMail.text.replace(/\u00a0/g, ' ')).toContain(
      'Spiel 1: jetzt 24,99 € inkl. Versand (vorher 27,00 €)',
    );
    expect(firstMail.text).toContain('http://localhost:3000/games/brettspiele/spiel-1');
    expect(firstMail.text).toContain('http://localhost:3000/notifications');
    expect(firstMail.text).toContain('http://localhost:3000/settings');
    expect(firstMail.html).toContain('href="http://localhost:3000/games/brettspiele/spiel-1"');
    const unmailed = await db.select().from(t.notifications).where(eq(t.notifications.userUuid, mia));
    expect(unmailed.every((row) => row.mailedAt !== null)).toBe(true);
    const miaCount = miaMails.length;

    expect(await mailsTo('tom@example.com')).toHaveLength(0);
    expect(await mailsTo('ida@example.com')).toHaveLength(0);
    for (const jobId of ['digest-1', 'digest-2']) {
      await platform.queue.enqueue(sendAlertMailsJob.name, { mode: 'daily' }, { jobId });
      await platform.queue.drain(30_000);
    }
    // Tom has a news alert only: his digest is the news alerts' own, whose unsubscribe pauses them
    const digest = await mailsTo('tom@example.com');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('Deine tägliche Übersicht der Neuigkeiten');
    expect(digest[0]!.text).toContain('Neu: Spiel 6: Die Erweiterung');
    expect(digest[0]!.text).toContain('/unsubscribe/news-');
    expect(await mailsTo('ida@example.com')).toHaveLength(0);
    expect(await mailsTo('mia@example.com')).toHaveLength(miaCount);
    const idaMailed = await db.select().from(t.notifications).where(eq(t.notifications.userUuid, ida));
    expect(idaMailed.length).toBeGreaterThan(0);
    expect(idaMailed.every((row) => row.mailedAt === null)).toBe(true);
  });
});
