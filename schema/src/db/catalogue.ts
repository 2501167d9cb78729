import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, utc } from './columns';
import { personRoleEnum, productTypeEnum, termKindEnum } from './enums';

/**
 * Product groups: the SPEC §2 category slugs with their group ids
 * (3 boards, 5 cards, 9 trading cards, 6 tabletop, 7 pen and paper, plus LCG and trading cards).
 */
export const productGroups = pgTable('product_groups', {
  id: integer().primaryKey(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  position: smallint().notNull().default(0),
});

export const publishers = pgTable('publishers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  logoMediaId: integer(),
  website: text(),
  ...timestamps,
});

/** Designers, authors and illustrators. */
export const people = pgTable('people', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  ...timestamps,
});

/**
 * Taxonomy terms: every multi-valued product attribute of SPEC §3 (categories, mechanics,
 * genres, tags, series, licences/theme worlds, awards, languages, ...). A term's id and slug
 * form the URL filter value, e.g. `filter-spielkategorien=12-familienspiele`.
 */
export const terms = pgTable(
  'terms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: termKindEnum().notNull(),
    slug: text().notNull(),
    name: text().notNull(),
    nameEn: text(),
  },
  (t) => [uniqueIndex('terms_kind_slug_idx').on(t.kind, t.slug)],
);

/** A game (or expansion, accessory, booster ...) with the single-valued attributes of SPEC §3. */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    /** The product id of the product-attribute feed that created it, if any. */
    externalId: text().unique(),
    title: text().notNull(),
    /**
     * Other titles shoppers search it by: the original or English title, former German titles
     * ("Wingspan", "Die Siedler von Catan"). Searchable like the title, shown on the game page.
     */
    alternativeTitles: text().array().notNull().default([]),
    /** The image addresses of the product feed's `media_files` (the first is the cover), fetched by a job. */
    imageUrls: text().array().notNull().default([]),
    label: text(),
    productType: productTypeEnum().notNull().default('game'),
    groupId: integer()
      .notNull()
      .references(() => productGroups.id),
    baseProductId: integer().references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    publisherId: integer().references(() => publishers.id, { onDelete: 'set null' }),
    description: text().notNull().default(''),
    playersFrom: smallint(),
    playersTo: smallint(),
    playingTimeMinutes: smallint(),
    releaseYear: smallint(),
    ageFrom: smallint(),
    ageTo: smallint(),
    availableFrom: utc(),
    /**
     * Community rating times 100 (0 to 500) and its votes, as the product feed delivers them
     * (SPEC §3 `rating`, `total_votes`); not computed from Spielraum's own reviews.
     */
    ratingCenti: smallint(),
    totalVotes: integer().notNull().default(0),
    /** Popularity score used as the last ranking criterion (views, list adds). */
    popularity: integer().notNull().default(0),
    numberOfPages: integer(),
    numberOfCards: integer(),
    unitSize: integer(),
    scale: text(),
    /** Fraction of a set (e.g. booster share); free text per SPEC §3. */
    fraction: text(),
    /**
     * The game's BoardGameGeek id (product feed `bgg_id`): a BGG collection import matches on it
     * first. Not unique: editions kept as separate products share their game's id.
     */
    bggId: integer(),
    /** Hash of the product-feed row it was last written from: unchanged rows are skipped. */
    sourceHash: text(),
    ...timestamps,
  },
  (t) => [
    index('products_group_idx').on(t.groupId),
    index('products_publisher_idx').on(t.publisherId),
    index('products_base_idx').on(t.baseProductId),
    index('products_bgg_idx')
      .on(t.bggId)
      .where(sql`${t.bggId} is not null`),
  ],
);

/** An edition of a product: language, edition and the GTIN/MPN that dealer offers match on. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product_version_id of the product-attribute feed that created it, if any. */
    externalId: text(),
    gtin: text(),
    mpn: text(),
    sku: text(),
    language: text().notNull().default('de'),
    edition: text(),
    label: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_versions_gtin_idx')
      .on(t.gtin)
      .where(sql`${t.gtin} is not null`),
    index('product_versions_product_idx').on(t.productId),
    uniqueIndex('product_versions_external_idx')
      .on(t.productId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('product_versions_mpn_idx').on(t.mpn),
  ],
);

export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer()
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId)],
);

export const productPeople = pgTable(
  'product_people',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    personId: integer()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: personRoleEnum().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.personId, t.role] }),
    index('product_people_person_idx').on(t.personId),
  ],
);

/** Images of products, dealers and publishers; served by the image endpoint by id. */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    isCover: boolean().notNull().default(false),
    /** Key in the file store (never a path from user input). */
    storageKey: text().notNull(),
    contentType: text().notNull(),
    width: integer(),
    height: integer(),
    alt: text().notNull().default(''),
    position: smallint().notNull().default(0),
    /** The address a feed named it by (fetched once per product and address); null for our own. */
    sourceUrl: text(),
    ...timestamps,
  },
  (t) => [
    index('media_files_product_idx').on(t.productId),
    uniqueIndex('media_files_product_source_idx')
      .on(t.productId, t.sourceUrl)
      .where(sql`${t.sourceUrl} is not null`),
  ],
);
