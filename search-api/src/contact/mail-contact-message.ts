import { eq } from 'drizzle-orm';
import type { Logger, Mailer } from '@spielraum/platform';
import { renderContactTeamMail } from '@spielraum/platform/mail-templates';
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
    const mail = await renderContactTeamMail(contact);
    await mailer.send({ to: teamAddress, replyTo: contact.email, ...mail });
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
