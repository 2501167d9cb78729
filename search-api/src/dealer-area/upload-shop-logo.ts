import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileStore } from '@spielraum/platform';
import { message, type DealerAreaShop } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, mediaFiles } from '@spielraum/schema/db';
import { LOGO_MAX_BYTES, sniffImageType } from '../accounts/logo-upload';
import { logoTooLargeError } from '../custom-fields/upload-logo';
import { AppError } from '../http/errors';
import { readMemberShop } from './list-member-shops';

/** Folder of logos dealers uploaded; only these are deleted when replaced (others came with the shop's data). */
const UPLOADED_LOGOS = 'dealer-logos/';

/**
 * A member uploads the shop's logo: at most `LOGO_MAX_BYTES`, PNG, JPEG or WebP judged by its
 * content, stored under a fresh key as a media file that `/api/images/{id}` serves, and shown
 * wherever the shop's logo is (price table, dealer directory and page). A logo the dealer
 * uploaded before is deleted after the new one is saved. 404 for a shop the account does not manage.
 */
export async function uploadShopLogo({
  db,
  files,
  userUuid,
  dealerId,
  file,
}: {
  db: Database;
  files: FileStore;
  userUuid: string;
  dealerId: number;
  file: File;
}): Promise<DealerAreaShop> {
  const shop = await readMemberShop({ db, userUuid, dealerId });
  if (file.size > LOGO_MAX_BYTES) throw logoTooLargeError();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type)
    throw new AppError('validation_failed', {
      error: 'unsupported file type',
      message: message('logoUploadFailed'),
      fields: { uploadfile: message('logoWrongType') },
    });
  const key = `${UPLOADED_LOGOS}${dealerId}-${randomBytes(8).toString('hex')}`;
  await files.put(key, Buffer.from(bytes), type);
  const [media] = await db
    .insert(mediaFiles)
    .values({ storageKey: key, contentType: type, alt: `Logo von ${shop.name}` })
    .returning({ id: mediaFiles.id });
  await db.update(dealers).set({ logoMediaId: media!.id }).where(eq(dealers.id, dealerId));
  if (shop.logo_image_id !== null) {
    const [previous] = await db
      .select({ storageKey: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, shop.logo_image_id))
      .limit(1);
    if (previous?.storageKey.startsWith(UPLOADED_LOGOS)) {
      await db.delete(mediaFiles).where(eq(mediaFiles.id, shop.logo_image_id));
      await files.delete(previous.storageKey);
    }
  }
  return readMemberShop({ db, userUuid, dealerId });
}
