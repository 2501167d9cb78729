import { CONSENT_VERSION, consentResponseSchema, type ConsentChoice } from '@spielraum/schema';
import { apiRequest } from '../../api/client';

/** `POST /api/consent/`: logs the choice and sets the consent cookie. */
export function saveConsent(choice: ConsentChoice) {
  return apiRequest('POST', 'consent/', consentResponseSchema, {
    json: { version: CONSENT_VERSION, ...choice },
  });
}
