import { z } from 'zod';
import { defineJob } from '../platform/jobs/types';

/**
 * Delivers one mail through the mailer (outbox, then SMTP in server mode); retried with backoff.
 * A delivered job is removed at once: its payload holds the mail's link tokens (`secrets`).
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  attempts: 8,
  removeOnComplete: true,
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
    secrets: z.array(z.string().min(1).max(500)).max(10).optional(),
  }),
  async handler(payload, { mailer }) {
    return mailer.send(payload);
  },
});
