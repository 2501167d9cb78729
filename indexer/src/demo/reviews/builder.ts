import type { ModerationReason } from '@spielraum/schema';
import type { DemoAuthor } from '../demo-authors';

/**
 * The shape of the demo reviews and three short functions that write them, so the content file
 * reads like a list of reviews per game: `published({ by: MIA, stars: 4, daysAgo: 120, helpful: 7
 * }, 'Titel', 'Text')`, `pending(…)`, `rejected(…)`. Authors are demo accounts (by e-mail, shown
 * with their display name) or invented readers without an account.
 */

export const MIA: DemoAuthor = { account: 'mia@spielraum.demo' };
export const LEA: DemoAuthor = { account: 'kuratorin@spielraum.demo' };
export const reader = (name: string): DemoAuthor => ({ name });

export type DemoReviewState =
  | { status: 'published'; helpful: number }
  | { status: 'pending' }
  | { status: 'rejected'; reason: ModerationReason; note: string };

export interface DemoReview {
  author: DemoAuthor;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  /** Days before the seed the review was written (at least 1, so its moderation lies in the past). */
  daysAgo: number;
  state: DemoReviewState;
}

interface Written {
  by: DemoAuthor;
  stars: DemoReview['rating'];
  daysAgo: number;
}

/** A review the editors approved; `helpful` is the number of "Hilfreich" votes it collected. */
export const published = (
  { by, stars, daysAgo, helpful }: Written & { helpful: number },
  title: string,
  text: string,
): DemoReview => ({
  author: by,
  rating: stars,
  title,
  text,
  daysAgo,
  state: { status: 'published', helpful },
});

/** A review still waiting in the moderation queue. */
export const pending = ({ by, stars, daysAgo }: Written, title: string, text: string): DemoReview => ({
  author: by,
  rating: stars,
  title,
  text,
  daysAgo,
  state: { status: 'pending' },
});

/** A review the editors turned down, with the reason and note its author reads. */
export const rejected = (
  { by, stars, daysAgo, reason, note }: Written & { reason: ModerationReason; note: string },
  title: string,
  text: string,
): DemoReview => ({
  author: by,
  rating: stars,
  title,
  text,
  daysAgo,
  state: { status: 'rejected', reason, note },
});
