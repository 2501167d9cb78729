import { randomBytes } from 'node:crypto';
import type { FileStore } from '@spielraum/platform';
import { message, type CustomField } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { customFieldValues } from '@spielraum/schema/db';
import { LOGO_MAX_BYTES, sniffImageType } from '../accounts/logo-upload';
import { AppError } from '../http/errors';
import { findEditableField, type FieldDefinition } from './find-editable-field';
import { findFieldValue } from './find-field-value';
import { toCustomField } from './to-custom-field';

/** The refusal of a logo over `LOGO_MAX_BYTES`, also when the request body alone is too large. */
export function logoTooLargeError(): AppError {
  return new AppError('payload_too_large', {
    error: 'file too large',
    message: message('logoUploadFailed'),
    fields: { uploadfile: message('logoTooLarge', { amount: 1 }) },
  });
}

/** The logo field a user may upload to, checked before the upload is read: 404, or 400 for a text field. */
export async function findLogoField({
  db,
  fieldHash,
}: {
  db: Database;
  fieldHash: string;
}): Promise<FieldDefinition> {
  const definition = await findEditableField({ db, fieldHash });
  if (definition.type !== 'logo') throw new AppError('bad_request', { error: 'not a logo field' });
  return definition;
}

/**
 * Stores an uploaded logo for a logo field (`findLogoField`): at most `LOGO_MAX_BYTES`, PNG,
 * JPEG or WebP by its content (not by its name or declared type), kept in the file store
 * outside the web root under a fresh key; a logo it replaces is deleted after the new one is saved.
 */
export async function uploadLogo({
  db,
  files,
  userUuid,
  field,
  file,
}: {
  db: Database;
  files: FileStore;
  userUuid: string;
  field: FieldDefinition;
  file: File;
}): Promise<CustomField> {
  if (file.size > LOGO_MAX_BYTES) throw logoTooLargeError();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type)
    throw new AppError('validation_failed', {
      error: 'unsupported file type',
      message: message('logoUploadFailed'),
      fields: { uploadfile: message('logoWrongType') },
    });
  const previous = await findFieldValue({ db, userUuid, fieldHash: field.fieldHash });
  const key = `logos/${userUuid}/${field.fieldHash}-${randomBytes(8).toString('hex')}`;
  await files.put(key, Buffer.from(bytes), type);
  const [saved] = await db
    .insert(customFieldValues)
    .values({ userUuid, fieldHash: field.fieldHash, fileKey: key, value: null })
    .onConflictDoUpdate({
      target: [customFieldValues.userUuid, customFieldValues.fieldHash],
      set: { fileKey: key, updatedAt: new Date() },
    })
    .returning();
  if (previous?.fileKey) await files.delete(previous.fileKey);
  return toCustomField({ definition: field, value: saved, userUuid });
}
