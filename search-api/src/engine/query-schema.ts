import { z } from 'zod';
import { countSearchFilters, LIMITS, SORT_OPTIONS, message, type SearchFieldName } from '@spielraum/schema';
import { COUNTED_FACETS, RANGE_FILTERS, STAT_NAMES, TOGGLES } from './catalogue';
import { SearchQueryError } from './query-error';
import type {
  CountedFacetName,
  FacetValueQuery,
  FilterSet,
  SearchQuery,
  TitleSuggestionQuery,
} from './types';

/** Longest text a search accepts, in characters. */
export const MAX_TEXT_LENGTH = 200;
const MAX_HITS_PER_PAGE = 100;
const MAX_PAGE = 10_000;
const MAX_VALUES_PER_FILTER = 100;
const MAX_LISTED_IDS = 100_000;

// German texts that the schema's MESSAGES do not have yet (they belong there eventually).
const TEXTS = {
  unknownFilter: (names: string[]) => `Unbekannter Filter: ${names.join(', ')}.`,
  unknownFacet: 'Unbekannte Facette.',
  minAboveMax: 'Der Mindestwert darf nicht größer als der Höchstwert sein.',
  notANumber: 'Bitte gib eine Zahl ein.',
  tooLarge: (amount: number) => `Bitte gib höchstens ${amount} ein.`,
  tooManyValues: (amount: number) => `Es können höchstens ${amount} Werte angegeben werden.`,
  invalidValue: 'Ungültiger Wert.',
};

const text = z
  .string({ error: TEXTS.invalidValue })
  .max(MAX_TEXT_LENGTH, { error: message('maxLength', { amount: MAX_TEXT_LENGTH }) });

const nonNegativeInt = (max: number) =>
  z
    .number({ error: TEXTS.notANumber })
    .int({ error: TEXTS.notANumber })
    .min(0, { error: message('nonNegative') })
    .max(max, { error: TEXTS.tooLarge(max) });

const keys = z
  .array(z.string({ error: TEXTS.invalidValue }).min(1).max(200, { error: TEXTS.invalidValue }), {
    error: TEXTS.invalidValue,
  })
  .max(MAX_VALUES_PER_FILTER, { error: TEXTS.tooManyValues(MAX_VALUES_PER_FILTER) });

const bound = z.number({ error: TEXTS.notANumber }).finite({ error: TEXTS.notANumber });
const range = z
  .strictObject({ min: bound.optional(), max: bound.optional() }, { error: TEXTS.invalidValue })
  .refine((value) => value.min === undefined || value.max === undefined || value.min <= value.max, {
    error: TEXTS.minAboveMax,
  });

const players = z.strictObject(
  { count: z.number({ error: TEXTS.notANumber }).int().min(1).max(99), exact: z.boolean().default(false) },
  { error: TEXTS.invalidValue },
);

function shapeOf<Name extends string, Schema extends z.ZodType>(
  names: readonly Name[],
  schema: Schema,
): Record<Name, z.ZodOptional<Schema>> {
  return Object.fromEntries(names.map((name) => [name, schema.optional()])) as Record<
    Name,
    z.ZodOptional<Schema>
  >;
}

const filterSetSchema = z
  .strictObject(
    {
      ...shapeOf(COUNTED_FACETS, keys),
      ...shapeOf(RANGE_FILTERS, range),
      players: players.optional(),
      ...shapeOf(TOGGLES, z.boolean({ error: TEXTS.invalidValue })),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? TEXTS.unknownFilter(issue.keys) : TEXTS.invalidValue,
    },
  )
  .default({});

const facetName = z.enum([...COUNTED_FACETS, ...STAT_NAMES] as [SearchFieldName, ...SearchFieldName[]], {
  error: TEXTS.unknownFacet,
});
const countedFacetName = z.enum(COUNTED_FACETS as [CountedFacetName, ...CountedFacetName[]], {
  error: TEXTS.unknownFacet,
});
const sortOption = z
  .enum(SORT_OPTIONS.map((option) => option.value) as [string, ...string[]], { error: TEXTS.invalidValue })
  .pipe(z.custom<SearchQuery['sort']>());
const ids = z.array(z.number().int(), { error: TEXTS.invalidValue }).max(MAX_LISTED_IDS);

/**
 * How many filters a filter set counts towards `LIMITS.maxFilters`: the schema's one count
 * (every selected value, a range once, switches only off their default), so the engine refuses
 * exactly what the search API and the web client refuse.
 */
export function countFilters(filters: FilterSet): number {
  return countSearchFilters({ filters });
}

const capFilters = (filters: FilterSet, context: z.RefinementCtx) => {
  if (countFilters(filters) > LIMITS.maxFilters) {
    context.addIssue({
      code: 'custom',
      path: ['filters'],
      message: message('tooManyFilters', { amount: LIMITS.maxFilters }),
    });
  }
};

const searchQuerySchema = z
  .object({
    text: text.optional(),
    titleText: text.optional(),
    filters: filterSetSchema,
    includeIds: ids.optional(),
    excludeIds: ids.optional(),
    sort: sortOption.default('relevance'),
    page: nonNegativeInt(MAX_PAGE).default(0),
    hitsPerPage: nonNegativeInt(MAX_HITS_PER_PAGE)
      .min(1, { error: message('nonNegative') })
      .default(LIMITS.rowsPerPage),
    facets: z.array(facetName, { error: TEXTS.unknownFacet }).default([]),
    maxValuesPerFacet: nonNegativeInt(10_000).min(1).optional(),
  })
  .superRefine((query, context) => capFilters(query.filters, context));

const facetValueQuerySchema = z
  .object({
    facet: countedFacetName,
    term: text.default(''),
    offset: nonNegativeInt(MAX_PAGE * MAX_HITS_PER_PAGE).default(0),
    limit: nonNegativeInt(MAX_HITS_PER_PAGE).min(1).default(LIMITS.filterOptionPageSize),
    text: text.optional(),
    titleText: text.optional(),
    filters: filterSetSchema,
    includeIds: ids.optional(),
    excludeIds: ids.optional(),
  })
  .superRefine((query, context) => capFilters(query.filters, context));

const titleSuggestionQuerySchema = z
  .object({
    term: text,
    limit: nonNegativeInt(MAX_HITS_PER_PAGE).min(1).default(LIMITS.rowsPerPage),
    filters: filterSetSchema,
    includeIds: ids.optional(),
    excludeIds: ids.optional(),
  })
  .superRefine((query, context) => capFilters(query.filters, context));

function parseWith<Output>(schema: z.ZodType<Output>, input: unknown): Output {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new SearchQueryError(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || '_', message: issue.message })),
  );
}

/** Validates a search query and fills in defaults; throws `SearchQueryError` with German messages. */
export function parseSearchQuery(input: unknown): SearchQuery {
  return parseWith(searchQuerySchema, input);
}

/** Validates a facet-value search; throws `SearchQueryError`. */
export function parseFacetValueQuery(input: unknown): FacetValueQuery {
  return parseWith(facetValueQuerySchema, input);
}

/** Validates a type-ahead query; throws `SearchQueryError`. */
export function parseTitleSuggestionQuery(input: unknown): TitleSuggestionQuery {
  return parseWith(titleSuggestionQuerySchema, input);
}
