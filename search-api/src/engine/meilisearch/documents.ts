import type { Availability, ProductType, SearchDocument } from '@spielraum/schema';
import { KEYWORD_FACETS, TERMS_FACETS } from '../catalogue';
import { keywordEntries, termsEntries, type FacetEntry } from '../document-fields';
import type { SearchHit, TitleSuggestion } from '../types';
import {
  FACET_FILTER_ATTRIBUTES,
  FACET_OPTION_ATTRIBUTES,
  TITLE_ATTRIBUTE,
  TITLE_KEY_ATTRIBUTE,
} from './fields';
import { foldedText, titleKey } from './text';

/** A product as the Meilisearch index stores it (primary key `id`). */
export type MeilisearchDocument = Record<string, string | number | boolean | string[]>;

/** The attributes a search reads back for hit cards; absent figures were null in the document. */
export interface StoredHit {
  id: number;
  slug: string;
  title: string;
  group: string;
  productType: ProductType;
  publisher?: string;
  releaseYear?: number;
  playersFrom?: number;
  playersTo?: number;
  playingTimeMinutes?: number;
  ageFrom?: number;
  coverImageId?: number;
  bestPriceCents?: number;
  bestTotalCents?: number;
  availability: Availability;
  dealerCount: number;
  rating?: number;
  realDiscount: boolean;
  realDiscountPercent?: number;
  discountPercent: number;
}

const OPTION_SEPARATOR = '|';

/** A facet option as stored: `key|label`. Keys are ids with slugs or plain slugs, never with `|`. */
export function encodeOption(entry: FacetEntry): string {
  return `${entry.key}${OPTION_SEPARATOR}${entry.label}`;
}

/** Splits a stored option back into key and label. */
export function decodeOption(option: string): FacetEntry {
  const separator = option.indexOf(OPTION_SEPARATOR);
  if (separator < 0) return { key: option, label: option };
  return { key: option.slice(0, separator), label: option.slice(separator + 1) };
}

const names = (values: SearchDocument['publishers']) => values.map((value) => foldedText(value.name));

/**
 * Maps a search document to its Meilisearch document: hit-card fields; null figures left out
 * (Meilisearch sorts documents without the sort field last and no range matches them, as the
 * contract wants); `createdAt` as epoch milliseconds for sorting; per counted facet its filter
 * keys and its `key|label` options; folded copies of the searchable text; the exact-title key.
 */
export function toMeilisearchDocument(document: SearchDocument): MeilisearchDocument {
  const stored: MeilisearchDocument = {
    id: document.id,
    slug: document.slug,
    title: document.title,
    group: document.group,
    productType: document.productType,
    availability: document.availability,
    hasDeal: document.hasDeal,
    dealerCount: document.dealerCount,
    realDiscount: document.realDiscount,
    discountPercent: document.discountPercent,
    popularity: document.popularity,
    [TITLE_KEY_ATTRIBUTE]: titleKey(document.title),
    [TITLE_ATTRIBUTE]: foldedText(document.title),
    peopleFolded: [...names(document.designers), ...names(document.authors), ...names(document.illustrators)],
    publishersFolded: names(document.publishers),
    seriesFolded: names(document.series),
    tagsFolded: names(document.tags),
    taxonomyFolded: [
      ...names(document.categories),
      ...names(document.mechanics),
      ...names(document.genres),
      ...names(document.themeWorlds),
      ...names(document.awards),
    ],
    descriptionFolded: foldedText(document.description),
  };
  const optional = {
    tcg: document.tcg,
    publisher: document.publishers[0]?.name ?? null,
    releaseYear: document.releaseYear,
    ageFrom: document.ageFrom,
    playersFrom: document.playersFrom,
    playersTo: document.playersTo,
    playingTimeMinutes: document.playingTimeMinutes,
    bestPriceCents: document.bestPriceCents,
    bestTotalCents: document.bestTotalCents,
    realDiscountPercent: document.realDiscountPercent,
    rating: document.rating,
    coverImageId: document.coverImageId,
    createdAt: Date.parse(document.createdAt),
  };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== null && !Number.isNaN(value)) stored[name] = value;
  }
  for (const name of TERMS_FACETS) {
    const entries = termsEntries(name, document);
    stored[FACET_FILTER_ATTRIBUTES[name]] = [...new Set(entries.map((entry) => entry.key))];
    stored[FACET_OPTION_ATTRIBUTES[name]] = [...new Set(entries.map(encodeOption))];
  }
  for (const name of KEYWORD_FACETS) {
    stored[FACET_OPTION_ATTRIBUTES[name]] = keywordEntries(name, document).map(encodeOption);
  }
  return stored;
}

/** The hit card of a stored product. */
export function hitOf(stored: StoredHit): SearchHit {
  return {
    id: stored.id,
    slug: stored.slug,
    title: stored.title,
    group: stored.group,
    productType: stored.productType,
    publisher: stored.publisher ?? null,
    releaseYear: stored.releaseYear ?? null,
    playersFrom: stored.playersFrom ?? null,
    playersTo: stored.playersTo ?? null,
    playingTimeMinutes: stored.playingTimeMinutes ?? null,
    ageFrom: stored.ageFrom ?? null,
    coverImageId: stored.coverImageId ?? null,
    bestPriceCents: stored.bestPriceCents ?? null,
    bestTotalCents: stored.bestTotalCents ?? null,
    availability: stored.availability,
    dealerCount: stored.dealerCount,
    rating: stored.rating ?? null,
    realDiscount: stored.realDiscount,
    realDiscountPercent: stored.realDiscountPercent ?? null,
    discountPercent: stored.discountPercent,
  };
}

/** The type-ahead suggestion of a stored product. */
export function suggestionOf(stored: Pick<StoredHit, 'id' | 'slug' | 'title' | 'group'>): TitleSuggestion {
  return { id: stored.id, slug: stored.slug, title: stored.title, group: stored.group };
}
