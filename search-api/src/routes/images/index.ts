import { Hono } from 'hono';
import { z } from 'zod';
import { LIMITS } from '@spielraum/schema';
import {
  ensureMediaImageVariant,
  MEDIA_IMAGE_DEFAULT_WIDTH,
  MediaImageUndecodable,
  preferredMediaImageFormat,
  resizeMediaImageContract,
  resizeMediaImageJobId,
  type Platform,
} from '@spielraum/platform';
import { AppError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';
import { requestQueue } from '../../http/request-log';

/** `?w=`: one of the SPEC §9 widths (also described in `src/openapi/`). */
export const imageQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine(
      (width) => (LIMITS.imageBreakpoints as readonly number[]).includes(width),
      'unbekannte Bildbreite',
    )
    .optional(),
});

/**
 * A media file's content never changes under its id: a replaced logo or a feed cover at a new
 * address is a new media file with a new id, so a new URL. Browsers and CDNs may therefore keep
 * an answer for a year without asking again; `Vary: Accept` keeps the AVIF, WebP and JPEG
 * answers of one URL apart.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /api/images/{id}?w=`: a media file (SPEC §3 "image endpoint taking an id") as a raster
 * image in one of the SPEC §9 widths (`w`, default `MEDIA_IMAGE_DEFAULT_WIDTH`), never wider
 * than its original: AVIF when the `Accept` header names it, else WebP, else JPEG. Variants are
 * stored once made; a variant not stored yet is made on the spot, once however many requests
 * ask at the same time, and the job that makes the others is enqueued.
 */
export function imageRoutes(platform: Platform) {
  const imageNotFound = () => new AppError('not_found', { message: 'Bild nicht gefunden' });
  return new Hono().get('/images/:id{[0-9]+}', async (c) => {
    const query = parseQuery(c, imageQuerySchema);
    const mediaId = pathId(c, 'id', 'integer', imageNotFound);
    const width = query.w ?? MEDIA_IMAGE_DEFAULT_WIDTH;
    const format = preferredMediaImageFormat(c.req.header('accept'));
    let variant: Awaited<ReturnType<typeof ensureMediaImageVariant>>;
    try {
      variant = await ensureMediaImageVariant({
        database: platform.database,
        files: platform.files,
        mediaId,
        width,
        format,
      });
    } catch (error) {
      if (!(error instanceof MediaImageUndecodable)) throw error;
      // a broken original is the data's fault, not the visitor's: logged for the operator
      platform.logger.warn({ mediaId, err: error.message }, 'media file cannot be decoded');
      throw imageNotFound();
    }
    if (!variant) throw imageNotFound();
    if (variant.made) {
      // the first visitor of this image: the other widths and formats are made in the background
      await requestQueue(c, platform.queue)
        .enqueue(resizeMediaImageContract.name, { mediaId }, { jobId: resizeMediaImageJobId(mediaId) })
        .catch((error: unknown) =>
          platform.logger.error({ mediaId, err: error }, 'could not enqueue the resize of a media file'),
        );
    }
    return c.body(new Uint8Array(variant.file.data), 200, {
      'content-type': variant.file.contentType,
      'cache-control': IMAGE_CACHE_CONTROL,
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
  });
}
