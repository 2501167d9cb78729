import {
  adminDealerStatusValues,
  feedKindValues,
  feedRunStatusValues,
  type AdminDealer,
  type AdminDealersQuery,
  type AdminDealersResponse,
  type AdminFeedRun,
  type FeedRunsQuery,
  type FeedRunsResponse,
} from '@spielraum/schema';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { fetchAdminDealer, fetchAdminDealers, fetchFeedRun, fetchFeedRuns } from './dealers-api';

/** Runs the dealer page lists below its form. */
export const DEALER_PAGE_RUNS = 10;

const options = (args: LoaderFunctionArgs) => ({ signal: args.request.signal, baseUrl: args.request.url });

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A database id from the address; anything else is null. */
function idOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** A failed read for the page's error state; aborts and programming errors are thrown on. */
function errorText(args: LoaderFunctionArgs, error: unknown): string {
  if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
  return error.message;
}

/** `/betrieb/haendler`'s address state (`?q=&status=&page=`); anything unreadable is the default. */
export function dealersQueryOf(search: URLSearchParams): AdminDealersQuery {
  const status = search.get('status');
  return {
    page: pageOf(search),
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: adminDealerStatusValues.find((value) => value === status) ?? 'all',
  };
}

/** The address of a page of `/betrieb/haendler`, with the defaults left out. */
export function dealersSearch({ page, q, status }: AdminDealersQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (q !== '') search.set('q', q);
  if (status !== 'all') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  return search;
}

export type DealersData =
  | { query: AdminDealersQuery; list: AdminDealersResponse['data']; error: null }
  | { query: AdminDealersQuery; list: null; error: string };

/** One page of the dealers for `/betrieb/haendler`; a failed read becomes its error state. */
export async function readDealers(args: LoaderFunctionArgs): Promise<DealersData> {
  const query = dealersQueryOf(new URL(args.request.url).searchParams);
  try {
    return { query, list: (await fetchAdminDealers(query, options(args))).data, error: null };
  } catch (error) {
    return { query, list: null, error: errorText(args, error) };
  }
}

export type DealerRuns = { runs: FeedRunsResponse['data'] | null; error: string | null };

export interface DealerEditData {
  /** Null on `/betrieb/haendler/neu`. */
  dealer: AdminDealer | null;
  runs: DealerRuns;
}

/** The dealer's newest runs; a failed read is shown beside the form rather than instead of it. */
export async function readDealerRuns(args: LoaderFunctionArgs, dealerId: number): Promise<DealerRuns> {
  try {
    return { runs: (await fetchFeedRuns({ page: 1, dealer_id: dealerId }, options(args))).data, error: null };
  } catch (error) {
    return { runs: null, error: errorText(args, error) };
  }
}

/** `/betrieb/haendler/neu` (an empty form) or `/betrieb/haendler/:id` (the dealer and its last runs); unknown ids are a 404. */
export async function readDealerEdit(args: LoaderFunctionArgs): Promise<DealerEditData> {
  if (args.params.id === 'neu') return { dealer: null, runs: { runs: null, error: null } };
  const id = idOf(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  try {
    const [dealer, runs] = await Promise.all([fetchAdminDealer(id, options(args)), readDealerRuns(args, id)]);
    return { dealer: dealer.data, runs };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** `/betrieb/feeds`'s address state (`?dealer=&kind=&status=&page=`); anything unreadable is left out. */
export function feedRunsQueryOf(search: URLSearchParams): FeedRunsQuery {
  const kind = search.get('kind');
  const status = search.get('status');
  return {
    page: pageOf(search),
    dealer_id: idOf(search.get('dealer')) ?? undefined,
    kind: feedKindValues.find((value) => value === kind),
    status: feedRunStatusValues.find((value) => value === status),
  };
}

/** The address of a page of `/betrieb/feeds`, with the defaults left out. */
export function feedRunsSearch(query: FeedRunsQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.dealer_id !== undefined) search.set('dealer', String(query.dealer_id));
  if (query.kind !== undefined) search.set('kind', query.kind);
  if (query.status !== undefined) search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

export type FeedRunsData = {
  query: FeedRunsQuery;
  /** The dealers to filter by (at most one page of them, by name); empty when they could not be read. */
  dealers: Array<{ id: number; name: string }>;
} & ({ list: FeedRunsResponse['data']; error: null } | { list: null; error: string });

/** One page of runs for `/betrieb/feeds`, with the dealers for its filter; a failed read becomes its error state. */
export async function readFeedRuns(args: LoaderFunctionArgs): Promise<FeedRunsData> {
  const query = feedRunsQueryOf(new URL(args.request.url).searchParams);
  const dealersAnswer = fetchAdminDealers({ page: 1, q: '', status: 'all' }, options(args)).then(
    (answer) => answer.data.dealers.map(({ id, name }) => ({ id, name })),
    () => [],
  );
  try {
    const list = (await fetchFeedRuns(query, options(args))).data;
    return { query, dealers: await dealersAnswer, list, error: null };
  } catch (error) {
    return { query, dealers: await dealersAnswer, list: null, error: errorText(args, error) };
  }
}

/** `/betrieb/feeds/:runId`: one run; an unknown one is a 404. */
export async function readFeedRun(args: LoaderFunctionArgs): Promise<{ run: AdminFeedRun }> {
  const id = idOf(args.params.runId);
  if (id === null) throw data(null, { status: 404 });
  try {
    return { run: (await fetchFeedRun(id, options(args))).data };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
