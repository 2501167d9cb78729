import type { ProductHistoryResponse } from '@spielraum/schema';
import { apiRequest, dataEnvelope } from '../api/client';

// checked for the `{ data }` envelope only: the game page's first JavaScript carries these calls,
// and zod loads with forms

/** `POST /api/userproductshistory/`: a game the signed-in user opened. */
export function recordProductView(productId: number) {
  return apiRequest('POST', 'userproductshistory/', dataEnvelope<{ data: unknown }>(), {
    json: { product_id: productId },
  });
}

/** `GET /api/userproductshistory/`: the signed-in user's recently viewed games. */
export async function fetchProductHistory() {
  return (await apiRequest('GET', 'userproductshistory/', dataEnvelope<ProductHistoryResponse>())).data.games;
}

/** `GET /api/gamecards/?ids=`: the cards of a browser-kept history. */
export async function fetchGameCards(ids: readonly number[]) {
  if (ids.length === 0) return [];
  const query = new URLSearchParams({ ids: ids.join(',') });
  return (await apiRequest('GET', 'gamecards/', dataEnvelope<ProductHistoryResponse>(), { query })).data
    .games;
}
