import { z } from 'zod';
import { defineJob } from '../platform/jobs/types';

/** Delivers one mail through the mailer (outbox, then SMTP in server mode); retried with backoff. */
export const sendMailJob = defineJob({
  name: 'send-mail',
  attempts: 8,
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
  }),
  async handler(payload, { mailer }) {
    return mailer.send(payload);
  },
});
