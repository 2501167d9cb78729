import type { FileStore, StoredFile } from '@spielraum/platform';
import type { Database } from '@spielraum/schema/client';
import { AppError } from '../http/errors';
import { findFieldValue } from './find-field-value';
import { isDealerAccount } from '../dealer-area/require-dealer-account';

/**
 * A user's uploaded logo, public while its owner is a dealer account (dealers show theirs on
 * their shop pages); 404 otherwise, for a field without a file and for a missing file.
 */
export async function readLogoFile({
  db,
  files,
  ownerUuid,
  fieldHash,
}: {
  db: Database;
  files: FileStore;
  ownerUuid: string;
  fieldHash: string;
}): Promise<StoredFile> {
  const value = await findFieldValue({ db, userUuid: ownerUuid, fieldHash });
  const file =
    value?.fileKey && (await isDealerAccount({ db, userUuid: ownerUuid }))
      ? await files.get(value.fileKey)
      : null;
  if (!file) throw new AppError('not_found', { message: 'Bild nicht gefunden' });
  return file;
}
