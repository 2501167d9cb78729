import { eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { customFieldDefinitions } from '@spielraum/schema/db';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { requireAreaAccess } from './require-area-access';

export type FieldDefinition = typeof customFieldDefinitions.$inferSelect;

/** The definition of a field the user may edit: 404 for an unknown field, 403 for a shop field of a non-dealer. */
export async function findEditableField({
  db,
  session,
  fieldHash,
}: {
  db: Database;
  session: CurrentSession;
  fieldHash: string;
}): Promise<FieldDefinition> {
  const [definition] = await db
    .select()
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.fieldHash, fieldHash))
    .limit(1);
  if (!definition) throw new AppError('not_found', { error: 'unknown field' });
  await requireAreaAccess({ db, session, areaHash: definition.areaHash });
  return definition;
}
