import { z } from 'zod';
import { gameCardSchema } from './api';

/**
 * Answer contracts of the search calls (SPEC §7 `filter/…`). The requests are URL parameters,
 * read by `parseSearchParams` (search-params.ts); the web's search client parses these answers.
 */

/** One value of a facet with its count under the current filters; keys like `12-familienspiele`. */
export const facetOptionSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

/**
 * `GET /api/filter/data/`: one page of hits as game cards, the total, and per facet its values
 * with disjunctive counts (a facet's own selection does not narrow them). `facetStats` carries
 * the minimum and maximum of each range inside the result, left out when no hit has a value
 * (prices in euro cents).
 */
export const filterDataResponseSchema = z.object({
  data: z.object({
    total: z.number().int(),
    page: z.number().int(),
    rowsPerPage: z.number().int(),
    hits: z.array(gameCardSchema),
    facets: z.record(z.string(), z.array(facetOptionSchema)),
    facetStats: z.record(z.string(), z.object({ min: z.number(), max: z.number() })),
  }),
});
export type FilterDataResponse = z.infer<typeof filterDataResponseSchema>;

/** `GET /api/filter/{type}/?search=&offset=&rowsPerPage=`: matching values of one facet; `more` when further ones follow. */
export const facetValuesResponseSchema = z.object({ data: z.array(facetOptionSchema), more: z.boolean() });
export type FacetValuesResponse = z.infer<typeof facetValuesResponseSchema>;

/** A type-ahead suggestion: a game's id, address slug, title and category group slug. */
export const gameNameSuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  group: z.string(),
});
export type GameNameSuggestion = z.infer<typeof gameNameSuggestionSchema>;

/** `GET /api/filter/namesearch/?term=`: game names for the type-ahead, within the current filters. */
export const nameSuggestionsResponseSchema = z.object({ data: z.array(gameNameSuggestionSchema) });
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>;
