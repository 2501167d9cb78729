import {
  curatorListResponseSchema,
  curatorListsResponseSchema,
  followResponseSchema,
  moderationItemResponse,
  moderationQueueResponseSchema,
  recommendationListResponseSchema,
  recommendationsResponseSchema,
  type CuratorListRequest,
  type ModerateItemRequest,
  type ModerationKind,
} from '@spielraum/schema';
import { z } from 'zod';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';
import { uploadImage } from '../shared/image-upload';
import type { ModerationQuery } from '../editorial/ModerationQueue';

/** `GET /api/recommendations/?page=`: one page of the public lists. */
export function fetchRecommendations(page: number, options: RequestOptions = {}) {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  return apiGet('recommendations/', recommendationsResponseSchema, { ...options, query });
}

/** `GET /api/recommendations/{slug}/`: the list with its games and comments; 404 for unknown or someone else's private list. */
export function fetchRecommendationList(slug: string, options: RequestOptions = {}) {
  return apiGet(`recommendations/${encodeURIComponent(slug)}/`, recommendationListResponseSchema, options);
}

/** `POST` (follow) or `DELETE` (unfollow) `/api/recommendations/{id}/follow/`. */
export function setFollowing(id: number, follow: boolean) {
  return apiRequest(follow ? 'POST' : 'DELETE', `recommendations/${id}/follow/`, followResponseSchema, {
    ...(follow ? { json: {} } : {}),
  });
}

/** `GET /api/curator/lists/`: the signed-in curator's own lists. */
export function fetchCuratorLists(options: RequestOptions = {}) {
  return apiGet('curator/lists/', curatorListsResponseSchema, options);
}

/** `GET /api/curator/lists/{id}/`: one own list as its curator edits it; another curator's is a 404. */
export function fetchCuratorList(id: number, options: RequestOptions = {}) {
  return apiGet(`curator/lists/${id}/`, curatorListResponseSchema, options);
}

/** `POST /api/curator/lists/`: a new list (201). */
export function createCuratorList(request: CuratorListRequest) {
  return apiRequest('POST', 'curator/lists/', curatorListResponseSchema, { json: request });
}

/** `PUT /api/curator/lists/{id}/`: the whole list, its games in their order. */
export function updateCuratorList(id: number, request: CuratorListRequest) {
  return apiRequest('PUT', `curator/lists/${id}/`, curatorListResponseSchema, { json: request });
}

/** `DELETE /api/curator/lists/{id}/` (the answer's body, if any, is not read). */
export function deleteCuratorList(id: number) {
  return apiRequest('DELETE', `curator/lists/${id}/`, z.unknown(), {});
}

/**
 * `GET /api/curator/comments/?status=&page=`: the comments on the curator's own lists, in the
 * editors' queue shape (the open counts of the other kinds are 0); there is no kind to filter.
 */
export function fetchCuratorComments(
  query: Pick<ModerationQuery, 'status' | 'page'>,
  options: RequestOptions = {},
) {
  const params = new URLSearchParams({ status: query.status });
  if (query.page > 1) params.set('page', String(query.page));
  return apiGet('curator/comments/', moderationQueueResponseSchema, { ...options, query: params });
}

/**
 * `PATCH /api/curator/comments/{id}/`: the editors' decision body, for a comment on one of the
 * curator's own lists (another curator's answers 404). The kind is always a list comment; the
 * parameter is there because the queue widget decides every item through one signature.
 */
export function moderateCuratorComment(_kind: ModerationKind, id: number, request: ModerateItemRequest) {
  return apiRequest('PATCH', `curator/comments/${id}/`, moderationItemResponse, { json: request });
}

/** `POST /api/curator/images/` (multipart `file`, optional `alt`): a cover, resized later like the magazine's. */
export function uploadCuratorImage(file: File, alt: string) {
  return uploadImage('curator/images/', file, alt);
}
