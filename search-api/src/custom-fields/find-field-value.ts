import { and, eq } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { customFieldValues } from '@spielraum/schema/db';

export type FieldValue = typeof customFieldValues.$inferSelect;

/** The value a user saved for one field, if any. */
export async function findFieldValue({
  db,
  userUuid,
  fieldHash,
}: {
  db: Database;
  userUuid: string;
  fieldHash: string;
}): Promise<FieldValue | undefined> {
  const [value] = await db
    .select()
    .from(customFieldValues)
    .where(and(eq(customFieldValues.userUuid, userUuid), eq(customFieldValues.fieldHash, fieldHash)))
    .limit(1);
  return value;
}
