import { UnrecoverableError } from 'bullmq';
import { eq } from 'drizzle-orm';
import { MAGAZINE_IMAGE_WIDTHS, magazineImageKey } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import {
  encodeImageWidth,
  openImageForResizing,
  type FileStore,
  type Logger,
  type OpenedImage,
} from '@spielraum/platform';

/**
 * The widths an original of `originalWidth` pixels is resized to: every width of
 * `MAGAZINE_IMAGE_WIDTHS` it can fill without being enlarged. An original narrower than the
 * smallest width still gets that one, written at the original's own width (never enlarged):
 * readers then get a WebP without the upload's metadata like everyone else, and a non-empty
 * `widths` tells "resized" apart from "not resized yet". Its `450w` in a srcset overstates the
 * file, which only matters for choosing among widths, and there is only this one.
 */
export function magazineImageTargetWidths(originalWidth: number): number[] {
  const fitting = MAGAZINE_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [MAGAZINE_IMAGE_WIDTHS[0]];
}

export interface ResizeMagazineImageResult {
  /** The widths written and recorded; empty when there was nothing to do. */
  widths: number[];
  skipped?: 'no image row' | 'no original file';
}

/**
 * Writes the WebP widths of one magazine image next to its original (`magazineImageKey`),
 * opened and encoded as media files are (`openImageForResizing`, `encodeImageWidth`: upright by
 * its EXIF orientation, metadata left out, quality 80). Records them, ascending, in
 * `magazine_images.widths`. Idempotent: a second run writes the same files and the same list. A deleted image (no row or no original) is logged
 * and skipped, there is nothing left to resize; an original that cannot be decoded fails
 * without retry (`UnrecoverableError`), naming the image, so the operator sees why.
 */
export async function resizeMagazineImage({
  database,
  files,
  imageId,
  logger,
}: {
  database: DatabaseHandle;
  files: FileStore;
  imageId: number;
  logger?: Logger;
}): Promise<ResizeMagazineImageResult> {
  const [row] = await database.db
    .select({ id: t.magazineImages.id })
    .from(t.magazineImages)
    .where(eq(t.magazineImages.id, imageId));
  if (!row) {
    logger?.warn({ imageId }, 'magazine image to resize does not exist');
    return { widths: [], skipped: 'no image row' };
  }
  const original = await files.get(magazineImageKey(imageId, 'original'));
  if (!original) {
    logger?.warn({ imageId }, 'magazine image has no original file to resize');
    return { widths: [], skipped: 'no original file' };
  }

  const unreadable = (error: unknown) =>
    new UnrecoverableError(
      `magazine image ${imageId}: the original (${original.contentType}, ${original.data.length} bytes) cannot be decoded: ${
        error instanceof Error ? error.message : String(error)
      }`,
    );
  let opened: OpenedImage;
  try {
    opened = await openImageForResizing(original.data);
  } catch (error) {
    throw unreadable(error);
  }
  const widths = magazineImageTargetWidths(opened.width);
  for (const width of widths) {
    let webp: Buffer;
    try {
      // the media files' encoder: WebP at quality 80, no visible loss in photos
      webp = await encodeImageWidth(opened, width, 'webp');
    } catch (error) {
      throw unreadable(error);
    }
    await files.put(magazineImageKey(imageId, width), webp, 'image/webp');
  }
  await database.db.update(t.magazineImages).set({ widths }).where(eq(t.magazineImages.id, imageId));
  logger?.info({ imageId, originalWidth: opened.width, widths }, 'magazine image resized');
  return { widths };
}
