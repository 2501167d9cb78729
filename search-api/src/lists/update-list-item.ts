import { and, eq } from 'drizzle-orm';
import { message, type updateListItemRequestSchema } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userListItems } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import type { OwnList } from './find-own-list';

type ListItemChanges = z.infer<typeof updateListItemRequestSchema>;

/** 404 for a game that is not on the list. */
export function listItemNotFound(): AppError {
  return new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') });
}

/** Changes the note (an empty one clears it) and the priority of a game on one of the user's lists. */
export async function updateListItem({
  db,
  list,
  productId,
  changes,
}: {
  db: Database;
  list: OwnList;
  productId: number;
  changes: ListItemChanges;
}): Promise<void> {
  const changed = await db
    .update(userListItems)
    .set({
      ...(changes.note !== undefined
        ? { note: changes.note === null || changes.note === '' ? null : changes.note }
        : {}),
      ...(changes.priority !== undefined ? { priority: changes.priority } : {}),
    })
    .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
    .returning({ productId: userListItems.productId });
  if (changed.length === 0) throw listItemNotFound();
}
