import type { SuccessResponse } from '@spielraum/schema';
import { apiRequest, dataEnvelope } from '../api/client';

/**
 * `GET /api/logout/`. The header's user menu calls it on every page, so it lives apart from
 * accounts-api.ts (whose zod contracts load only with the account pages and dialogs) and checks
 * the answer with dataEnvelope.
 */
export function logout(): Promise<SuccessResponse> {
  return apiRequest('GET', 'logout/', dataEnvelope<SuccessResponse>());
}
