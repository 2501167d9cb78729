import { mkdir, writeFile } from 'node:fs/promises';
import { testMode } from '@spielraum/schema/testing';
import { openDemoSearch } from '../src/testing/demo-search';
import { loadJudgedQueries, scoreRelevance, type Scores } from '../src/search/relevance/score';

/**
 * Scores the judged German shopper queries (src/search/relevance/judged-queries.json) against
 * the demo catalogue through GET /api/filter/data/: hit@1, hit@5, nDCG@10 and "the named game
 * first", overall and per query class, with every miss. Writes bench-results/search-relevance.md.
 */
const GOALS = { hitAt5: 0.95, namedFirst: 0.85 };
/**
 * The same judged set against the engine before alternative titles, optional words, field
 * weights, label tiers and the abbreviation list (commit 52aab8a, embedded mode).
 */
const BEFORE: Pick<Scores, 'hitAt1' | 'hitAt5' | 'ndcgAt10' | 'namedFirst'> = {
  hitAt1: 0.688,
  hitAt5: 0.705,
  ndcgAt10: 0.661,
  namedFirst: 0.537,
};

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const row = (name: string, scores: Scores) =>
  `| ${name} | ${scores.queries} | ${percent(scores.hitAt1)} | ${percent(scores.hitAt5)} | ${scores.ndcgAt10.toFixed(3)} | ${scores.named ? `${percent(scores.namedFirst)} of ${scores.named}` : '–'} |`;

const demo = await openDemoSearch();
const queries = loadJudgedQueries();
const started = performance.now();
const report = await scoreRelevance(queries, (text) => demo.search(text));
const seconds = (performance.now() - started) / 1000;
await demo.close();

const lines = [
  `# Search relevance: ${queries.length} judged shopper queries (${testMode()} mode)`,
  '',
  `Demo catalogue, GET /api/filter/data/?term=…&rowsPerPage=10, ${seconds.toFixed(1)} s for all queries.`,
  `Goals: hit@5 ≥ ${percent(GOALS.hitAt5)}, named game first ≥ ${percent(GOALS.namedFirst)}.`,
  '',
  '| queries | n | hit@1 | hit@5 | nDCG@10 | named first |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  row('all', report),
  ...Object.entries(report.byClass).map(([name, scores]) => row(name, scores)),
  '',
  `Before (same set, engine of 52aab8a): hit@1 ${percent(BEFORE.hitAt1)}, hit@5 ${percent(BEFORE.hitAt5)}, ` +
    `nDCG@10 ${BEFORE.ndcgAt10.toFixed(3)}, named first ${percent(BEFORE.namedFirst)}.`,
  '',
  `## No relevant product in the top five (${report.misses.length})`,
  '',
  ...report.misses.map(
    (miss) =>
      `- "${miss.query}" (${miss.class}): expected ${miss.expected}; got ${miss.got.join(', ') || 'nothing'}`,
  ),
  '',
  `## Named product not first (${report.namedNotFirst.length})`,
  '',
  ...report.namedNotFirst.map(
    (miss) => `- "${miss.query}": ${miss.named}; got ${miss.got.join(', ') || 'nothing'}`,
  ),
  '',
];
const text = lines.join('\n');
console.log(text);
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/search-relevance.md', text);
const met = report.hitAt5 >= GOALS.hitAt5 && report.namedFirst >= GOALS.namedFirst;
console.log(met ? 'relevance goals met' : 'relevance goals NOT met');
