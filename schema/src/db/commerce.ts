import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { timestamps, utc } from './columns';
import {
  availabilityEnum,
  feedFormatEnum,
  feedKindEnum,
  feedRunStatusEnum,
  offerConditionEnum,
  type SocialNetwork,
} from './enums';

/** A dealer (shop) with its shipping rules to Germany. Money in euro cents. */
export const dealers = pgTable('dealers', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  website: text().notNull(),
  logoMediaId: integer(),
  /** The shop's profiles on social networks, https addresses only (validated at the API edge). */
  socialLinks: jsonb().$type<Partial<Record<SocialNetwork, string>>>().notNull().default({}),
  /** Rating times 10 (0 to 50) and the number of ratings behind it. */
  ratingDeci: smallint(),
  ratingCount: integer().notNull().default(0),
  shippingCostDeCents: integer().notNull(),
  /** Order value from which shipping to Germany is free; null when never free. */
  freeShippingThresholdCents: integer(),
  shippingInfo: text().notNull().default(''),
  feedUrl: text(),
  feedFormat: feedFormatEnum(),
  /** Cron pattern of the dealer's feed schedule (BullMQ job scheduler). */
  feedSchedule: text(),
  /** Validators of the last fetched feed, for conditional GET (If-None-Match / If-Modified-Since). */
  feedEtag: text(),
  feedLastModified: text(),
  active: boolean().notNull().default(true),
  ...timestamps,
});

/**
 * A dealer's offer for a product version. `productVersionId` is null while the offer is
 * unmatched (it then waits in the operators' unmatched list). `goneAt` is set when a full
 * feed no longer contains the offer; its history is kept. The table keeps 15 % of each page free
 * (fillfactor 85, migration 0006) so feed updates rewrite offers in place (HOT).
 */
export const offers = pgTable(
  'offers',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    // references of offers and price history are enforced set-wise by triggers (decision 010)
    dealerId: integer().notNull(),
    dealerSku: text().notNull(),
    productVersionId: integer(),
    productId: integer(),
    title: text().notNull(),
    url: text().notNull(),
    priceCents: integer().notNull(),
    formerPriceCents: integer(),
    shippingCents: integer(),
    availability: availabilityEnum().notNull(),
    deliveryTime: text(),
    condition: offerConditionEnum().notNull().default('new'),
    gtin: text(),
    mpn: text(),
    brand: text(),
    imageUrl: text(),
    firstSeenAt: utc().notNull().defaultNow(),
    lastSeenAt: utc().notNull().defaultNow(),
    goneAt: utc(),
  },
  (t) => [
    uniqueIndex('offers_dealer_sku_idx').on(t.dealerId, t.dealerSku),
    index('offers_product_idx').on(t.productId),
    index('offers_unmatched_idx')
      .on(t.dealerId)
      .where(sql`${t.productVersionId} is null`),
  ],
);

/** Append-only price history: one point per change of price, shipping or availability. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    offerId: bigint({ mode: 'number' }).notNull(),
    recordedAt: utc().notNull().defaultNow(),
    priceCents: integer().notNull(),
    shippingCents: integer(),
    availability: availabilityEnum().notNull(),
  },
  (t) => [index('price_history_offer_idx').on(t.offerId, t.recordedAt)],
);

/**
 * Per product the aggregated prices the indexer recomputes after every feed commit. Half of each
 * page stays free (fillfactor 50, migration 0007) so the recompute rewrites rows in place (HOT).
 */
export const productPriceStats = pgTable('product_price_stats', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  bestPriceCents: integer(),
  /** Best price plus shipping to Germany, free-shipping thresholds honoured. */
  bestTotalCents: integer(),
  bestOfferId: bigint({ mode: 'number' }),
  availability: availabilityEnum().notNull().default('not_available'),
  dealerCount: integer().notNull().default(0),
  lowestAllTimeCents: integer(),
  lowest30dCents: integer('lowest_30d_cents'),
  lowest52wCents: integer('lowest_52w_cents'),
  /** Reference price for discounts (e.g. median of the last 30 days). */
  referencePriceCents: integer(),
  /** True when the best offer is below its dealer's own 30-day low ("real discount"). */
  realDiscount: boolean().notNull().default(false),
  updatedAt: utc().notNull().defaultNow(),
});

export const feedRuns = pgTable(
  'feed_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealerId: integer().references(() => dealers.id, { onDelete: 'set null' }),
    /** The deterministic job id (dealer + content hash): one run per job, reused on retries. */
    jobKey: text().notNull().unique(),
    kind: feedKindEnum().notNull(),
    /** Null while a run that reads its format from the content has not read it yet (or could not). */
    format: feedFormatEnum(),
    /** The format was read from the feed (content, else file name, else the dealer's), not named. */
    formatDetected: boolean().notNull().default(false),
    source: text().notNull(),
    full: boolean().notNull().default(false),
    /** The operator confirmed that this full feed may remove more than the guard allows. */
    allowMassRemoval: boolean().notNull().default(false),
    status: feedRunStatusEnum().notNull().default('queued'),
    contentHash: text(),
    rowsTotal: integer().notNull().default(0),
    rowsApplied: integer().notNull().default(0),
    rowsFailed: integer().notNull().default(0),
    error: text(),
    stats: jsonb().$type<Record<string, number>>().notNull().default({}),
    startedAt: utc(),
    finishedAt: utc(),
    ...timestamps,
  },
  (t) => [index('feed_runs_dealer_idx').on(t.dealerId, t.createdAt)],
);

/** Binary data as a Buffer (PostgreSQL `bytea`). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * What a dealer's last line-based offer feed repeated (`indexer/src/feeds/feed-fingerprint.ts`):
 * for each line that became a matched live offer, the line's 64-bit hash and the offer's id
 * (`entries`, 12 bytes per line). The next run of the same format and header skips the lines it
 * finds here unparsed: their offers are known to be exactly what those lines make. Anything but
 * the feed apply that writes offers (or changes which product version a GTIN names) deletes
 * these rows by trigger (migration 0019), so a fingerprint never outlives the state it describes.
 */
export const offerFeedFingerprints = pgTable(
  'offer_feed_fingerprints',
  {
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    /** Parts of at most 65,536 lines (1.5 MB), so no process holds a whole one as text. */
    part: smallint().notNull(),
    /** Format, reader version and header line hash: lines are only equal under the same reading. */
    context: text().notNull(),
    feedRunId: integer().notNull(),
    entries: bytea().notNull(),
    createdAt: utc().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.part] })],
);

/** A skipped feed row with its line number and reason, shown in the run's report. */
export const feedRowErrors = pgTable(
  'feed_row_errors',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    feedRunId: integer()
      .notNull()
      .references(() => feedRuns.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    reason: text().notNull(),
    /** The raw row, cut to 2000 characters. */
    raw: text(),
  },
  (t) => [index('feed_row_errors_run_idx').on(t.feedRunId, t.line)],
);

/**
 * One denormalised search document per product, read by every search replica merged with its
 * newer price fields from `search_document_prices` (see `mergedSearchDocuments`).
 */
export const searchDocuments = pgTable('search_documents', {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  document: jsonb().notNull(),
  updatedAt: utc().notNull().defaultNow(),
});

/**
 * The price fields of a search document when they changed after its last full build (an offer
 * feed writes only these small rows instead of rewriting ~1.7 KB documents; a full build
 * deletes them). No foreign key: a row without its document is never read, and a million-offer
 * feed would pay a reference check per row.
 */
export const searchDocumentPrices = pgTable('search_document_prices', {
  productId: integer().primaryKey(),
  prices: jsonb().notNull(),
});

/**
 * The documents a replica indexes (`product_id`, `document`): each document with its newer
 * price fields merged in. Use as a FROM item: `from ${mergedSearchDocuments} d`.
 */
export const mergedSearchDocuments = sql`(select d.product_id, d.document || coalesce(p.prices, '{}'::jsonb) as document
  from search_documents d left join search_document_prices p on p.product_id = d.product_id)`;

/** Change log the search replicas follow: one row per document written or deleted. */
export const searchChanges = pgTable(
  'search_changes',
  {
    seq: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    productId: integer().notNull(),
    deleted: boolean().notNull().default(false),
    /**
     * Only the price fields changed (`search_document_prices`): a replica updates its price
     * columns and leaves the document's text and facets as indexed.
     */
    pricesOnly: boolean().notNull().default(false),
    changedAt: utc().notNull().defaultNow(),
  },
  (t) => [index('search_changes_product_idx').on(t.productId)],
);

/**
 * The shape of a feed run's offer rows between parsing and the set-wise apply. Each run COPYs its
 * rows into a temporary table LIKE this one inside its apply transaction (decision 013), so this
 * table itself stays empty.
 */
export const feedStagingOffers = pgTable(
  'feed_staging_offers',
  {
    feedRunId: integer().notNull(),
    line: integer().notNull(),
    sku: text().notNull(),
    title: text().notNull(),
    url: text().notNull(),
    priceCents: integer().notNull(),
    formerPriceCents: integer(),
    shippingCents: integer(),
    availability: availabilityEnum().notNull(),
    availabilityDate: text(),
    deliveryTime: text(),
    condition: offerConditionEnum().notNull(),
    gtin: text(),
    mpn: text(),
    brand: text(),
    imageUrl: text(),
    productType: text(),
  },
  // no index: the apply reads a run's rows once, sequentially; an index would slow COPY down
);

/** The shape of a feed run's product-attribute rows (staged like feed_staging_offers). */
export const feedStagingProducts = pgTable('feed_staging_products', {
  feedRunId: integer().notNull(),
  line: integer().notNull(),
  externalId: text().notNull(),
  /** The normalised row (schema of the indexer's ProductRow, names with their slugs). */
  data: jsonb().notNull(),
});

/**
 * Events written in the same transaction as the change that caused them (transactional
 * outbox): documents to rebuild, price drops, availability changes, new products per publisher.
 * Jobs for search indexing and alert evaluation read them by feed run.
 */
export const indexerEvents = pgTable(
  'indexer_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    feedRunId: integer(),
    kind: text().$type<'document' | 'price_drop' | 'availability_change' | 'new_product'>().notNull(),
    productId: integer().notNull(),
    publisherId: integer(),
    oldValue: integer(),
    newValue: integer(),
    oldAvailability: availabilityEnum(),
    newAvailability: availabilityEnum(),
    createdAt: utc().notNull().defaultNow(),
  },
  // read only by feed run (jobs, alert evaluation); a feed's first load writes ~600k events
  (t) => [index('indexer_events_run_idx').on(t.feedRunId, t.kind)],
);
