import {
  moderationQueueStatusValues,
  type CuratorList,
  type CuratorListsResponse,
  type RecommendationListResponse,
  type RecommendationsResponse,
} from '@spielraum/schema';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
// types only: a value from the widget would load it (and the editors' texts) with every recommendation page
import type { ModerationData, ModerationQuery } from '../editorial/ModerationQueue';
import {
  fetchCuratorComments,
  fetchCuratorList,
  fetchCuratorLists,
  fetchRecommendationList,
  fetchRecommendations,
} from './recommendations-api';

export interface RecommendationsData {
  page: number;
  recommendations: RecommendationsResponse['data'];
}

export type RecommendationListData = RecommendationListResponse['data'];

export type CuratorListsData =
  { lists: CuratorListsResponse['data']['lists']; error: null } | { lists: null; error: string };

export type CuratorCommentsData = ModerationData;

export interface CuratorListFormData {
  /** `null` for `/recommendationform/neu`. */
  list: CuratorList | null;
}

/** `?page=N`; anything that is no page number is the first page. */
function pageOf(search: URLSearchParams): number {
  const value = Number(search.get('page') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

function options(args: LoaderFunctionArgs) {
  return { signal: args.request.signal, baseUrl: args.request.url };
}

/** An unknown (or someone else's private) list is the German 404 page, status 404 on the server. */
function notFoundOr(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

export async function readRecommendations(args: LoaderFunctionArgs): Promise<RecommendationsData> {
  const page = pageOf(new URL(args.request.url).searchParams);
  const answer = await fetchRecommendations(page, options(args));
  return { page, recommendations: answer.data };
}

/** A list asked for under an old address the API still knows goes to its one address with 301. */
export async function readRecommendationList(args: LoaderFunctionArgs): Promise<RecommendationListData> {
  const slug = args.params.slug ?? '';
  let answer: RecommendationListResponse;
  try {
    answer = await fetchRecommendationList(slug, options(args));
  } catch (error) {
    return notFoundOr(error);
  }
  if (answer.data.list.slug !== slug) throw redirect(`/recommendations/${answer.data.list.slug}`, 301);
  return answer.data;
}

/** The curator's lists; a failed read becomes the page's error state rather than the error page. */
export async function readCuratorLists(args: LoaderFunctionArgs): Promise<CuratorListsData> {
  try {
    const answer = await fetchCuratorLists(options(args));
    return { lists: answer.data.lists, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { lists: null, error: error.message };
  }
}

/** `/recommendationform/:id`: `neu` is a new list, a number one of the curator's own; anything else 404. */
export async function readCuratorListForm(args: LoaderFunctionArgs): Promise<CuratorListFormData> {
  const rawId = args.params.id ?? '';
  if (rawId === 'neu') return { list: null };
  const id = Number(rawId);
  if (!/^\d{1,10}$/.test(rawId) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    return { list: (await fetchCuratorList(id, options(args))).data };
  } catch (error) {
    return notFoundOr(error);
  }
}

/** The comment queue's filters from the address (`?status=&page=`); bad values fall back to the default. */
function curatorCommentsQueryOf(search: URLSearchParams): ModerationQuery {
  const status = search.get('status');
  return {
    status: moderationQueueStatusValues.find((value) => value === status) ?? 'open',
    page: pageOf(search),
  };
}

/** One page of the comments on the curator's own lists (open ones by default), in the editors' queue shape. */
export async function readCuratorComments(args: LoaderFunctionArgs): Promise<CuratorCommentsData> {
  const query = curatorCommentsQueryOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchCuratorComments(query, options(args));
    return { query, queue: answer.data, error: null };
  } catch (error) {
    if (args.request.signal.aborted || !(error instanceof ApiRequestError)) throw error;
    return { query, queue: null, error: error.message };
  }
}
