import { message, type CustomField, type customFieldValueRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { customFieldValues } from '@spielraum/schema/db';
import type { z } from 'zod';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { findEditableField, type FieldDefinition } from './find-editable-field';
import { toCustomField } from './to-custom-field';

type FieldValueRequest = z.infer<typeof customFieldValueRequestSchema>;

/** Checks a text value against its definition; answers the German field message or null. */
function checkValue(definition: FieldDefinition, value: string): string | null {
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

/**
 * Saves the user's text for one field, trimmed and checked against the field's definition
 * (required, length, http(s) addresses for URL fields); logos go through `uploadLogo`.
 */
export async function saveFieldValue({
  db,
  session,
  request,
}: {
  db: Database;
  session: CurrentSession;
  request: FieldValueRequest;
}): Promise<CustomField> {
  const { user } = session;
  const definition = await findEditableField({ db, fieldHash: request.field_hash });
  const problem = checkValue(definition, request.value);
  if (problem) throw new AppError('validation_failed', { fields: { value: problem } });
  const [saved] = await db
    .insert(customFieldValues)
    .values({ userUuid: user.uuid, fieldHash: request.field_hash, value: request.value.trim() })
    .onConflictDoUpdate({
      target: [customFieldValues.userUuid, customFieldValues.fieldHash],
      set: { value: request.value.trim(), updatedAt: new Date() },
    })
    .returning();
  return toCustomField({ definition, value: saved, userUuid: user.uuid });
}
