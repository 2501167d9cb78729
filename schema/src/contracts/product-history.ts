import { z } from 'zod';
import { message } from '../constants/messages';
import { gameCardSchema } from './api';
import { PRODUCT_HISTORY_LIMIT } from './product-history-storage';

const productId = z
  .number({ error: message('invalidValue') })
  .int(message('invalidValue'))
  .positive(message('invalidValue'))
  .max(2_147_483_647, message('invalidValue'));

/** `POST userproductshistory/`: a game the signed-in user opened (only with the "Produktverlauf" consent). */
export const productViewRequestSchema = z.object({ product_id: productId }).strict();

/** `GET userproductshistory/` (the user's recently viewed games, newest first) and `GET gamecards/`. */
export const productHistoryResponseSchema = z.object({
  data: z.object({ games: z.array(gameCardSchema) }),
});
export type ProductHistoryResponse = z.infer<typeof productHistoryResponseSchema>;

/** `GET gamecards/?ids=`: the cards of the given games in that order (a browser's own history). */
export const gameCardsQuerySchema = z.object({
  ids: z
    .string({ error: message('invalidValue') })
    .max(600, message('invalidValue'))
    .regex(/^\d{1,10}(,\d{1,10})*$/, message('invalidValue'))
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z.array(productId).max(PRODUCT_HISTORY_LIMIT, message('maxItems', { amount: PRODUCT_HISTORY_LIMIT })),
    ),
});
