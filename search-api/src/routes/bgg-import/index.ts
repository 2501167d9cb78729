import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  BGG_IMPORT_LIMITS,
  bggImportConfirmRequestSchema,
  myDataExportQuerySchema,
  serverMessage,
  type BggImportPreviewResponse,
  type BggImportResultResponse,
  type MyDataExport,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { confirmBggImport } from '../../bgg-import/confirm-bgg-import';
import { previewBggImport } from '../../bgg-import/preview-bgg-import';
import { readBggImportPreview } from '../../bgg-import/read-bgg-import-preview';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery } from '../../http/validate';
import { exportMyData } from '../../my-data/export-my-data';
import { myDataCsv } from '../../my-data/my-data-csv';

const MAX_MB = BGG_IMPORT_LIMITS.maxBytes / 1024 / 1024;

function tooLarge(): AppError {
  const text = serverMessage('bggImportTooLarge', { amount: MAX_MB });
  return new AppError('payload_too_large', {
    error: 'file too large',
    message: text,
    fields: { file: text },
  });
}

/** The uploaded `file` of a multipart form; a missing or empty one is a 400 in German. */
async function uploadedCollection(c: Context): Promise<File> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('bad_request', {
      error: 'unreadable upload',
      message: serverMessage('bggImportNoFile'),
    });
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('validation_failed', {
      error: 'validation failed',
      message: serverMessage('bggImportNoFile'),
      fields: { file: serverMessage('bggImportNoFile') },
    });
  if (file.size > BGG_IMPORT_LIMITS.maxBytes) throw tooLarge();
  return file;
}

/**
 * The BoardGameGeek collection import and the export of a user's data; signed-in, verified users
 * only, each reaching only their own previews (another user's preview id answers 404). The logic
 * lives in `src/bgg-import/` and `src/my-data/`.
 *
 * - `POST bggimport/` (multipart, `file`): read and match the file, answer the preview (nothing
 *   is written to the lists)
 * - `GET bggimport/{id}/`: the preview again
 * - `POST bggimport/{id}/confirm/`: apply it with the user's decisions, in one transaction
 * - `GET mydata/export/?format=csv|json`: the user's lists and alerts as a download
 */
export function bggImportRoutes({ platform, config }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .post(
      '/bggimport/',
      // a multipart body carries a little more than its file
      bodyLimit({
        maxSize: BGG_IMPORT_LIMITS.maxBytes + 64 * 1024,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        const { user } = await requireUser(c, db);
        const file = await uploadedCollection(c);
        const answer: BggImportPreviewResponse = {
          data: await previewBggImport({
            database: platform.database,
            userUuid: user.uuid,
            fileName: file.name || 'collection.csv',
            bytes: new Uint8Array(await file.arrayBuffer()),
          }),
        };
        return c.json(answer, 201);
      },
    )
    .get('/bggimport/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: BggImportPreviewResponse = {
        data: await readBggImportPreview({ db, userUuid: user.uuid, previewId: c.req.param('id') }),
      };
      return c.json(answer);
    })
    .post('/bggimport/:id/confirm/', async (c) => {
      const { user } = await requireUser(c, db);
      const request = await parseJson(c, bggImportConfirmRequestSchema);
      const answer: BggImportResultResponse = {
        data: await confirmBggImport({ db, userUuid: user.uuid, previewId: c.req.param('id'), request }),
      };
      return c.json(answer);
    })
    .get('/mydata/export/', async (c) => {
      const { user } = await requireUser(c, db);
      const { format } = parseQuery(c, myDataExportQuerySchema);
      const data: MyDataExport = await exportMyData({ db, userUuid: user.uuid, publicUrl: config.publicUrl });
      const day = data.exported_at.slice(0, 10);
      c.header('cache-control', 'no-store');
      c.header('content-disposition', `attachment; filename="spielraum-meine-daten-${day}.${format}"`);
      if (format === 'json') return c.json(data);
      return c.body(myDataCsv(data), 200, { 'content-type': 'text/csv; charset=utf-8' });
    });
}
