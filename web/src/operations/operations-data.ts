import type { AnalyticsOverview, ContactMessagesResponse, ContactMessageStatus } from '@spielraum/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import { fetchAnalyticsOverview, fetchContactMessages } from './operations-api';

/** The periods the statistics page offers, in days; the first is not the default. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
const DEFAULT_PERIOD: StatisticsPeriod = 30;

/** The period in the address (`?days=`); anything but an offered period is the default. */
export function statisticsPeriodOf(search: URLSearchParams): StatisticsPeriod {
  const days = Number(search.get('days'));
  return STATISTICS_PERIODS.find((period) => period === days) ?? DEFAULT_PERIOD;
}

export type StatisticsData =
  | { days: StatisticsPeriod; overview: AnalyticsOverview; error: null }
  | { days: StatisticsPeriod; overview: null; error: string };

/** The figures for `/betrieb/statistik`; a failed read becomes the page's error state. */
export async function readStatistics(args: LoaderFunctionArgs): Promise<StatisticsData> {
  const days = statisticsPeriodOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchAnalyticsOverview(days, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return { days, overview: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { days, overview: null, error: error.message };
  }
}

/** What `/betrieb/kontakt` shows, from its address (`?status=failed&page=2`; defaults left out). */
export interface ContactMessagesQuery {
  page: number;
  status: ContactMessageStatus;
}

/** The contact page's address state; anything unreadable falls back to the first page of all. */
export function contactMessagesQueryOf(search: URLSearchParams): ContactMessagesQuery {
  const page = Number(search.get('page') ?? '1');
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    status: search.get('status') === 'failed' ? 'failed' : 'all',
  };
}

/** The address of a page of `/betrieb/kontakt`, with the defaults left out. */
export function contactMessagesSearch({ page, status }: ContactMessagesQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (status !== 'all') search.set('status', status);
  if (page > 1) search.set('page', String(page));
  return search;
}

export type ContactMessagesData =
  | { query: ContactMessagesQuery; list: ContactMessagesResponse['data']; error: null }
  | { query: ContactMessagesQuery; list: null; error: string };

/** One page of the contact messages for `/betrieb/kontakt`; a failed read becomes its error state. */
export async function readContactMessages(args: LoaderFunctionArgs): Promise<ContactMessagesData> {
  const query = contactMessagesQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchContactMessages(query, {
      signal: args.request.signal,
      baseUrl: args.request.url,
    });
    return { query, list: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, list: null, error: error.message };
  }
}
