import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileStore } from '@spielraum/platform';
import { message, type AdminDealer } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { dealers, mediaFiles } from '@spielraum/schema/db';
import { LOGO_MAX_BYTES, sniffImageType } from '../accounts/logo-upload';
import { AppError } from '../http/errors';
import { readAdminDealer } from './read-admin-dealers';

/** Where uploaded dealer logos are kept in the file store; only these are ours to delete. */
const LOGO_PREFIX = 'dealer-logos/';

/** The refusal of a logo over `LOGO_MAX_BYTES`, also when the request body alone is too large. */
export function dealerLogoTooLarge(): AppError {
  return new AppError('payload_too_large', {
    error: 'file too large',
    message: message('logoUploadFailed'),
    fields: { file: message('logoTooLarge', { amount: LOGO_MAX_BYTES / 1024 / 1024 }) },
  });
}

/** Deletes a replaced logo's media row and file when this module stored it (not the demo's). */
async function forgetLogo(database: DatabaseHandle, files: FileStore, mediaId: number | null) {
  if (mediaId === null) return;
  const [media] = await database.db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
  if (!media?.storageKey.startsWith(LOGO_PREFIX)) return;
  await database.db.delete(mediaFiles).where(eq(mediaFiles.id, mediaId));
  await files.delete(media.storageKey);
}

/**
 * Stores a dealer's logo: at most `LOGO_MAX_BYTES`, PNG, JPEG or WebP by its content (never by
 * its name or declared type; SVG can carry script), as a media file the image route serves and
 * the game page's price table shows (`dealers.logo_media_id`). A logo it replaces is deleted
 * after the new one is saved. Null when there is no such dealer.
 */
export async function uploadDealerLogo({
  database,
  files,
  dealerId,
  file,
}: {
  database: DatabaseHandle;
  files: FileStore;
  dealerId: number;
  file: File;
}): Promise<AdminDealer | null> {
  const [dealer] = await database.db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) return null;
  if (file.size > LOGO_MAX_BYTES) throw dealerLogoTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type)
    throw new AppError('validation_failed', {
      error: 'unsupported file type',
      message: message('logoUploadFailed'),
      fields: { file: message('logoWrongType') },
    });
  const key = `${LOGO_PREFIX}${dealerId}/${randomBytes(8).toString('hex')}`;
  await files.put(key, Buffer.from(bytes), type);
  const mediaId = await database.transaction(async (tx) => {
    const [media] = await tx.db
      .insert(mediaFiles)
      .values({ storageKey: key, contentType: type, alt: `Logo von ${dealer.name}` })
      .returning({ id: mediaFiles.id });
    await tx.db.update(dealers).set({ logoMediaId: media!.id }).where(eq(dealers.id, dealerId));
    return media!.id;
  });
  if (dealer.logoMediaId !== mediaId) await forgetLogo(database, files, dealer.logoMediaId);
  return readAdminDealer({ database, id: dealerId });
}

/** Takes a dealer's logo away (the price table shows its name then). Null when there is no such dealer. */
export async function removeDealerLogo({
  database,
  files,
  dealerId,
}: {
  database: DatabaseHandle;
  files: FileStore;
  dealerId: number;
}): Promise<AdminDealer | null> {
  const [dealer] = await database.db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) return null;
  await database.db.update(dealers).set({ logoMediaId: null }).where(eq(dealers.id, dealerId));
  await forgetLogo(database, files, dealer.logoMediaId);
  return readAdminDealer({ database, id: dealerId });
}
