import { and, eq } from 'drizzle-orm';
import type { FileStore } from '@spielraum/platform';
import { message } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { customFieldValues } from '@spielraum/schema/db';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { findEditableField } from './find-editable-field';

/** Deletes the user's value of one field and its uploaded logo file; 404 when there is none. */
export async function deleteFieldValue({
  db,
  files,
  session,
  fieldHash,
}: {
  db: Database;
  files: FileStore;
  session: CurrentSession;
  fieldHash: string;
}): Promise<void> {
  await findEditableField({ db, fieldHash });
  const [removed] = await db
    .delete(customFieldValues)
    .where(and(eq(customFieldValues.userUuid, session.user.uuid), eq(customFieldValues.fieldHash, fieldHash)))
    .returning();
  if (!removed) throw new AppError('not_found', { error: 'no value', message: message('logoDeleteFailed') });
  if (removed.fileKey) await files.delete(removed.fileKey);
}
