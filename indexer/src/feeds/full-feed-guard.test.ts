import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { offerFeedJobId } from '@spielraum/platform';
import { ingestOfferFeedJob } from '../jobs/ingest-offer-feed';
import type { Platform } from '@spielraum/platform';
import { offerChecksums } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { runOfferFeed } from './run-feed';

const HEADER = 'id,title,link,price,availability';
const row = (sku: string, price = '9.99 EUR') =>
  `${sku},Spiel ${sku},https://test.example/${sku},${price},in_stock`;
const feed = (skus: string[], price?: (sku: string) => string) =>
  [HEADER, ...skus.map((sku) => row(sku, price?.(sku)))].join('\n') + '\n';
const skus = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);

/**
 * A full feed marks the offers missing from it as gone, but never wipes a dealer by mistake: the
 * SKUs of rejected rows count as present, and a feed that would remove more than half of a
 * dealer's live offers (from 20 live offers on), or any offer with no row at all, is refused
 * unless the operator confirms it.
 */
describe(`full feeds that would remove many offers (${testMode()} mode)`, () => {
  let platform: Platform;
  let runs = 0;
  let dealers = 0;

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  async function newDealer(liveOffers: string[]): Promise<number> {
    dealers++;
    const [dealer] = await platform.database.db
      .insert(t.dealers)
      .values({
        slug: `guard-${dealers}`,
        name: `Händler ${dealers}`,
        website: 'https://test.example',
        shippingCostDeCents: 495,
      })
      .returning();
    if (liveOffers.length > 0) {
      const seeded = await ingest(dealer!.id, feed(liveOffers), { full: true });
      expect(seeded.stats?.inserted).toBe(liveOffers.length);
    }
    return dealer!.id;
  }

  async function ingest(
    dealerId: number,
    content: string,
    options: { full?: boolean; allowMassRemoval?: boolean } = {},
  ) {
    const path = join(platform.dataDir, `guard-${++runs}.csv`);
    await writeFile(path, content);
    return runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger: platform.logger,
        jobId: `guard-${runs}`,
        dataDir: platform.dataDir,
      },
      dealerId,
      format: 'google_csv',
      full: options.full ?? false,
      allowMassRemoval: options.allowMassRemoval ?? false,
      source: { kind: 'file', path },
    });
  }

  const liveSkus = async (dealerId: number) =>
    (
      await platform.database.db
        .select({ sku: t.offers.dealerSku })
        .from(t.offers)
        .where(and(eq(t.offers.dealerId, dealerId), isNull(t.offers.goneAt)))
    )
      .map((offer) => offer.sku)
      .sort();

  it('refuses a full feed that would remove more than half of the live offers, and changes nothing', async () => {
    const dealerId = await newDealer(skus('H', 25));
    const before = await offerChecksums(platform.database);
    const refused = await ingest(dealerId, feed(skus('H', 10), () => '8.99 EUR') + 'H-99,,x,1,in_stock\n', {
      full: true,
    });
    expect(refused).toMatchObject({ status: 'failed', rowsTotal: 11, rowsFailed: 1, stats: null });
    expect(refused.error).toBe(
      "refused: this full feed would mark 15 of the dealer's 25 live offers gone (more than half); nothing was changed. If the dealer really dropped them, ingest the feed again with --allow-mass-removal (upload: allow_mass_removal=true; schedule --allow-mass-removal)",
    );
    expect(await offerChecksums(platform.database)).toEqual(before);
    const [run] = await platform.database.db
      .select()
      .from(t.feedRuns)
      .where(eq(t.feedRuns.id, refused.feedRunId));
    expect(run).toMatchObject({ status: 'failed', rowsTotal: 11, rowsFailed: 1, rowsApplied: 0 });
    // the rejected rows stay in the report of a refused run
    const errors = await platform.database.db
      .select()
      .from(t.feedRowErrors)
      .where(eq(t.feedRowErrors.feedRunId, refused.feedRunId));
    expect(errors.map((error) => error.line)).toEqual([12]);

    const confirmed = await ingest(
      dealerId,
      feed(skus('H', 10), () => '8.99 EUR'),
      {
        full: true,
        allowMassRemoval: true,
      },
    );
    expect(confirmed).toMatchObject({ status: 'succeeded' });
    expect(confirmed.stats).toMatchObject({ gone: 15, updated: 10 });
    expect(await liveSkus(dealerId)).toEqual(skus('H', 10).sort());
  });

  it('lets a full feed remove up to half, and a dealer with few offers remove more', async () => {
    const dealerId = await newDealer(skus('M', 25));
    const half = await ingest(dealerId, feed(skus('M', 13)), { full: true });
    expect(half).toMatchObject({ status: 'succeeded' });
    expect(half.stats?.gone).toBe(12);

    const small = await newDealer(skus('S', 19));
    const most = await ingest(small, feed(['S-1']), { full: true });
    expect(most).toMatchObject({ status: 'succeeded' });
    expect(most.stats?.gone).toBe(18);
  });

  it('refuses a full feed without rows for any dealer with live offers', async () => {
    const dealerId = await newDealer(skus('E', 3));
    const headerOnly = await ingest(dealerId, `${HEADER}\n`, { full: true });
    expect(headerOnly).toMatchObject({ status: 'failed', rowsTotal: 0 });
    expect(headerOnly.error).toMatch(
      /^refused: this full feed has no rows and would mark 3 of the dealer's 3 live offers gone; nothing was changed\./,
    );
    expect(await liveSkus(dealerId)).toEqual(skus('E', 3).sort());
    // a partial feed without rows changes nothing and is no removal
    expect((await ingest(dealerId, `${HEADER}\n`)).status).toBe('succeeded');
    // nor is a full feed without rows for a dealer without offers
    expect((await ingest(await newDealer([]), `${HEADER}\n`, { full: true })).status).toBe('succeeded');
  });

  it('keeps the offers whose rows the feed has but rejects, with their last good values', async () => {
    const dealerId = await newDealer(skus('R', 25));
    const allBad = await ingest(
      dealerId,
      feed(skus('R', 25), () => 'abc'),
      { full: true },
    );
    expect(allBad).toMatchObject({ status: 'succeeded', rowsTotal: 25, rowsFailed: 25 });
    expect(allBad.stats).toMatchObject({ received: 0, gone: 0, keptRejected: 25 });
    expect(await liveSkus(dealerId)).toEqual(skus('R', 25).sort());

    // rejected rows count as present, missing ones still go
    const mixed = await ingest(
      dealerId,
      feed(skus('R', 20), (sku) => (sku.endsWith('1') ? 'abc' : '7.99 EUR')),
      { full: true },
    );
    expect(mixed.stats).toMatchObject({ gone: 5, keptRejected: 2 });
    const [kept] = await platform.database.db.select().from(t.offers).where(eq(t.offers.dealerSku, 'R-1'));
    expect(kept).toMatchObject({ priceCents: 999, goneAt: null });
  });

  it('takes the confirmation from the job payload, and a confirmed run is another job', async () => {
    const dealerId = await newDealer(skus('J', 22));
    const path = join(platform.dataDir, 'job-header-only.csv');
    await writeFile(path, `${HEADER}\n`);
    const payload = { dealerId, format: 'google_csv', full: true, source: { kind: 'file', path } };
    const jobId = (allowMassRemoval: boolean) =>
      offerFeedJobId({ dealerId, contentKey: 'same', format: 'google_csv', full: true, allowMassRemoval });
    expect(jobId(true)).not.toBe(jobId(false));
    await platform.queue.enqueue(ingestOfferFeedJob.name, payload, { jobId: jobId(false) });
    await platform.queue.drain(30_000);
    expect(await liveSkus(dealerId)).toHaveLength(22);
    const failed = await platform.queue.failed(ingestOfferFeedJob.name);
    expect(failed.find((job) => job.id === jobId(false))?.reason).toMatch(
      /^refused: this full feed has no rows/,
    );

    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { ...payload, allowMassRemoval: true },
      { jobId: jobId(true) },
    );
    await platform.queue.drain(30_000);
    expect(await liveSkus(dealerId)).toEqual([]);
    const [run] = await platform.database.db
      .select()
      .from(t.feedRuns)
      .where(eq(t.feedRuns.jobKey, jobId(true)));
    expect(run).toMatchObject({ status: 'succeeded', allowMassRemoval: true });
  });

  it('never blocks a partial feed', async () => {
    const dealerId = await newDealer(skus('P', 21));
    const partial = await ingest(dealerId, feed(['P-1']));
    expect(partial).toMatchObject({ status: 'succeeded' });
    expect(await liveSkus(dealerId)).toHaveLength(21);
  });
});
