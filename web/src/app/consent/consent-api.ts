import { CONSENT_VERSION, type ConsentChoice, type ConsentResponse } from '@spielraum/schema';
import { apiRequest, dataEnvelope } from '../../api/client';

/**
 * `POST /api/consent/`: logs the choice and sets the consent cookie. The answer is read without
 * zod: the dialog is on a first visitor's first page, where zod would add about 25 KB of
 * JavaScript (search-api checks what it sends against consentResponseSchema in its tests).
 */
export function saveConsent(choice: ConsentChoice) {
  return apiRequest('POST', 'consent/', dataEnvelope<ConsentResponse>(), {
    json: { version: CONSENT_VERSION, ...choice },
  });
}
