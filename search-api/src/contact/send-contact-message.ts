import { eq } from 'drizzle-orm';
import type { Logger, Mailer } from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';

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
  const { db } = database;
  const [row] = await db
    .insert(contactMessages)
    .values({ nameFrom: contact.name, emailFrom: contact.email, message: contact.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  try {
    await mailer.send({
      to: teamAddress,
      replyTo: contact.email,
      subject: `Kontaktformular: Nachricht von ${contact.name.replace(/[\r\n]+/g, ' ')}`,
      text: [
        `Name: ${contact.name}`,
        `E-Mail: ${contact.email}`,
        `Nachricht Nr. ${id}`,
        '',
        contact.message,
        '',
        '– Gesendet mit dem Kontaktformular von Spielraum. Eine Antwort auf diese E-Mail geht an die Absenderin oder den Absender.',
      ].join('\n'),
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db.update(contactMessages).set({ mailError: reason }).where(eq(contactMessages.id, id));
    logger.error({ contactMessageId: id, err: reason }, 'mailing a contact message to the team failed');
    return false;
  }
  await db
    .update(contactMessages)
    .set({ mailedAt: new Date(), mailError: null })
    .where(eq(contactMessages.id, id));
  return true;
}
