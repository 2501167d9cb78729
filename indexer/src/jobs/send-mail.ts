import { defineJob, sendMailContract } from '@spielraum/platform';

/**
 * Delivers one mail through the mailer (outbox, then SMTP in server mode); retried with backoff.
 * A delivered job is removed at once: its payload holds the mail's link tokens (`secrets`).
 */
export const sendMailJob = defineJob({
  ...sendMailContract,
  async handler(payload, { mailer }) {
    return mailer.send(payload);
  },
});
