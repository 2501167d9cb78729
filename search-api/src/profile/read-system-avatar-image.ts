import { eq } from 'drizzle-orm';
import type { FileStore, StoredFile } from '@spielraum/platform';
import type { Database } from '@spielraum/schema/client';
import { systemAvatars } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

/** The image of a system avatar from the file store; 404 for an unknown avatar or a missing file. */
export async function readSystemAvatarImage({
  db,
  files,
  avatarId,
}: {
  db: Database;
  files: FileStore;
  avatarId: string;
}): Promise<StoredFile> {
  const [avatar] = await db.select().from(systemAvatars).where(eq(systemAvatars.avatarId, avatarId)).limit(1);
  const file = avatar ? await files.get(avatar.storageKey) : null;
  if (!file) throw new AppError('not_found', { message: 'Bild nicht gefunden' });
  return file;
}
