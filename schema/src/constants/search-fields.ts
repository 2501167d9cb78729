import type { SearchDocument } from '../contracts/search-document';

/**
 * The catalogue of search fields and facets: every advanced-search field of SPEC §2 plus
 * product type, availability and trading-card game. `param` is the URL/query name
 * (SPEC: `filter-spielkategorien=<id>-<slug>`, `filter-tcg`), `field` the search-document
 * field it reads. Engines, the search API and the web client all read this one list.
 */
export type FacetKind =
  /** multi-valued term facet; values are `${id}-${slug}` keys, OR within the facet */
  | 'terms'
  /** single-valued keyword facet (group slug, product type, availability, tcg) */
  | 'keyword'
  /** numeric range `min-max` (either side may be empty) */
  | 'range'
  /** on/off switch */
  | 'toggle';

export interface SearchField {
  name: string;
  param: `filter-${string}`;
  kind: FacetKind;
  field: keyof SearchDocument | null;
  label: { de: string; en: string };
  /** Shown as a facet with counts in lists. */
  faceted: boolean;
}

export const SEARCH_FIELDS = [
  {
    name: 'groups',
    param: 'filter-gruppe',
    kind: 'keyword',
    field: 'group',
    label: { de: 'Gruppe', en: 'Group' },
    faceted: true,
  },
  {
    name: 'publishers',
    param: 'filter-verlag',
    kind: 'terms',
    field: 'publishers',
    label: { de: 'Verlag', en: 'Publisher' },
    faceted: true,
  },
  {
    name: 'designer',
    param: 'filter-spieldesign',
    kind: 'terms',
    field: 'designers',
    label: { de: 'Spieldesign', en: 'Designer' },
    faceted: true,
  },
  {
    name: 'authors',
    param: 'filter-autoren',
    kind: 'terms',
    field: 'authors',
    label: { de: 'Autorinnen und Autoren', en: 'Authors' },
    faceted: true,
  },
  {
    name: 'yearOfPublication',
    param: 'filter-erscheinungsjahr',
    kind: 'range',
    field: 'releaseYear',
    label: { de: 'Erscheinungsjahr', en: 'Year of publication' },
    faceted: false,
  },
  {
    name: 'minAge',
    param: 'filter-alter',
    kind: 'range',
    field: 'ageFrom',
    label: { de: 'Alter ab', en: 'Minimum age' },
    faceted: false,
  },
  {
    name: 'players',
    param: 'filter-spieleranzahl',
    kind: 'range',
    field: null,
    label: { de: 'Spieleranzahl', en: 'Number of players' },
    faceted: false,
  },
  {
    name: 'exactPlayers',
    param: 'filter-spieleranzahl-exakt',
    kind: 'toggle',
    field: null,
    label: { de: 'Genau diese Spieleranzahl', en: 'Exact player count' },
    faceted: false,
  },
  {
    name: 'playTime',
    param: 'filter-spieldauer',
    kind: 'range',
    field: 'playingTimeMinutes',
    label: { de: 'Spieldauer (Minuten)', en: 'Play time (minutes)' },
    faceted: false,
  },
  {
    name: 'language',
    param: 'filter-sprache',
    kind: 'terms',
    field: 'languages',
    label: { de: 'Sprache', en: 'Language' },
    faceted: true,
  },
  {
    name: 'categories',
    param: 'filter-spielkategorien',
    kind: 'terms',
    field: 'categories',
    label: { de: 'Kategorie', en: 'Category' },
    faceted: true,
  },
  {
    name: 'mechanics',
    param: 'filter-mechaniken',
    kind: 'terms',
    field: 'mechanics',
    label: { de: 'Mechanik', en: 'Mechanic' },
    faceted: true,
  },
  {
    name: 'genres',
    param: 'filter-genre',
    kind: 'terms',
    field: 'genres',
    label: { de: 'Genre', en: 'Genre' },
    faceted: true,
  },
  {
    name: 'series',
    param: 'filter-serie',
    kind: 'terms',
    field: 'series',
    label: { de: 'Serie', en: 'Series' },
    faceted: true,
  },
  {
    name: 'tags',
    param: 'filter-tags',
    kind: 'terms',
    field: 'tags',
    label: { de: 'Tags', en: 'Tags' },
    faceted: true,
  },
  {
    name: 'themeWorlds',
    param: 'filter-themenwelt',
    kind: 'terms',
    field: 'themeWorlds',
    label: { de: 'Themenwelt', en: 'Theme world' },
    faceted: true,
  },
  {
    name: 'price',
    param: 'filter-preis',
    kind: 'range',
    field: 'bestTotalCents',
    label: { de: 'Preis inkl. Versand', en: 'Price incl. shipping' },
    faceted: false,
  },
  {
    name: 'expansions',
    param: 'filter-erweiterungen',
    kind: 'toggle',
    field: null,
    label: { de: 'Erweiterungen anzeigen', en: 'Show expansions' },
    faceted: false,
  },
  {
    name: 'accessories',
    param: 'filter-zubehoer',
    kind: 'toggle',
    field: null,
    label: { de: 'Zubehör anzeigen', en: 'Show accessories' },
    faceted: false,
  },
  {
    name: 'withoutDeals',
    param: 'filter-ohne-angebote',
    kind: 'toggle',
    field: 'hasDeal',
    label: { de: 'Produkte ohne Angebote zeigen', en: 'Show products without deals' },
    faceted: false,
  },
  {
    name: 'productType',
    param: 'filter-produkttyp',
    kind: 'keyword',
    field: 'productType',
    label: { de: 'Produktart', en: 'Product type' },
    faceted: true,
  },
  {
    name: 'availability',
    param: 'filter-verfuegbarkeit',
    kind: 'keyword',
    field: 'availability',
    label: { de: 'Verfügbarkeit', en: 'Availability' },
    faceted: true,
  },
  {
    name: 'tcg',
    param: 'filter-tcg',
    kind: 'keyword',
    field: 'tcg',
    label: { de: 'Trading Card Game', en: 'Trading card game' },
    faceted: true,
  },
] as const satisfies readonly SearchField[];

export type SearchFieldName = (typeof SEARCH_FIELDS)[number]['name'];

/**
 * The default of each switch: expansions are shown, accessories, products without deals and
 * the exact player count are off. A switch counts towards the five-filter cap only when it
 * differs from its default. Engines apply these product rules; the web client sends only
 * non-default values.
 */
export const TOGGLE_DEFAULTS = {
  expansions: true,
  accessories: false,
  withoutDeals: false,
  exactPlayers: false,
} as const satisfies Record<Extract<(typeof SEARCH_FIELDS)[number], { kind: 'toggle' }>['name'], boolean>;

/** Sort options of the search (SPEC §9 leaves them open; these are ours). */
export const SORT_OPTIONS = [
  { value: 'relevance', label: { de: 'Relevanz', en: 'Relevance' } },
  { value: 'total-asc', label: { de: 'Preis inkl. Versand aufsteigend', en: 'Total price ascending' } },
  { value: 'total-desc', label: { de: 'Preis inkl. Versand absteigend', en: 'Total price descending' } },
  {
    value: 'price-asc',
    label: { de: 'Artikelpreis ohne Versand aufsteigend', en: 'Item price without shipping ascending' },
  },
  // the community rating of the product data, not reviews written at Spielraum
  { value: 'rating-desc', label: { de: 'Beste Community-Wertung', en: 'Best community rating' } },
  { value: 'newest', label: { de: 'Neueste zuerst', en: 'Newest first' } },
  { value: 'discount-desc', label: { de: 'Größter Rabatt', en: 'Biggest discount' } },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
