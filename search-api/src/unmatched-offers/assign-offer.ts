import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  buildSearchDocumentsContract,
  evaluateAlertsContract,
  type JobQueue,
  type Logger,
} from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { feedRuns, offers, products, productVersions } from '@spielraum/schema/db';
import { recomputePriceStats } from '@spielraum/schema/prices';

/** What the offer is assigned to: the version carrying a GTIN, or a version chosen by hand. */
export type AssignmentTarget = { gtin: string } | { productVersionId: number };

export type AssignOfferResult =
  | {
      kind: 'assigned';
      offerId: number;
      productVersionId: number;
      product: { id: number; slug: string; title: string };
      feedRunId: number;
    }
  | { kind: 'offer_not_found' }
  | { kind: 'already_matched' }
  | { kind: 'gtin_unknown'; gtin: string }
  | { kind: 'version_not_found' };

/** How the record of a manual assignment names its source (`feed_runs.source`). */
export const ASSIGNMENT_SOURCE = 'operator:assignment';

/**
 * Assigns one live unmatched offer to a product version, with the effects a feed's match has:
 * in one transaction the offer gets its version and product, the product's price statistics are
 * recomputed, and the change is recorded as a one-row run of the offer's dealer with the same
 * events a feed run writes (a document to rebuild, a price drop where the best total fell, an
 * availability change); after the commit the same jobs as after a feed run rebuild the search
 * document and evaluate the alerts. A GTIN is looked up as the feeds match it (the typed GTIN
 * normalised by the contract). `dealerIds` keeps it to those dealers' offers (a dealer's own
 * area): another dealer's offer is not found. An offer that is matched meanwhile is left as it is.
 */
export async function assignOffer({
  database,
  queue,
  logger,
  offerId,
  target,
  dealerIds,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  logger: Logger;
  offerId: number;
  target: AssignmentTarget;
  dealerIds?: readonly number[];
}): Promise<AssignOfferResult> {
  const result = await database.transaction(async (tx): Promise<AssignOfferResult> => {
    const [offer] = await tx.db
      .select({ id: offers.id, dealerId: offers.dealerId, productVersionId: offers.productVersionId })
      .from(offers)
      .where(
        and(
          eq(offers.id, offerId),
          isNull(offers.goneAt),
          dealerIds === undefined ? undefined : inArray(offers.dealerId, [...dealerIds]),
        ),
      )
      .for('update');
    if (!offer) return { kind: 'offer_not_found' };
    // matched meanwhile, by a feed or another operator: theirs stands
    if (offer.productVersionId !== null) return { kind: 'already_matched' };
    const [version] = await tx.db
      .select({
        id: productVersions.id,
        productId: products.id,
        slug: products.slug,
        title: products.title,
      })
      .from(productVersions)
      .innerJoin(products, eq(products.id, productVersions.productId))
      .where(
        'gtin' in target
          ? eq(productVersions.gtin, target.gtin)
          : eq(productVersions.id, target.productVersionId),
      );
    if (!version)
      return 'gtin' in target ? { kind: 'gtin_unknown', gtin: target.gtin } : { kind: 'version_not_found' };

    const now = new Date();
    const [run] = await tx.db
      .insert(feedRuns)
      .values({
        dealerId: offer.dealerId,
        jobKey: `offer-assignment-${offer.id}-${randomUUID()}`,
        kind: 'offers',
        source: ASSIGNMENT_SOURCE,
        status: 'succeeded',
        rowsTotal: 1,
        rowsApplied: 1,
        stats: { assigned: 1 },
        startedAt: now,
        finishedAt: now,
      })
      .returning({ id: feedRuns.id });
    const feedRunId = run!.id;
    const productId = version.productId;
    const [before] = await tx.query<{ best_total_cents: number | null; availability: string }>(
      sql`select best_total_cents, availability from product_price_stats where product_id = ${productId}`,
    );
    await tx.db
      .update(offers)
      .set({ productVersionId: version.id, productId })
      .where(eq(offers.id, offer.id));
    await recomputePriceStats({ database: tx, productIds: [productId] });
    // the events of the feed apply (indexer/src/feeds/apply-offer-feed.ts) for one product
    await tx.query(sql`
      insert into indexer_events (feed_run_id, kind, product_id, old_value, new_value, old_availability, new_availability)
      select ${feedRunId}, e.kind, s.product_id, e.old_value, e.new_value, e.old_availability, e.new_availability
      from product_price_stats s
      cross join lateral (values
        ('document', true, null::int, null::int, null::availability, null::availability),
        ('price_drop', s.best_total_cents < ${before?.best_total_cents ?? null}::int,
         ${before?.best_total_cents ?? null}::int, s.best_total_cents, null, null),
        ('availability_change',
         s.availability is distinct from coalesce(${before?.availability ?? null}::availability, 'not_available'),
         null, null, coalesce(${before?.availability ?? null}::availability, 'not_available'), s.availability)
      ) e(kind, keep, old_value, new_value, old_availability, new_availability)
      where s.product_id = ${productId} and e.keep`);
    return {
      kind: 'assigned',
      offerId: offer.id,
      productVersionId: version.id,
      product: { id: productId, slug: version.slug, title: version.title },
      feedRunId,
    };
  });
  if (result.kind !== 'assigned') return result;
  // the jobs that follow a committed feed run, under the ids the feed jobs give them
  await queue.enqueue(
    buildSearchDocumentsContract.name,
    { feedRunId: result.feedRunId },
    { jobId: `search-docs-run-${result.feedRunId}` },
  );
  await queue.enqueue(
    evaluateAlertsContract.name,
    { feedRunId: result.feedRunId },
    { jobId: `alerts-run-${result.feedRunId}` },
  );
  logger.info(
    { offerId: result.offerId, productVersionId: result.productVersionId, feedRunId: result.feedRunId },
    'unmatched offer assigned by hand',
  );
  return result;
}
