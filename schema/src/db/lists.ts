import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { timestamps, utc } from './columns';
import { listKindEnum } from './enums';

/**
 * A wish list or collection; `shareHash` is set while the list is shared read-only. The owner
 * sees the gift reservations on a shared wish list only with `showReservations` (no spoilers).
 */
export const userLists = pgTable(
  'user_lists',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    kind: listKindEnum().notNull(),
    name: text().notNull(),
    shareHash: text().unique(),
    showReservations: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('user_lists_user_idx').on(t.userUuid, t.kind)],
);

export const userListItems = pgTable(
  'user_list_items',
  {
    listId: integer()
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    note: text(),
    /** 1 (highest) to 5. */
    priority: smallint().notNull().default(3),
    addedAt: utc().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    index('user_list_items_product_idx').on(t.productId),
  ],
);

/**
 * Gift mode: a visitor of a shared wish list reserves one of its games ("Ich schenke das"). The
 * primary key on the list item is what keeps two visitors from reserving the same game; the
 * reservation goes with the item when the owner removes the game. Only a hash of the undo secret
 * is kept, so the table alone cannot undo anything.
 */
export const giftReservations = pgTable(
  'gift_reservations',
  {
    listId: integer().notNull(),
    productId: integer().notNull(),
    /** Public id the visitor's browser remembers with its secret, to know its own reservations. */
    id: uuid().notNull().unique().defaultRandom(),
    /** The name the gifter chose to show, null when anonymous. */
    gifterName: text(),
    /** SHA-256 (base64url) of the undo secret. */
    undoSecretHash: text().notNull(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.productId] }),
    foreignKey({
      name: 'gift_reservations_list_item_fk',
      columns: [t.listId, t.productId],
      foreignColumns: [userListItems.listId, userListItems.productId],
    }).onDelete('cascade'),
  ],
);

/** Games a user ignores: hidden from that user's searches unless asked. */
export const ignoredProducts = pgTable(
  'ignored_products',
  {
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.productId] })],
);

/** Product history: the games a user looked at (only with the cookie-consent option). */
export const productViews = pgTable(
  'product_views',
  {
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: utc().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userUuid, t.productId] }),
    index('product_views_time_idx').on(t.userUuid, t.viewedAt),
  ],
);

/**
 * A parsed BoardGameGeek collection file waiting for the user's decisions: the rows with their
 * matches and candidates as the preview answered them, so the confirmation applies exactly what
 * the user reviewed. Nothing of it reaches the lists before the confirmation; a user's previews
 * older than a day are deleted when the next one is made.
 */
export const bggImportPreviews = pgTable(
  'bgg_import_previews',
  {
    id: uuid().primaryKey().defaultRandom(),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    /** The preview as answered, without id and targets (`BggImportPreview` of the contracts). */
    content: jsonb().notNull(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [index('bgg_import_previews_user_idx').on(t.userUuid, t.createdAt)],
);
