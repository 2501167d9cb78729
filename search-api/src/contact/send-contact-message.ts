import type { Logger, Mailer } from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';
import { mailContactMessage } from './mail-contact-message';

/**
 * Stores a contact message, then mails it to the team (reply goes to the sender). The stored
 * row keeps the message when the mail fails, with the reason; answers whether the mail went out.
 * The log names the message's id only, never the sender.
 */
export async function sendContactMessage({
  database,
  mailer,
  logger,
  teamAddress,
  contact,
}: {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  teamAddress: string;
  contact: { name: string; email: string; message: string };
}): Promise<boolean> {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ nameFrom: contact.name, emailFrom: contact.email, message: contact.message })
    .returning({ id: contactMessages.id });
  return mailContactMessage({
    database,
    mailer,
    logger,
    teamAddress,
    contact: { ...contact, id: row!.id },
  });
}
