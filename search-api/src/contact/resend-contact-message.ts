import { eq } from 'drizzle-orm';
import type { ContactMessage } from '@spielraum/schema';
import type { Logger, Mailer } from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';
import { toContactMessage } from './list-contact-messages';
import { mailContactMessage } from './mail-contact-message';

/**
 * Mails a stored contact message to the team again, the way the contact form did, and answers
 * whether it went out with the message as it is now stored (`mailed_at`, or the new
 * `mail_error`); null when there is no such message (never sent, or purged after its retention).
 */
export async function resendContactMessage({
  database,
  mailer,
  logger,
  teamAddress,
  id,
}: {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  teamAddress: string;
  id: number;
}): Promise<{ mailed: boolean; message: ContactMessage } | null> {
  const { db } = database;
  const read = async () => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
  const row = await read();
  if (!row) return null;
  const mailed = await mailContactMessage({
    database,
    mailer,
    logger,
    teamAddress,
    contact: { id, name: row.nameFrom, email: row.emailFrom, message: row.message },
  });
  logger.info({ contactMessageId: id, mailed }, 'contact message sent again by an operator');
  const now = await read();
  return now ? { mailed, message: toContactMessage(now) } : null;
}
