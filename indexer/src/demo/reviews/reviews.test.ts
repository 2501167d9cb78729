import { describe, expect, it } from 'vitest';
import { MODERATION_REASONS, REVIEW_LIMITS } from '@spielraum/schema';
import { loadDemoCatalogue } from '../catalogue';
import { DEMO_USERS } from '../users';
import { BOARD_GAME_REVIEWS } from './reviews-board-games';
import { CARD_PARTY_KIDS_REVIEWS } from './reviews-card-party-kids';
import { DEMO_REVIEWS } from './reviews';

const author = (review: (typeof DEMO_REVIEWS)[number]) =>
  'account' in review.author ? review.author.account : `reader:${review.author.name}`;

describe('demo reviews', () => {
  it('are about games of the demo catalogue, each game in one content file only', () => {
    const games = new Map(loadDemoCatalogue().map((game) => [game.slug, game]));
    for (const review of DEMO_REVIEWS) expect(games.get(review.game)?.productType, review.game).toBe('game');
    const shared = Object.keys(BOARD_GAME_REVIEWS).filter((slug) => slug in CARD_PARTY_KIDS_REVIEWS);
    expect(shared).toEqual([]);
  });

  it('publish reviews on at least 40 games, one to four reviews per game', () => {
    const published = new Set(
      DEMO_REVIEWS.filter((review) => review.state.status === 'published').map((review) => review.game),
    );
    expect(published.size).toBeGreaterThanOrEqual(40);
    const perGame = new Map<string, number>();
    for (const review of DEMO_REVIEWS) perGame.set(review.game, (perGame.get(review.game) ?? 0) + 1);
    for (const [game, n] of perGame) {
      expect(n, game).toBeGreaterThanOrEqual(1);
      expect(n, game).toBeLessThanOrEqual(4);
    }
  });

  it('spread their ratings from 1 to 5, mostly 3 to 5', () => {
    const ratings = DEMO_REVIEWS.map((review) => review.rating);
    for (const rating of ratings) expect([1, 2, 3, 4, 5]).toContain(rating);
    for (const rating of [1, 2, 3, 4, 5]) expect(ratings).toContain(rating);
    const low = ratings.filter((rating) => rating <= 2).length;
    expect(low / ratings.length).toBeGreaterThan(0.05);
    expect(low / ratings.length).toBeLessThan(0.25);
  });

  it('keep four pending and two rejected reviews, one of each by Mia', () => {
    const pending = DEMO_REVIEWS.filter((review) => review.state.status === 'pending');
    const rejected = DEMO_REVIEWS.filter((review) => review.state.status === 'rejected');
    expect(pending).toHaveLength(4);
    expect(rejected).toHaveLength(2);
    expect(pending.filter((review) => author(review) === 'mia@spielraum.demo')).toHaveLength(1);
    const mias = rejected.filter((review) => author(review) === 'mia@spielraum.demo');
    expect(mias).toHaveLength(1);
    expect(mias[0]?.state).toMatchObject({ status: 'rejected', reason: 'off_topic' });
    for (const review of rejected) {
      if (review.state.status !== 'rejected') continue;
      expect(Object.keys(MODERATION_REASONS)).toContain(review.state.reason);
      expect(review.state.note.length).toBeGreaterThan(10);
    }
  });

  it('let every demo account review a game at most once, and only verified user accounts write', () => {
    const writers = new Set(
      DEMO_USERS.filter((user) => user.verified && user.userType === 'user').map((user) => user.email),
    );
    const pairs = new Set<string>();
    for (const review of DEMO_REVIEWS) {
      if (!('account' in review.author)) continue;
      expect(writers.has(review.author.account), review.author.account).toBe(true);
      const pair = `${review.game}/${review.author.account}`;
      expect(pairs.has(pair), pair).toBe(false);
      pairs.add(pair);
    }
    expect(DEMO_REVIEWS.some((review) => 'name' in review.author)).toBe(true);
  });

  it('have short titles, texts within the limits and times within the last year', () => {
    for (const review of DEMO_REVIEWS) {
      expect(review.title.trim(), review.game).toBe(review.title);
      expect(review.title.length, review.title).toBeGreaterThan(0);
      expect(review.title.length, review.title).toBeLessThanOrEqual(
        Math.min(60, REVIEW_LIMITS.titleMaxLength),
      );
      expect(review.text.length, review.title).toBeGreaterThan(60);
      expect(review.text.length, review.title).toBeLessThanOrEqual(REVIEW_LIMITS.textMaxLength);
      const sentences = review.text.split(/[.!?…](?:\s|$)/).filter((part) => part.trim()).length;
      expect(sentences, review.title).toBeGreaterThanOrEqual(2);
      expect(sentences, review.title).toBeLessThanOrEqual(6);
      expect(review.daysAgo).toBeGreaterThanOrEqual(1);
      expect(review.daysAgo).toBeLessThanOrEqual(365);
      if (review.state.status === 'published') {
        expect(review.state.helpful).toBeGreaterThanOrEqual(0);
        expect(review.state.helpful).toBeLessThanOrEqual(25);
      }
    }
  });
});
