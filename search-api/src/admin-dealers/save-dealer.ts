import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { buildSearchDocumentsContract, type JobQueue } from '@spielraum/platform';
import { serverMessage, type AdminDealer, type AdminDealerRequest } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { dealers, offers } from '@spielraum/schema/db';
import { isUniqueViolation } from '../alerts/unique-violation';
import { AppError } from '../http/errors';
import { readAdminDealer } from './read-admin-dealers';
import { syncFeedSchedule } from './sync-feed-schedule';

function slugTaken(): AppError {
  const text = serverMessage('dealerSlugTaken');
  return new AppError('conflict', { error: 'slug taken', message: text, fields: { slug: text } });
}

/** The request's settings as the dealers table's columns. */
function columnsOf(request: AdminDealerRequest) {
  return {
    slug: request.slug,
    name: request.name,
    website: request.website,
    ratingDeci: request.rating === null ? null : Math.round(request.rating * 10),
    ratingCount: request.rating_count,
    shippingCostDeCents: request.shipping_cost,
    freeShippingThresholdCents: request.free_shipping_threshold,
    shippingInfo: request.shipping_info,
    feedUrl: request.feed_url,
    feedFormat: request.feed_format,
    feedSchedule: request.feed_schedule,
    active: request.active,
  };
}

type DealerRow = typeof dealers.$inferSelect;

/** What a best total depends on besides the offers: shipping to Germany and whether the shop is listed. */
function changesTotals(before: DealerRow, after: DealerRow): boolean {
  return (
    before.shippingCostDeCents !== after.shippingCostDeCents ||
    before.freeShippingThresholdCents !== after.freeShippingThresholdCents ||
    before.active !== after.active
  );
}

/**
 * Recomputes the price statistics and search documents of every product the dealer offers, as a
 * job: the best totals shown count the dealer's shipping and only listed shops, so a changed
 * shipping rule or a disabled shop must not wait for the next feed run to show.
 */
async function refreshDealerTotals(database: DatabaseHandle, queue: JobQueue, dealer: DealerRow) {
  const rows = await database.db
    .selectDistinct({ productId: offers.productId })
    .from(offers)
    .where(and(eq(offers.dealerId, dealer.id), isNull(offers.goneAt), isNotNull(offers.productId)));
  const productIds = rows.map((row) => row.productId!);
  if (productIds.length === 0) return;
  await queue.enqueue(
    buildSearchDocumentsContract.name,
    { productIds, prices: true },
    { jobId: `dealer-totals-${dealer.id}-${dealer.updatedAt.getTime()}` },
  );
}

/**
 * Creates a dealer (`id` left out) or changes one's settings, and makes its feed scheduler
 * match them (syncFeedSchedule) inside the same transaction: a schedule the queue refuses leaves
 * the dealer as it was. A changed shipping rule or listing refreshes the best totals of the
 * dealer's products (refreshDealerTotals). A slug another dealer has is a 409 naming the field.
 * Null when there is no dealer with `id`.
 */
export async function saveDealer({
  database,
  queue,
  id,
  request,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  id?: number;
  request: AdminDealerRequest;
}): Promise<AdminDealer | null> {
  const { db } = database;
  const [sameSlug] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(sql`${dealers.slug} = ${request.slug} and ${dealers.id} <> ${id ?? 0}`);
  if (sameSlug) throw slugTaken();
  let saved: { before: DealerRow | null; after: DealerRow } | null;
  try {
    saved = await database.transaction(async (tx) => {
      const columns = columnsOf(request);
      let before: DealerRow | null = null;
      if (id !== undefined) {
        [before = null] = await tx.db.select().from(dealers).where(eq(dealers.id, id)).for('update');
        if (!before) return null;
      }
      const [after] =
        id === undefined
          ? await tx.db.insert(dealers).values(columns).returning()
          : await tx.db.update(dealers).set(columns).where(eq(dealers.id, id)).returning();
      if (!after) return null;
      await syncFeedSchedule({ queue, dealer: after });
      return { before, after };
    });
  } catch (error) {
    // two operators saving the same slug at once: the unique index decides
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (!saved) return null;
  if (saved.before && changesTotals(saved.before, saved.after))
    await refreshDealerTotals(database, queue, saved.after);
  return readAdminDealer({ database, id: saved.after.id });
}
