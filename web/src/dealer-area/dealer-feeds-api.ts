import {
  dealerFeedRunResponseSchema,
  dealerFeedRunsResponseSchema,
  dealerUnmatchedOffersResponseSchema,
  feedRunErrorsResponseSchema,
  suggestGtinResponseSchema,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

const shopBase = (id: number) => `dealer-area/shops/${id}`;

/** `GET /api/dealer-area/shops/{id}/feed-runs/?page=`: the shop's runs and its feed's address and schedule. */
export function fetchShopFeedRuns(id: number, page: number, options: RequestOptions = {}) {
  return apiGet(`${shopBase(id)}/feed-runs/`, dealerFeedRunsResponseSchema, {
    ...options,
    query: new URLSearchParams({ page: String(page) }),
  });
}

/** `GET /api/dealer-area/shops/{id}/feed-runs/{run}/`. */
export function fetchShopFeedRun(id: number, runId: number, options: RequestOptions = {}) {
  return apiGet(`${shopBase(id)}/feed-runs/${runId}/`, dealerFeedRunResponseSchema, options);
}

/** `GET /api/dealer-area/shops/{id}/feed-runs/{run}/errors/?page=`: the run's skipped rows, by line. */
export function fetchShopFeedRunErrors(
  id: number,
  runId: number,
  page: number,
  options: RequestOptions = {},
) {
  return apiGet(`${shopBase(id)}/feed-runs/${runId}/errors/`, feedRunErrorsResponseSchema, {
    ...options,
    query: new URLSearchParams({ page: String(page) }),
  });
}

/** `GET /api/dealer-area/shops/{id}/unmatched-offers/?page=&q=`. */
export function fetchShopUnmatchedOffers(
  id: number,
  query: { page: number; q: string },
  options: RequestOptions = {},
) {
  const search = new URLSearchParams({ page: String(query.page), ...(query.q ? { q: query.q } : {}) });
  return apiGet(`${shopBase(id)}/unmatched-offers/`, dealerUnmatchedOffersResponseSchema, {
    ...options,
    query: search,
  });
}

/** `POST /api/dealer-area/shops/{id}/unmatched-offers/{offer}/gtin/`: the dealer suggests a GTIN. */
export function suggestOfferGtin({ id, offerId, gtin }: { id: number; offerId: number; gtin: string }) {
  return apiRequest('POST', `${shopBase(id)}/unmatched-offers/${offerId}/gtin/`, suggestGtinResponseSchema, {
    json: { gtin },
  });
}

/** `POST /api/dealer-area/shops/{id}/feed-upload/` with the multipart `file` and `full`. */
export function uploadShopFeed({ id, file, full }: { id: number; file: File; full: boolean }) {
  const form = new FormData();
  form.append('file', file);
  form.append('full', full ? 'true' : 'false');
  return apiRequest('POST', `${shopBase(id)}/feed-upload/`, dealerFeedRunResponseSchema, { form });
}
