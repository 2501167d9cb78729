import { asc } from 'drizzle-orm';
import type { SystemAvatarsResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { systemAvatars } from '@spielraum/schema/db';

/** The avatars of the picker in their order, each with the address of its image. */
export async function listSystemAvatars({ db }: { db: Database }): Promise<SystemAvatarsResponse['data']> {
  const rows = await db.select().from(systemAvatars).orderBy(asc(systemAvatars.position));
  return rows.map((row) => ({
    avatar_id: row.avatarId,
    label: row.label,
    image: `/api/systemavatars/${row.avatarId}/image`,
  }));
}
