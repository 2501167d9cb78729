import { unsubscribeResponseSchema, type UnsubscribeResponse } from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/unsubscribe/{token}/`: what the link would stop; changes nothing (404 for an unknown link). */
export function fetchUnsubscribeLink(
  token: string,
  options: RequestOptions = {},
): Promise<UnsubscribeResponse> {
  return apiGet(`unsubscribe/${encodeURIComponent(token)}/`, unsubscribeResponseSchema, options);
}

/** `POST /api/unsubscribe/{token}/`: unsubscribes. */
export function postUnsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiRequest('POST', `unsubscribe/${encodeURIComponent(token)}/`, unsubscribeResponseSchema);
}
