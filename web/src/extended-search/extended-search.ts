import {
  countSearchFilters,
  LIMITS,
  type ListFilter,
  type MessageKey,
  type RangeValue,
  type SearchFilterValues,
  type SearchParams,
} from '@spielraum/schema';
import { z } from 'zod';

/** The multi-choice fields of the advanced search, filled from the search API's facet values. */
export const CHOICE_FIELDS = [
  'groups',
  'publishers',
  'designer',
  'authors',
  'language',
  'categories',
  'mechanics',
  'genres',
  'series',
  'tags',
  'themeWorlds',
] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];

/** Fields whose value must be picked from the list; typed text that was not picked is refused. */
export const PICK_FROM_LIST_FIELDS = [
  'publishers',
  'designer',
  'authors',
] as const satisfies readonly ChoiceField[];

/** Everything the form holds, as typed (numbers stay text until validated). */
export interface ExtendedSearchValues {
  title: string;
  choices: Record<ChoiceField, string[]>;
  /** Text typed into a pick-from-list field that was not turned into a choice. */
  unpicked: Partial<Record<ChoiceField, string>>;
  yearFrom: string;
  yearTo: string;
  minAge: string;
  list: ListFilter | 'none';
  hideExpansions: boolean;
  withAccessories: boolean;
  players: string;
  exactPlayers: boolean;
  playTimeFrom: string;
  playTimeTo: string;
  priceFrom: string;
  priceTo: string;
  withoutDeals: boolean;
}

export type ExtendedSearchField =
  | 'title'
  | ChoiceField
  | 'yearFrom'
  | 'yearTo'
  | 'minAge'
  | 'players'
  | 'playTimeFrom'
  | 'playTimeTo'
  | 'priceFrom'
  | 'priceTo'
  | 'form';

/** An error as a key of the shared messages plus its placeholders. */
export interface FieldError {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export type ExtendedSearchResult =
  | { ok: true; search: SearchParams }
  | { ok: false; errors: Partial<Record<ExtendedSearchField, FieldError>> };

export function emptyExtendedSearch(): ExtendedSearchValues {
  return {
    title: '',
    choices: Object.fromEntries(CHOICE_FIELDS.map((field) => [field, []])) as unknown as Record<
      ChoiceField,
      string[]
    >,
    unpicked: {},
    yearFrom: '',
    yearTo: '',
    minAge: '',
    list: 'none',
    hideExpansions: false,
    withAccessories: false,
    players: '',
    exactPlayers: false,
    playTimeFrom: '',
    playTimeTo: '',
    priceFrom: '',
    priceTo: '',
    withoutDeals: false,
  };
}

/** A price in euros as Germans type it ("12", "12,99", "12.5"): cents, or undefined when invalid. */
const priceSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}([.,]\d{1,2})?$/)
  .transform((text) => Math.round(Number(text.replace(',', '.')) * 100));
const yearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1000).max(2999));
const wholeNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/)
  .transform(Number);
const playersSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(100));

type Parsed = { ok: true; value: number | undefined } | { ok: false };

function parseOptional(schema: z.ZodType<number, string>, text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  const result = schema.safeParse(text);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

function rangeOf(min: number | undefined, max: number | undefined): RangeValue | undefined {
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/**
 * Checks the advanced search (SPEC §5: valid price, year as YYYY, publisher, author and designer
 * chosen from the list, at most five filters) and turns it into the search the list opens with.
 * Each problem is reported under its field with a key of the shared messages.
 */
export function buildExtendedSearch(values: ExtendedSearchValues): ExtendedSearchResult {
  const errors: Partial<Record<ExtendedSearchField, FieldError>> = {};
  const number = (
    field: ExtendedSearchField,
    schema: z.ZodType<number, string>,
    text: string,
    key: MessageKey,
  ) => {
    const parsed = parseOptional(schema, text);
    if (parsed.ok) return parsed.value;
    errors[field] = { key };
    return undefined;
  };

  const priceFrom = number('priceFrom', priceSchema, values.priceFrom, 'invalidPrice');
  const priceTo = number('priceTo', priceSchema, values.priceTo, 'invalidPrice');
  const yearFrom = number('yearFrom', yearSchema, values.yearFrom, 'invalidYear');
  const yearTo = number('yearTo', yearSchema, values.yearTo, 'invalidYear');
  const minAge = number('minAge', wholeNumberSchema, values.minAge, 'nonNegative');
  const playTimeFrom = number('playTimeFrom', wholeNumberSchema, values.playTimeFrom, 'nonNegative');
  const playTimeTo = number('playTimeTo', wholeNumberSchema, values.playTimeTo, 'nonNegative');
  const players = number('players', playersSchema, values.players, 'nonNegative');
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo)
    errors.priceTo = { key: 'invalidPrice' };
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo)
    errors.yearTo = { key: 'invalidYear' };
  for (const field of PICK_FROM_LIST_FIELDS) {
    if ((values.unpicked[field] ?? '').trim() !== '') errors[field] = { key: 'chooseFromList' };
  }
  const title = values.title.trim();
  if (title.length > 200) errors.title = { key: 'maxLength', params: { amount: 200 } };

  const filters: SearchFilterValues = {};
  for (const field of CHOICE_FIELDS) {
    if (values.choices[field].length > 0) filters[field] = values.choices[field];
  }
  const price = rangeOf(priceFrom, priceTo);
  if (price) filters.price = price;
  const year = rangeOf(yearFrom, yearTo);
  if (year) filters.yearOfPublication = year;
  // "Alter ab" means games for this age: their minimum age is at most the given one.
  if (minAge !== undefined) filters.minAge = { max: minAge };
  const playTime = rangeOf(playTimeFrom, playTimeTo);
  if (playTime) filters.playTime = playTime;
  if (players !== undefined) filters.players = { count: players, exact: values.exactPlayers };
  if (values.hideExpansions) filters.expansions = false;
  if (values.withAccessories) filters.accessories = true;
  if (values.withoutDeals) filters.withoutDeals = true;

  const search: SearchParams = {
    ...(title ? { title } : {}),
    filters,
    ...(values.list !== 'none' ? { list: values.list } : {}),
    sort: 'relevance',
    page: 1,
    rowsPerPage: LIMITS.rowsPerPage,
  };
  if (Object.keys(errors).length === 0 && countSearchFilters(search) > LIMITS.maxFilters) {
    errors.form = { key: 'tooManyFilters', params: { amount: LIMITS.maxFilters } };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, search };
}
