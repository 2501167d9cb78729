import {
  unmatchedGtinFilterValues,
  type JobQueuesResponse,
  type ReindexRun,
  type UnmatchedGtinFilter,
  type UnmatchedOffersQuery,
  type UnmatchedOffersResponse,
} from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { guardAccount, OPERATOR_ACCESS } from '../app/guards/require-account';
import { fetchJobQueues, fetchRunningReindex } from './queues-api';
import { fetchUnmatchedOffers } from './unmatched-api';

/** The unmatched page's address state; anything unreadable falls back to its default. */
export function unmatchedQueryOf(search: URLSearchParams): UnmatchedOffersQuery {
  const page = Number(search.get('page') ?? '1');
  const dealer = Number(search.get('dealer'));
  const gtin = search.get('gtin');
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    dealer: Number.isSafeInteger(dealer) && dealer >= 1 && dealer <= 2_147_483_647 ? dealer : undefined,
    q: q || undefined,
    gtin: unmatchedGtinFilterValues.find((value) => value === gtin) ?? 'all',
  };
}

/** The address of a page of `/betrieb/unzugeordnet`, with the defaults left out. */
export function unmatchedSearch(query: UnmatchedOffersQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.dealer !== undefined) search.set('dealer', String(query.dealer));
  if (query.q) search.set('q', query.q);
  if (query.gtin !== ('all' satisfies UnmatchedGtinFilter)) search.set('gtin', query.gtin);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

export type UnmatchedOffersData =
  | { query: UnmatchedOffersQuery; list: UnmatchedOffersResponse['data']; error: null }
  | { query: UnmatchedOffersQuery; list: null; error: string };

/** `/betrieb/unzugeordnet?dealer=&q=&gtin=&page=`: the operator guard, then one page of offers. */
export async function unmatchedOffersLoader(args: LoaderFunctionArgs): Promise<UnmatchedOffersData> {
  await guardAccount(args, OPERATOR_ACCESS);
  const query = unmatchedQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchUnmatchedOffers(query, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return { query, list: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, list: null, error: error.message };
  }
}

export type QueuesData =
  | { queues: JobQueuesResponse['data']; reindex: ReindexRun | null; error: null }
  | { queues: null; reindex: null; error: string };

/** `/betrieb/warteschlangen`: the operator guard, then the job kinds and a running reindex. */
export async function queuesLoader(args: LoaderFunctionArgs): Promise<QueuesData> {
  await guardAccount(args, OPERATOR_ACCESS);
  const options = { signal: args.request.signal, baseUrl: args.request.url };
  try {
    const [queues, reindex] = await Promise.all([fetchJobQueues(options), fetchRunningReindex(options)]);
    return { queues: queues.data, reindex: reindex.data.running, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { queues: null, reindex: null, error: error.message };
  }
}
