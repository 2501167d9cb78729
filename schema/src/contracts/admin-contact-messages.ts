import { z } from 'zod';
import { message } from '../constants/messages';

/** Contact messages per page of the operators' list. */
export const CONTACT_MESSAGES_PER_PAGE = 25;

/** The operators' filter: every message, or only those whose mail to the team has not gone out. */
export const contactMessageStatusValues = ['all', 'failed'] as const;
export type ContactMessageStatus = (typeof contactMessageStatusValues)[number];

/** Query of `GET /api/admin/contact-messages/?page=&status=`. */
export const contactMessagesQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(100_000, message('maxValue', { amount: 100_000 }))
    .default(1),
  status: z.enum(contactMessageStatusValues, { error: message('chooseFromList') }).default('all'),
});

/**
 * A message sent with the contact form as the operators see it. `mailed_at` is null while its
 * mail to the team has not gone out; `mail_error` is the transport's reason of the last failed
 * try (kept after a later success only when the mail had gone out before).
 */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  mailed_at: z.iso.datetime({ offset: true }).nullable(),
  mail_error: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `GET /api/admin/contact-messages/`: one page, newest first, with the total for paging. */
export const contactMessagesResponseSchema = z.object({
  data: z.object({
    messages: z.array(contactMessageSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;

/**
 * `POST /api/admin/contact-messages/{id}/resend/` after the mail went out: the message with its
 * new `mailed_at`. A failed mail answers 502 with the reason; the message keeps it in `mail_error`.
 */
export const contactMessageResponseSchema = z.object({ data: contactMessageSchema });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
