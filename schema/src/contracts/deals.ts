import { z } from 'zod';
import { CATEGORY_SLUGS } from '../constants/categories';
import { message } from '../constants/messages';
import { gameCardSchema } from './api';

/** "Preisstürze": games per page of the deals list. */
export const DEALS_PER_PAGE = 24;

/**
 * `GET /api/deals/?category=&page=`: games whose best offer is a real discount, the biggest
 * first. `category` is a SPEC category slug (a product group, as in `/games/{cat}`); none lists
 * every category.
 */
export const dealsQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS, { error: message('chooseFromList') }).optional(),
  page: z.coerce
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1, message('minValue', { amount: 1 }))
    .max(10_000, message('maxValue', { amount: 10_000 }))
    .optional(),
});
export type DealsQuery = z.infer<typeof dealsQuerySchema>;

/** A real discount in the deals list: the card (with `real_discount_percent` set) and its dealer low. */
export const dealSchema = z.object({
  game: gameCardSchema.extend({ real_discount_percent: z.number().int().min(0).max(100) }),
  /** The best offer's item price (without shipping), which the percent compares. */
  price_cents: z.number().int(),
  /** Its dealer's own lowest item price in the 30 days before this price took effect. */
  dealer_low_cents: z.number().int(),
});
export type Deal = z.infer<typeof dealSchema>;

export const dealsResponseSchema = z.object({
  data: z.object({
    deals: z.array(dealSchema),
    /** The category asked for, null for all. */
    category: z.enum(CATEGORY_SLUGS).nullable(),
    /** Real discounts per category right now (every category, 0 included), for the filter. */
    categories: z.array(z.object({ slug: z.enum(CATEGORY_SLUGS), count: z.number().int() })),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type DealsResponse = z.infer<typeof dealsResponseSchema>;
