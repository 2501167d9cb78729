import { z } from 'zod';
import { message } from '../constants/messages';
import { listKindValues } from '../constants/values';
import { gameCardSchema } from './api';
import { giftReservationSchema } from './gifts';

/**
 * Request and answer contracts of the wish list, collection and ignored-game calls (SPEC §7
 * says "not shown"; designed in its style: lowercase paths under /api with a trailing slash,
 * snake_case fields, money in euro cents, totals are price plus shipping to Germany).
 */

/** Limits a user's lists keep to; the server refuses more with a German message. */
export const LIST_LIMITS = {
  nameMaxLength: 80,
  noteMaxLength: 1000,
  listsPerUser: 50,
  itemsPerList: 500,
  ignoredPerUser: 5000,
  /** Share hashes: 128 random bits, base64url without padding. */
  shareHashLength: 22,
} as const;

export const listKindSchema = z.enum(listKindValues, { error: message('chooseFromList') });

const listName = z
  .string({ error: message('required') })
  .trim()
  .min(1, message('required'))
  .max(LIST_LIMITS.nameMaxLength, message('maxLength', { amount: LIST_LIMITS.nameMaxLength }));

const productId = z
  .number({ error: message('badRequest') })
  .int(message('badRequest'))
  .min(1, message('badRequest'))
  .max(2_147_483_647, message('badRequest'));

const note = z
  .string({ error: message('badRequest') })
  .trim()
  .max(LIST_LIMITS.noteMaxLength, message('maxLength', { amount: LIST_LIMITS.noteMaxLength }));

export const listPrioritySchema = z
  .number({ error: message('listPriorityRange') })
  .int(message('listPriorityRange'))
  .min(1, message('listPriorityRange'))
  .max(5, message('listPriorityRange'));

/** `GET /api/userlists/?kind=`: kind is optional (both kinds when left out). */
export const userListsQuerySchema = z.object({ kind: listKindSchema.optional() });

/** `POST /api/userlists/` */
export const createUserListRequestSchema = z.object({ kind: listKindSchema, name: listName });
export type CreateUserListRequest = z.input<typeof createUserListRequestSchema>;

/** `PATCH /api/userlists/{id}/`: rename. */
export const renameUserListRequestSchema = z.object({ name: listName });

/**
 * `POST /api/userlists/items/`: add a game to a list of a kind. Without `list_id` the game goes
 * to the user's most recently changed list of that kind; when there is none the answer is 400
 * "no list exists" with SPEC's text.
 */
export const addListItemRequestSchema = z.object({
  kind: listKindSchema,
  list_id: productId.optional(),
  product_id: productId,
});
export type AddListItemRequest = z.input<typeof addListItemRequestSchema>;

/** `POST /api/userlists/{id}/items/` */
export const addItemToListRequestSchema = z.object({
  product_id: productId,
  note: note.optional(),
  priority: listPrioritySchema.optional(),
});

/** `PATCH /api/userlists/{id}/items/{product_id}/`: note (empty clears it) and priority. */
export const updateListItemRequestSchema = z
  .object({ note: note.nullable().optional(), priority: listPrioritySchema.optional() })
  .refine((value) => value.note !== undefined || value.priority !== undefined, {
    message: message('badRequest'),
  });
export type UpdateListItemRequest = z.input<typeof updateListItemRequestSchema>;

/** `POST /api/ignoredgames/` */
export const ignoreGameRequestSchema = z.object({ product_id: productId });

/** A list as the overview shows it. `share_hash` is null while the list is not shared. */
export const userListSchema = z.object({
  id: z.number().int(),
  kind: listKindSchema,
  name: z.string(),
  item_count: z.number().int(),
  share_hash: z.string().nullable(),
  /** Whether the owner sees the gift reservations of the shared wish list (off by default). */
  show_reservations: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserList = z.infer<typeof userListSchema>;

export const userListsResponseSchema = z.object({ data: z.array(userListSchema) });
export type UserListsResponse = z.infer<typeof userListsResponseSchema>;

export const userListResponseSchema = z.object({ data: userListSchema });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/**
 * A game on a list: its card (with the current best total), note and priority, and its gift
 * reservation when the viewer may see it (null otherwise, so nothing spoils the owner's surprise).
 */
export const listItemSchema = z.object({
  game: gameCardSchema,
  note: z.string().nullable(),
  priority: z.number().int(),
  added_at: z.string(),
  reservation: giftReservationSchema.nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

/**
 * A list with its games, highest priority first. `best_total_sum` adds the current best totals
 * of the games that have an offer (`priced_count` of them); games without offer count nothing.
 */
export const userListDetailSchema = userListSchema.extend({
  items: z.array(listItemSchema),
  best_total_sum: z.number().int(),
  priced_count: z.number().int(),
});
export type UserListDetail = z.infer<typeof userListDetailSchema>;

export const userListDetailResponseSchema = z.object({ data: userListDetailSchema });
export type UserListDetailResponse = z.infer<typeof userListDetailResponseSchema>;

/**
 * `GET /api/sharedlists/{hash}/` (public, read-only): no ids or owner data. `can_reserve` is true
 * on a wish list for everyone but its owner; `reservations_shown` says whether the items carry
 * their reservations (false for the owner who has not chosen to see them).
 */
export const sharedListSchema = z.object({
  kind: listKindSchema,
  name: z.string(),
  owner_name: z.string(),
  can_reserve: z.boolean(),
  reservations_shown: z.boolean(),
  items: z.array(listItemSchema),
  best_total_sum: z.number().int(),
  priced_count: z.number().int(),
});
export type SharedList = z.infer<typeof sharedListSchema>;
export const sharedListResponseSchema = z.object({ data: sharedListSchema });
export type SharedListResponse = z.infer<typeof sharedListResponseSchema>;

/** `POST /api/userlists/{id}/share/` answers the hash the share addresses use. */
export const shareListResponseSchema = z.object({ data: z.object({ share_hash: z.string() }) });
export type ShareListResponse = z.infer<typeof shareListResponseSchema>;

/** `POST /api/userlists/items/` answers the list the game went to. */
export const addListItemResponseSchema = z.object({
  data: z.object({ list_id: z.number().int(), list_name: z.string(), product_id: z.number().int() }),
});
export type AddListItemResponse = z.infer<typeof addListItemResponseSchema>;

/** `GET /api/ignoredgames/`: newest first. */
export const ignoredGamesResponseSchema = z.object({
  data: z.array(z.object({ game: gameCardSchema, ignored_at: z.string() })),
});
export type IgnoredGamesResponse = z.infer<typeof ignoredGamesResponseSchema>;

/** `GET /api/usergamestates/?product_ids=1,2`: the user's lists and, per game, its lists and ignore state. */
export const userGameStatesQuerySchema = z.object({
  product_ids: z
    .string({ error: message('required') })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, message('badRequest'))
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), message('badRequest')),
});

export const userGameStatesResponseSchema = z.object({
  data: z.object({
    lists: z.array(z.object({ id: z.number().int(), kind: listKindSchema, name: z.string() })),
    games: z.array(
      z.object({
        product_id: z.number().int(),
        list_ids: z.array(z.number().int()),
        ignored: z.boolean(),
      }),
    ),
  }),
});
export type UserGameStatesResponse = z.infer<typeof userGameStatesResponseSchema>;

/**
 * `GET /api/userlists/{id}/basket/`: the cheapest way to buy a wish list's games across shops.
 * `max_dealers` limits the shops ("höchstens N Händler"), `in_stock=1` counts only offers that
 * ship at once, `product_ids` (comma-separated) buys a selection of the list's games.
 */
export const basketQuerySchema = z.object({
  max_dealers: z.coerce
    .number({ error: message('invalidValue') })
    .int({ error: message('invalidValue') })
    .min(1, { error: message('invalidValue') })
    .max(10, { error: message('invalidValue') })
    .optional(),
  in_stock: z.enum(['0', '1'], { error: message('chooseFromList') }).optional(),
  product_ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, { error: message('invalidValue') })
    .optional(),
});

const basketGameSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  group: z.string(),
});

/** One shop's order of the basket: its games at their offers, subtotal, shipping once, total. */
export const basketOrderSchema = z.object({
  dealer: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  items: z.array(
    basketGameSchema.extend({ offer_id: z.number().int(), price: z.number().int(), url: z.string() }),
  ),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
});
export type BasketOrder = z.infer<typeof basketOrderSchema>;

/**
 * The basket: the orders, their grand total, what buying each game on its own at its best total
 * would cost (`separate_total`, the saving's reference), the games no shop offers under the
 * chosen conditions, and whether the total is proven the cheapest (`exact`; otherwise
 * `lower_bound` bounds what a cheaper basket could cost). `feasible` is false when no basket
 * keeps to `max_dealers`.
 */
export const basketSchema = z.object({
  orders: z.array(basketOrderSchema),
  total: z.number().int(),
  separate_total: z.number().int(),
  missing: z.array(basketGameSchema),
  exact: z.boolean(),
  lower_bound: z.number().int(),
  feasible: z.boolean(),
});
export type Basket = z.infer<typeof basketSchema>;
export const basketResponseSchema = z.object({ data: basketSchema });
export type BasketResponse = z.infer<typeof basketResponseSchema>;
