import {
  addListItemResponseSchema,
  basketResponseSchema,
  ignoredGamesResponseSchema,
  listAlertRuleResponseSchema,
  listAlertRulesResponseSchema,
  reserveGiftResponseSchema,
  sharedListResponseSchema,
  shareListResponseSchema,
  successResponseSchema,
  userGameStatesResponseSchema,
  userListDetailResponseSchema,
  userListResponseSchema,
  userListsResponseSchema,
  type CreateListAlertRuleRequest,
  type ListKind,
  type UpdateListItemRequest,
} from '@spielraum/schema';
import { apiGet, apiRequest, type RequestOptions } from '../api/client';

/** `GET /api/userlists/?kind=`: the user's lists of one kind (both when left out). */
export function fetchUserLists(kind: ListKind | undefined, options: RequestOptions = {}) {
  const query = new URLSearchParams(kind ? { kind } : {});
  return apiGet('userlists/', userListsResponseSchema, { ...options, query });
}

/** `GET /api/userlists/{id}/`: one list with its games, best totals and their sum. */
export function fetchUserList(id: number, options: RequestOptions = {}) {
  return apiGet(`userlists/${id}/`, userListDetailResponseSchema, options);
}

/**
 * `GET /api/userlists/{id}/basket/`: the cheapest way to buy the list's games across shops, at
 * most `maxDealers` shops, only offers in stock with `inStock`, only `productIds` of the list.
 */
export function fetchBasket(
  id: number,
  { maxDealers, inStock, productIds }: { maxDealers?: string; inStock: boolean; productIds?: string[] },
) {
  const query = new URLSearchParams();
  if (maxDealers) query.set('max_dealers', maxDealers);
  if (inStock) query.set('in_stock', '1');
  if (productIds) query.set('product_ids', productIds.join(','));
  return apiGet(`userlists/${id}/basket/`, basketResponseSchema, { query });
}

/** `POST /api/userlists/` */
export function createUserList(kind: ListKind, name: string) {
  return apiRequest('POST', 'userlists/', userListResponseSchema, { json: { kind, name } });
}

/** `PATCH /api/userlists/{id}/`: rename. */
export function renameUserList(id: number, name: string) {
  return apiRequest('PATCH', `userlists/${id}/`, userListResponseSchema, { json: { name } });
}

/** `DELETE /api/userlists/{id}/` */
export function deleteUserList(id: number) {
  return apiRequest('DELETE', `userlists/${id}/`, successResponseSchema);
}

/**
 * `POST /api/userlists/items/`: puts a game on the list `listId`, or without it on the user's
 * latest list of `kind`; fails with "no list exists" (SPEC §8 text) when the user has none.
 */
export function addGameToList(values: { kind: ListKind; productId: number; listId?: number }) {
  return apiRequest('POST', 'userlists/items/', addListItemResponseSchema, {
    json: {
      kind: values.kind,
      product_id: values.productId,
      ...(values.listId ? { list_id: values.listId } : {}),
    },
  });
}

/** `PATCH /api/userlists/{id}/items/{product_id}/`: note and/or priority. */
export function updateListItem(listId: number, productId: number, values: UpdateListItemRequest) {
  return apiRequest('PATCH', `userlists/${listId}/items/${productId}/`, successResponseSchema, {
    json: values,
  });
}

/** `DELETE /api/userlists/{id}/items/{product_id}/` */
export function removeListItem(listId: number, productId: number) {
  return apiRequest('DELETE', `userlists/${listId}/items/${productId}/`, successResponseSchema);
}

/** `POST /api/userlists/{id}/share/`: answers the share hash. */
export function shareUserList(id: number) {
  return apiRequest('POST', `userlists/${id}/share/`, shareListResponseSchema);
}

/** `DELETE /api/userlists/{id}/share/`: the old address stops working. */
export function revokeUserListShare(id: number) {
  return apiRequest('DELETE', `userlists/${id}/share/`, successResponseSchema);
}

/** `GET /api/sharedlists/{hash}/` (public). */
export function fetchSharedList(hash: string, options: RequestOptions = {}) {
  return apiGet(`sharedlists/${encodeURIComponent(hash)}/`, sharedListResponseSchema, options);
}

/** `GET /api/ignoredgames/` */
export function fetchIgnoredGames(options: RequestOptions = {}) {
  return apiGet('ignoredgames/', ignoredGamesResponseSchema, options);
}

/** `POST /api/ignoredgames/` */
export function ignoreGame(productId: number) {
  return apiRequest('POST', 'ignoredgames/', successResponseSchema, { json: { product_id: productId } });
}

/** `DELETE /api/ignoredgames/{product_id}/` */
export function unignoreGame(productId: number) {
  return apiRequest('DELETE', `ignoredgames/${productId}/`, successResponseSchema);
}

/** `GET /api/usergamestates/?product_ids=`: the user's lists and the games' memberships. */
export function fetchGameStates(productIds: number[], options: RequestOptions = {}) {
  const query = new URLSearchParams({ product_ids: productIds.join(',') });
  return apiGet('usergamestates/', userGameStatesResponseSchema, { ...options, query });
}

/** The address of a shared list's public view. */
export function sharePath(kind: ListKind, hash: string): string {
  return `/${kind === 'wishlist' ? 'wishlistview' : 'collectionview'}/${hash}`;
}

/** The address of a list's own page. */
export function listPath(kind: ListKind, id: number): string {
  return `/${kind === 'wishlist' ? 'wishlists' : 'collections'}/${id}`;
}

/**
 * Fired on `window` after a game was ignored or un-ignored, so a mounted search list can run
 * its search again (web/src/lists/RefreshOnIgnore.tsx).
 */
export { IGNORED_CHANGED_EVENT } from './ignored-event';

/** `PATCH /api/userlists/{id}/settings/`: whether the owner sees the wish list's gift reservations. */
export function changeListSettings(id: number, values: { show_reservations: boolean }) {
  return apiRequest('PATCH', `userlists/${id}/settings/`, userListResponseSchema, { json: values });
}

function reservationPath(hash: string, productId: number) {
  return `sharedlists/${encodeURIComponent(hash)}/items/${productId}/reservation/`;
}

/** `POST /api/sharedlists/{hash}/items/{product_id}/reservation/`: "Ich schenke das"; answers the undo secret. */
export function reserveGift(hash: string, productId: number, gifterName: string) {
  return apiRequest('POST', reservationPath(hash, productId), reserveGiftResponseSchema, {
    json: gifterName.trim() ? { gifter_name: gifterName } : {},
  });
}

/** `DELETE /api/sharedlists/{hash}/items/{product_id}/reservation/` with the reservation's undo secret. */
export function cancelGiftReservation(hash: string, productId: number, undoSecret: string) {
  return apiRequest('DELETE', reservationPath(hash, productId), successResponseSchema, {
    json: { undo_secret: undoSecret },
  });
}

/** `GET /api/userlists/{id}/alertrules/`: the wish list's alert rules. */
export function fetchListAlertRules(id: number, options: RequestOptions = {}) {
  return apiGet(`userlists/${id}/alertrules/`, listAlertRulesResponseSchema, options);
}

/** `POST /api/userlists/{id}/alertrules/`: one alert rule for every game of the wish list. */
export function createListAlertRule(id: number, request: CreateListAlertRuleRequest) {
  return apiRequest('POST', `userlists/${id}/alertrules/`, listAlertRuleResponseSchema, { json: request });
}

/** `DELETE /api/userlists/{id}/alertrules/{ruleId}/`: the rule with its alerts. */
export function deleteListAlertRule(id: number, ruleId: number) {
  return apiRequest('DELETE', `userlists/${id}/alertrules/${ruleId}/`, successResponseSchema);
}
