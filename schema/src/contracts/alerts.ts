import { z } from 'zod';
import { LANGUAGE_NAMES } from '../constants/languages';
import { message } from '../constants/messages';
import {
  alertKindValues,
  listAlertRuleKindValues,
  lowWindowValues,
  newsTypeValues,
} from '../constants/values';
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
  /** Alert rules per wish list (their alerts are bound by the list's size, not by `maxAlertsPerUser`). */
  maxRulesPerList: 5,
  /** Dealers a user may exclude. */
  maxExcludedDealers: 200,
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

const lowWindowField = z.enum(lowWindowValues, { error: message('chooseFromList') });

/** An edition's language as ISO 639-1 code, one of those the portal names (`LANGUAGE_NAMES`). */
const languageField = z
  .string({ error: message('chooseFromList') })
  .refine((value) => Object.hasOwn(LANGUAGE_NAMES, value), message('chooseFromList'));

const exactlyOneThreshold = (value: {
  desired_price?: number | null;
  desired_discount_percent?: number | null;
  low_window?: string | null;
}) =>
  (value.low_window ?? null) !== null ||
  ((value.desired_price ?? null) === null
    ? (value.desired_discount_percent ?? null) !== null
    : (value.desired_discount_percent ?? null) === null);

/** A low window goes alone: neither a desired price nor a saving beside it. */
const lowWindowAlone = (value: {
  desired_price?: number | null;
  desired_discount_percent?: number | null;
  low_window?: string | null;
}) =>
  (value.low_window ?? null) === null ||
  ((value.desired_price ?? null) === null && (value.desired_discount_percent ?? null) === null);

/**
 * `POST /api/alerts/`: a price alert (desired price in cents, "save N+ %" relative to the
 * game's best total now, or `low_window`: at the 30-day, 52-week or all-time low; optionally
 * only for offers of one language edition), an availability alert, or a news alert of one of
 * the four news types (news for a game needs `product_id`, news for a publisher `publisher_id`).
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
        low_window: lowWindowField.nullish(),
        language: languageField.nullish(),
      })
      .refine(exactlyOneThreshold, { path: ['desired_price'], message: message('alertPriceOrDiscount') })
      .refine(lowWindowAlone, { path: ['low_window'], message: message('alertOneCondition') }),
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
 * `PATCH /api/alerts/{id}/`: a new threshold of a price alert (desired price, saving or low
 * window; a new threshold re-arms the alert) and/or pausing and resuming. The alerts of a wish
 * list's rule can only be paused and resumed.
 */
export const updateAlertRequestSchema = z
  .object({
    desired_price: desiredPriceField.nullish(),
    desired_discount_percent: desiredDiscountField.nullish(),
    low_window: lowWindowField.nullish(),
    paused: z.boolean({ error: message('badRequest') }).optional(),
  })
  .refine(
    (value) => (value.desired_price ?? null) === null || (value.desired_discount_percent ?? null) === null,
    { path: ['desired_price'], message: message('alertPriceOrDiscount') },
  )
  .refine(lowWindowAlone, { path: ['low_window'], message: message('alertOneCondition') })
  .refine(
    (value) =>
      value.paused !== undefined ||
      (value.desired_price ?? null) !== null ||
      (value.desired_discount_percent ?? null) !== null ||
      (value.low_window ?? null) !== null,
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
  /** The total at or below which a price alert fires (null for a low alert: the low moves). */
  threshold_price: z.number().int().nullable(),
  /** A low alert's window: fires when a feed lowers the best total to the 30-day, 52-week or all-time low. */
  low_window: z.enum(lowWindowValues).nullable(),
  /** The language edition (ISO 639-1) whose offers alone count; null for every edition. */
  language: z.string().nullable(),
  /**
   * The best total incl. shipping this alert compares now: over the dealers its user did not
   * exclude and, with `language`, that edition's offers only; the game's best total when nothing
   * restricts it. Null for news alerts and without an offer that counts.
   */
  compared_total: z.number().int().nullable(),
  /** The wish list rule that made the alert; such alerts are changed through the rule only. */
  rule: z.object({ rule_id: z.number().int(), list_id: z.number().int(), list_name: z.string() }).nullable(),
  paused: z.boolean(),
  state: z.enum(alertStateValues),
  last_fired_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * `GET /api/alerts/`: every alert of the user, newest first; `total` counts the alerts that
 * count against `limit` (a wish list rule's alerts do not: its list's size bounds them).
 */
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

/**
 * `POST /api/userlists/{id}/alertrules/`: one rule for every game of a wish list, now and
 * added later: "N % unter dem heutigen Preis" (`discount`, the reference is each game's best
 * total when the rule is made or the game is added) or at every low of a window (`low`);
 * optionally only for offers of one language edition.
 */
export const createListAlertRuleRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('discount'),
      discount_percent: desiredDiscountField,
      language: languageField.nullish(),
    }),
    z.object({ kind: z.literal('low'), low_window: lowWindowField, language: languageField.nullish() }),
  ],
  { error: message('chooseFromList') },
);
export type CreateListAlertRuleRequest = z.input<typeof createListAlertRuleRequestSchema>;

/** A wish list's alert rule with the number of alerts (games) it holds. */
export const listAlertRuleSchema = z.object({
  rule_id: z.number().int(),
  list_id: z.number().int(),
  kind: z.enum(listAlertRuleKindValues),
  discount_percent: z.number().int().nullable(),
  low_window: z.enum(lowWindowValues).nullable(),
  language: z.string().nullable(),
  alerts: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ListAlertRule = z.infer<typeof listAlertRuleSchema>;

/** `GET /api/userlists/{id}/alertrules/`: the list's rules, oldest first. */
export const listAlertRulesResponseSchema = z.object({
  data: z.object({ rules: z.array(listAlertRuleSchema), limit: z.number().int() }),
});
export type ListAlertRulesResponse = z.infer<typeof listAlertRulesResponseSchema>;

/** Answer of `POST /api/userlists/{id}/alertrules/`. */
export const listAlertRuleResponseSchema = z.object({ data: listAlertRuleSchema });
export type ListAlertRuleResponse = z.infer<typeof listAlertRuleResponseSchema>;

/**
 * `PUT /api/profile/excludeddealers/`: the dealers whose offers count neither for the user's
 * alerts nor for the best price and basket shown to the user (replaces the whole set).
 */
export const excludedDealersRequestSchema = z.object({
  dealer_ids: z
    .array(
      z
        .number({ error: message('chooseFromList') })
        .int(message('chooseFromList'))
        .positive(message('chooseFromList'))
        .max(2_147_483_647, message('chooseFromList')),
      { error: message('chooseFromList') },
    )
    .max(ALERT_LIMITS.maxExcludedDealers, message('maxItems', { amount: ALERT_LIMITS.maxExcludedDealers })),
});
export type ExcludedDealersRequest = z.input<typeof excludedDealersRequestSchema>;

/** Answer of `PUT /api/profile/excludeddealers/`: the excluded dealers' ids, ascending. */
export const excludedDealersResponseSchema = z.object({
  data: z.object({ dealer_ids: z.array(z.number().int()) }),
});
export type ExcludedDealersResponse = z.infer<typeof excludedDealersResponseSchema>;
