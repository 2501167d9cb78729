import { z } from 'zod';
import {
  availabilityValues,
  gameListAttributeKeys,
  offerConditionValues,
  productTypeValues,
} from '../constants/values';
import { gameCardSchema } from './api';

/** A named value of a product attribute; `slug` with `id` forms the search filter value. */
export const attributeValueSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** An edition of the product (SPEC §3 product_version_id, sku, gtin, language). */
export const productVersionSchema = z.object({
  product_version_id: z.number().int(),
  gtin: z.string().nullable(),
  sku: z.string().nullable(),
  language: z.string(),
  edition: z.string().nullable(),
});

/** A dealer's current offer with its total to Germany (money in euro cents, times ISO UTC). */
export const gameOfferSchema = z.object({
  offer_id: z.number().int(),
  dealer: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    logo_image_id: z.number().int().nullable(),
    /** 0 to 5, one decimal; null without ratings. */
    rating: z.number().nullable(),
    rating_count: z.number().int(),
  }),
  title: z.string(),
  url: z.url(),
  price: z.number().int(),
  /** Shipping to Germany for this order; 0 when the free-shipping threshold is reached. */
  shipping: z.number().int(),
  total: z.number().int(),
  availability: z.enum(availabilityValues),
  delivery_time: z.string().nullable(),
  condition: z.enum(offerConditionValues),
  /** The language (ISO 639-1) of the edition the offer was matched to; null when not known. */
  language: z.string().nullable(),
  last_update: z.iso.datetime({ offset: true }),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

/** Shipping rules to Germany of a dealer that offers the game. */
export const dealerShippingSchema = z.object({
  dealer_id: z.number().int(),
  name: z.string(),
  shipping_cost: z.number().int(),
  free_shipping_threshold: z.number().int().nullable(),
  shipping_info: z.string(),
});

/** A published review (SPEC §3 Review: title, rating, text). */
export const publishedReviewSchema = z.object({
  id: z.number().int(),
  author_name: z.string(),
  title: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  published_at: z.iso.datetime({ offset: true }),
});

/** A game media file (SPEC §3): served by `/api/images/{id}` in the SPEC §9 widths. */
export const gameMediaSchema = z.object({
  id: z.number().int(),
  cover: z.boolean(),
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/**
 * The game page's data: product and every attribute it has (SPEC §3), media, current offers
 * sorted by total, price statistics with the lows, daily best-price history, dealers' shipping
 * rules, published reviews, expansions, base game and related games.
 */
export const gamePageSchema = z.object({
  product: z.object({
    product_id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Original, English or former titles ("Wingspan"), searched like the title. */
    alternative_titles: z.array(z.string()),
    label: z.string().nullable(),
    category: z.string(),
    product_type: z.enum(productTypeValues),
    description: z.string(),
    number_of_players_from: z.number().int().nullable(),
    number_of_players_to: z.number().int().nullable(),
    playing_time: z.number().int().nullable(),
    release_year: z.number().int().nullable(),
    age_from: z.number().int().nullable(),
    age_to: z.number().int().nullable(),
    available_from: z.iso.datetime({ offset: true }).nullable(),
    number_of_pages: z.number().int().nullable(),
    number_of_cards: z.number().int().nullable(),
    unit_size: z.number().int().nullable(),
    scale: z.string().nullable(),
    /**
     * Community rating 0 to 5 and its number of votes as the product feed delivers them (SPEC §3
     * `rating`, `total_votes`): not the reviews written at Spielraum, which are `reviews`.
     */
    rating: z.number().nullable(),
    total_votes: z.number().int(),
    versions: z.array(productVersionSchema),
    attributes: z.partialRecord(z.enum(gameListAttributeKeys), z.array(attributeValueSchema)),
  }),
  media: z.array(gameMediaSchema),
  prices: z.object({
    /** Lowest item price without shipping: a detail; the best price shown is `best_total`. */
    best_price: z.number().int().nullable(),
    /** Best total: price plus shipping to Germany. */
    best_total: z.number().int().nullable(),
    highest_total: z.number().int().nullable(),
    availability: z.enum(availabilityValues),
    dealer_count: z.number().int(),
    lowest_all_time: z.number().int().nullable(),
    lowest_30d: z.number().int().nullable(),
    lowest_52w: z.number().int().nullable(),
    updated_at: z.iso.datetime({ offset: true }).nullable(),
  }),
  offers: z.array(gameOfferSchema),
  /** Lowest available price per day (Europe/Berlin), oldest first, at most the last 52 weeks. */
  price_history: z.array(z.object({ day: z.iso.date(), price: z.number().int() })),
  shipping: z.array(dealerShippingSchema),
  reviews: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    items: z.array(publishedReviewSchema),
  }),
  base_game: gameCardSchema.nullable(),
  expansions: z.array(gameCardSchema),
  related: z.array(gameCardSchema),
});
export type GamePage = z.infer<typeof gamePageSchema>;

/**
 * `GET /api/game/{slug}/` (game data is "not shown" in SPEC §7; designed in its style):
 * `{ data: GamePage }`, 404 with the German message for an unknown slug.
 */
export const gamePageResponseSchema = z.object({ data: gamePageSchema });
export type GamePageResponse = z.infer<typeof gamePageResponseSchema>;
