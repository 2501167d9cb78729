import { z } from 'zod';
import { message } from '../constants/messages';
import { alertKindValues, newsTypeValues } from '../constants/values';
import { gameCardSchema } from './api';

/**
 * Contracts of the alert and notification calls. SPEC §7 marks them "not shown"; they follow
 * the style of the SPEC calls: lowercase paths under /api with a trailing slash, snake_case
 * fields, answers under `data`, money in integer euro cents.
 */

/** Limits of alerts: how many per user, the desired-price range and the "save N+ %" range. */
export const ALERT_LIMITS = {
  maxAlertsPerUser: 500,
  minDesiredPriceCents: 1,
  /** 100 000 € */
  maxDesiredPriceCents: 10_000_000,
  minDiscountPercent: 5,
  maxDiscountPercent: 90,
  /** The savings the web client offers ("N+ % sparen"). */
  discountChoices: [10, 15, 20, 25, 30, 40, 50],
  notificationsPerPage: 20,
} as const;

/** Types of notifications the indexer writes (`notifications.type`). */
export const notificationTypeValues = ['price', 'availability', 'news', 'moderation', 'list'] as const;
export type NotificationType = (typeof notificationTypeValues)[number];

export type NewsType = (typeof newsTypeValues)[number];

const idField = (key: 'alertGameNotFound' | 'alertPublisherNotFound') =>
  z
    .number({ error: message(key) })
    .int(message(key))
    .positive(message(key))
    .max(2_147_483_647, message(key));

const priceRange = message('alertPriceRange', {
  amount: (ALERT_LIMITS.maxDesiredPriceCents / 100).toLocaleString('de-DE'),
});
const desiredPriceField = z
  .number({ error: message('invalidPrice') })
  .int(message('invalidPrice'))
  .min(ALERT_LIMITS.minDesiredPriceCents, priceRange)
  .max(ALERT_LIMITS.maxDesiredPriceCents, priceRange);

const discountRange = message('alertDiscountRange', {
  min: ALERT_LIMITS.minDiscountPercent,
  max: ALERT_LIMITS.maxDiscountPercent,
});
const desiredDiscountField = z
  .number({ error: discountRange })
  .int(discountRange)
  .min(ALERT_LIMITS.minDiscountPercent, discountRange)
  .max(ALERT_LIMITS.maxDiscountPercent, discountRange);

const exactlyOneThreshold = (value: {
  desired_price?: number | null;
  desired_discount_percent?: number | null;
}) =>
  (value.desired_price ?? null) === null
    ? (value.desired_discount_percent ?? null) !== null
    : (value.desired_discount_percent ?? null) === null;

/**
 * `POST /api/alerts/`: a price alert (desired price in cents, or "save N+ %" relative to the
 * game's best total now), an availability alert, or a news alert of one of the four news types
 * (news for a game needs `product_id`, news for a publisher `publisher_id`).
 */
export const createAlertRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('price'),
        product_id: idField('alertGameNotFound'),
        desired_price: desiredPriceField.nullish(),
        desired_discount_percent: desiredDiscountField.nullish(),
      })
      .refine(exactlyOneThreshold, { path: ['desired_price'], message: message('alertPriceOrDiscount') }),
    z.object({ kind: z.literal('availability'), product_id: idField('alertGameNotFound') }),
    z.discriminatedUnion(
      'news_type',
      [
        z.object({
          kind: z.literal('news'),
          news_type: z.literal('games'),
          product_id: idField('alertGameNotFound'),
        }),
        z.object({
          kind: z.literal('news'),
          news_type: z.literal('publishers'),
          publisher_id: idField('alertPublisherNotFound'),
        }),
        z.object({ kind: z.literal('news'), news_type: z.literal('magazine_industry') }),
        z.object({ kind: z.literal('news'), news_type: z.literal('magazine_tests') }),
      ],
      { error: message('chooseFromList') },
    ),
  ],
  { error: message('chooseFromList') },
);
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;

/**
 * `PATCH /api/alerts/{id}/`: a new threshold of a price alert (desired price or saving; a new
 * threshold re-arms the alert) and/or pausing and resuming.
 */
export const updateAlertRequestSchema = z
  .object({
    desired_price: desiredPriceField.nullish(),
    desired_discount_percent: desiredDiscountField.nullish(),
    paused: z.boolean({ error: message('badRequest') }).optional(),
  })
  .refine(
    (value) => (value.desired_price ?? null) === null || (value.desired_discount_percent ?? null) === null,
    { path: ['desired_price'], message: message('alertPriceOrDiscount') },
  )
  .refine(
    (value) =>
      value.paused !== undefined ||
      (value.desired_price ?? null) !== null ||
      (value.desired_discount_percent ?? null) !== null,
    { path: ['_'], message: message('badRequest') },
  );
export type UpdateAlertRequest = z.input<typeof updateAlertRequestSchema>;

/** State of an alert as /alerts shows it: active, paused, or fired and waiting for the price to rise again. */
export const alertStateValues = ['active', 'paused', 'triggered'] as const;
export type AlertState = (typeof alertStateValues)[number];

/** One alert of the signed-in user, with the game's card (current best total incl. shipping). */
export const alertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(alertKindValues),
  news_type: z.enum(newsTypeValues).nullable(),
  product: gameCardSchema.nullable(),
  publisher: z.object({ publisher_id: z.number().int(), name: z.string() }).nullable(),
  /** Desired best total in cents (price alerts with a desired price). */
  desired_price: z.number().int().nullable(),
  desired_discount_percent: z.number().int().nullable(),
  /** The best total when a "save N+ %" alert was set; the threshold is derived from it. */
  reference_price: z.number().int().nullable(),
  /** The total at or below which a price alert fires. */
  threshold_price: z.number().int().nullable(),
  paused: z.boolean(),
  state: z.enum(alertStateValues),
  last_fired_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /api/alerts/`: every alert of the user, newest first. */
export const alertsResponseSchema = z.object({
  data: z.object({ alerts: z.array(alertSchema), total: z.number().int(), limit: z.number().int() }),
});
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

/** Answer of `POST /api/alerts/` and `PATCH /api/alerts/{id}/`. */
export const alertResponseSchema = z.object({ data: alertSchema });
export type AlertResponse = z.infer<typeof alertResponseSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: message('badRequest') })
  .transform((value) => value === 'true' || value === '1');

/** `GET /api/notifications/?page=&type=&unread=` */
export const notificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1, message('badRequest'))
    .max(10_000, message('badRequest'))
    .default(1),
  type: z.enum(notificationTypeValues, { error: message('chooseFromList') }).optional(),
  unread: booleanQuery.optional(),
});

/** `DELETE /api/notifications/?type=`: delete the notifications of one type. */
export const deleteNotificationsQuerySchema = z.object({
  type: z.enum(notificationTypeValues, { error: message('chooseFromList') }),
});

/** `PATCH /api/notifications/{id}/`: mark read or unread. */
export const updateNotificationRequestSchema = z.object({
  read: z.boolean({ error: message('badRequest') }),
});

/** One notification (SPEC §3: name, price, old price, list name; read or unread). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypeValues),
  name: z.string(),
  price: z.number().int().nullable(),
  old_price: z.number().int().nullable(),
  list_name: z.string().nullable(),
  /** Where the game page is, when the notification is about a game. */
  product: z.object({ product_id: z.number().int(), slug: z.string(), category: z.string() }).nullable(),
  /** The page the notification leads to: the magazine post it announces, else the game page. */
  path: z.string().nullable(),
  read: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications/`: one page, newest first, with the totals for paging and the unread count. */
export const notificationsResponseSchema = z.object({
  data: z.object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `GET /api/notifications/count/`: the unread count for the header. */
export const notificationCountResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });
export type NotificationCountResponse = z.infer<typeof notificationCountResponseSchema>;

/** Answer of `PATCH /api/notifications/{id}/`. */
export const notificationResponseSchema = z.object({ data: notificationSchema });

/** Answer of `POST /api/notifications/readall/` and `DELETE /api/notifications/?type=`: how many rows changed. */
export const notificationsChangedResponseSchema = z.object({
  data: z.object({ changed: z.number().int(), unread: z.number().int() }),
});
export type NotificationsChangedResponse = z.infer<typeof notificationsChangedResponseSchema>;

/**
 * The total a "save N+ %" price alert fires at: the reference total less N %, rounded down to
 * whole cents ("save 20+ %" of 49,99 € fires at 39,99 €). The web form shows it, the API answers
 * it as `threshold_price`, and the indexer's SQL (`priceThreshold` in `alerts/alert-sql.ts`)
 * computes the same; `PRICE_ALERT_CASES` in `@spielraum/schema/testing/price-alerts` pins both.
 */
export function discountThresholdCents(referenceCents: number, percent: number): number {
  return Math.floor((referenceCents * (100 - percent)) / 100);
}

/**
 * The total at or below which a price alert fires: the desired total, or for a desired saving
 * the reference total at creation less the saving. Null when a saving has no reference total.
 */
export function priceAlertThresholdCents(alert: {
  desiredPriceCents: number | null;
  desiredDiscountPercent: number | null;
  referencePriceCents: number | null;
}): number | null {
  if (alert.desiredPriceCents !== null) return alert.desiredPriceCents;
  if (alert.desiredDiscountPercent === null || alert.referencePriceCents === null) return null;
  return discountThresholdCents(alert.referencePriceCents, alert.desiredDiscountPercent);
}

/** Whether a best total reaches a price alert's threshold: there is an offer and it costs at most the threshold. */
export function isPriceAlertReached(bestTotalCents: number | null, thresholdCents: number | null): boolean {
  return bestTotalCents !== null && thresholdCents !== null && bestTotalCents <= thresholdCents;
}
