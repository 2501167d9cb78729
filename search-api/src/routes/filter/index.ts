import { gzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  countSearchFilters,
  LIMITS,
  message,
  parseSearchParams,
  SEARCH_FIELDS,
  type FilterDataResponse,
  type GameCard,
  type SearchParams,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { SearchQueryError } from '../../engine/query-error';
import type { CountedFacetName, FilterSet, SearchHit } from '../../engine/types';
import { AppError } from '../../http/errors';
import { acceptsGzip } from '../../http/accepts-gzip';
import { AnswerCache } from '../../search/answer-cache';
import type { SearchReplica } from '../../search/replica';
import { userSearchScope } from '../../search/user-scope';

const COUNTED_FACETS = SEARCH_FIELDS.filter((field) => field.faceted).map(
  (field) => field.name,
) as CountedFacetName[];
const RANGE_STATS = ['price', 'yearOfPublication', 'playTime', 'minAge', 'players'] as const;

/** A hit in the card shape the web client shows (the same as the catalogue list). */
function toGameCard(hit: SearchHit): GameCard {
  return {
    product_id: hit.id,
    slug: hit.slug,
    title: hit.title,
    category: hit.group,
    product_type: hit.productType,
    publisher: hit.publisher,
    release_year: hit.releaseYear,
    number_of_players_from: hit.playersFrom,
    number_of_players_to: hit.playersTo,
    playing_time: hit.playingTimeMinutes,
    age_from: hit.ageFrom,
    cover_image_id: hit.coverImageId,
    best_price: hit.bestPriceCents,
    best_total: hit.bestTotalCents,
    availability: hit.availability,
    dealer_count: hit.dealerCount,
    rating: hit.rating,
    real_discount: hit.realDiscount,
    real_discount_percent: hit.realDiscountPercent,
  };
}

/** Refuses a search with more than five filters (each selected value counts, SPEC §5). */
function refuseTooManyFilters(search: Pick<SearchParams, 'filters' | 'list' | 'title'>): void {
  if (countSearchFilters(search) > LIMITS.maxFilters) {
    throw new AppError('bad_request', {
      error: 'too many filters',
      message: message('tooManyFilters', { amount: LIMITS.maxFilters }),
    });
  }
}

function searchParamsOf(c: Context, defaults: { rowsPerPage?: number } = {}): SearchParams {
  const url = new URL(c.req.url);
  if (url.search.length > 8192)
    throw new AppError('bad_request', { message: 'Die Suchanfrage ist zu lang.' });
  const parsed = parseSearchParams(url.searchParams, defaults);
  if (!parsed.ok) throw new AppError('validation_failed', { error: 'invalid search', fields: parsed.errors });
  refuseTooManyFilters(parsed.value);
  return parsed.value;
}

async function engineCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SearchQueryError) {
      throw new AppError('bad_request', {
        error: 'invalid search',
        message: error.message,
        fields: Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])),
      });
    }
    throw error;
  }
}

/**
 * The search calls of SPEC §7: `filter/data/` (hits, total, facet counts), `filter/{type}/`
 * (search inside one facet's values with a "more" flag) and `filter/namesearch/` (type-ahead of
 * game names). The server applies the five-filter cap to all three (each selected value counts,
 * countSearchFilters), the user's ignored games and list filter, and hides products without
 * deals unless asked.
 */
export function filterRoutes(platform: Platform, replica: SearchReplica) {
  const answers = new AnswerCache();
  const scopeOf = async (c: Context, search: SearchParams) => {
    const session = await findSession({
      db: platform.database.db,
      cookieValue: getCookie(c, SESSION_COOKIE),
    });
    if (search.list && !session)
      throw new AppError('unauthorized', { message: message('loginRequiredText') });
    return userSearchScope({
      db: platform.database.db,
      userUuid: session?.user.uuid ?? null,
      list: search.list,
      // `show-ignored=1` (the filter panel's switch); `showIgnored=1` is the older spelling
      showIgnored: search.showIgnored === true || c.req.query('showIgnored') === '1',
    });
  };
  const requireReady = () => {
    if (!replica.isReady())
      throw new AppError('maintenance', {
        error: 'search index loading',
        message: 'Die Suche startet gerade. Bitte versuche es gleich noch einmal.',
      });
  };

  return new Hono()
    .get('/filter/data/', async (c) => {
      requireReady();
      const search = searchParamsOf(c);
      // an anonymous visitor's answer depends on the query alone: kept until the index changes
      const seq = replica.changeSeq();
      const key = getCookie(c, SESSION_COOKIE) === undefined ? new URL(c.req.url).search : null;
      const kept = key === null ? undefined : answers.get(key, seq);
      if (kept !== undefined) {
        if (!acceptsGzip(c.req.header('accept-encoding')))
          return c.body(kept.body, 200, { 'content-type': 'application/json' });
        kept.gzip ??= gzipSync(kept.body);
        return c.body(new Uint8Array(kept.gzip), 200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          vary: 'Accept-Encoding',
        });
      }
      const scope = await scopeOf(c, search);
      const result = await engineCall(() =>
        replica.engine.search({
          ...(search.text ? { text: search.text } : {}),
          ...(search.title ? { titleText: search.title } : {}),
          filters: search.filters as FilterSet,
          ...scope,
          sort: search.sort,
          page: search.page - 1,
          hitsPerPage: search.rowsPerPage,
          facets: [...COUNTED_FACETS, ...RANGE_STATS],
        }),
      );
      const body = JSON.stringify({
        data: {
          total: result.total,
          page: search.page,
          rowsPerPage: search.rowsPerPage,
          hits: result.hits.map(toGameCard),
          facets: result.facets,
          facetStats: result.facetStats,
        },
      } satisfies FilterDataResponse);
      if (key !== null) answers.set(key, seq, body);
      return c.body(body, 200, { 'content-type': 'application/json' });
    })
    .get('/filter/namesearch/', async (c) => {
      requireReady();
      const search = searchParamsOf(c);
      const key = c.req.query('key');
      const value = c.req.query('value');
      const filters = { ...search.filters } as FilterSet & Record<string, unknown>;
      if (key || value) {
        const field = SEARCH_FIELDS.find((entry) => entry.param === key || entry.name === key);
        if (!field || !field.faceted || !value || !/^[a-z0-9_-]{1,80}$/.test(value)) {
          throw new AppError('validation_failed', { fields: { key: 'Unbekannter Zusatzfilter.' } });
        }
        const current = (filters[field.name] as string[] | undefined) ?? [];
        filters[field.name] = [...new Set([...current, value])];
        // the extra key/value narrows the suggestions like any other filter
        refuseTooManyFilters({ ...search, filters: filters as SearchParams['filters'] });
      }
      if (!search.text) throw new AppError('validation_failed', { fields: { term: message('required') } });
      const scope = await scopeOf(c, search);
      const suggestions = await engineCall(() =>
        replica.engine.suggestTitles({
          term: search.text!,
          limit: Math.min(search.rowsPerPage, 20),
          filters,
          ...scope,
        }),
      );
      return c.json({ data: suggestions });
    })
    .get('/filter/:type/', async (c) => {
      requireReady();
      const type = c.req.param('type');
      const field = SEARCH_FIELDS.find((entry) => entry.name === type || entry.param === `filter-${type}`);
      if (!field || !field.faceted)
        throw new AppError('not_found', { message: `Unbekannter Filter „${type.slice(0, 40)}“.` });
      const url = new URL(c.req.url);
      const params = new URLSearchParams(url.searchParams);
      const valueSearch = (params.get('search') ?? '').trim();
      const offset = Number(params.get('offset') ?? '0');
      const limit = Number(params.get('rowsPerPage') ?? String(LIMITS.filterOptionPageSize));
      const fields: Record<string, string> = {};
      if (valueSearch.length > 100) fields.search = 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.';
      if (!Number.isInteger(offset) || offset < 0 || offset > 100_000)
        fields.offset = 'offset muss eine ganze Zahl ab 0 sein.';
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        fields.rowsPerPage = 'rowsPerPage muss zwischen 1 und 100 liegen.';
      if (Object.keys(fields).length) throw new AppError('validation_failed', { fields });
      for (const name of ['search', 'offset', 'rowsPerPage']) params.delete(name);
      const parsed = parseSearchParams(params);
      if (!parsed.ok)
        throw new AppError('validation_failed', { error: 'invalid search', fields: parsed.errors });
      const search = parsed.value;
      refuseTooManyFilters(search);
      const scope = await scopeOf(c, search);
      const result = await engineCall(() =>
        replica.engine.searchFacetValues({
          facet: field.name as CountedFacetName,
          term: valueSearch,
          offset,
          limit,
          ...(search.text ? { text: search.text } : {}),
          ...(search.title ? { titleText: search.title } : {}),
          filters: search.filters as FilterSet,
          ...scope,
        }),
      );
      return c.json({ data: result.options, more: result.more });
    });
}
