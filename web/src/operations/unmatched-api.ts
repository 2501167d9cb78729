import {
  assignOfferResponseSchema,
  nameSuggestionsResponseSchema,
  productVersionsResponseSchema,
  unmatchedOffersResponseSchema,
  type AssignOfferInput,
  type UnmatchedOffersQuery,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/admin/unmatched-offers/?page=&dealer=&q=&gtin=`: one page of the unmatched offers. */
export function fetchUnmatchedOffers(query: UnmatchedOffersQuery, options: RequestOptions = {}) {
  const search = new URLSearchParams({ page: String(query.page), gtin: query.gtin });
  if (query.dealer !== undefined) search.set('dealer', String(query.dealer));
  if (query.q) search.set('q', query.q);
  return apiGet('admin/unmatched-offers/', unmatchedOffersResponseSchema, { ...options, query: search });
}

/** `POST /api/admin/unmatched-offers/{id}/assign/`: by `{ gtin }` or `{ product_version_id }`. */
export function assignUnmatchedOffer(offerId: number, body: AssignOfferInput) {
  return apiRequest('POST', `admin/unmatched-offers/${offerId}/assign/`, assignOfferResponseSchema, {
    json: body,
  });
}

/** `GET /api/admin/products/{id}/versions/`: a game's editions. */
export function fetchProductVersions(productId: number, options: RequestOptions = {}) {
  return apiGet(`admin/products/${productId}/versions/`, productVersionsResponseSchema, options);
}

/** The search's type-ahead (`GET /api/filter/namesearch/?term=`): games whose names fit `term`. */
export async function suggestGames(term: string, options: RequestOptions = {}) {
  const answer = await apiGet('filter/namesearch/', nameSuggestionsResponseSchema, {
    ...options,
    query: new URLSearchParams({ term }),
  });
  return answer.data;
}
