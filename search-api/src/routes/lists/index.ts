import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  addItemToListRequestSchema,
  addListItemRequestSchema,
  createUserListRequestSchema,
  ignoreGameRequestSchema,
  LIST_LIMITS,
  message,
  renameUserListRequestSchema,
  updateListItemRequestSchema,
  userGameStatesQuerySchema,
  userListsQuerySchema,
  type AddListItemResponse,
  type IgnoredGamesResponse,
  type SharedListResponse,
  type SuccessResponse,
  type UserGameStatesResponse,
  type UserListDetailResponse,
  type UserListResponse,
  type UserListsResponse,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { ignoredProducts, products, userListItems, userLists, users } from '@spielraum/schema/db';
import type { AccountsContext } from '../../accounts/context';
import { requireUser } from '../../accounts/require-user';
import { selectGameCards, toGameCard } from '../../catalogue/game-cards';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { findOwnList, toUserList } from './find-own-list';
import { readListItems } from './read-list-items';

const SUCCESS: SuccessResponse = { data: 'success' };

function listPathId(
  c: Context,
  name: string,
  notFound: 'listNotFound' | 'listItemNotFound' | 'gameNotFound',
) {
  return pathId(
    c,
    name,
    'integer',
    () => new AppError('not_found', { error: 'not found', message: message(notFound) }),
  );
}

async function requireProduct(db: Database, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product)
    throw new AppError('validation_failed', {
      error: 'game not found',
      message: message('gameNotFound'),
      fields: { product_id: message('gameNotFound') },
    });
}

/** Adds a game to a list (once; adding again keeps note and priority) within the per-list cap. */
async function addToList(
  db: Database,
  listId: number,
  item: { product_id: number; note?: string | undefined; priority?: number | undefined },
) {
  await requireProduct(db, item.product_id);
  const [row] = await db
    .select({ amount: count() })
    .from(userListItems)
    .where(eq(userListItems.listId, listId));
  if ((row?.amount ?? 0) >= LIST_LIMITS.itemsPerList)
    throw new AppError('bad_request', {
      error: 'list full',
      message: message('listFull', { amount: LIST_LIMITS.itemsPerList }),
    });
  await db
    .insert(userListItems)
    .values({
      listId,
      productId: item.product_id,
      ...(item.note ? { note: item.note } : {}),
      ...(item.priority ? { priority: item.priority } : {}),
    })
    .onConflictDoNothing();
  await db.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, listId));
}

/**
 * Wish lists, collections and ignored games (issue 7; SPEC §7 "not shown", designed in its
 * style). Every call except `GET sharedlists/{hash}/` needs a signed-in, verified user and only
 * ever reaches that user's rows: another user's list id answers 404 like a missing one.
 *
 * - `GET|POST userlists/` (`?kind=wishlist|collection`), `GET|PATCH|DELETE userlists/{id}/`
 * - `POST userlists/items/` (by kind; 400 "no list exists" with SPEC's text when the user has none)
 * - `POST userlists/{id}/items/`, `PATCH|DELETE userlists/{id}/items/{product_id}/`
 * - `POST|DELETE userlists/{id}/share/`, `GET sharedlists/{hash}/` (public, read-only)
 * - `GET|POST ignoredgames/`, `DELETE ignoredgames/{product_id}/`
 * - `GET usergamestates/?product_ids=` (the user's lists and each game's lists and ignore state)
 */
export function listRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  return new Hono()
    .get('/userlists/', async (c) => {
      const { user } = await requireUser(c, db);
      const { kind } = parseQuery(c, userListsQuerySchema);
      const rows = await db
        .select({
          list: userLists,
          amount: sql<number>`(select count(*) from ${userListItems} where ${userListItems.listId} = ${userLists.id})::int`,
        })
        .from(userLists)
        .where(and(eq(userLists.userUuid, user.uuid), kind ? eq(userLists.kind, kind) : undefined))
        .orderBy(asc(userLists.kind), asc(userLists.name), asc(userLists.id));
      const answer: UserListsResponse = {
        data: rows.map(({ list, amount }) => ({
          id: list.id,
          kind: list.kind,
          name: list.name,
          item_count: amount,
          share_hash: list.shareHash,
          created_at: list.createdAt.toISOString(),
          updated_at: list.updatedAt.toISOString(),
        })),
      };
      return c.json(answer);
    })
    .post('/userlists/', async (c) => {
      const { user } = await requireUser(c, db);
      const body = await parseJson(c, createUserListRequestSchema);
      const [row] = await db
        .select({ amount: count() })
        .from(userLists)
        .where(eq(userLists.userUuid, user.uuid));
      if ((row?.amount ?? 0) >= LIST_LIMITS.listsPerUser)
        throw new AppError('bad_request', {
          error: 'too many lists',
          message: message('listLimitReached', { amount: LIST_LIMITS.listsPerUser }),
        });
      const [list] = await db
        .insert(userLists)
        .values({ userUuid: user.uuid, kind: body.kind, name: body.name })
        .returning();
      if (!list) throw new AppError('internal');
      const answer: UserListResponse = { data: await toUserList({ db, list }) };
      return c.json(answer, 201);
    })
    .post('/userlists/items/', async (c) => {
      const { user } = await requireUser(c, db);
      const body = await parseJson(c, addListItemRequestSchema);
      const list = body.list_id
        ? await findOwnList({ db, userUuid: user.uuid, listId: body.list_id })
        : (
            await db
              .select()
              .from(userLists)
              .where(and(eq(userLists.userUuid, user.uuid), eq(userLists.kind, body.kind)))
              .orderBy(desc(userLists.updatedAt), desc(userLists.id))
              .limit(1)
          )[0];
      if (!list || list.kind !== body.kind)
        throw new AppError('bad_request', { error: 'no list exists', message: message('noListExists') });
      await addToList(db, list.id, { product_id: body.product_id });
      const answer: AddListItemResponse = {
        data: { list_id: list.id, list_name: list.name, product_id: body.product_id },
      };
      return c.json(answer);
    })
    .get('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      const content = await readListItems({ db, listId: list.id });
      const answer: UserListDetailResponse = {
        data: { ...(await toUserList({ db, list })), ...content },
      };
      return c.json(answer);
    })
    .patch('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      const { name } = await parseJson(c, renameUserListRequestSchema);
      const [updated] = await db
        .update(userLists)
        .set({ name, updatedAt: new Date() })
        .where(eq(userLists.id, list.id))
        .returning();
      const answer: UserListResponse = { data: await toUserList({ db, list: updated ?? list }) };
      return c.json(answer);
    })
    .delete('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      await db.delete(userLists).where(eq(userLists.id, list.id));
      return c.json(SUCCESS);
    })
    .post('/userlists/:id/items/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      const body = await parseJson(c, addItemToListRequestSchema);
      await addToList(db, list.id, body);
      const answer: AddListItemResponse = {
        data: { list_id: list.id, list_name: list.name, product_id: body.product_id },
      };
      return c.json(answer);
    })
    .patch('/userlists/:id/items/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      const productId = listPathId(c, 'productId', 'listItemNotFound');
      const body = await parseJson(c, updateListItemRequestSchema);
      const changed = await db
        .update(userListItems)
        .set({
          ...(body.note !== undefined
            ? { note: body.note === null || body.note === '' ? null : body.note }
            : {}),
          ...(body.priority !== undefined ? { priority: body.priority } : {}),
        })
        .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
        .returning({ productId: userListItems.productId });
      if (changed.length === 0)
        throw new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') });
      return c.json(SUCCESS);
    })
    .delete('/userlists/:id/items/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      const productId = listPathId(c, 'productId', 'listItemNotFound');
      const removed = await db
        .delete(userListItems)
        .where(and(eq(userListItems.listId, list.id), eq(userListItems.productId, productId)))
        .returning({ productId: userListItems.productId });
      if (removed.length === 0)
        throw new AppError('not_found', { error: 'item not found', message: message('listItemNotFound') });
      return c.json(SUCCESS);
    })
    .post('/userlists/:id/share/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      // sharing again keeps the address; after a revoke a new one is drawn (the old stays dead)
      const shareHash = list.shareHash ?? randomBytes(16).toString('base64url');
      if (!list.shareHash)
        await db.update(userLists).set({ shareHash, updatedAt: new Date() }).where(eq(userLists.id, list.id));
      return c.json({ data: { share_hash: shareHash } });
    })
    .delete('/userlists/:id/share/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await findOwnList({
        db,
        userUuid: user.uuid,
        listId: listPathId(c, 'id', 'listNotFound'),
      });
      await db
        .update(userLists)
        .set({ shareHash: null, updatedAt: new Date() })
        .where(eq(userLists.id, list.id));
      return c.json(SUCCESS);
    })
    .get('/sharedlists/:hash/', async (c) => {
      const hash = c.req.param('hash');
      const notFound = new AppError('not_found', {
        error: 'list not found',
        message: message('listNotFound'),
      });
      if (!/^[A-Za-z0-9_-]{22}$/.test(hash)) throw notFound;
      const [row] = await db
        .select({ list: userLists, ownerName: users.displayName })
        .from(userLists)
        .innerJoin(users, eq(users.uuid, userLists.userUuid))
        .where(and(isNotNull(userLists.shareHash), eq(userLists.shareHash, hash)))
        .limit(1);
      if (!row) throw notFound;
      const content = await readListItems({ db, listId: row.list.id });
      const answer: SharedListResponse = {
        data: { kind: row.list.kind, name: row.list.name, owner_name: row.ownerName, ...content },
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .get('/ignoredgames/', async (c) => {
      const { user } = await requireUser(c, db);
      const rows = await selectGameCards(db)
        .innerJoin(ignoredProducts, eq(ignoredProducts.productId, products.id))
        .where(eq(ignoredProducts.userUuid, user.uuid))
        .orderBy(desc(ignoredProducts.createdAt), asc(products.id));
      const times = await db
        .select({ productId: ignoredProducts.productId, createdAt: ignoredProducts.createdAt })
        .from(ignoredProducts)
        .where(eq(ignoredProducts.userUuid, user.uuid));
      const timeOf = new Map(times.map((row) => [row.productId, row.createdAt.toISOString()]));
      const answer: IgnoredGamesResponse = {
        data: rows.map((row) => ({ game: toGameCard(row), ignored_at: timeOf.get(row.product_id) ?? '' })),
      };
      return c.json(answer);
    })
    .post('/ignoredgames/', async (c) => {
      const { user } = await requireUser(c, db);
      const { product_id } = await parseJson(c, ignoreGameRequestSchema);
      await requireProduct(db, product_id);
      const [row] = await db
        .select({ amount: count() })
        .from(ignoredProducts)
        .where(eq(ignoredProducts.userUuid, user.uuid));
      if ((row?.amount ?? 0) >= LIST_LIMITS.ignoredPerUser)
        throw new AppError('bad_request', {
          error: 'too many ignored games',
          message: message('ignoredLimitReached', { amount: LIST_LIMITS.ignoredPerUser }),
        });
      await db
        .insert(ignoredProducts)
        .values({ userUuid: user.uuid, productId: product_id })
        .onConflictDoNothing();
      return c.json(SUCCESS);
    })
    .delete('/ignoredgames/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const productId = listPathId(c, 'productId', 'gameNotFound');
      await db
        .delete(ignoredProducts)
        .where(and(eq(ignoredProducts.userUuid, user.uuid), eq(ignoredProducts.productId, productId)));
      return c.json(SUCCESS);
    })
    .get('/usergamestates/', async (c) => {
      const { user } = await requireUser(c, db);
      const { product_ids } = parseQuery(c, userGameStatesQuerySchema);
      const lists = await db
        .select({ id: userLists.id, kind: userLists.kind, name: userLists.name })
        .from(userLists)
        .where(eq(userLists.userUuid, user.uuid))
        .orderBy(asc(userLists.kind), asc(userLists.name), asc(userLists.id));
      const memberships = lists.length
        ? await db
            .select({ listId: userListItems.listId, productId: userListItems.productId })
            .from(userListItems)
            .where(
              and(
                inArray(
                  userListItems.listId,
                  lists.map((list) => list.id),
                ),
                inArray(userListItems.productId, product_ids),
              ),
            )
        : [];
      const ignored = await db
        .select({ productId: ignoredProducts.productId })
        .from(ignoredProducts)
        .where(and(eq(ignoredProducts.userUuid, user.uuid), inArray(ignoredProducts.productId, product_ids)));
      const ignoredIds = new Set(ignored.map((row) => row.productId));
      const answer: UserGameStatesResponse = {
        data: {
          lists,
          games: product_ids.map((productId) => ({
            product_id: productId,
            list_ids: memberships.filter((row) => row.productId === productId).map((row) => row.listId),
            ignored: ignoredIds.has(productId),
          })),
        },
      };
      return c.json(answer);
    });
}
