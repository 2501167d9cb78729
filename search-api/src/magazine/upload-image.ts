import {
  MagazineImageRejected,
  resizeMagazineImageContract,
  storeMagazineImage,
  type Platform,
} from '@spielraum/platform';
import { MAGAZINE_LIMITS, type MagazineImage, serverMessage } from '@spielraum/schema';
import { AppError } from '../http/errors';

export function imageNotFound(): AppError {
  return new AppError('not_found', {
    error: 'image not found',
    message: serverMessage('magazineImageNotFound'),
  });
}

/**
 * Stores an editor's upload (PNG, JPEG, WebP or GIF, at most `imageMaxMegabytes`), and
 * enqueues its resizing into the WebP widths; until that ran, pages show the original.
 */
export async function uploadMagazineImage({
  platform,
  file,
  alt,
  uploadedBy,
}: {
  platform: Platform;
  file: File;
  alt: string;
  uploadedBy: string;
}): Promise<MagazineImage> {
  if (file.size > MAGAZINE_LIMITS.imageMaxMegabytes * 1024 * 1024)
    throw new AppError('payload_too_large', {
      message: serverMessage('magazineImageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }),
      fields: { file: serverMessage('magazineImageTooLarge', { amount: MAGAZINE_LIMITS.imageMaxMegabytes }) },
    });
  let image: Awaited<ReturnType<typeof storeMagazineImage>>;
  try {
    image = await storeMagazineImage({
      database: platform.database,
      files: platform.files,
      data: Buffer.from(await file.arrayBuffer()),
      alt,
      uploadedBy,
    });
  } catch (error) {
    if (error instanceof MagazineImageRejected)
      throw new AppError('validation_failed', {
        error: 'validation failed',
        fields: {
          file:
            error.reason === 'dimensions'
              ? serverMessage('magazineImageDimensions', { amount: MAGAZINE_LIMITS.imageMaxPixels })
              : serverMessage('magazineImageWrongType'),
        },
      });
    throw error;
  }
  await platform.queue.enqueue(
    resizeMagazineImageContract.name,
    { imageId: image.id },
    { jobId: `magazine-image-${image.id}` },
  );
  return { ...image, widths: [...image.widths] };
}
