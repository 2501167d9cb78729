import { allowedTypos, analyzeQuery, planClauses, type QueryClause } from './analysis';
import { Bitmap, intersectAll, uniteAll } from './bitmap';
import type { TextIndex } from './text-index';

/**
 * The bitmaps of a text query. `candidates` holds the documents that match every clause
 * somewhere; the title sets say how well the title matches and drive relevance tiers.
 */
export interface TextMatch {
  candidates: Bitmap;
  /** Every clause matches the title exactly or by stem or synonym. */
  titleExact: Bitmap;
  /** Every clause matches the title in some way (also prefix or typo). */
  titleAll: Bitmap;
  /** At least one clause matches the title. */
  titleAny: Bitmap;
  /** Query words, compared with title word counts for "exact title". */
  wordCount: number;
}

interface ClauseSets {
  titleExact: Bitmap;
  title: Bitmap;
  anywhere: Bitmap;
}

/**
 * Matches free text and title-only text against the index: each word or synonym phrase is an
 * AND clause; a single word matches its spelling, its stem siblings, its synonyms, while typing
 * the terms it begins, and title or name terms within its allowed typos. Returns null when the
 * texts hold no words.
 */
export function matchText(
  index: TextIndex,
  texts: ReadonlyArray<{ text: string | undefined; titleOnly: boolean }>,
): TextMatch | null {
  const clauses: ClauseSets[] = [];
  let wordCount = 0;
  for (const { text, titleOnly } of texts) {
    if (!text) continue;
    const words = analyzeQuery(text);
    wordCount += words.length;
    for (const clause of planClauses(words)) clauses.push(matchClause(index, clause, titleOnly));
  }
  if (clauses.length === 0) return null;
  return {
    candidates: intersectAll(clauses.map((clause) => clause.anywhere)),
    titleExact: intersectAll(clauses.map((clause) => clause.titleExact)),
    titleAll: intersectAll(clauses.map((clause) => clause.title)),
    titleAny: uniteAll(clauses.map((clause) => clause.title)),
    wordCount,
  };
}

function matchClause(index: TextIndex, clause: QueryClause, titleOnly: boolean): ClauseSets {
  const titleExact = new Bitmap();
  const title = new Bitmap();
  const anywhere = new Bitmap();
  const word = clause.single ? clause.words[0] : undefined;
  if (word) {
    const exact = index.exactTerms(word);
    const loose = new Set<number>(index.typoTerms(word.surface, allowedTypos(word.surface.length)));
    if (word.prefix) for (const term of index.prefixTerms(word.surface)) loose.add(term);
    for (const term of exact) loose.delete(term);
    titleExact.orInPlace(index.inTitle(exact));
    title.orInPlace(titleExact).orInPlace(index.inTitle([...loose]));
    anywhere.orInPlace(title);
    if (!titleOnly) anywhere.orInPlace(index.elsewhere([...exact, ...loose]));
  }
  for (const stems of clause.synonyms) {
    const inTitle = stems.map((stem) => index.inTitle(index.stemTerms(stem)));
    const matched = titleOnly
      ? inTitle
      : stems.map((stem, position) => index.elsewhere(index.stemTerms(stem)).orInPlace(inTitle[position]!));
    const phraseInTitle = intersectAll(inTitle);
    titleExact.orInPlace(phraseInTitle);
    title.orInPlace(phraseInTitle);
    anywhere.orInPlace(intersectAll(matched));
  }
  return { titleExact, title, anywhere };
}

/**
 * Splits a result into relevance tiers, best first: exact title (all words exactly, same word
 * count), all words exactly in the title, all words in the title with prefix or typo, some
 * words in the title, matches only outside the title. Only set operations; no per-document
 * scoring over the corpus.
 */
export function relevanceTiers(index: TextIndex, match: TextMatch, result: Bitmap): Bitmap[] {
  const exactWords = Bitmap.and(match.titleExact, result);
  const exactTitle = Bitmap.and(exactWords, index.titlesOfLength(match.wordCount));
  const allInTitle = Bitmap.and(match.titleAll, result);
  const someInTitle = Bitmap.and(match.titleAny, result);
  return [
    exactTitle,
    Bitmap.andNot(exactWords, exactTitle),
    Bitmap.andNot(allInTitle, exactWords),
    Bitmap.andNot(someInTitle, allInTitle),
    Bitmap.andNot(result, someInTitle),
  ];
}
