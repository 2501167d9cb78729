import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { timestamps, utc } from './columns';
import { commentTargetEnum, moderationStatusEnum, visibilityEnum } from './enums';

/** A review, checked by the editorial team before publication. `userUuid` is null once anonymised. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    authorName: text().notNull(),
    title: text().notNull(),
    /** 1 to 5. */
    rating: smallint().notNull(),
    text: text().notNull(),
    status: moderationStatusEnum().notNull().default('pending'),
    moderatedAt: utc(),
    moderatedBy: uuid(),
    ...timestamps,
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.status)],
);

/** Comments with replies on magazine posts and recommendation lists, public after approval. */
export const comments = pgTable(
  'comments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    targetType: commentTargetEnum().notNull(),
    targetId: integer().notNull(),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    authorName: text().notNull(),
    text: text().notNull(),
    status: moderationStatusEnum().notNull().default('pending'),
    moderatedAt: utc(),
    moderatedBy: uuid(),
    ...timestamps,
  },
  (t) => [index('comments_target_idx').on(t.targetType, t.targetId, t.status)],
);

export const recommendationLists = pgTable('recommendation_lists', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  visibility: visibilityEnum().notNull().default('private'),
  ownerUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
  publishedAt: utc(),
  ...timestamps,
});

export const recommendationListItems = pgTable(
  'recommendation_list_items',
  {
    listId: integer()
      .notNull()
      .references(() => recommendationLists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    note: text(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

export const magazineCategories = pgTable('magazine_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  /** Which news alert type a post of this category triggers (industry news, tests). */
  newsType: text(),
  position: integer().notNull().default(0),
});

/** A magazine post; `bodyHtml` is sanitised before it is stored. */
export const magazinePosts = pgTable(
  'magazine_posts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => magazineCategories.id),
    slug: text().notNull(),
    title: text().notNull(),
    teaser: text().notNull().default(''),
    bodyHtml: text().notNull(),
    authorUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    coverMediaId: integer(),
    publishedAt: utc(),
    ...timestamps,
  },
  (t) => [index('magazine_posts_category_idx').on(t.categoryId, t.publishedAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nameFrom: text().notNull(),
  emailFrom: text().notNull(),
  message: text().notNull(),
  createdAt: utc().notNull().defaultNow(),
});

/** Mail outbox: every mail is written here; the embedded mode shows it on a local page, SMTP mode sends it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  sentAt: utc(),
  error: text(),
  createdAt: utc().notNull().defaultNow(),
});
