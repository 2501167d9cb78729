import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { pushDeliveryStatusValues } from '../constants/values';
import { users } from './accounts';
import { notifications } from './alerts';
import { utc } from './columns';

/**
 * A browser's Web Push subscription (one per device and browser profile): the push service's
 * endpoint and the keys the payload is encrypted to, named for the user by its browser and
 * system. `failureCount` counts failed sends since the last success; a push service answering
 * 404 or 410 removes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** Unguessable per browser; a browser signed in as someone else moves to that account. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url as `PushSubscription.toJSON()` gives them. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** "Chrome auf Android": read from the User-Agent when the device subscribed. */
    label: text().notNull(),
    createdAt: utc().notNull().defaultNow(),
    lastSuccessAt: utc(),
    failureCount: integer().notNull().default(0),
    lastFailureAt: utc(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userUuid)],
);

/**
 * A user's push settings: quiet hours in Europe/Berlin (minutes after midnight, both or neither;
 * `from` after `to` spans midnight) and how many notifications a Berlin day may push at most.
 * No row means no quiet hours and the default cap.
 */
export const pushSettings = pgTable(
  'push_settings',
  {
    userUuid: uuid()
      .primaryKey()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    quietFromMinute: smallint(),
    quietToMinute: smallint(),
    dailyCap: smallint().notNull(),
    updatedAt: utc().notNull().defaultNow(),
  },
  (t) => [
    check(
      'push_settings_quiet_hours',
      sql`(${t.quietFromMinute} is null) = (${t.quietToMinute} is null)
        and (${t.quietFromMinute} is null or (${t.quietFromMinute} between 0 and 1439
          and ${t.quietToMinute} between 0 and 1439 and ${t.quietFromMinute} <> ${t.quietToMinute}))`,
    ),
    check('push_settings_daily_cap', sql`${t.dailyCap} between 1 and 100`),
  ],
);

/**
 * One row per notification and device: the claim that makes a push go out once however often
 * the delivery runs (`unique (notification, subscription)`), and what became of it. A removed
 * device leaves its rows (subscription null) so the day's count for the cap stays.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    notificationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer().references(() => pushSubscriptions.id, { onDelete: 'set null' }),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    status: text({ enum: pushDeliveryStatusValues }).notNull(),
    attempts: smallint().notNull().default(0),
    claimedAt: utc().notNull().defaultNow(),
    lastAttemptAt: utc(),
    sentAt: utc(),
  },
  (t) => [
    unique('push_deliveries_once').on(t.notificationId, t.subscriptionId),
    index('push_deliveries_user_day_idx').on(t.userUuid, t.claimedAt),
    index('push_deliveries_open_idx')
      .on(t.lastAttemptAt)
      .where(sql`${t.status} in ('pending', 'retry')`),
    check(
      'push_deliveries_status',
      sql`${t.status} in (${sql.raw(pushDeliveryStatusValues.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);
