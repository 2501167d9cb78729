import type { SharedList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { findSharedList } from './find-shared-list';
import { readListItems } from './read-list-items';

/**
 * A shared list as anyone with its address sees it: kind, name, the owner's display name and
 * the games, without ids or other owner data. A malformed, unknown or revoked hash is a 404.
 * On a wish list every visitor sees the gift reservations and may reserve; its owner (`viewerUuid`)
 * may not reserve and sees reservations only with the list's "show reservations" setting, so the
 * answer itself carries no spoiler.
 */
export async function readSharedList({
  db,
  shareHash,
  viewerUuid,
}: {
  db: Database;
  shareHash: string;
  viewerUuid: string | null;
}): Promise<SharedList> {
  const { list, ownerName } = await findSharedList({ db, shareHash });
  const isOwner = viewerUuid === list.userUuid;
  const wishlist = list.kind === 'wishlist';
  const reservationsShown = wishlist && (!isOwner || list.showReservations);
  const content = await readListItems({ db, listId: list.id, withReservations: reservationsShown });
  return {
    kind: list.kind,
    name: list.name,
    owner_name: ownerName,
    can_reserve: wishlist && !isOwner,
    reservations_shown: reservationsShown,
    ...content,
  };
}
