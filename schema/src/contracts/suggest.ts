import { z } from 'zod';
import { facetOptionSchema } from './search-answers';

/** How many suggestions of each kind the search box shows at most. */
export const SUGGEST_LIMITS = { games: 5, publishers: 3, designers: 3, posts: 3 } as const;

/** The longest text the search box asks suggestions for. */
export const SUGGEST_MAX_QUERY_LENGTH = 100;

/**
 * `GET /api/suggest/?q=`: the typed text, trimmed, 1 to 100 characters. Longer texts are no
 * type-ahead any more; they go to the game list's full search.
 */
export const suggestRequestSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Bitte gib einen Suchbegriff ein.')
    .max(
      SUGGEST_MAX_QUERY_LENGTH,
      `Der Suchbegriff darf höchstens ${SUGGEST_MAX_QUERY_LENGTH} Zeichen lang sein.`,
    ),
});
export type SuggestRequest = z.infer<typeof suggestRequestSchema>;

/** A game suggestion: what its page address needs, the cover and the best total (cents, with shipping). */
export const gameSuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The category group slug of `/games/{group}/{slug}`. */
  group: z.string(),
  publisher: z.string().nullable(),
  cover_image_id: z.number().int().nullable(),
  best_total: z.number().int().nullable(),
});
export type GameSuggestion = z.infer<typeof gameSuggestionSchema>;

/** A magazine post suggestion: its title and what `/magazine/{category_slug}/{slug}` needs. */
export const postSuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category_slug: z.string(),
  title: z.string(),
});
export type PostSuggestion = z.infer<typeof postSuggestionSchema>;

/**
 * The answer of `GET /api/suggest/?q=`: games (at most 5), publishers and designers (at most 3
 * each, facet values with their `key` for the list's filter and the number of games), magazine
 * posts (at most 3), each group best first.
 */
export const suggestResponseSchema = z.object({
  data: z.object({
    games: z.array(gameSuggestionSchema).max(SUGGEST_LIMITS.games),
    publishers: z.array(facetOptionSchema).max(SUGGEST_LIMITS.publishers),
    designers: z.array(facetOptionSchema).max(SUGGEST_LIMITS.designers),
    posts: z.array(postSuggestionSchema).max(SUGGEST_LIMITS.posts),
  }),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
