import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, publishers } from './catalogue';
import { timestamps, utc } from './columns';
import { alertKindEnum, newsTypeEnum } from './enums';

/**
 * Price, availability and news alerts. A price alert has a desired price or a desired
 * discount ("save N+ %") relative to `referencePriceCents`, stored at creation.
 * `armed` is false after the alert fired until the price rises above the threshold again.
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
