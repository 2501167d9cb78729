import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  FEED_RUN_ERRORS_PER_PAGE,
  FEED_UPLOAD_MAX_BYTES,
  feedRunErrorsQuerySchema,
  feedUploadFieldsSchema,
  type FeedRunErrorsResponse,
  message,
  serverMessage,
} from '@spielraum/schema';
import { feedRowErrors, feedRuns } from '@spielraum/schema/db';
import { lookupDealer, UnknownFeedFormatError } from '@spielraum/schema/feeds';
import type { Platform } from '@spielraum/platform';
import { queueUploadedFeed } from '../../admin-feeds/queue-uploaded-feed';
import { toFeedRun } from '../../feed-runs/to-feed-run';
import { AppError, validationError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';
import { requestPlatform } from '../../http/request-log';

const MAX_MB = Math.round(FEED_UPLOAD_MAX_BYTES / 1024 / 1024);
const dealerParamSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

function tooLarge(): never {
  throw new AppError('payload_too_large', {
    error: 'file too large',
    message: serverMessage('feedUploadTooLarge', { amount: MAX_MB }),
    fields: { file: serverMessage('feedUploadTooLarge', { amount: MAX_MB }) },
  });
}

/**
 * Operators ingest a dealer feed through the running portal (embedded mode, where the CLI
 * cannot open the running PGlite, and the end-to-end journeys): `POST admin/feeds/{dealer}/`
 * takes a multipart `file` (at most 200 MB, format read from its content like `indexer
 * ingest`, or `format`), optional `full` and `allow_mass_removal` (confirms that a full feed may
 * mark more than half of the dealer's live offers gone), stores it and queues the `ingest-offer-feed` job;
 * answers 202 with the queued run. `GET admin/feeds/runs/{id}/` answers its status and counts with
 * the first skipped rows (line and reason); `GET admin/feeds/runs/{id}/errors/?page=` all of them.
 * Mounted inside the admin routes, behind their operator check and the anti-forgery check.
 */
export function adminFeedRoutes(platform: Platform) {
  const { db } = platform.database;
  return new Hono()
    .post(
      '/admin/feeds/:dealer/',
      bodyLimit({ maxSize: FEED_UPLOAD_MAX_BYTES + 64 * 1024, onError: () => tooLarge() }),
      async (c) => {
        const reference = dealerParamSchema.safeParse(c.req.param('dealer'));
        if (!reference.success)
          throw new AppError('not_found', { message: serverMessage('feedUploadUnknownDealer') });
        const dealer = await lookupDealer(platform.database, reference.data);
        if (!dealer) throw new AppError('not_found', { message: serverMessage('feedUploadUnknownDealer') });
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          throw new AppError('bad_request', { error: 'unreadable upload' });
        }
        const fields = feedUploadFieldsSchema.safeParse({
          full: form.get('full') ?? undefined,
          format: form.get('format') ?? undefined,
          allow_mass_removal: form.get('allow_mass_removal') ?? undefined,
        });
        if (!fields.success) throw validationError(fields.error);
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('validation_failed', { fields: { file: message('required') } });
        if (file.size > FEED_UPLOAD_MAX_BYTES) tooLarge();
        let run: typeof feedRuns.$inferSelect;
        try {
          run = await queueUploadedFeed({
            platform: requestPlatform(c, platform),
            dealer,
            fileName: file.name || 'feed',
            bytes: new Uint8Array(await file.arrayBuffer()),
            full: fields.data.full,
            allowMassRemoval: fields.data.allow_mass_removal,
            format: fields.data.format,
          });
        } catch (error) {
          if (error instanceof UnknownFeedFormatError)
            throw new AppError('validation_failed', {
              error: 'unknown feed format',
              message: serverMessage('feedUploadUnknownFormat'),
              fields: { file: serverMessage('feedUploadUnknownFormat') },
            });
          throw error;
        }
        platform.logger.info({ dealerId: dealer.id, feedRunId: run.id, bytes: file.size }, 'feed uploaded');
        return c.json({ data: await toFeedRun(db, run) }, 202);
      },
    )
    .get('/admin/feeds/runs/:id/', async (c) => {
      const notFound = () => new AppError('not_found', { message: serverMessage('feedRunNotFound') });
      const id = pathId(c, 'id', 'integer', notFound);
      const [run] = await db.select().from(feedRuns).where(eq(feedRuns.id, id));
      if (!run) throw notFound();
      c.header('cache-control', 'no-store');
      return c.json({ data: await toFeedRun(db, run) });
    })
    .get('/admin/feeds/runs/:id/errors/', async (c) => {
      const notFound = () => new AppError('not_found', { message: serverMessage('feedRunNotFound') });
      const id = pathId(c, 'id', 'integer', notFound);
      const { page } = parseQuery(c, feedRunErrorsQuerySchema);
      const [run] = await db.select({ id: feedRuns.id }).from(feedRuns).where(eq(feedRuns.id, id));
      if (!run) throw notFound();
      const [total] = await db
        .select({ n: count() })
        .from(feedRowErrors)
        .where(eq(feedRowErrors.feedRunId, id));
      const errors = await db
        .select({ line: feedRowErrors.line, reason: feedRowErrors.reason, raw: feedRowErrors.raw })
        .from(feedRowErrors)
        .where(eq(feedRowErrors.feedRunId, id))
        .orderBy(asc(feedRowErrors.line), asc(feedRowErrors.id))
        .limit(FEED_RUN_ERRORS_PER_PAGE)
        .offset((page - 1) * FEED_RUN_ERRORS_PER_PAGE);
      c.header('cache-control', 'no-store');
      const body: FeedRunErrorsResponse = {
        data: { errors, total: total?.n ?? 0, page, rows_per_page: FEED_RUN_ERRORS_PER_PAGE },
      };
      return c.json(body);
    });
}
