import { z } from 'zod';
import {
  analyticsEventsRequestSchema,
  consentRequestSchema,
  consentResponseSchema,
  contactFormResponseSchema,
  contactRequestSchema,
  successResponseSchema,
  unsubscribeResponseSchema,
} from '@spielraum/schema';
import type { ApiArea } from '../area';

const token = z.string();

export const privacyArea: ApiArea = {
  tag: 'Consent, contact and mail links',
  description:
    'The consent dialog, the web analytics it allows, the contact form and the unsubscribe links of mails.',
  operations: [
    {
      method: 'post',
      path: '/api/consent/',
      summary: 'Record the consent choice and set the consent cookie',
      description: "A choice without the product history deletes the signed-in user's recorded history.",
      access: 'public',
      body: consentRequestSchema,
      response: consentResponseSchema,
      errors: [429],
    },
    {
      method: 'post',
      path: '/api/analytics/events/',
      summary: 'A batch of page views and clicks on "zum Shop"',
      description:
        'Only when the consent cookie allows web analytics (else 403 `no consent`); bodies up to 32 KB.',
      access: 'public',
      body: analyticsEventsRequestSchema,
      response: successResponseSchema,
      errors: [413, 429],
    },
    {
      method: 'get',
      path: '/api/contact/form/',
      summary: "The contact form's time token",
      access: 'public',
      response: contactFormResponseSchema,
    },
    {
      method: 'post',
      path: '/api/contact/',
      summary: 'Send a message to the team',
      description:
        'Bots are refused with 400 (`bot refused`, `too fast`, `form expired`); a failed mail answers 502 (the message stays stored).',
      access: 'public',
      body: contactRequestSchema,
      response: successResponseSchema,
      errors: [429, 502],
    },
    {
      method: 'get',
      path: '/api/unsubscribe/{token}/',
      summary: 'What an unsubscribe link would stop (changes nothing)',
      description:
        'A browser asking for HTML (not JSON) is redirected (303) to the page that asks for the click, so link scanners unsubscribe no one.',
      access: 'public',
      params: { token },
      response: unsubscribeResponseSchema,
      otherResponses: {
        303: {
          description: 'Sent to the unsubscribe page `/unsubscribe/{token}`.',
          headers: { Location: { description: 'The page.', schema: { type: 'string' } } },
        },
      },
      errors: [404],
    },
    {
      method: 'post',
      path: '/api/unsubscribe/{token}/',
      summary: 'Unsubscribe (also the one-click unsubscribe of RFC 8058)',
      description:
        "Mail clients post it without our cookies: the link's token authenticates it, no anti-forgery pair.",
      access: 'public',
      antiForgery: false,
      params: { token },
      response: unsubscribeResponseSchema,
      errors: [404],
    },
  ],
};
