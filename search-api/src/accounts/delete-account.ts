import { and, eq, ne, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@spielraum/schema/client';
import {
  alerts,
  comments,
  contactMessages,
  customFieldValues,
  ignoredProducts,
  mailOutbox,
  notifications,
  oauthAccounts,
  oneTimeTokens,
  productViews,
  recommendationLists,
  reviews,
  sessions,
  userLists,
  users,
} from '@spielraum/schema/db';
import type { FileStore, Logger } from '@spielraum/platform';

/** The name reviews and comments keep once their author's account is gone. */
export const FORMER_MEMBER_NAME = 'Ehemaliges Mitglied';

/**
 * Deletes an account and everything personal in one transaction (SPEC §4, GDPR erasure):
 * lists, ignored games, alerts, notifications, product history, sessions, links, sign-ins,
 * custom fields and uploaded logos, the mails to the address and contact messages from it.
 * Published reviews and comments stay, anonymised; pending and rejected ones go; recommendation
 * lists lose their owner. The rows'
 * foreign keys would cascade too; deleting explicitly keeps the list of what goes visible.
 */
export async function deleteAccount({
  database,
  files,
  logger,
  userUuid,
}: {
  database: DatabaseHandle;
  files: FileStore;
  logger: Logger;
  userUuid: string;
}): Promise<boolean> {
  const fileKeys = await database.transaction(async ({ db }) => {
    const [user] = await db.select().from(users).where(eq(users.uuid, userUuid)).for('update');
    if (!user) return null;
    // what others could read stays, anonymised; what no one but the author saw goes with them
    await db.delete(reviews).where(and(eq(reviews.userUuid, userUuid), ne(reviews.status, 'published')));
    await db.delete(comments).where(and(eq(comments.userUuid, userUuid), ne(comments.status, 'published')));
    const anonymous = { userUuid: null, authorName: FORMER_MEMBER_NAME };
    await db.update(reviews).set(anonymous).where(eq(reviews.userUuid, userUuid));
    await db.update(comments).set(anonymous).where(eq(comments.userUuid, userUuid));
    await db
      .update(recommendationLists)
      .set({ ownerUuid: null })
      .where(eq(recommendationLists.ownerUuid, userUuid));
    const logos = await db
      .delete(customFieldValues)
      .where(eq(customFieldValues.userUuid, userUuid))
      .returning({ fileKey: customFieldValues.fileKey });
    await db.delete(userLists).where(eq(userLists.userUuid, userUuid));
    await db.delete(ignoredProducts).where(eq(ignoredProducts.userUuid, userUuid));
    await db.delete(notifications).where(eq(notifications.userUuid, userUuid));
    await db.delete(alerts).where(eq(alerts.userUuid, userUuid));
    await db.delete(productViews).where(eq(productViews.userUuid, userUuid));
    await db.delete(sessions).where(eq(sessions.userUuid, userUuid));
    await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userUuid, userUuid));
    await db.delete(oauthAccounts).where(eq(oauthAccounts.userUuid, userUuid));
    await db.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${user.email})`);
    await db.delete(contactMessages).where(sql`lower(${contactMessages.emailFrom}) = lower(${user.email})`);
    await db.delete(users).where(eq(users.uuid, userUuid));
    return logos.map((row) => row.fileKey).filter((key): key is string => key !== null);
  });
  if (fileKeys === null) return false;
  // files after the commit: a failed file delete must not bring the account back
  for (const key of fileKeys) {
    try {
      await files.delete(key);
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'logo file not deleted');
    }
  }
  return true;
}

/** Clears the product history (`DELETE /api/userproductshistory/`). */
export async function clearProductHistory({
  database,
  userUuid,
}: {
  database: DatabaseHandle;
  userUuid: string;
}) {
  const removed = await database.db
    .delete(productViews)
    .where(eq(productViews.userUuid, userUuid))
    .returning({ productId: productViews.productId });
  return removed.length;
}
