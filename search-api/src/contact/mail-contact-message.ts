import { eq } from 'drizzle-orm';
import type { Logger, Mailer } from '@spielraum/platform';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';

/**
 * Mails a stored contact message to the team (reply goes to the sender) and records the outcome
 * on its row: `mailedAt` on success (clearing `mailError`), else the transport's reason in
 * `mailError`. Answers whether the mail went out. The contact form and the operators' "send
 * again" both come here, so the team gets the same mail either way. The log names the message's
 * id only, never the sender.
 */
export async function mailContactMessage({
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
  contact: { id: number; name: string; email: string; message: string };
}): Promise<boolean> {
  const { db } = database;
  const { id } = contact;
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
