import type { AddressInfo } from 'node:net';
import { desc, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { mailOutbox } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a raw mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Where account tests read their mail: in server mode a real SMTP server on localhost that the
 * platform delivers to (nodemailer over SMTP); in embedded mode the outbox table.
 */
export class TestInbox {
  private readonly received: { to: string; raw: string }[] = [];
  private smtp: SMTPServer | null = null;
  platform!: Platform;

  static async start(): Promise<TestInbox> {
    const inbox = new TestInbox();
    let smtpUrl: string | undefined;
    if (testMode() === 'server') {
      inbox.smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          let data = '';
          stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
          stream.on('end', () => {
            for (const recipient of session.envelope.rcptTo)
              inbox.received.push({ to: recipient.address.toLowerCase(), raw: decodeQuotedPrintable(data) });
            callback();
          });
        },
      });
      const smtp = inbox.smtp;
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    }
    inbox.platform = await createTestPlatform({ smtpUrl });
    return inbox;
  }

  /** Texts of the mails to `to`, oldest first, once the mail jobs have run. */
  async mailsTo(to: string): Promise<string[]> {
    await this.platform.queue.drain(10_000);
    if (this.smtp)
      return this.received.filter((mail) => mail.to === to.toLowerCase()).map((mail) => mail.raw);
    const rows = await this.platform.database.db
      .select({ text: mailOutbox.text, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
      .orderBy(desc(mailOutbox.id));
    return rows.reverse().map((row) => `Subject: ${row.subject}\n\n${row.text}`);
  }

  /** The path of the newest link to `/{prefix}/…` mailed to `to`. */
  async linkTo(to: string, prefix: string): Promise<string> {
    const mails = await this.mailsTo(to);
    const pattern = new RegExp(`https?://[^/\\s]+(/${prefix}/[A-Za-z0-9_/-]+)`, 'g');
    const links = mails.flatMap((mail) => [...mail.matchAll(pattern)].map((match) => match[1]!));
    const link = links.at(-1);
    if (!link) throw new Error(`no /${prefix}/ link mailed to ${to}`);
    return link;
  }

  async close() {
    await this.platform?.close();
    const smtp = this.smtp;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}
