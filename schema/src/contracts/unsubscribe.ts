import { z } from 'zod';

/** What a one-click unsubscribe stops: the alert and notification mails, or the news mails. */
export const unsubscribeKindValues = ['alerts', 'news'] as const;
export type UnsubscribeKind = (typeof unsubscribeKindValues)[number];

/**
 * The token of an unsubscribe link, `{kind}-{the user's unsubscribe token}` (64 hex digits of the
 * `users.unsubscribe_token` column): it names what to stop and proves the link came in a mail.
 */
export const unsubscribeTokenSchema = z
  .string()
  .regex(/^(alerts|news)-[0-9a-f]{64}$/)
  .transform((value) => {
    const [kind, secret] = value.split('-') as [UnsubscribeKind, string];
    return { kind, secret };
  });

/** The unsubscribe link's token for a user's secret and a kind of mail. */
export function unsubscribeToken(kind: UnsubscribeKind, secret: string): string {
  return `${kind}-${secret}`;
}

/**
 * `GET /api/unsubscribe/{token}/` (what the link would stop; changes nothing) and
 * `POST /api/unsubscribe/{token}/` (the one-click unsubscribe of RFC 8058, `unsubscribed` true).
 */
export const unsubscribeResponseSchema = z.object({
  data: z.object({
    kind: z.enum(unsubscribeKindValues),
    unsubscribed: z.boolean(),
  }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
