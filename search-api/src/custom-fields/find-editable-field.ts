import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { customFieldDefinitions } from '@spielraum/schema/db';
import { AppError } from '../http/errors';

export type FieldDefinition = typeof customFieldDefinitions.$inferSelect;

/** The definition of a field a user edits (every field is each user's own): 404 for an unknown field. */
export async function findEditableField({
  db,
  fieldHash,
}: {
  db: Database;
  fieldHash: string;
}): Promise<FieldDefinition> {
  const [definition] = await db
    .select()
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.fieldHash, fieldHash))
    .limit(1);
  if (!definition) throw new AppError('not_found', { error: 'unknown field' });
  return definition;
}
