import {
  adminDealerResponseSchema,
  adminDealersResponseSchema,
  adminFeedRunResponseSchema,
  feedRunErrorsResponseSchema,
  feedRunsResponseSchema,
  queuedFeedRunResponseSchema,
  type AdminDealerRequest,
  type AdminDealersQuery,
  type FeedRunsQuery,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/admin/dealers/?page=&q=&status=`: one page of dealers by name. */
export function fetchAdminDealers({ page, q, status }: AdminDealersQuery, options: RequestOptions = {}) {
  const query = new URLSearchParams({ page: String(page), status });
  if (q !== '') query.set('q', q);
  return apiGet('admin/dealers/', adminDealersResponseSchema, { ...options, query });
}

/** `GET /api/admin/dealers/{id}/`: one dealer with every setting. */
export function fetchAdminDealer(id: number, options: RequestOptions = {}) {
  return apiGet(`admin/dealers/${id}/`, adminDealerResponseSchema, options);
}

/** `POST /api/admin/dealers/` or `PUT /api/admin/dealers/{id}/`: saves a dealer's settings. */
export function saveAdminDealer(id: number | null, request: AdminDealerRequest) {
  return id === null
    ? apiRequest('POST', 'admin/dealers/', adminDealerResponseSchema, { json: request })
    : apiRequest('PUT', `admin/dealers/${id}/`, adminDealerResponseSchema, { json: request });
}

/** `POST /api/admin/dealers/{id}/logo/`: uploads the dealer's logo (PNG, JPEG or WebP). */
export function uploadDealerLogo(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest('POST', `admin/dealers/${id}/logo/`, adminDealerResponseSchema, { form });
}

/** `DELETE /api/admin/dealers/{id}/logo/`: takes the dealer's logo away. */
export function removeDealerLogo(id: number) {
  return apiRequest('DELETE', `admin/dealers/${id}/logo/`, adminDealerResponseSchema);
}

/** `POST /api/admin/dealers/{id}/fetch/`: queues one fetch of the dealer's feed now. */
export function fetchDealerFeedNow(id: number) {
  return apiRequest('POST', `admin/dealers/${id}/fetch/`, queuedFeedRunResponseSchema);
}

/** `GET /api/admin/feed-runs/?page=&dealer_id=&kind=&status=`: one page of runs, newest first. */
export function fetchFeedRuns(filters: FeedRunsQuery, options: RequestOptions = {}) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.dealer_id !== undefined) query.set('dealer_id', String(filters.dealer_id));
  if (filters.kind !== undefined) query.set('kind', filters.kind);
  if (filters.status !== undefined) query.set('status', filters.status);
  return apiGet('admin/feed-runs/', feedRunsResponseSchema, { ...options, query });
}

/** `GET /api/admin/feed-runs/{id}/`: one run with its counts and whether it can run again. */
export function fetchFeedRun(id: number, options: RequestOptions = {}) {
  return apiGet(`admin/feed-runs/${id}/`, adminFeedRunResponseSchema, options);
}

/** `POST /api/admin/feed-runs/{id}/rerun/`: runs the run's feed again as a new run. */
export function rerunFeedRun(id: number) {
  return apiRequest('POST', `admin/feed-runs/${id}/rerun/`, queuedFeedRunResponseSchema);
}

/** `GET /api/admin/feeds/runs/{id}/errors/?page=`: one page of a run's failed rows, by line. */
export function fetchFeedRunErrors(id: number, page: number, options: RequestOptions = {}) {
  const query = new URLSearchParams({ page: String(page) });
  return apiGet(`admin/feeds/runs/${id}/errors/`, feedRunErrorsResponseSchema, { ...options, query });
}
