import { Hono, type Context } from 'hono';
import {
  addItemToListRequestSchema,
  basketQuerySchema,
  addListItemRequestSchema,
  createUserListRequestSchema,
  ignoreGameRequestSchema,
  listSettingsRequestSchema,
  message,
  renameUserListRequestSchema,
  updateListItemRequestSchema,
  userGameStatesQuerySchema,
  userListsQuerySchema,
  type AddListItemResponse,
  type BasketResponse,
  type IgnoredGamesResponse,
  type SharedListResponse,
  type ShareListResponse,
  type SuccessResponse,
  type UserGameStatesResponse,
  type UserListDetailResponse,
  type UserListResponse,
  type UserListsResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { optionalUser, requireUser } from '../../accounts/require-user';
import { AppError } from '../../http/errors';
import { parseJson, parseQuery, pathId } from '../../http/validate';
import { addGameToList } from '../../lists/add-game-to-list';
import { addGameToListOfKind } from '../../lists/add-game-to-list-of-kind';
import { changeListSettings } from '../../lists/change-list-settings';
import { createList } from '../../lists/create-list';
import { deleteList } from '../../lists/delete-list';
import { planListBasket } from '../../basket/plan-list-basket';
import { findOwnList } from '../../lists/find-own-list';
import { ignoreGame } from '../../lists/ignore-game';
import { listGameStates } from '../../lists/list-game-states';
import { listIgnoredGames } from '../../lists/list-ignored-games';
import { listLists } from '../../lists/list-lists';
import { readList } from '../../lists/read-list';
import { readSharedList } from '../../lists/read-shared-list';
import { removeGameFromList } from '../../lists/remove-game-from-list';
import { renameList } from '../../lists/rename-list';
import { shareList } from '../../lists/share-list';
import { unignoreGame } from '../../lists/unignore-game';
import { unshareList } from '../../lists/unshare-list';
import { updateListItem } from '../../lists/update-list-item';

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

/**
 * Wish lists, collections and ignored games (SPEC §7 "not shown", designed in its style); the
 * logic lives in `src/lists/`, one module per verb. Every call except `GET sharedlists/{hash}/`
 * needs a signed-in, verified user and only ever reaches that user's rows: another user's list
 * id answers 404 like a missing one.
 *
 * - `GET|POST userlists/` (`?kind=wishlist|collection`), `GET|PATCH|DELETE userlists/{id}/`
 * - `PATCH userlists/{id}/settings/` `{ show_reservations }`: whether the owner sees the gift
 *   reservations of the wish list (gift mode: `routes/gifts/`)
 * - `GET userlists/{id}/basket/` (`?max_dealers=&in_stock=1&product_ids=`): the cheapest way to
 *   buy the list's games across shops (`src/basket/plan-list-basket.ts`)
 * - `POST userlists/items/` (by kind; 400 "no list exists" with SPEC's text when the user has none)
 * - `POST userlists/{id}/items/`, `PATCH|DELETE userlists/{id}/items/{product_id}/`
 * - `POST|DELETE userlists/{id}/share/`, `GET sharedlists/{hash}/` (public, read-only; the owner
 *   gets the gift reservations only with the setting above)
 * - `GET|POST ignoredgames/`, `DELETE ignoredgames/{product_id}/`
 * - `GET usergamestates/?product_ids=` (the user's lists and each game's lists and ignore state)
 */
export function listRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  // The path's list is resolved first, so another user's list answers 404 before the body is read.
  const ownList = (c: Context, userUuid: string) =>
    findOwnList({ db, userUuid, listId: listPathId(c, 'id', 'listNotFound') });
  return new Hono()
    .get('/userlists/', async (c) => {
      const { user } = await requireUser(c, db);
      const { kind } = parseQuery(c, userListsQuerySchema);
      const answer: UserListsResponse = { data: await listLists({ db, userUuid: user.uuid, kind }) };
      return c.json(answer);
    })
    .post('/userlists/', async (c) => {
      const { user } = await requireUser(c, db);
      const request = await parseJson(c, createUserListRequestSchema);
      const answer: UserListResponse = { data: await createList({ db, userUuid: user.uuid, request }) };
      return c.json(answer, 201);
    })
    .post('/userlists/items/', async (c) => {
      const { user } = await requireUser(c, db);
      const request = await parseJson(c, addListItemRequestSchema);
      const answer: AddListItemResponse = {
        data: await addGameToListOfKind({ db, userUuid: user.uuid, request }),
      };
      return c.json(answer);
    })
    .get('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const answer: UserListDetailResponse = { data: await readList({ db, list }) };
      return c.json(answer);
    })
    .get('/userlists/:id/basket/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const query = parseQuery(c, basketQuerySchema);
      const answer: BasketResponse = {
        data: await planListBasket({
          db,
          listId: list.id,
          ...(query.max_dealers === undefined ? {} : { maxDealers: query.max_dealers }),
          inStockOnly: query.in_stock === '1',
          excludedDealerIds: user.excluded_dealer_ids,
          ...(query.product_ids ? { productIds: query.product_ids.split(',').map(Number) } : {}),
        }),
      };
      c.header('Cache-Control', 'private, no-store');
      return c.json(answer);
    })
    .patch('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const { name } = await parseJson(c, renameUserListRequestSchema);
      const answer: UserListResponse = { data: await renameList({ db, list, name }) };
      return c.json(answer);
    })
    .patch('/userlists/:id/settings/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const { show_reservations } = await parseJson(c, listSettingsRequestSchema);
      const answer: UserListResponse = {
        data: await changeListSettings({ db, list, showReservations: show_reservations }),
      };
      return c.json(answer);
    })
    .delete('/userlists/:id/', async (c) => {
      const { user } = await requireUser(c, db);
      await deleteList({ db, list: await ownList(c, user.uuid) });
      return c.json(SUCCESS);
    })
    .post('/userlists/:id/items/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const item = await parseJson(c, addItemToListRequestSchema);
      const answer: AddListItemResponse = { data: await addGameToList({ db, list, item }) };
      return c.json(answer);
    })
    .patch('/userlists/:id/items/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const productId = listPathId(c, 'productId', 'listItemNotFound');
      const changes = await parseJson(c, updateListItemRequestSchema);
      await updateListItem({ db, list, productId, changes });
      return c.json(SUCCESS);
    })
    .delete('/userlists/:id/items/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const productId = listPathId(c, 'productId', 'listItemNotFound');
      await removeGameFromList({ db, list, productId });
      return c.json(SUCCESS);
    })
    .post('/userlists/:id/share/', async (c) => {
      const { user } = await requireUser(c, db);
      const list = await ownList(c, user.uuid);
      const answer: ShareListResponse = { data: { share_hash: await shareList({ db, list }) } };
      return c.json(answer);
    })
    .delete('/userlists/:id/share/', async (c) => {
      const { user } = await requireUser(c, db);
      await unshareList({ db, list: await ownList(c, user.uuid) });
      return c.json(SUCCESS);
    })
    .get('/sharedlists/:hash/', async (c) => {
      const viewer = await optionalUser(c, db);
      const answer: SharedListResponse = {
        data: await readSharedList({
          db,
          shareHash: c.req.param('hash'),
          viewerUuid: viewer?.user.uuid ?? null,
        }),
      };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .get('/ignoredgames/', async (c) => {
      const { user } = await requireUser(c, db);
      const answer: IgnoredGamesResponse = { data: await listIgnoredGames({ db, userUuid: user.uuid }) };
      return c.json(answer);
    })
    .post('/ignoredgames/', async (c) => {
      const { user } = await requireUser(c, db);
      const { product_id } = await parseJson(c, ignoreGameRequestSchema);
      await ignoreGame({ db, userUuid: user.uuid, productId: product_id });
      return c.json(SUCCESS);
    })
    .delete('/ignoredgames/:productId/', async (c) => {
      const { user } = await requireUser(c, db);
      const productId = listPathId(c, 'productId', 'gameNotFound');
      await unignoreGame({ db, userUuid: user.uuid, productId });
      return c.json(SUCCESS);
    })
    .get('/usergamestates/', async (c) => {
      const { user } = await requireUser(c, db);
      const { product_ids } = parseQuery(c, userGameStatesQuerySchema);
      const answer: UserGameStatesResponse = {
        data: await listGameStates({ db, userUuid: user.uuid, productIds: product_ids }),
      };
      return c.json(answer);
    });
}
