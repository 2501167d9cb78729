import { asc, eq } from 'drizzle-orm';
import type { CustomFieldsResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { customFieldAreas, customFieldDefinitions, customFieldValues } from '@spielraum/schema/db';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { toCustomField } from './to-custom-field';

/** The fields of one area in their order with the user's values; 404 for an unknown area. */
export async function readAreaFields({
  db,
  session,
  areaHash,
}: {
  db: Database;
  session: CurrentSession;
  areaHash: string;
}): Promise<CustomFieldsResponse['data']> {
  const { user } = session;
  const [area] = await db
    .select()
    .from(customFieldAreas)
    .where(eq(customFieldAreas.areaHash, areaHash))
    .limit(1);
  if (!area) throw new AppError('not_found', { error: 'unknown area' });
  const definitions = await db
    .select()
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.areaHash, areaHash))
    .orderBy(asc(customFieldDefinitions.position));
  const values = await db.select().from(customFieldValues).where(eq(customFieldValues.userUuid, user.uuid));
  const byField = new Map(values.map((value) => [value.fieldHash, value]));
  return {
    area_hash: area.areaHash,
    name: area.name,
    fields: definitions.map((definition) =>
      toCustomField({ definition, value: byField.get(definition.fieldHash), userUuid: user.uuid }),
    ),
  };
}
