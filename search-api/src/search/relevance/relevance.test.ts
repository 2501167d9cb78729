import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '@spielraum/indexer/demo';
import { testMode } from '@spielraum/schema/testing';
import { openDemoSearch, type DemoSearch } from '../../testing/demo-search';
import { loadJudgedQueries, scoreRelevance } from './score';

/**
 * Keeps the judged shopper queries from losing ground: `pnpm bench` reports the figures
 * (bench-results/search-relevance.md); this fails when a change drops below the goals.
 */
describe(`relevance of the judged shopper queries (${testMode()} mode)`, () => {
  let demo: DemoSearch;
  const queries = loadJudgedQueries();

  beforeAll(async () => {
    demo = await openDemoSearch();
  }, 180_000);
  afterAll(async () => {
    await demo?.close();
  });

  it('judges at least 100 queries, every expected product in the demo catalogue', () => {
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const slugs = new Set(loadDemoCatalogue().map((game) => game.slug));
    const unknown = queries.flatMap((judged) => judged.relevant).filter((slug) => !slugs.has(slug));
    expect(unknown).toEqual([]);
  });

  it('finds a relevant product in the top five for 95 % and the named product first for 85 %', async () => {
    const report = await scoreRelevance(queries, (text) => demo.search(text));
    expect({ hitAt5: report.hitAt5, misses: report.misses }).toMatchObject({
      hitAt5: expect.toSatisfy((share: number) => share >= 0.95),
    });
    expect({ namedFirst: report.namedFirst, notFirst: report.namedNotFirst }).toMatchObject({
      namedFirst: expect.toSatisfy((share: number) => share >= 0.85),
    });
  }, 60_000);
});
