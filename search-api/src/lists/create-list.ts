import { count, eq } from 'drizzle-orm';
import { LIST_LIMITS, message, type createUserListRequestSchema, type UserList } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { userLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import { AppError } from '../http/errors';
import { toUserList } from './find-own-list';

type CreateList = z.infer<typeof createUserListRequestSchema>;

/** Creates an empty wish list or collection for the user, at most `LIST_LIMITS.listsPerUser` of them. */
export async function createList({
  db,
  userUuid,
  request,
}: {
  db: Database;
  userUuid: string;
  request: CreateList;
}): Promise<UserList> {
  const [row] = await db.select({ amount: count() }).from(userLists).where(eq(userLists.userUuid, userUuid));
  if ((row?.amount ?? 0) >= LIST_LIMITS.listsPerUser)
    throw new AppError('bad_request', {
      error: 'too many lists',
      message: message('listLimitReached', { amount: LIST_LIMITS.listsPerUser }),
    });
  const [list] = await db
    .insert(userLists)
    .values({ userUuid, kind: request.kind, name: request.name })
    .returning();
  if (!list) throw new AppError('internal');
  return toUserList({ db, list });
}
