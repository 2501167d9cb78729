import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  adminDealerRequestSchema,
  adminDealersQuerySchema,
  serverMessage,
  type AdminDealer,
  type AdminDealerResponse,
  type AdminDealersResponse,
  type QueuedFeedRunResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { LOGO_MAX_BYTES } from '../../accounts/logo-upload';
import { dealerLogoTooLarge, removeDealerLogo, uploadDealerLogo } from '../../admin-dealers/dealer-logo';
import { fetchDealerFeed } from '../../admin-dealers/fetch-dealer-feed';
import { listAdminDealers } from '../../admin-dealers/list-admin-dealers';
import { readAdminDealer } from '../../admin-dealers/read-admin-dealers';
import { saveDealer } from '../../admin-dealers/save-dealer';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { requestPlatform, requestQueue } from '../../http/request-log';

const unknownDealer = () => new AppError('not_found', { message: serverMessage('feedUploadUnknownDealer') });

function found(dealer: AdminDealer | null): AdminDealerResponse {
  if (!dealer) throw unknownDealer();
  return { data: dealer };
}

/**
 * The operators' dealers (behind the operator permission of every `admin/` call):
 * `GET admin/dealers/?page=&q=&status=all|active|inactive` (by name, 50 a page, each with its
 * newest feed run), `POST admin/dealers/` (201), `GET` and `PUT admin/dealers/{id}/`, `POST` (a
 * multipart `file`) and `DELETE admin/dealers/{id}/logo/`, and `POST admin/dealers/{id}/fetch/`
 * (202 with the queued run). Saving keeps the dealer's feed scheduler in step (syncFeedSchedule).
 */
export function adminDealerRoutes(platform: Platform) {
  const { database, files, queue } = platform;
  return new Hono()
    .get('/admin/dealers/', async (c) => {
      const query = parseQuery(c, adminDealersQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      const answer: AdminDealersResponse = { data: await listAdminDealers({ database, ...query }) };
      return c.json(answer);
    })
    .post('/admin/dealers/', async (c) => {
      const request = await parseJson(c, adminDealerRequestSchema);
      const dealer = await saveDealer({ database, queue: requestQueue(c, queue), request });
      platform.logger.info({ dealerId: dealer?.id }, 'dealer created');
      return c.json(found(dealer), 201);
    })
    .get('/admin/dealers/:id/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownDealer);
      c.header('Cache-Control', 'private, no-store');
      return c.json(found(await readAdminDealer({ database, id })));
    })
    .put('/admin/dealers/:id/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownDealer);
      const request = await parseJson(c, adminDealerRequestSchema);
      const dealer = found(await saveDealer({ database, queue: requestQueue(c, queue), id, request }));
      platform.logger.info({ dealerId: id }, 'dealer changed');
      return c.json(dealer);
    })
    .post(
      '/admin/dealers/:id/logo/',
      bodyLimit({ maxSize: LOGO_MAX_BYTES + 64 * 1024, onError: () => Promise.reject(dealerLogoTooLarge()) }),
      async (c) => {
        const id = pathId(c, 'id', 'integer', unknownDealer);
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          throw new AppError('bad_request', { error: 'unreadable upload' });
        }
        const file = form.get('file');
        if (!(file instanceof File) || file.size === 0)
          throw new AppError('validation_failed', {
            message: serverMessage('dealerLogoMissing'),
            fields: { file: serverMessage('dealerLogoMissing') },
          });
        return c.json(found(await uploadDealerLogo({ database, files, dealerId: id, file })));
      },
    )
    .delete('/admin/dealers/:id/logo/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownDealer);
      return c.json(found(await removeDealerLogo({ database, files, dealerId: id })));
    })
    .post('/admin/dealers/:id/fetch/', async (c) => {
      const id = pathId(c, 'id', 'integer', unknownDealer);
      const run = await fetchDealerFeed({ platform: requestPlatform(c, platform), dealerId: id });
      if (!run) throw unknownDealer();
      platform.logger.info({ dealerId: id, feedRunId: run.id }, 'dealer feed fetch queued');
      const answer: QueuedFeedRunResponse = { data: run };
      return c.json(answer, 202);
    });
}
