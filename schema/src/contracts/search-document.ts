import { z } from 'zod';
import { availabilityValues, productTypeValues } from '../constants/values';

/** A facet value as the search document carries it; its URL key is `${id}-${slug}`. */
export const facetValueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/** The URL and filter key of a facet value, e.g. `12-familienspiele` (SPEC: filter-spielkategorien=<id>-<slug>). */
export function facetKey(value: Pick<FacetValue, 'id' | 'slug'>): string {
  return `${value.id}-${value.slug}`;
}

/**
 * The one denormalised search document per product that the indexer writes to
 * `search_documents` and every search engine replica indexes: every advanced-search field
 * (SPEC §2), the price figures and what a hit card shows. Money in euro cents.
 */
export const searchDocumentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Original, English or former titles, searched like the title (absent in documents written before). */
  alternativeTitles: z.array(z.string()).default([]),
  description: z.string(),
  /** SPEC category slug of the product's group (facet "groups"). */
  group: z.string(),
  productType: z.enum(productTypeValues),
  baseProductId: z.number().int().nullable(),
  publishers: z.array(facetValueSchema),
  designers: z.array(facetValueSchema),
  authors: z.array(facetValueSchema),
  illustrators: z.array(facetValueSchema),
  categories: z.array(facetValueSchema),
  mechanics: z.array(facetValueSchema),
  genres: z.array(facetValueSchema),
  series: z.array(facetValueSchema),
  tags: z.array(facetValueSchema),
  themeWorlds: z.array(facetValueSchema),
  languages: z.array(facetValueSchema),
  awards: z.array(facetValueSchema),
  /** Trading-card game (filter-tcg), e.g. "pokemon". */
  tcg: z.string().nullable(),
  releaseYear: z.number().int().nullable(),
  ageFrom: z.number().int().nullable(),
  playersFrom: z.number().int().nullable(),
  playersTo: z.number().int().nullable(),
  playingTimeMinutes: z.number().int().nullable(),
  bestPriceCents: z.number().int().nullable(),
  bestTotalCents: z.number().int().nullable(),
  /** Discount of the best price against the reference price, whole percent (0 when none). */
  discountPercent: z.number().int(),
  realDiscount: z.boolean(),
  /**
   * The real discount's size in whole percent (`realDiscountPercent`), null without one (and in
   * documents written before it was added).
   */
  realDiscountPercent: z.number().int().nullable().default(null),
  /** True when at least one dealer offers the product (products without deals are hidden by default). */
  hasDeal: z.boolean(),
  availability: z.enum(availabilityValues),
  dealerCount: z.number().int(),
  /** Community rating 0–5 (two decimals) from the product data, not Spielraum's reviews; null when absent. */
  rating: z.number().nullable(),
  totalVotes: z.number().int(),
  popularity: z.number().int(),
  coverImageId: z.number().int().nullable(),
  /** When the product entered the catalogue (sort "newest"), ISO 8601. */
  createdAt: z.string(),
});
export type SearchDocument = z.infer<typeof searchDocumentSchema>;

/**
 * The fields of a search document that an offer feed changes (the indexer's `PRICE_FIELDS`,
 * kept in `search_document_prices`): what a replica updates for a change logged as prices only.
 */
export const searchDocumentPricesSchema = searchDocumentSchema.pick({
  bestPriceCents: true,
  bestTotalCents: true,
  discountPercent: true,
  realDiscount: true,
  realDiscountPercent: true,
  hasDeal: true,
  availability: true,
  dealerCount: true,
});
export type SearchDocumentPrices = z.infer<typeof searchDocumentPricesSchema>;
