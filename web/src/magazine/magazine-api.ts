import {
  magazineCategoryResponseSchema,
  magazineHomeResponseSchema,
  magazinePostResponseSchema,
  magazineSearchResponseSchema,
  type MagazineCategoryResponse,
  type MagazineHomeResponse,
  type MagazinePostResponse,
  type MagazineSearchResponse,
} from '@spielraum/schema';
import { apiGet, type RequestOptions } from '../api/client';

function pageQuery(page: number, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(extra);
  if (page > 1) query.set('page', String(page));
  return query;
}

/** `GET /api/magazine/?page=`: the categories and the latest posts. */
export function fetchMagazineHome(page: number, options: RequestOptions = {}): Promise<MagazineHomeResponse> {
  return apiGet('magazine/', magazineHomeResponseSchema, { ...options, query: pageQuery(page) });
}

/** `GET /api/magazine/categories/{slug}/?page=`: one category's posts; 404 for an unknown category. */
export function fetchMagazineCategory(
  slug: string,
  page: number,
  options: RequestOptions = {},
): Promise<MagazineCategoryResponse> {
  return apiGet(`magazine/categories/${encodeURIComponent(slug)}/`, magazineCategoryResponseSchema, {
    ...options,
    query: pageQuery(page),
  });
}

/** `GET /api/magazine/posts/{category}/{slug}/`: the post, related posts and its comments. */
export function fetchMagazinePost(
  categorySlug: string,
  slug: string,
  options: RequestOptions = {},
): Promise<MagazinePostResponse> {
  return apiGet(
    `magazine/posts/${encodeURIComponent(categorySlug)}/${encodeURIComponent(slug)}/`,
    magazinePostResponseSchema,
    options,
  );
}

/** `GET /api/magazine/search/?q=&page=`: matching posts with highlighted title and snippet. */
export function searchMagazine(
  q: string,
  page: number,
  options: RequestOptions = {},
): Promise<MagazineSearchResponse> {
  return apiGet('magazine/search/', magazineSearchResponseSchema, {
    ...options,
    query: pageQuery(page, { q }),
  });
}

/** `GET /api/editor/magazine/posts/{id}/preview/`: any state of a post, for editors. */
export function fetchMagazinePreview(
  id: number,
  options: RequestOptions = {},
): Promise<MagazinePostResponse> {
  return apiGet(`editor/magazine/posts/${id}/preview/`, magazinePostResponseSchema, options);
}
