import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAGAZINE_LIMITS, magazineImageKey, type MagazineImageInfo } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import type { FileStore } from './files';

/**
 * The formats an original may have, with the content type it is served with. Only raster
 * formats every browser shows: an SVG (which sharp would read) could carry script when its
 * original is opened directly, and TIFF or HEIF would not display at all.
 */
const ACCEPTED_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * An upload that is not stored: `type` when it is no image in an accepted format (JPEG, PNG,
 * WebP, GIF), `dimensions` when a side exceeds `MAGAZINE_LIMITS.imageMaxPixels`. The API answers 400.
 */
export class MagazineImageRejected extends Error {
  constructor(
    readonly reason: 'type' | 'dimensions',
    message: string,
  ) {
    super(message);
    this.name = 'MagazineImageRejected';
  }
}

/**
 * Stores an uploaded magazine image: reads its format and size from the header (as displayed,
 * i.e. after its EXIF orientation), inserts the `magazine_images` row and writes the original
 * under `magazineImageKey(id, 'original')` with its content type, in one transaction (a failed
 * write leaves no row). `widths` stays empty until `resize-magazine-image` has run; the caller
 * enqueues it. Throws `MagazineImageRejected` for anything that is no accepted image.
 */
export async function storeMagazineImage({
  database,
  files,
  data,
  alt,
  uploadedBy,
}: {
  database: DatabaseHandle;
  files: FileStore;
  data: Buffer;
  alt: string;
  uploadedBy: string | null;
}): Promise<MagazineImageInfo> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    throw new MagazineImageRejected('type', 'the upload is no readable image');
  }
  const contentType = ACCEPTED_FORMATS[metadata.format];
  if (!contentType)
    throw new MagazineImageRejected('type', `images of format ${metadata.format} are not accepted`);
  const { width } = metadata.autoOrient;
  // an animated GIF or WebP (no EXIF orientation) reports all frames stacked; readers see one
  const height =
    (metadata.pages ?? 1) > 1 && metadata.pageHeight ? metadata.pageHeight : metadata.autoOrient.height;
  const maxSide = MAGAZINE_LIMITS.imageMaxPixels;
  if (width > maxSide || height > maxSide)
    throw new MagazineImageRejected(
      'dimensions',
      `the image is ${width}×${height} px, at most ${maxSide} px a side are accepted`,
    );
  return database.transaction(async (tx) => {
    const [row] = await tx.db
      .insert(t.magazineImages)
      .values({ fileKey: '', width, height, alt, uploadedBy })
      .returning({ id: t.magazineImages.id });
    const fileKey = magazineImageKey(row!.id, 'original');
    await tx.db.update(t.magazineImages).set({ fileKey }).where(eq(t.magazineImages.id, row!.id));
    await files.put(fileKey, data, contentType);
    return { id: row!.id, width, height, widths: [], alt };
  });
}
