import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, publishers } from './catalogue';
import { timestamps, utc } from './columns';
import { alertKindEnum, listAlertRuleKindEnum, lowWindowEnum, newsTypeEnum } from './enums';
import { userLists } from './lists';

/**
 * One alert rule for a whole wish list: every game on it "N % unter dem heutigen Preis"
 * (`discountPercent`) or at every low of a window (`lowWindow`), optionally only for offers of
 * one language edition. The rule is materialised as one alert per game of the list (`alerts.ruleId`),
 * made when the rule is created and when a game is added later, removed with the game or the rule.
 */
export const listAlertRules = pgTable(
  'list_alert_rules',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    listId: integer()
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    kind: listAlertRuleKindEnum().notNull(),
    discountPercent: smallint(),
    lowWindow: lowWindowEnum(),
    /** ISO 639-1 code of the language edition whose offers count; null for every edition. */
    language: text(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [
    // an identical rule on the same list is refused (nulls compared as equal)
    unique('list_alert_rules_identical')
      .on(t.listId, t.kind, t.discountPercent, t.lowWindow, t.language)
      .nullsNotDistinct(),
  ],
);

/**
 * Price, availability and news alerts. A price alert has a desired price, a desired discount
 * ("save N+ %") relative to `referencePriceCents`, stored at creation, or a low window
 * (`lowWindow`: fires when a feed run lowers the best total to the window's low). `armed` is
 * false after the alert fired until the price rises above the threshold again. `language`
 * limits a price alert to the offers of one language edition; `ruleId` marks the alerts a
 * wish list's rule made (they go with the rule, and do not count against the user's limit).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    kind: alertKindEnum().notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    publisherId: integer().references(() => publishers.id, { onDelete: 'cascade' }),
    newsType: newsTypeEnum(),
    desiredPriceCents: integer(),
    desiredDiscountPercent: smallint(),
    referencePriceCents: integer(),
    lowWindow: lowWindowEnum(),
    language: text(),
    ruleId: integer().references(() => listAlertRules.id, { onDelete: 'cascade' }),
    paused: boolean().notNull().default(false),
    armed: boolean().notNull().default(true),
    /** Counts threshold crossings; part of the notification's unique key. */
    crossings: integer().notNull().default(0),
    lastFiredAt: utc(),
    ...timestamps,
  },
  (t) => [
    index('alerts_product_idx')
      .on(t.productId)
      .where(sql`${t.productId} is not null`),
    index('alerts_user_idx').on(t.userUuid),
    uniqueIndex('alerts_rule_product_idx')
      .on(t.ruleId, t.productId)
      .where(sql`${t.ruleId} is not null`),
    /** The evaluation gives a rule's saving alert of a game that had no offer its first price as reference. */
    index('alerts_rule_unpriced_idx')
      .on(t.productId)
      .where(
        sql`${t.ruleId} is not null and ${t.desiredDiscountPercent} is not null and ${t.referencePriceCents} is null`,
      ),
    /** The evaluation finds the alerts limited to a language edition of the touched games. */
    index('alerts_language_idx')
      .on(t.productId)
      .where(sql`${t.language} is not null`),
    uniqueIndex('alerts_identical_price_idx')
      .on(t.userUuid, t.productId, t.desiredPriceCents)
      .where(sql`${t.kind} = 'price' and ${t.desiredPriceCents} is not null`),
  ],
);

/** A notification shown in the header and on /notifications (SPEC §3: name, price, old price, list name). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    alertId: integer().references(() => alerts.id, { onDelete: 'set null' }),
    type: text().notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceCents: integer(),
    oldPriceCents: integer(),
    listName: text(),
    /** Unique key per alert and crossing, so retries never notify twice. */
    dedupeKey: text().notNull().unique(),
    readAt: utc(),
    mailedAt: utc(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userUuid, t.createdAt),
    /** The alert mails read the recent unmailed notifications (indexer `mailNotifications`). */
    index('notifications_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);
