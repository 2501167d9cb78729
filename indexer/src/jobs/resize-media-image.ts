import { UnrecoverableError } from 'bullmq';
import {
  defineJob,
  MediaImageUndecodable,
  resizeMediaImage,
  resizeMediaImageContract,
} from '@spielraum/platform';

/**
 * Writes the AVIF and WebP variants of one media file in every SPEC §9 width that are not
 * stored yet (see `resizeMediaImage`), with the id `resizeMediaImageJobId(mediaId)`; running it
 * again encodes nothing. A deleted media file finishes without work; an undecodable original
 * fails without retry, naming the file, so the operator sees why.
 */
export const resizeMediaImageJob = defineJob({
  ...resizeMediaImageContract,
  async handler({ mediaId }, { database, files, logger }) {
    try {
      return await resizeMediaImage({ database, files, mediaId, logger });
    } catch (error) {
      if (error instanceof MediaImageUndecodable) throw new UnrecoverableError(error.message);
      throw error;
    }
  },
});
