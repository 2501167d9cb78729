import { z } from 'zod';
import { message } from '../constants/messages';
import { serverMessage } from '../constants/server-messages';
import { emailField } from './accounts';

/** Limits of the contact form. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
  /** People need longer than this to fill the form; bots posting at once do not. */
  minFillMs: 3000,
  /** A form shown longer ago than this is sent again from a reloaded page. */
  maxFormAgeMs: 24 * 60 * 60 * 1000,
  /** Days a contact message is kept (privacy policy). */
  retentionDays: 180,
} as const;

/**
 * `POST contact/` (SPEC §3 contact message: name_from, email_from, message). `website` is a
 * field people never see (bots that fill every field fill it); `form_token` is the signed time
 * the form was shown (`GET contact/form/`), so a send within seconds of it is refused.
 */
export const contactRequestSchema = z.object({
  name_from: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(CONTACT_LIMITS.nameMax, message('maxLength', { amount: CONTACT_LIMITS.nameMax })),
  email_from: emailField,
  message: z
    .string({ error: message('required') })
    .trim()
    // an empty message is missing, not too short
    .min(1, { message: message('required'), abort: true })
    .min(CONTACT_LIMITS.messageMin, message('minLength', { amount: CONTACT_LIMITS.messageMin }))
    .max(CONTACT_LIMITS.messageMax, message('maxLength', { amount: CONTACT_LIMITS.messageMax })),
  website: z.string().max(500).optional().default(''),
  form_token: z.string({ error: serverMessage('contactFormExpired') }).max(200),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** `GET contact/form/`: the token the form sends back. */
export const contactFormResponseSchema = z.object({ data: z.object({ form_token: z.string() }) });
export type ContactFormResponse = z.infer<typeof contactFormResponseSchema>;
