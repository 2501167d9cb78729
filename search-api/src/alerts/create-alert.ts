import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALERT_LIMITS, message, type Alert, type createAlertRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts, products, publishers } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { toAlerts } from './to-alert';
import { readPersonalBestTotal } from './personal-best-total';
import { isUniqueViolation } from './unique-violation';

type CreateAlert = z.infer<typeof createAlertRequestSchema>;

/** The identical-price-alert refusal (SPEC §5, text of SPEC §8). */
export function identicalAlertError(): AppError {
  return new AppError('conflict', {
    error: 'identical alert exists',
    message: message('identicalAlertExists'),
  });
}

async function findProduct(db: Database, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!row)
    throw new AppError('not_found', { error: 'game not found', message: message('alertGameNotFound') });
  return row;
}

/**
 * Same user, kind and target: the alert a new one would duplicate (null columns compared as
 * equal). A wish list rule's alerts are the rule's, not duplicates of the user's own.
 */
function sameTarget(userUuid: string, values: typeof alerts.$inferInsert): SQL {
  // `is not distinct from` compares nulls as equal; the columns give the parameters their types
  const same = (target: AnyPgColumn, value: unknown) => sql`${target} is not distinct from ${value ?? null}`;
  return and(
    eq(alerts.userUuid, userUuid),
    eq(alerts.kind, values.kind),
    same(alerts.productId, values.productId),
    same(alerts.publisherId, values.publisherId),
    same(alerts.newsType, values.newsType),
    same(alerts.desiredPriceCents, values.desiredPriceCents),
    same(alerts.desiredDiscountPercent, values.desiredDiscountPercent),
    same(alerts.lowWindow, values.lowWindow),
    same(alerts.language, values.language),
    isNull(alerts.ruleId),
  )!;
}

/**
 * Creates an alert for a user. A price alert keeps the desired total, the desired saving
 * together with the game's best total now (refused when the game has no offer; the user's
 * personal best total when dealers are excluded or `language` limits the alert to one
 * edition), or a low window; an identical alert is refused with SPEC's text (the partial
 * unique index decides for desired prices, so two simultaneous requests cannot both win); at
 * most 500 alerts per user (a wish list rule's alerts do not count: the list's size bounds them).
 */
export async function createAlert({
  db,
  userUuid,
  request,
}: {
  db: Database;
  userUuid: string;
  request: CreateAlert;
}): Promise<Alert> {
  const values: typeof alerts.$inferInsert = { userUuid, kind: request.kind };
  if (request.kind === 'price') {
    const product = await findProduct(db, request.product_id);
    values.productId = product.id;
    values.language = request.language ?? null;
    if (request.low_window !== null && request.low_window !== undefined) {
      values.lowWindow = request.low_window;
    } else if (request.desired_price !== null && request.desired_price !== undefined) {
      values.desiredPriceCents = request.desired_price;
    } else {
      const bestTotalCents = await readPersonalBestTotal({
        db,
        userUuid,
        productId: product.id,
        language: values.language,
      });
      if (bestTotalCents === null)
        throw new AppError('validation_failed', {
          error: 'no offer',
          message: message('alertNoOfferForDiscount'),
          fields: { desired_discount_percent: message('alertNoOfferForDiscount') },
        });
      values.desiredDiscountPercent = request.desired_discount_percent ?? null;
      values.referencePriceCents = bestTotalCents;
    }
  } else if (request.kind === 'availability') {
    values.productId = (await findProduct(db, request.product_id)).id;
  } else {
    values.newsType = request.news_type;
    if (request.news_type === 'games') values.productId = (await findProduct(db, request.product_id)).id;
    if (request.news_type === 'publishers') {
      const [publisher] = await db
        .select({ id: publishers.id })
        .from(publishers)
        .where(eq(publishers.id, request.publisher_id))
        .limit(1);
      if (!publisher)
        throw new AppError('not_found', {
          error: 'publisher not found',
          message: message('alertPublisherNotFound'),
        });
      values.publisherId = publisher.id;
    }
  }

  // One user's alert creations run one after another (a transaction-scoped advisory lock on the
  // user), so the identical check and the 500 limit hold for simultaneous requests too; the
  // partial unique index stays the last word for identical desired prices.
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userUuid}, 7))`);
    const [existing] = await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(sameTarget(userUuid, values))
      .limit(1);
    if (existing) {
      if (request.kind === 'price') throw identicalAlertError();
      throw new AppError('conflict', {
        error: 'identical alert exists',
        message: message('identicalAlertExistsOther'),
      });
    }
    const [owned] = await tx
      .select({ total: count() })
      .from(alerts)
      .where(and(eq(alerts.userUuid, userUuid), isNull(alerts.ruleId)));
    if ((owned?.total ?? 0) >= ALERT_LIMITS.maxAlertsPerUser)
      throw new AppError('conflict', {
        error: 'alert limit reached',
        message: message('alertLimitReached', { amount: ALERT_LIMITS.maxAlertsPerUser }),
      });
    try {
      return await tx.insert(alerts).values(values).returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw identicalAlertError();
      throw error;
    }
  });
  const [alert] = await toAlerts({ db, rows: inserted });
  if (!alert) throw new Error('alert insert returned no row');
  return alert;
}
