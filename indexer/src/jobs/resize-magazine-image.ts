import { defineJob, resizeMagazineImageContract } from '@spielraum/platform';
import { resizeMagazineImage } from '../magazine/resize-image';

/** The deterministic job id of the resize of one uploaded magazine image. */
export function resizeMagazineImageJobId(imageId: number): string {
  return `magazine-image-${imageId}`;
}

/**
 * Writes the WebP widths of one uploaded magazine image (see `resizeMagazineImage`). Enqueued
 * after an upload with the id `magazine-image-{imageId}`; running it again rewrites the same
 * files. A deleted image finishes without work; an undecodable original fails without retry.
 */
export const resizeMagazineImageJob = defineJob({
  ...resizeMagazineImageContract,
  async handler({ imageId }, { database, files, logger }) {
    return resizeMagazineImage({ database, files, imageId, logger });
  },
});
