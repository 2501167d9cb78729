import type { DemoReview } from './builder';
import { BOARD_GAME_REVIEWS } from './reviews-board-games';
import { CARD_PARTY_KIDS_REVIEWS } from './reviews-card-party-kids';

/** A demo review together with the catalogue slug of the game it is about. */
export interface DemoGameReview extends DemoReview {
  game: string;
}

/**
 * Every demo review, written for Spielraum: one to three per game on more than fifty games of
 * the demo catalogue, mostly published, a few waiting for moderation and two rejected.
 */
export const DEMO_REVIEWS: readonly DemoGameReview[] = [BOARD_GAME_REVIEWS, CARD_PARTY_KIDS_REVIEWS].flatMap(
  (byGame) =>
    Object.entries(byGame).flatMap(([game, reviews]) => reviews.map((review) => ({ game, ...review }))),
);
