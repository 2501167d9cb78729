import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CUSTOM_FIELD_AREAS,
  customFieldHashQuerySchema,
  customFieldsQuerySchema,
  customFieldValueRequestSchema,
  message,
  type CustomField,
  type CustomFieldsResponse,
  type SuccessResponse,
} from '@spielraum/schema';
import { customFieldAreas, customFieldDefinitions, customFieldValues, users } from '@spielraum/schema/db';
import type { Database } from '@spielraum/schema/client';
import type { AccountsContext } from '../../accounts/context';
import { LOGO_MAX_BYTES, sniffImageType } from '../../accounts/logo-upload';
import type { CurrentSession } from '../../accounts/find-session';
import { requireUser } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery } from '../../http/validate';

type Definition = typeof customFieldDefinitions.$inferSelect;
type Value = typeof customFieldValues.$inferSelect;

function toField(definition: Definition, value: Value | undefined, userUuid: string): CustomField {
  return {
    field_hash: definition.fieldHash,
    label: definition.label,
    type: definition.type,
    required: definition.required,
    max_length: definition.maxLength,
    value: value?.value ?? null,
    file_url: value?.fileKey ? `/api/customfields/file/${userUuid}/${definition.fieldHash}` : null,
  };
}

/** Checks a text value against its definition; answers the German field message or null. */
function checkValue(definition: Definition, value: string): string | null {
  const trimmed = value.trim();
  if (definition.type === 'logo') return message('badRequest');
  if (definition.required && trimmed === '') return message('required');
  if (definition.maxLength !== null && trimmed.length > definition.maxLength)
    return message('maxLength', { amount: definition.maxLength });
  if (definition.type === 'url' && trimmed !== '') {
    try {
      const url = new URL(trimmed);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return message('invalidUrl');
    } catch {
      return message('invalidUrl');
    }
  }
  return null;
}

/** True when the account is a shop account linked to a dealer (SPEC §6 shop/dealer user type). */
async function isDealerAccount(db: Database, userUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  return row?.userType === 'dealer' && row.dealerId !== null;
}

/**
 * The shop profile (logo, website, social links) appears on the dealer's public pages, so only
 * dealer accounts hold it; every other area belongs to each user. 403 otherwise.
 */
async function requireAreaAccess(db: Database, session: CurrentSession, areaHash: string): Promise<void> {
  if (areaHash !== CUSTOM_FIELD_AREAS.dealerProfile) return;
  if (session.user.user_type === 'dealer' && (await isDealerAccount(db, session.user.uuid))) return;
  throw new AppError('forbidden', { error: 'dealer accounts only', message: message('dealerProfileOnly') });
}

/**
 * Custom fields per area (SPEC §3, §7): fetched by area_hash, saved as JSON, logos uploaded
 * as multipart `uploadfile` (checked for type and size, stored in the file store outside the
 * web root) and deleted. The shop profile's fields belong to dealer accounts only. A logo is
 * public at `customfields/file/{user}/{field}` while its owner is a dealer account: dealers
 * show theirs on their shop pages.
 */
export function customFieldRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;

  async function definitionOf(fieldHash: string) {
    const [definition] = await db
      .select()
      .from(customFieldDefinitions)
      .where(eq(customFieldDefinitions.fieldHash, fieldHash))
      .limit(1);
    if (!definition) throw new AppError('not_found', { error: 'unknown field' });
    return definition;
  }
  async function valueOf(userUuid: string, fieldHash: string) {
    const [value] = await db
      .select()
      .from(customFieldValues)
      .where(and(eq(customFieldValues.userUuid, userUuid), eq(customFieldValues.fieldHash, fieldHash)))
      .limit(1);
    return value;
  }

  return new Hono()
    .get('/customfields/usercustomfieldsforarea', async (c) => {
      const session = await requireUser(c, db);
      const { user } = session;
      const { area_hash } = parseQuery(c, customFieldsQuerySchema);
      const [area] = await db
        .select()
        .from(customFieldAreas)
        .where(eq(customFieldAreas.areaHash, area_hash))
        .limit(1);
      if (!area) throw new AppError('not_found', { error: 'unknown area' });
      await requireAreaAccess(db, session, area.areaHash);
      const definitions = await db
        .select()
        .from(customFieldDefinitions)
        .where(eq(customFieldDefinitions.areaHash, area_hash))
        .orderBy(asc(customFieldDefinitions.position));
      const values = await db
        .select()
        .from(customFieldValues)
        .where(eq(customFieldValues.userUuid, user.uuid));
      const byField = new Map(values.map((value) => [value.fieldHash, value]));
      const answer: CustomFieldsResponse = {
        data: {
          area_hash: area.areaHash,
          name: area.name,
          fields: definitions.map((definition) =>
            toField(definition, byField.get(definition.fieldHash), user.uuid),
          ),
        },
      };
      c.header('cache-control', 'no-store');
      return c.json(answer);
    })
    .post(
      '/customfields/usercustomfielddata/',
      bodyLimit({
        maxSize: LOGO_MAX_BYTES + 64 * 1024,
        onError: () => {
          throw new AppError('payload_too_large', {
            error: 'file too large',
            message: message('logoUploadFailed'),
            fields: { uploadfile: message('logoTooLarge', { amount: 1 }) },
          });
        },
      }),
      async (c) => {
        const session = await requireUser(c, db);
        const { user } = session;
        const contentType = c.req.header('content-type') ?? '';
        if (contentType.startsWith('multipart/form-data')) {
          const { field_hash } = parseQuery(c, customFieldHashQuerySchema);
          const definition = await definitionOf(field_hash);
          await requireAreaAccess(db, session, definition.areaHash);
          if (definition.type !== 'logo') throw new AppError('bad_request', { error: 'not a logo field' });
          let form: FormData;
          try {
            form = await c.req.formData();
          } catch {
            throw new AppError('bad_request', { error: 'unreadable upload' });
          }
          const file = form.get('uploadfile');
          if (!(file instanceof File) || file.size === 0)
            throw new AppError('validation_failed', { fields: { uploadfile: message('required') } });
          if (file.size > LOGO_MAX_BYTES)
            throw new AppError('payload_too_large', {
              error: 'file too large',
              message: message('logoUploadFailed'),
              fields: { uploadfile: message('logoTooLarge', { amount: 1 }) },
            });
          const bytes = new Uint8Array(await file.arrayBuffer());
          const type = sniffImageType(bytes);
          if (!type)
            throw new AppError('validation_failed', {
              error: 'unsupported file type',
              message: message('logoUploadFailed'),
              fields: { uploadfile: message('logoWrongType') },
            });
          const previous = await valueOf(user.uuid, field_hash);
          const key = `logos/${user.uuid}/${field_hash}-${randomBytes(8).toString('hex')}`;
          await platform.files.put(key, Buffer.from(bytes), type);
          const [saved] = await db
            .insert(customFieldValues)
            .values({ userUuid: user.uuid, fieldHash: field_hash, fileKey: key, value: null })
            .onConflictDoUpdate({
              target: [customFieldValues.userUuid, customFieldValues.fieldHash],
              set: { fileKey: key, updatedAt: new Date() },
            })
            .returning();
          if (previous?.fileKey) await platform.files.delete(previous.fileKey);
          return c.json({ data: toField(definition, saved, user.uuid) });
        }
        const body = await parseJson(c, customFieldValueRequestSchema);
        const definition = await definitionOf(body.field_hash);
        await requireAreaAccess(db, session, definition.areaHash);
        const problem = checkValue(definition, body.value);
        if (problem) throw new AppError('validation_failed', { fields: { value: problem } });
        const [saved] = await db
          .insert(customFieldValues)
          .values({ userUuid: user.uuid, fieldHash: body.field_hash, value: body.value.trim() })
          .onConflictDoUpdate({
            target: [customFieldValues.userUuid, customFieldValues.fieldHash],
            set: { value: body.value.trim(), updatedAt: new Date() },
          })
          .returning();
        return c.json({ data: toField(definition, saved, user.uuid) });
      },
    )
    .delete('/customfields/usercustomfielddata/', async (c) => {
      const session = await requireUser(c, db);
      const { user } = session;
      const { field_hash } = parseQuery(c, customFieldHashQuerySchema);
      await requireAreaAccess(db, session, (await definitionOf(field_hash)).areaHash);
      const [removed] = await db
        .delete(customFieldValues)
        .where(and(eq(customFieldValues.userUuid, user.uuid), eq(customFieldValues.fieldHash, field_hash)))
        .returning();
      if (!removed)
        throw new AppError('not_found', { error: 'no value', message: message('logoDeleteFailed') });
      if (removed.fileKey) await platform.files.delete(removed.fileKey);
      const answer: SuccessResponse = { data: 'success' };
      return c.json(answer);
    })
    .get('/customfields/file/:userUuid{[0-9a-f-]{36}}/:fieldHash{[a-z0-9_-]{1,64}}', async (c) => {
      const owner = c.req.param('userUuid');
      const value = await valueOf(owner, c.req.param('fieldHash'));
      const file =
        value?.fileKey && (await isDealerAccount(db, owner)) ? await platform.files.get(value.fileKey) : null;
      if (!file) throw new AppError('not_found', { message: 'Bild nicht gefunden' });
      return c.body(new Uint8Array(file.data), 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=300',
        'content-security-policy': "default-src 'none'",
      });
    });
}
