import { z } from 'zod';
import { availabilityValues } from '../constants/values';
import { SLUG_PATTERN } from '../magazine/slug';
import { gameCardSchema } from './api';
import { socialLinkSchema } from './social-links';

/**
 * The public dealer directory (SPEC §2 `dealers-details`; calls "not shown", designed in SPEC
 * §7's style): `GET dealers/` lists the active dealers, `GET dealers/{slug}/` answers one with the
 * games it offers. Inactive and unknown dealers answer 404. What only operators need (feed
 * address, format, schedule, conditional-GET validators) is never part of these answers.
 */

export const DEALER_LIMITS = {
  /** Games the dealer page shows: the most popular of those the dealer offers. */
  gamesShown: 24,
  slugMaxLength: 120,
} as const;

/** A dealer's slug as the path carries it; anything else is answered like an unknown dealer. */
export const dealerSlugSchema = z.string().max(DEALER_LIMITS.slugMaxLength).regex(SLUG_PATTERN);

/** A dealer as the directory shows it (money in euro cents, shipping to Germany). */
export const dealerSummarySchema = z.object({
  /** The id that the user's excluded dealers (`excluded_dealer_ids`) name. */
  dealer_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The logo, served by `/api/images/{id}`; null: the page shows the name in a neutral tile. */
  logo_image_id: z.number().int().nullable(),
  /** 0 to 5, one decimal; null while the dealer has no rating. */
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  /** Shipping to Germany below the free-shipping threshold (or always, without one). */
  shipping_cost: z.number().int(),
  /** Order value from which shipping to Germany is free (0: always free); null when never free. */
  free_shipping_threshold: z.number().int().nullable(),
  /** Offers not gone and assigned to a game: the ones the game pages show. */
  offer_count: z.number().int(),
  /** The shop's profiles on social networks, as its dealer entered them in the dealer area. */
  social_links: z.array(socialLinkSchema),
});
export type DealerSummary = z.infer<typeof dealerSummarySchema>;

/** `GET /api/dealers/`: every active dealer, by name. */
export const dealersResponseSchema = z.object({
  data: z.object({ dealers: z.array(dealerSummarySchema) }),
});
export type DealersResponse = z.infer<typeof dealersResponseSchema>;

/** A game the dealer offers, with the dealer's own cheapest total for it. */
export const dealerGameSchema = z.object({
  game: gameCardSchema,
  /** This dealer's cheapest price plus shipping to Germany for the game (its orderable offers). */
  dealer_total: z.number().int().nullable(),
  /** The best availability among this dealer's offers for the game. */
  dealer_availability: z.enum(availabilityValues),
});
export type DealerGame = z.infer<typeof dealerGameSchema>;

/** One dealer's page: the directory's facts, the shop's address and shipping text, and its games. */
export const dealerProfileSchema = dealerSummarySchema.extend({
  /** The shop's address; null when the stored one is no http(s) address (never linked then). */
  website: z.url({ protocol: /^https?$/ }).nullable(),
  /** The dealer's own words on shipping (carrier, days); may be empty. */
  shipping_info: z.string(),
  /** Different games among the dealer's offers. */
  game_count: z.number().int(),
  /** The most popular of those games, at most `DEALER_LIMITS.gamesShown`. */
  games: z.array(dealerGameSchema),
});
export type DealerProfile = z.infer<typeof dealerProfileSchema>;

/** `GET /api/dealers/{slug}/`. */
export const dealerResponseSchema = z.object({ data: z.object({ dealer: dealerProfileSchema }) });
export type DealerResponse = z.infer<typeof dealerResponseSchema>;
