import type { Availability, OfferCondition, ProductType } from '@spielraum/schema';
import { OperatorError } from '../operator-error';
import type { FeedLines } from './feed-fingerprint';

/**
 * One dealer offer as every offer-feed reader yields it, whatever the format
 * (Google-Merchant XML, its CSV/TSV form, idealo-style CSV, JSON Lines). Money in euro cents.
 */
export interface OfferRow {
  /** 1-based line of the record in the file (first line of a multi-line record). */
  line: number;
  /** The dealer's own id of the offer (Google `id`, idealo `sku`). */
  sku: string;
  title: string;
  url: string;
  /** What the customer pays now: `sale_price` when given, otherwise `price`. */
  priceCents: number;
  /** The crossed-out price (`price` when a `sale_price` exists, idealo `formerPrice`). */
  formerPriceCents: number | null;
  /** Shipping to Germany; null when the feed does not say (the dealer's rule applies). */
  shippingCents: number | null;
  availability: Availability;
  /** ISO date (YYYY-MM-DD) for pre-orders and reorders. */
  availabilityDate: string | null;
  deliveryTime: string | null;
  condition: OfferCondition;
  /** Validated GTIN (check digit correct), normalised to 13 or 14 digits; null when absent. */
  gtin: string | null;
  mpn: string | null;
  brand: string | null;
  imageUrl: string | null;
  productType: string | null;
}

/**
 * One product as product-attribute feeds (JSON Lines, CSV) describe it, with the attribute
 * names of SPEC §3. Multi-valued attributes are arrays of names.
 */
export interface ProductRow {
  line: number;
  /** The feed's own product id; with `product_version_id` it identifies an edition. */
  productId: string;
  productVersionId: string | null;
  label: string;
  /** Original, English or former titles (attribute `alternative_title`, several allowed). */
  alternativeTitle: string[];
  sku: string | null;
  gtin: string | null;
  group: string;
  productType: ProductType;
  description: string;
  gameCategory: string[];
  gameMechanism: string[];
  gameMode: string[];
  genre: string[];
  tag: string[];
  serie: string[];
  license: string[];
  illustrator: string[];
  author: string[];
  designer: string[];
  award: string[];
  publisher: string[];
  language: string[];
  component: string[];
  numberOfPlayersFrom: number | null;
  numberOfPlayersTo: number | null;
  playingTime: number | null;
  releaseYear: number | null;
  ageFrom: number | null;
  ageTo: number | null;
  availableFrom: string | null;
  color: string[];
  rating: number | null;
  totalVotes: number | null;
  mediaFiles: string[];
  fraction: string | null;
  numberOfPages: number | null;
  /** The game's BoardGameGeek id (attribute `bgg_id`). */
  bggId: number | null;
  modelType: string[];
  unitSize: number | null;
  scale: string | null;
  kitType: string[];
  material: string[];
  productVariant: string[];
  numberOfCards: number | null;
  bookType: string[];
  weaponType: string[];
  unitRole: string[];
  format: string[];
  specialFeatures: string[];
  alliance: string[];
  sports: string[];
}

/** A row that could not be used: its line, a precise reason for the operator, the raw text (cut). */
export interface RowError {
  line: number;
  reason: string;
  raw: string;
  /**
   * The offer's SKU when it could still be read from the rejected row: the offer is in the feed,
   * so a full feed must not mark it gone.
   */
  sku?: string;
}

export type ParsedRow<T> = { ok: true; row: T } | { ok: false; error: RowError };

/**
 * A feed that cannot be read at all (not XML, truncated, undecodable, empty, missing
 * required columns): the run fails with this reason and changes nothing.
 */
export class FeedReadError extends OperatorError {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = 'FeedReadError';
  }
}

/** What a run hands its reader besides the bytes. */
export interface ReaderOptions {
  /**
   * The run's view of its lines (line-based offer formats: CSV, JSON Lines): hashes every line
   * and empties the ones the dealer's last feed made into offers that nothing changed since.
   */
  lines?: FeedLines;
}

/** A streaming reader: bytes in, validated rows and row errors out, memory flat at any size. */
export type FeedReader<T> = (
  input: NodeJS.ReadableStream,
  options?: ReaderOptions,
) => AsyncIterable<ParsedRow<T>>;

/**
 * A full feed that would mark more of a dealer's live offers gone than the guard allows without
 * the operator's confirmation (see massRemovalRefusal): its run fails with this message and
 * changes nothing.
 */
export class MassRemovalRefusedError extends OperatorError {
  constructor(message: string) {
    super(message);
    this.name = 'MassRemovalRefusedError';
  }
}
