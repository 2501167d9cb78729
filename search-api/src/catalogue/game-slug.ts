import { SLUG_PATTERN } from '@spielraum/schema';

/** Longest game slug an address may carry; longer ones are no game of ours. */
const GAME_SLUG_MAX_LENGTH = 200;

/**
 * Whether a path segment can be a game's slug (`/games/{cat}/{slug}`): the game page's call and
 * the web analytics' page classification read the same rule, so both treat the same addresses
 * as games.
 */
export function isGameSlug(value: string): boolean {
  return value.length <= GAME_SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
