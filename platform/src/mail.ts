import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '@spielraum/schema/db';
import type { DatabaseHandle } from '@spielraum/schema/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (the contact form's sender); not kept in the outbox. */
  replyTo?: string;
  /**
   * Values in the mail that act on the account (link tokens): delivered, but never kept. The
   * stored copy of a mail sent over SMTP shows them as "[entfernt]"; in embedded mode the
   * outbox page is how mail arrives, so they stay there.
   */
  secrets?: string[];
  /**
   * Extra headers of the delivered mail (the `List-Unsubscribe` pair of RFC 8058). Not kept in
   * the outbox: the unsubscribe address is a link token, and the footer of the mail shows it too.
   */
  headers?: MailHeaders;
}

/**
 * The headers a mail may add: the one-click unsubscribe pair, and the id of the request that led
 * to the mail (set by the mailer of a request's jobs, so support finds the mail's cause in the logs).
 */
export type MailHeaders = Partial<
  Record<'List-Unsubscribe' | 'List-Unsubscribe-Post' | 'X-Request-Id', string>
>;

const REMOVED = '[entfernt]';

function withoutSecrets(value: string, secrets: string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join(REMOVED) : text), value);
}

/**
 * Sends mail. Every message is first written to the outbox table; in embedded mode that is
 * all (a local page lists the outbox), in server mode it is then delivered over SMTP and
 * marked sent, or marked with the error and rethrown so the mail job retries it.
 */
export interface Mailer {
  readonly mode: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<number>;
  close(): Promise<void>;
}

export function createMailer(options: { database: DatabaseHandle; smtpUrl?: string; from: string }): Mailer {
  const { database } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send({ secrets = [], replyTo, headers, ...message }) {
      const kept = transport ? secrets : [];
      const [row] = await database.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: withoutSecrets(message.text, kept),
          html: message.html === undefined ? null : withoutSecrets(message.html, kept),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (!transport) return row.id;
      try {
        await transport.sendMail({
          from: options.from,
          ...message,
          ...(replyTo ? { replyTo } : {}),
          ...(headers ? { headers } : {}),
        });
        await database.db
          .update(mailOutbox)
          .set({ sentAt: new Date(), error: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await database.db
          .update(mailOutbox)
          .set({ error: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
        throw error;
      }
      return row.id;
    },
    async close() {
      transport?.close();
    },
  };
}
