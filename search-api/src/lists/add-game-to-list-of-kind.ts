import { and, desc, eq } from 'drizzle-orm';
import { message, type addListItemRequestSchema, type AddListItemResponse } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { addGameToList } from './add-game-to-list';
import { findOwnList } from './find-own-list';

type AddToListOfKind = z.infer<typeof addListItemRequestSchema>;

/**
 * Adds a game to a wish list or collection of the user: the one named by `list_id`, else the
 * most recently changed list of the kind. Without such a list the answer is 400 "no list
 * exists" with SPEC's text.
 */
export async function addGameToListOfKind({
  db,
  userUuid,
  request,
}: {
  db: Database;
  userUuid: string;
  request: AddToListOfKind;
}): Promise<AddListItemResponse['data']> {
  const list = request.list_id
    ? await findOwnList({ db, userUuid, listId: request.list_id })
    : (
        await db
          .select()
          .from(userLists)
          .where(and(eq(userLists.userUuid, userUuid), eq(userLists.kind, request.kind)))
          .orderBy(desc(userLists.updatedAt), desc(userLists.id))
          .limit(1)
      )[0];
  if (!list || list.kind !== request.kind)
    throw new AppError('bad_request', { error: 'no list exists', message: message('noListExists') });
  return addGameToList({ db, list, item: { product_id: request.product_id } });
}
