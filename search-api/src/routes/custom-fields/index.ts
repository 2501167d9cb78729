import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  customFieldHashQuerySchema,
  customFieldsQuerySchema,
  customFieldValueRequestSchema,
  message,
  type CustomFieldResponse,
  type CustomFieldsResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { LOGO_MAX_BYTES } from '../../accounts/logo-upload';
import { requireUser } from '../../accounts/require-user';
import { deleteFieldValue } from '../../custom-fields/delete-field-value';
import { readAreaFields } from '../../custom-fields/read-area-fields';
import { readLogoFile } from '../../custom-fields/read-logo-file';
import { saveFieldValue } from '../../custom-fields/save-field-value';
import { findLogoField, logoTooLargeError, uploadLogo } from '../../custom-fields/upload-logo';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery } from '../../http/validate';

/** The file of a multipart upload's `uploadfile` part; 400 when the form is unreadable or the file missing or empty. */
export async function uploadedFile(c: Context): Promise<File> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('bad_request', { error: 'unreadable upload' });
  }
  const file = form.get('uploadfile');
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('validation_failed', { fields: { uploadfile: message('required') } });
  return file;
}

/**
 * Custom fields per area (SPEC §3, §7): fetched by area_hash, saved as JSON, logos uploaded
 * as multipart `uploadfile` (checked for type and size, stored in the file store outside the
 * web root) and deleted. A logo is public at `customfields/file/{user}/{field}` while its owner
 * manages a shop; a shop's own profile (logo, website, social links) lives with the shop and is
 * edited in the dealer area (`routes/dealer-area/`). The logic lives in `src/custom-fields/`.
 */
export function customFieldRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/customfields/usercustomfieldsforarea', async (c) => {
      const session = await requireUser(c, db);
      const { area_hash } = parseQuery(c, customFieldsQuerySchema);
      const answer: CustomFieldsResponse = {
        data: await readAreaFields({ db, session, areaHash: area_hash }),
      };
      c.header('cache-control', 'no-store');
      return c.json(answer);
    })
    .post(
      '/customfields/usercustomfielddata/',
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw logoTooLargeError();
        },
      }),
      async (c) => {
        const session = await requireUser(c, db);
        const contentType = c.req.header('content-type') ?? '';
        if (contentType.startsWith('multipart/form-data')) {
          const { field_hash } = parseQuery(c, customFieldHashQuerySchema);
          // the field is checked before the upload is read
          const field = await findLogoField({ db, fieldHash: field_hash });
          const file = await uploadedFile(c);
          const answer: CustomFieldResponse = {
            data: await uploadLogo({ db, files: platform.files, userUuid: session.user.uuid, field, file }),
          };
          return c.json(answer);
        }
        const request = await parseJson(c, customFieldValueRequestSchema);
        const answer: CustomFieldResponse = { data: await saveFieldValue({ db, session, request }) };
        return c.json(answer);
      },
    )
    .delete('/customfields/usercustomfielddata/', async (c) => {
      const session = await requireUser(c, db);
      const { field_hash } = parseQuery(c, customFieldHashQuerySchema);
      await deleteFieldValue({ db, files: platform.files, session, fieldHash: field_hash });
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    })
    .get('/customfields/file/:userUuid{[0-9a-f-]{36}}/:fieldHash{[a-z0-9_-]{1,64}}', async (c) => {
      const file = await readLogoFile({
        db,
        files: platform.files,
        ownerUuid: c.req.param('userUuid'),
        fieldHash: c.req.param('fieldHash'),
      });
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=300',
        'content-security-policy': "default-src 'none'",
      });
    });
}
