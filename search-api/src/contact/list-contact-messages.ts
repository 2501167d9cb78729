import { desc, isNull } from 'drizzle-orm';
import {
  CONTACT_MESSAGES_PER_PAGE,
  type ContactMessage,
  type ContactMessagesResponse,
  type ContactMessageStatus,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { contactMessages } from '@spielraum/schema/db';

/** A stored contact message as the operators' API answers it. */
export function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.nameFrom,
    email: row.emailFrom,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    mailed_at: row.mailedAt?.toISOString() ?? null,
    mail_error: row.mailError,
  };
}

/**
 * One page of the stored contact messages for the operators, newest first, with the total.
 * `failed` keeps the messages whose mail to the team has not gone out: those with a failed try,
 * and those a stopped process left unsent.
 */
export async function listContactMessages({
  database,
  page,
  status,
}: {
  database: DatabaseHandle;
  page: number;
  status: ContactMessageStatus;
}): Promise<ContactMessagesResponse['data']> {
  const { db } = database;
  const where = status === 'failed' ? isNull(contactMessages.mailedAt) : undefined;
  const [total, rows] = await Promise.all([
    db.$count(contactMessages, where),
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_MESSAGES_PER_PAGE)
      .offset((page - 1) * CONTACT_MESSAGES_PER_PAGE),
  ]);
  return {
    messages: rows.map(toContactMessage),
    total,
    page,
    rows_per_page: CONTACT_MESSAGES_PER_PAGE,
  };
}
