import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_LIMITS, SLUG_PATTERN } from '@spielraum/schema';
import { loadDemoCatalogue } from '../catalogue/index';
import { DEMO_USERS } from '../users';
import { DEMO_LIST_COMMENTS, DEMO_LIST_FOLLOWS } from './comments';
import { DEMO_RECOMMENDATION_LISTS } from './lists';

/** Sentences of a German text; the texts avoid abbreviations and titles ending in a full stop. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '');

describe('demo recommendation lists', () => {
  it('are six lists with unique slugs: four public, one unlisted, one private', () => {
    const slugs = DEMO_RECOMMENDATION_LISTS.map((list) => list.slug);
    expect(slugs).toHaveLength(6);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    const visibilities = DEMO_RECOMMENDATION_LISTS.map((list) => list.visibility);
    expect(visibilities.filter((visibility) => visibility === 'public')).toHaveLength(4);
    expect(visibilities.filter((visibility) => visibility === 'unlisted')).toHaveLength(1);
    expect(visibilities.filter((visibility) => visibility === 'private')).toHaveLength(1);
  });

  it('hold 5 to 10 different games of the demo catalogue, each with a note of one or two sentences', () => {
    const games = new Map(loadDemoCatalogue().map((game) => [game.slug, game]));
    for (const list of DEMO_RECOMMENDATION_LISTS) {
      expect(list.games.length, list.slug).toBeGreaterThanOrEqual(5);
      expect(list.games.length, list.slug).toBeLessThanOrEqual(10);
      expect(new Set(list.games.map((entry) => entry.game)).size, list.slug).toBe(list.games.length);
      for (const { game, note } of list.games) {
        expect(games.get(game)?.productType, `${list.slug}: ${game}`).toBe('game');
        expect(sentences(note).length, `${list.slug}: ${game}`).toBeGreaterThanOrEqual(1);
        expect(sentences(note).length, `${list.slug}: ${game}`).toBeLessThanOrEqual(2);
        expect(note.length).toBeLessThanOrEqual(RECOMMENDATION_LIMITS.noteMaxLength);
      }
    }
  });

  it('introduce each list in two to four sentences, within the editor’s limits', () => {
    for (const list of DEMO_RECOMMENDATION_LISTS) {
      expect(list.title.length).toBeLessThanOrEqual(RECOMMENDATION_LIMITS.titleMaxLength);
      expect(list.intro.length).toBeLessThanOrEqual(RECOMMENDATION_LIMITS.introMaxLength);
      expect(sentences(list.intro).length, list.slug).toBeGreaterThanOrEqual(2);
      expect(sentences(list.intro).length, list.slug).toBeLessThanOrEqual(4);
      expect(list.cover.alt.length).toBeGreaterThan(10);
    }
  });

  it('keep the gift list to games that usually cost less than 30 euros', () => {
    const games = new Map(loadDemoCatalogue().map((game) => [game.slug, game]));
    const gifts = DEMO_RECOMMENDATION_LISTS.find((list) => list.slug === 'geschenkideen-unter-30-euro')!;
    for (const { game } of gifts.games) expect(games.get(game)!.typicalPriceCents, game).toBeLessThan(3000);
  });

  it('date each list in order: started, published (unless private), last changed', () => {
    for (const { slug, visibility, days } of DEMO_RECOMMENDATION_LISTS) {
      expect(days.published === null, slug).toBe(visibility === 'private');
      expect(days.created, slug).toBeGreaterThan(days.published ?? days.updated);
      expect(days.published ?? days.updated, slug).toBeGreaterThanOrEqual(days.updated);
      expect(days.updated, slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('comment on and follow public lists only, by demo accounts or readers without one', () => {
    const publicSlugs = new Set(
      DEMO_RECOMMENDATION_LISTS.filter((list) => list.visibility === 'public').map((list) => list.slug),
    );
    const emails = new Set(DEMO_USERS.map((user) => user.email));
    const authors = DEMO_LIST_COMMENTS.flatMap((comment) => [
      comment.author,
      ...(comment.replies ?? []).map((reply) => reply.author),
    ]);
    for (const author of authors) if ('account' in author) expect(emails.has(author.account)).toBe(true);
    for (const comment of DEMO_LIST_COMMENTS) expect(publicSlugs.has(comment.list), comment.list).toBe(true);
    expect(DEMO_LIST_COMMENTS.filter((comment) => comment.status === 'pending')).toHaveLength(2);
    for (const follow of DEMO_LIST_FOLLOWS) expect(publicSlugs.has(follow.list), follow.list).toBe(true);
  });
});
