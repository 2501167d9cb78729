import { contactFormResponseSchema, successResponseSchema, type ContactRequest } from '@spielraum/schema';
import { apiRequest } from '../api/client';

/** `GET /api/contact/form/`: the form's signed time, sent back with the message. */
export async function loadContactFormToken(): Promise<string> {
  return (await apiRequest('GET', 'contact/form/', contactFormResponseSchema)).data.form_token;
}

/** `POST /api/contact/` (SPEC §7: success when status 200 and data equals success). */
export function sendContactMessage(values: ContactRequest) {
  return apiRequest('POST', 'contact/', successResponseSchema, { json: values });
}
