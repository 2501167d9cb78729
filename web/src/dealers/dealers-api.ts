import { dealerResponseSchema, dealersResponseSchema } from '@spielraum/schema';
import { apiGet, type RequestOptions } from '../api/client';

/** `GET /api/dealers/`: the active dealers, by name. */
export function fetchDealers(options: RequestOptions = {}) {
  return apiGet('dealers/', dealersResponseSchema, options);
}

/** `GET /api/dealers/{slug}/`: one active dealer with its games; 404 for unknown and inactive dealers. */
export function fetchDealer(slug: string, options: RequestOptions = {}) {
  return apiGet(`dealers/${encodeURIComponent(slug)}/`, dealerResponseSchema, options);
}
