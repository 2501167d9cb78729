import type { Logger, Mailer } from '@spielraum/platform';
import { renderContactConfirmationMail } from '@spielraum/platform/mail-templates';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';
import { mailContactMessage } from './mail-contact-message';

/**
 * Stores a contact message, then mails it to the team (reply goes to the sender). The stored
 * row keeps the message when the mail fails, with the reason; answers whether the mail went out.
 * When it did, the sender gets a short fixed confirmation (no word of theirs in it, so the form
 * relays nothing to the address typed into it); its failure is logged only, the team has the
 * message. The log names the message's id only, never the sender.
 */
export async function sendContactMessage({
  database,
  mailer,
  logger,
  teamAddress,
  publicUrl,
  contact,
}: {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  teamAddress: string;
  /** For the confirmation's links to Impressum and Datenschutz. */
  publicUrl: string;
  contact: { name: string; email: string; message: string };
}): Promise<boolean> {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ nameFrom: contact.name, emailFrom: contact.email, message: contact.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  const mailed = await mailContactMessage({
    database,
    mailer,
    logger,
    teamAddress,
    contact: { ...contact, id },
  });
  if (!mailed) return false;
  try {
    const confirmation = await renderContactConfirmationMail({ locale: 'de', publicUrl });
    await mailer.send({ to: contact.email, ...confirmation });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    logger.warn(
      { contactMessageId: id, err: reason },
      'mailing the contact confirmation to the sender failed',
    );
  }
  return true;
}
