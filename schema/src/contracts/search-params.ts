import { LIMITS } from '../constants/limits';
import {
  SEARCH_FIELDS,
  SORT_OPTIONS,
  TOGGLE_DEFAULTS,
  type SearchFieldName,
  type SortOption,
} from '../constants/search-fields';

/** A numeric range; prices in euro cents. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/** Filter values by search-field name, in the shape every search engine takes. */
export type SearchFilterValues = Partial<
  Record<SearchFieldName, string[] | RangeValue | boolean | { count: number; exact: boolean }>
>;

export type ListFilter = 'collection' | 'wishlist';

/** A search as the URL and the search API carry it. `page` is 1-based. */
export interface SearchParams {
  text?: string;
  title?: string;
  filters: SearchFilterValues;
  list?: ListFilter;
  /** `show-ignored=1`: a signed-in user's ignored games are shown too (hidden by default). */
  showIgnored?: boolean;
  sort: SortOption;
  page: number;
  rowsPerPage: number;
}

export const MAX_TEXT_LENGTH = 200;
const TERM_KEY = /^\d+-[a-z0-9]+(-[a-z0-9]+)*$/;
const KEYWORD_KEY = /^[a-z0-9_-]{1,64}$/;
const NUMBER = /^\d+(\.\d{1,2})?$/;
const TRUE_VALUES = new Set(['1', 'true', 'ja']);
const FALSE_VALUES = new Set(['0', 'false', 'nein']);

const fieldByParam = new Map<string, (typeof SEARCH_FIELDS)[number]>(
  SEARCH_FIELDS.map((field) => [field.param, field]),
);

export type ParsedSearchParams =
  { ok: true; value: SearchParams } | { ok: false; errors: Record<string, string> };

function values(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * Reads a search from URL parameters (the game list URL and the search API use the same):
 * `term`, `title`, `filter-<name>` per SEARCH_FIELDS (terms as `<id>-<slug>`, several values
 * comma-separated or repeated; ranges as `min-max` with either side open, prices in euros;
 * toggles as 1/0), `filter-liste`, `sort`, `page`, `rowsPerPage`. Every problem is reported
 * with a German message under its parameter name; unknown `filter-` parameters are refused.
 */
export function parseSearchParams(
  params: URLSearchParams,
  defaults: { rowsPerPage?: number } = {},
): ParsedSearchParams {
  const errors: Record<string, string> = {};
  const filters: SearchFilterValues = {};
  const text = params.get('term')?.trim() ?? '';
  if (text.length > MAX_TEXT_LENGTH)
    errors.term = `Der Suchbegriff darf höchstens ${MAX_TEXT_LENGTH} Zeichen lang sein.`;
  const title = params.get('title')?.trim() ?? '';
  if (title.length > MAX_TEXT_LENGTH)
    errors.title = `Der Titel darf höchstens ${MAX_TEXT_LENGTH} Zeichen lang sein.`;

  for (const name of new Set(params.keys())) {
    if (!name.startsWith('filter-') || name === 'filter-liste') continue;
    const field = fieldByParam.get(name);
    if (!field) {
      errors[name] = `Unbekannter Filter „${name.slice(0, 40)}“.`;
      continue;
    }
    const raw = values(params, name);
    if (raw.length === 0) continue;
    if (field.kind === 'terms' || field.kind === 'keyword') {
      const pattern = field.kind === 'terms' ? TERM_KEY : KEYWORD_KEY;
      const bad = raw.find((value) => !pattern.test(value));
      if (bad !== undefined) errors[name] = `Ungültiger Wert „${bad.slice(0, 40)}“.`;
      else filters[field.name] = [...new Set(raw)].slice(0, 50);
    } else if (field.kind === 'toggle') {
      const value = raw[0]!.toLowerCase();
      if (TRUE_VALUES.has(value)) filters[field.name] = true;
      else if (FALSE_VALUES.has(value)) filters[field.name] = false;
      else errors[name] = 'Erwartet wird 1 oder 0.';
    } else if (field.name === 'players') {
      const count = Number(raw[0]);
      if (!Number.isInteger(count) || count < 1 || count > 100)
        errors[name] = 'Bitte gib eine Spieleranzahl zwischen 1 und 100 ein.';
      else filters.players = { count, exact: false };
    } else {
      const match =
        /^([^-]*)-([^-]*)$/.exec(raw[0]!) ?? (NUMBER.test(raw[0]!) ? [raw[0]!, raw[0]!, raw[0]!] : null);
      const [, minText = '', maxText = ''] = match ?? [];
      if (
        !match ||
        (minText && !NUMBER.test(minText)) ||
        (maxText && !NUMBER.test(maxText)) ||
        (!minText && !maxText)
      ) {
        errors[name] =
          field.name === 'price'
            ? 'Bitte gib einen gültigen Preis ein'
            : 'Ungültiger Bereich, erwartet wird „von-bis“.';
        continue;
      }
      const scale = field.name === 'price' ? 100 : 1;
      const range: RangeValue = {};
      if (minText) range.min = Math.round(Number(minText) * scale);
      if (maxText) range.max = Math.round(Number(maxText) * scale);
      if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
        errors[name] = 'Der Mindestwert ist größer als der Höchstwert.';
        continue;
      }
      filters[field.name] = range;
    }
  }
  if (filters.players && typeof filters.exactPlayers === 'boolean') {
    filters.players = {
      ...(filters.players as { count: number; exact: boolean }),
      exact: filters.exactPlayers,
    };
  }
  delete filters.exactPlayers;

  const listValue = params.get('filter-liste');
  let list: ListFilter | undefined;
  if (listValue && listValue !== 'none') {
    if (listValue === 'collection' || listValue === 'wishlist') list = listValue;
    else errors['filter-liste'] = 'Erwartet wird collection oder wishlist.';
  }

  const showIgnoredValue = params.get('show-ignored')?.toLowerCase();
  let showIgnored = false;
  if (showIgnoredValue) {
    if (TRUE_VALUES.has(showIgnoredValue)) showIgnored = true;
    else if (!FALSE_VALUES.has(showIgnoredValue)) errors['show-ignored'] = 'Erwartet wird 1 oder 0.';
  }

  const sortValue = params.get('sort') ?? 'relevance';
  const sort = SORT_OPTIONS.find((option) => option.value === sortValue)?.value;
  if (!sort) errors.sort = 'Unbekannte Sortierung.';

  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 10_000)
    errors.page = 'Die Seite muss eine ganze Zahl ab 1 sein.';
  const rowsPerPage = Number(params.get('rowsPerPage') ?? String(defaults.rowsPerPage ?? LIMITS.rowsPerPage));
  if (!Number.isInteger(rowsPerPage) || rowsPerPage < 1 || rowsPerPage > 96)
    errors.rowsPerPage = 'rowsPerPage muss zwischen 1 und 96 liegen.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      ...(text ? { text } : {}),
      ...(title ? { title } : {}),
      filters,
      ...(list ? { list } : {}),
      ...(showIgnored ? { showIgnored } : {}),
      sort: sort!,
      page,
      rowsPerPage,
    },
  };
}

/**
 * The number of filters a search sets, as the user sees them (SPEC §5, §9: at most 5 at once):
 * every selected value of a facet counts (seven ticked categories are seven filters, one chip
 * each), a range or a player count once, a switch once when it differs from its default, the
 * list filter and the title once. The search text is no filter. The search API refuses more
 * than LIMITS.maxFilters and the web client offers no more, both with this one count.
 */
export function countSearchFilters(params: Pick<SearchParams, 'filters' | 'list' | 'title'>): number {
  let count = 0;
  for (const [name, value] of Object.entries(params.filters)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) count += value.length;
    else if (typeof value === 'boolean') {
      // the exact player count only changes the player filter, which counts already
      if (name === 'exactPlayers') continue;
      count +=
        name in TOGGLE_DEFAULTS && TOGGLE_DEFAULTS[name as keyof typeof TOGGLE_DEFAULTS] === value ? 0 : 1;
    } else if ('count' in value || value.min !== undefined || value.max !== undefined) count += 1;
  }
  return count + (params.list ? 1 : 0) + (params.title ? 1 : 0);
}

/** Writes a search back into URL parameters; defaults are left out so URLs stay short. */
export function toSearchParams(search: Partial<SearchParams>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.text) params.set('term', search.text);
  if (search.title) params.set('title', search.title);
  for (const field of SEARCH_FIELDS) {
    const value = search.filters?.[field.name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(field.param, value.join(','));
    } else if (typeof value === 'boolean') {
      params.set(field.param, value ? '1' : '0');
    } else if ('count' in value) {
      params.set(field.param, String(value.count));
      if (value.exact) params.set('filter-spieleranzahl-exakt', '1');
    } else {
      const scale = field.name === 'price' ? 100 : 1;
      const show = (n: number | undefined) => (n === undefined ? '' : String(n / scale));
      params.set(field.param, `${show(value.min)}-${show(value.max)}`);
    }
  }
  if (search.list) params.set('filter-liste', search.list);
  if (search.showIgnored) params.set('show-ignored', '1');
  if (search.sort && search.sort !== 'relevance') params.set('sort', search.sort);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  if (search.rowsPerPage && search.rowsPerPage !== LIMITS.rowsPerPage)
    params.set('rowsPerPage', String(search.rowsPerPage));
  return params;
}
