import { SEARCH_FIELDS } from '@spielraum/schema';
import type {
  CountedFacetName,
  KeywordFacetName,
  RangeFilterName,
  StatName,
  TermsFacetName,
  ToggleName,
} from './types';

type Field = (typeof SEARCH_FIELDS)[number];
type FieldOf<Kind extends Field['kind']> = Extract<Field, { kind: Kind }>;

/** The schema's facet catalogue split by kind, as the engine reads it. */
export const TERMS_FACETS: readonly TermsFacetName[] = SEARCH_FIELDS.filter(
  (field): field is FieldOf<'terms'> => field.kind === 'terms',
).map((field) => field.name);
export const KEYWORD_FACETS: readonly KeywordFacetName[] = SEARCH_FIELDS.filter(
  (field): field is FieldOf<'keyword'> => field.kind === 'keyword',
).map((field) => field.name);
export const RANGE_FILTERS: readonly RangeFilterName[] = SEARCH_FIELDS.filter(
  (field): field is Exclude<FieldOf<'range'>, { name: 'players' }> =>
    field.kind === 'range' && field.name !== 'players',
).map((field) => field.name);
export const TOGGLES: readonly ToggleName[] = SEARCH_FIELDS.filter(
  (field): field is FieldOf<'toggle'> => field.kind === 'toggle',
).map((field) => field.name);
export const COUNTED_FACETS: readonly CountedFacetName[] = [...TERMS_FACETS, ...KEYWORD_FACETS];
export const STAT_NAMES: readonly StatName[] = [...RANGE_FILTERS, 'players'];

/** True for facets that answer value counts. */
export function isCountedFacet(name: string): name is CountedFacetName {
  return (COUNTED_FACETS as readonly string[]).includes(name);
}

/** True for ranges whose min/max a search can report. */
export function isStatName(name: string): name is StatName {
  return (STAT_NAMES as readonly string[]).includes(name);
}
