import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { timestamps, utc } from './columns';
import {
  commentTargetEnum,
  magazinePostStatusEnum,
  moderationStatusEnum,
  reportedItemEnum,
  visibilityEnum,
} from './enums';

/**
 * What a moderation decision and reports leave on a review or comment: the reason chosen from
 * `MODERATION_REASONS` and the moderator's note (both shown to the author only), and the reports
 * of signed-in users, which send a published item back to the queue.
 */
const moderated = {
  status: moderationStatusEnum().notNull().default('pending'),
  moderatedAt: utc(),
  moderatedBy: uuid(),
  rejectionReason: text(),
  moderatorNote: text(),
  reportCount: integer().notNull().default(0),
  reportedAt: utc(),
};

/**
 * A review, checked by the editorial team before publication; one per user and game (edits go
 * back to the queue). `userUuid` is null once anonymised.
 */
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
    helpfulCount: integer().notNull().default(0),
    ...moderated,
    ...timestamps,
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportCount} > 0`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userUuid),
  ],
);

/** "Hilfreich" votes on reviews, one per user and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userUuid] })],
);

/** "Melden": one report per user and item, with the reporter's words. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    itemType: reportedItemEnum().notNull(),
    itemId: integer().notNull(),
    userUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_reports_item_user_idx').on(t.itemType, t.itemId, t.userUuid)],
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
    ...moderated,
    ...timestamps,
  },
  (t) => [
    index('comments_target_idx').on(t.targetType, t.targetId, t.status),
    index('comments_status_idx').on(t.status, t.createdAt),
    index('comments_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportCount} > 0`),
  ],
);

/**
 * A curator's recommendation list (SPEC §2, §6): public (listed and indexed), unlisted (reachable
 * by its address, noindex) or private (its curator only).
 */
export const recommendationLists = pgTable('recommendation_lists', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(''),
  visibility: visibilityEnum().notNull().default('private'),
  ownerUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
  ownerName: text().notNull().default(''),
  coverImageId: integer().references(() => magazineImages.id, { onDelete: 'set null' }),
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
    addedAt: utc().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

/** Users who follow a list hear of every game its curator adds. */
export const recommendationListFollowers = pgTable(
  'recommendation_list_followers',
  {
    listId: integer()
      .notNull()
      .references(() => recommendationLists.id, { onDelete: 'cascade' }),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userUuid] }),
    index('recommendation_list_followers_user_idx').on(t.userUuid),
  ],
);

export const magazineCategories = pgTable('magazine_categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  /** One or two sentences under the category's heading and in its meta description. */
  description: text().notNull().default(''),
  /** Which news alert type a post of this category triggers (industry news, tests). */
  newsType: text(),
  position: integer().notNull().default(0),
});

/**
 * An uploaded magazine image. The original is kept under `fileKey`; a job writes the WebP
 * widths of `MAGAZINE_IMAGE_WIDTHS` next to it and records them in `widths` (empty until then).
 */
export const magazineImages = pgTable('magazine_images', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  fileKey: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  widths: integer().array().notNull().default([]),
  alt: text().notNull().default(''),
  uploadedBy: uuid().references(() => users.uuid, { onDelete: 'set null' }),
  createdAt: utc().notNull().defaultNow(),
});

/**
 * A magazine post. `body` is the editor's document (a ProseMirror/Tiptap JSON tree of the node
 * types `magazineDocumentSchema` allows); it is rendered to HTML from that structure on every
 * read, never stored as HTML. `bodyText` is its plain text for search and reading time.
 * Visible to readers when `status` is published and `publishedAt` has passed; a published post
 * with a later `publishedAt` is scheduled.
 */
export const magazinePosts = pgTable(
  'magazine_posts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => magazineCategories.id),
    slug: text().notNull().unique(),
    title: text().notNull(),
    teaser: text().notNull().default(''),
    lead: text().notNull().default(''),
    body: jsonb().notNull(),
    bodyText: text().notNull().default(''),
    status: magazinePostStatusEnum().notNull().default('draft'),
    authorUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    authorName: text().notNull(),
    coverImageId: integer().references(() => magazineImages.id, { onDelete: 'set null' }),
    publishedAt: utc(),
    /** When the news alerts of this post were evaluated; a post notifies once. */
    alertsEvaluatedAt: utc(),
    ...timestamps,
  },
  (t) => [
    index('magazine_posts_category_idx').on(t.categoryId, t.publishedAt),
    index('magazine_posts_published_idx').on(t.status, t.publishedAt),
    index('magazine_posts_updated_idx').on(t.updatedAt),
  ],
);

/** The games a post features, in the editor's order; their news subscribers hear of the post. */
export const magazinePostProducts = pgTable(
  'magazine_post_products',
  {
    postId: integer()
      .notNull()
      .references(() => magazinePosts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.productId] }),
    index('magazine_post_products_product_idx').on(t.productId),
  ],
);

/**
 * Messages sent with the contact form. Kept so a message is never lost when the mail to the team
 * fails; deleted after `CONTACT_LIMITS.retentionDays` (the privacy policy says so).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nameFrom: text().notNull(),
    emailFrom: text().notNull(),
    message: text().notNull(),
    createdAt: utc().notNull().defaultNow(),
    /** When the mail to the team went out; null while it has not (see `mailError`). */
    mailedAt: utc(),
    /** Why the mail to the team failed (the transport's message, cut to 500 characters). */
    mailError: text(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

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
