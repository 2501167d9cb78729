import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * A shopper query with the products a shopper expects: `named` is the one product the query
 * names (null for a kind of product: a publisher, a category), `relevant` the slugs that count
 * as good answers, best first.
 */
const judgedQuerySchema = z
  .object({
    query: z.string().min(1),
    class: z.string().min(1),
    named: z.string().nullable(),
    relevant: z.array(z.string()).min(1),
  })
  .refine((judged) => judged.named === null || judged.relevant[0] === judged.named, 'named must come first');
export type JudgedQuery = z.infer<typeof judgedQuerySchema>;

/** The judged German shopper queries over the demo catalogue, kept beside this file. */
export function loadJudgedQueries(): JudgedQuery[] {
  const text = readFileSync(new URL('./judged-queries.json', import.meta.url), 'utf8');
  return z.array(judgedQuerySchema).parse(JSON.parse(text));
}

export interface Scores {
  queries: number;
  /** Share of queries whose first hit is relevant. */
  hitAt1: number;
  /** Share of queries with a relevant hit among the first five. */
  hitAt5: number;
  /** Mean nDCG over the first ten hits (the named product counts 2, other relevant ones 1). */
  ndcgAt10: number;
  /** Queries that name a product, and the share of them that show it first. */
  named: number;
  namedFirst: number;
}

export interface RelevanceReport extends Scores {
  byClass: Record<string, Scores>;
  /** Queries without a relevant hit among the first five, with what came instead. */
  misses: Array<{ query: string; class: string; expected: string; got: string[] }>;
  /** Queries that name a product but put another first. */
  namedNotFirst: Array<{ query: string; named: string; got: string[] }>;
}

interface Judged {
  judged: JudgedQuery;
  hits: string[];
}

function gain(judged: JudgedQuery, slug: string): number {
  if (slug === judged.named) return 2;
  return judged.relevant.includes(slug) ? 1 : 0;
}

function ndcg(judged: JudgedQuery, hits: string[]): number {
  const discount = (rank: number) => 1 / Math.log2(rank + 2);
  const dcg = hits.slice(0, 10).reduce((sum, slug, rank) => sum + gain(judged, slug) * discount(rank), 0);
  const ideal = judged.relevant
    .map((slug) => gain(judged, slug))
    .sort((left, right) => right - left)
    .slice(0, 10)
    .reduce((sum, value, rank) => sum + value * discount(rank), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

function scoresOf(results: Judged[]): Scores {
  const share = (count: number, of: number) => (of === 0 ? 1 : count / of);
  const relevantAt = (result: Judged, depth: number) =>
    result.hits.slice(0, depth).some((slug) => result.judged.relevant.includes(slug));
  const named = results.filter((result) => result.judged.named !== null);
  return {
    queries: results.length,
    hitAt1: share(results.filter((result) => relevantAt(result, 1)).length, results.length),
    hitAt5: share(results.filter((result) => relevantAt(result, 5)).length, results.length),
    ndcgAt10: share(
      results.reduce((sum, result) => sum + ndcg(result.judged, result.hits), 0),
      results.length,
    ),
    named: named.length,
    namedFirst: share(named.filter((result) => result.hits[0] === result.judged.named).length, named.length),
  };
}

/**
 * Runs every judged query through `search` (the slugs of the first ten hits, best first) and
 * scores hit@1, hit@5, nDCG@10 and "the named product first", overall and per query class.
 */
export async function scoreRelevance(
  queries: JudgedQuery[],
  search: (text: string) => Promise<string[]>,
): Promise<RelevanceReport> {
  const results: Judged[] = [];
  for (const judged of queries) results.push({ judged, hits: (await search(judged.query)).slice(0, 10) });
  const classes = [...new Set(queries.map((judged) => judged.class))].sort();
  return {
    ...scoresOf(results),
    byClass: Object.fromEntries(
      classes.map((name) => [name, scoresOf(results.filter((result) => result.judged.class === name))]),
    ),
    misses: results
      .filter((result) => !result.hits.slice(0, 5).some((slug) => result.judged.relevant.includes(slug)))
      .map((result) => ({
        query: result.judged.query,
        class: result.judged.class,
        expected: result.judged.relevant.slice(0, 3).join(', '),
        got: result.hits.slice(0, 5),
      })),
    namedNotFirst: results
      .filter((result) => result.judged.named !== null && result.hits[0] !== result.judged.named)
      .map((result) => ({
        query: result.judged.query,
        named: result.judged.named!,
        got: result.hits.slice(0, 3),
      })),
  };
}
