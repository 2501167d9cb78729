import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '@spielraum/schema';
import { mediaFiles } from '@spielraum/schema/db';
import type { Platform } from '@spielraum/platform';
import { AppError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';

const imageQuerySchema = z.object({
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
 * `GET /api/images/{id}`: a media file by id (SPEC §3 "image endpoint taking an id").
 * Covers are SVG, so every breakpoint width is served by the same file; SVGs get a CSP that
 * forbids scripts.
 */
export function imageRoutes(platform: Platform) {
  const imageNotFound = () => new AppError('not_found', { message: 'Bild nicht gefunden' });
  return new Hono().get('/images/:id{[0-9]+}', async (c) => {
    parseQuery(c, imageQuerySchema);
    const id = pathId(c, 'id', 'integer', imageNotFound);
    const [media] = await platform.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, id))
      .limit(1);
    const file = media ? await platform.files.get(media.storageKey) : null;
    if (!media || !file) throw imageNotFound();
    return c.body(new Uint8Array(file.data), 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
