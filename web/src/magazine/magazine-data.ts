import {
  MAGAZINE_LIMITS,
  type MagazineCategoryResponse,
  type MagazineHomeResponse,
  type MagazinePostResponse,
  type MagazineSearchResponse,
} from '@spielraum/schema';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError } from '../api/client';
import {
  fetchMagazineCategory,
  fetchMagazineHome,
  fetchMagazinePost,
  fetchMagazinePreview,
  searchMagazine,
} from './magazine-api';

export interface MagazineHomeData {
  page: number;
  magazine: MagazineHomeResponse['data'];
}

export interface MagazineCategoryData {
  page: number;
  magazine: MagazineCategoryResponse['data'];
}

export type MagazinePostData = MagazinePostResponse['data'];

export interface MagazineSearchData {
  query: string;
  page: number;
  /** null while nothing was searched for. */
  result: MagazineSearchResponse['data'] | null;
}

/** `?page=N` of a list; anything that is no page number is the first page. */
export function pageOf(search: URLSearchParams): number {
  const value = Number(search.get('page') ?? '1');
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

function options(args: LoaderFunctionArgs) {
  return { signal: args.request.signal, baseUrl: args.request.url };
}

/** An unknown category or post is the German 404 page (status 404 on the server). */
function notFoundOr(error: unknown): never {
  if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

export async function readMagazineHome(args: LoaderFunctionArgs): Promise<MagazineHomeData> {
  const page = pageOf(new URL(args.request.url).searchParams);
  const answer = await fetchMagazineHome(page, options(args));
  return { page, magazine: answer.data };
}

export async function readMagazineCategory(args: LoaderFunctionArgs): Promise<MagazineCategoryData> {
  const page = pageOf(new URL(args.request.url).searchParams);
  try {
    const answer = await fetchMagazineCategory(args.params.slug ?? '', page, options(args));
    return { page, magazine: answer.data };
  } catch (error) {
    return notFoundOr(error);
  }
}

/**
 * A post asked for under another category (or an old address the API still knows) goes to its
 * one canonical address with 301, like a game under another category.
 */
export async function readMagazinePost(args: LoaderFunctionArgs): Promise<MagazinePostData> {
  const { categorySlug = '', slug = '' } = args.params;
  let answer: MagazinePostResponse;
  try {
    answer = await fetchMagazinePost(categorySlug, slug, options(args));
  } catch (error) {
    return notFoundOr(error);
  }
  const { post } = answer.data;
  if (post.category_slug !== categorySlug || post.slug !== slug)
    throw redirect(`/magazine/${post.category_slug}/${post.slug}`, 301);
  return answer.data;
}

export async function readMagazineSearch(args: LoaderFunctionArgs): Promise<MagazineSearchData> {
  const search = new URL(args.request.url).searchParams;
  const query = (search.get('q') ?? '').trim().slice(0, MAGAZINE_LIMITS.searchQueryMaxLength);
  const page = pageOf(search);
  if (query === '') return { query, page, result: null };
  const answer = await searchMagazine(query, page, options(args));
  return { query, page, result: answer.data };
}

export async function readMagazinePreview(args: LoaderFunctionArgs): Promise<MagazinePostData> {
  const id = Number(args.params.id);
  if (!/^\d{1,10}$/.test(args.params.id ?? '') || id < 1 || id > 2_147_483_647)
    throw data(null, { status: 404 });
  try {
    return (await fetchMagazinePreview(id, options(args))).data;
  } catch (error) {
    return notFoundOr(error);
  }
}
