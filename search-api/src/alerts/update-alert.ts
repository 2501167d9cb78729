import { and, eq, ne } from 'drizzle-orm';
import { message, type Alert, type updateAlertRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts, listAlertRules, userLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { identicalAlertError } from './create-alert';
import { readPersonalBestTotal } from './personal-best-total';
import { toAlerts } from './to-alert';
import { isUniqueViolation } from './unique-violation';

type UpdateAlert = z.infer<typeof updateAlertRequestSchema>;

/** 404 for unknown ids and for other users' alerts alike, so ids reveal nothing. */
export function alertNotFound(): AppError {
  return new AppError('not_found', { error: 'alert not found', message: message('alertNotFound') });
}

/**
 * The refusal of changing or deleting one alert of a wish list's rule by itself (409): the
 * rule makes and removes its alerts with the list's games, so it is changed on the list.
 */
export async function listRuleAlertError({
  db,
  ruleId,
}: {
  db: Database;
  ruleId: number;
}): Promise<AppError> {
  const [rule] = await db
    .select({ listName: userLists.name })
    .from(listAlertRules)
    .innerJoin(userLists, eq(userLists.id, listAlertRules.listId))
    .where(eq(listAlertRules.id, ruleId))
    .limit(1);
  return new AppError('conflict', {
    error: 'alert of a list rule',
    message: message('alertOfListRule', { list: rule?.listName ?? '' }),
  });
}

/**
 * Changes one alert of a user: pauses or resumes it, or sets a new threshold of a price alert
 * (a desired price, a low window, or a saving relative to the stored reference price, or to the
 * best total now when the alert had none). A new threshold re-arms the alert, so it can fire
 * again. A wish list rule's alert can only be paused and resumed.
 */
export async function updateAlert({
  db,
  userUuid,
  alertId,
  request,
}: {
  db: Database;
  userUuid: string;
  alertId: number;
  request: UpdateAlert;
}): Promise<Alert> {
  const [alert] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userUuid, userUuid)))
    .limit(1);
  if (!alert) throw alertNotFound();

  const changes: Partial<typeof alerts.$inferInsert> = { updatedAt: new Date() };
  if (request.paused !== undefined) changes.paused = request.paused;
  const desiredPrice = request.desired_price ?? null;
  const desiredDiscount = request.desired_discount_percent ?? null;
  const lowWindow = request.low_window ?? null;
  if (desiredPrice !== null || desiredDiscount !== null || lowWindow !== null) {
    if (alert.ruleId !== null) throw await listRuleAlertError({ db, ruleId: alert.ruleId });
    if (alert.kind !== 'price')
      throw new AppError('validation_failed', {
        error: 'validation failed',
        fields: { desired_price: message('badRequest') },
      });
    if (lowWindow !== null) {
      Object.assign(changes, {
        lowWindow,
        desiredPriceCents: null,
        desiredDiscountPercent: null,
        referencePriceCents: null,
      });
    } else if (desiredPrice !== null) {
      const [identical] = await db
        .select({ id: alerts.id })
        .from(alerts)
        .where(
          and(
            eq(alerts.userUuid, userUuid),
            eq(alerts.kind, 'price'),
            eq(alerts.productId, alert.productId!),
            eq(alerts.desiredPriceCents, desiredPrice),
            ne(alerts.id, alert.id),
          ),
        )
        .limit(1);
      if (identical) throw identicalAlertError();
      Object.assign(changes, {
        desiredPriceCents: desiredPrice,
        desiredDiscountPercent: null,
        referencePriceCents: null,
        lowWindow: null,
      });
    } else {
      let reference = alert.referencePriceCents;
      reference ??= await readPersonalBestTotal({
        db,
        userUuid,
        productId: alert.productId!,
        language: alert.language,
      });
      if (reference === null)
        throw new AppError('validation_failed', {
          error: 'no offer',
          message: message('alertNoOfferForDiscount'),
          fields: { desired_discount_percent: message('alertNoOfferForDiscount') },
        });
      Object.assign(changes, {
        desiredPriceCents: null,
        desiredDiscountPercent: desiredDiscount,
        referencePriceCents: reference,
        lowWindow: null,
      });
    }
    changes.armed = true;
  }

  let updated: (typeof alerts.$inferSelect)[];
  try {
    updated = await db
      .update(alerts)
      .set(changes)
      .where(and(eq(alerts.id, alert.id), eq(alerts.userUuid, userUuid)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw identicalAlertError();
    throw error;
  }
  const [answer] = await toAlerts({ db, rows: updated });
  if (!answer) throw alertNotFound();
  return answer;
}
