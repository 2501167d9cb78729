import { and, asc, eq } from 'drizzle-orm';
import type { BggImportPreview, ListKind } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';

/** The names of the lists an import creates when the user has none of that kind. */
export const NEW_LIST_NAMES: Record<ListKind, string> = {
  collection: 'Meine Sammlung',
  wishlist: 'Meine Wunschliste',
};

/**
 * The list of a kind an import fills: the user's first one (the oldest, so a second import of the
 * same file lands in the same list), or null when the confirmation is to create it.
 */
export async function findImportList({
  db,
  userUuid,
  kind,
}: {
  db: Database;
  userUuid: string;
  kind: ListKind;
}): Promise<{ id: number; name: string } | null> {
  const [list] = await db
    .select({ id: userLists.id, name: userLists.name })
    .from(userLists)
    .where(and(eq(userLists.userUuid, userUuid), eq(userLists.kind, kind)))
    .orderBy(asc(userLists.id))
    .limit(1);
  return list ?? null;
}

/** Where the preview says the games will go. */
export async function importTargets({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<BggImportPreview['targets']> {
  const target = async (kind: ListKind) => {
    const list = await findImportList({ db, userUuid, kind });
    return list ? { list_id: list.id, name: list.name } : { list_id: null, name: NEW_LIST_NAMES[kind] };
  };
  return { collection: await target('collection'), wishlist: await target('wishlist') };
}
