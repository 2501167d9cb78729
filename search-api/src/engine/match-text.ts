import { allowedTypos, analyzeQuery, isStopWord, planClauses, type QueryClause } from './analysis';
import { Bitmap, intersectAll, uniteAll } from './bitmap';
import type { FieldClass, TextIndex } from './text-index';

/**
 * The bitmaps of a text query. `candidates` holds the documents that match every required
 * clause somewhere; the other sets say how well and where they match and drive relevance tiers.
 */
export interface TextMatch {
  candidates: Bitmap;
  /** Every clause matches a title exactly or by stem or synonym. */
  titleExact: Bitmap;
  /** Every clause matches the name before a title's subtitle exactly or by stem or synonym. */
  headExact: Bitmap;
  /** Every clause matches a title in some way (also prefix or typo). */
  titleAll: Bitmap;
  /** At least one clause matches a title. */
  titleAny: Bitmap;
  /** Every clause matches a title or a group, category, mechanism, genre, theme or tag name. */
  uptoLabels: Bitmap;
  /** Every clause matches a title, a label or a publisher, person or series name. */
  uptoNames: Bitmap;
  /** Documents with a group, category or other label that is the whole query ("Kartenspiele"). */
  labelIsQuery: Bitmap;
  /** Query words (stop words not counted), compared with title word counts for "exact title". */
  wordCount: number;
}

interface ClauseSets {
  titleExact: Bitmap;
  headExact: Bitmap;
  title: Bitmap;
  label: Bitmap;
  name: Bitmap;
  anywhere: Bitmap;
}

interface PlannedClause {
  clause: QueryClause;
  titleOnly: boolean;
}

/**
 * Matches free text and title-only text against the index: each word or synonym phrase is an
 * AND clause; a single word matches its spelling, its stem siblings, its synonyms, while typing
 * the terms it begins, and title or name terms within its allowed typos. Stop words ("von",
 * "der", "the") are not required unless the query has nothing else. When no document matches
 * every clause, words are left out one at a time, the later ones first, until some do (the
 * query names more than the catalogue knows). Returns null when the texts hold no words.
 */
export function matchText(
  index: TextIndex,
  texts: ReadonlyArray<{ text: string | undefined; titleOnly: boolean }>,
  /** The documents the query may return (its filters and product rules), asked only when needed. */
  within: () => Bitmap,
): TextMatch | null {
  const planned: PlannedClause[] = [];
  const freeStems: string[] = [];
  for (const { text, titleOnly } of texts) {
    if (!text) continue;
    const words = analyzeQuery(text);
    if (!titleOnly) freeStems.push(...words.map((word) => word.stem));
    for (const clause of planClauses(words)) planned.push({ clause, titleOnly });
  }
  if (planned.length === 0) return null;
  const meaningful = planned.filter(({ clause }) => !isOptional(clause));
  const required = meaningful.length > 0 ? meaningful : planned;
  const sets = required.map(({ clause, titleOnly }) => matchClause(index, clause, titleOnly));
  const kept = widestNonEmpty(sets, within());
  const keptClauses = kept.map((position) => required[position]!.clause);
  const keptSets = kept.map((position) => sets[position]!);
  return {
    candidates: intersectAll(keptSets.map((clause) => clause.anywhere)),
    titleExact: intersectAll(keptSets.map((clause) => clause.titleExact)),
    headExact: intersectAll(keptSets.map((clause) => clause.headExact)),
    titleAll: intersectAll(keptSets.map((clause) => clause.title)),
    titleAny: uniteAll(keptSets.map((clause) => clause.title)),
    uptoLabels: intersectAll(keptSets.map((clause) => Bitmap.or(clause.title, clause.label))),
    uptoNames: intersectAll(keptSets.map((clause) => uniteAll([clause.title, clause.label, clause.name]))),
    labelIsQuery: labelOfQuery(index, freeStems),
    wordCount: keptClauses.reduce((sum, clause) => sum + countedWords(clause), 0),
  };
}

/**
 * The documents with a label that is the query: the label's words as typed ("Kartenspiele",
 * "kartenspiel") or, for one word, the category compound it begins ("Würfel" for
 * "Würfelspiele", "Party" for "Partyspiele"), as German shops name their categories.
 */
function labelOfQuery(index: TextIndex, stems: string[]): Bitmap {
  if (stems.length === 0) return new Bitmap();
  const labelled = [index.withLabel(stems)];
  if (stems.length === 1 && !stems[0]!.endsWith('spiel'))
    labelled.push(index.withLabel([`${stems[0]}spiel`]));
  return uniteAll(labelled);
}

/** A single stop word: leaving it out does not change what the shopper looks for. */
function isOptional(clause: QueryClause): boolean {
  return clause.single && isStopWord(clause.words[0]!.surface) && !clause.words[0]!.prefix;
}

function countedWords(clause: QueryClause): number {
  const meaningful = clause.words.filter((word) => !isStopWord(word.surface)).length;
  return meaningful > 0 ? meaningful : clause.words.length;
}

/**
 * The positions of the clauses to require: all of them when some document of `within` (what the
 * query's filters and product rules allow) matches them all; otherwise all but one (trying to
 * leave out the last first), and so on down to one clause.
 */
function widestNonEmpty(sets: ClauseSets[], within: Bitmap): number[] {
  let kept = sets.map((_, position) => position);
  const matchesAll = (positions: number[]) =>
    intersectAll([within, ...positions.map((position) => sets[position]!.anywhere)]).size > 0;
  while (kept.length > 1 && !matchesAll(kept)) {
    const without = [...kept.keys()]
      .reverse()
      .map((left) => kept.filter((_, position) => position !== left))
      .find(matchesAll);
    kept = without ?? kept.slice(0, -1);
  }
  return kept;
}

function matchClause(index: TextIndex, clause: QueryClause, titleOnly: boolean): ClauseSets {
  const titleExact = new Bitmap();
  const headExact = new Bitmap();
  const title = new Bitmap();
  const label = new Bitmap();
  const name = new Bitmap();
  const anywhere = new Bitmap();
  const word = clause.single ? clause.words[0] : undefined;
  if (word) {
    const exact = index.exactTerms(word);
    const loose = new Set<number>(index.typoTerms(word.surface, allowedTypos(word.surface.length)));
    if (word.prefix) for (const term of index.prefixTerms(word.surface)) loose.add(term);
    // an unfinished word with a typo ("Cascda"): asked only when nothing else matched, as it
    // compares the word with every longer title and name term
    if (word.prefix && exact.length === 0 && loose.size === 0)
      for (const term of index.typoPrefixTerms(word.surface, allowedTypos(word.surface.length)))
        loose.add(term);
    for (const term of exact) loose.delete(term);
    const terms = [...exact, ...loose];
    titleExact.orInPlace(index.inTitle(exact));
    headExact.orInPlace(index.inClass('head', exact));
    title.orInPlace(titleExact).orInPlace(index.inTitle([...loose]));
    anywhere.orInPlace(title);
    if (!titleOnly) {
      label.orInPlace(index.inClass('label', terms));
      name.orInPlace(index.inClass('name', terms));
      anywhere.orInPlace(label).orInPlace(name).orInPlace(index.inClass('description', terms));
    }
  }
  for (const stems of clause.synonyms) {
    const termsOf = stems.map((stem) => index.stemTerms(stem));
    const phraseIn = (fieldClass: FieldClass) =>
      intersectAll(termsOf.map((terms) => index.inClass(fieldClass, terms)));
    const phraseInTitle = phraseIn('title');
    headExact.orInPlace(phraseIn('head'));
    titleExact.orInPlace(phraseInTitle);
    title.orInPlace(phraseInTitle);
    anywhere.orInPlace(phraseInTitle);
    if (titleOnly) continue;
    // a phrase counts where all its words stand in one field, not scattered over several
    const phraseInLabel = phraseIn('label');
    const phraseInName = phraseIn('name');
    label.orInPlace(phraseInLabel);
    name.orInPlace(phraseInName);
    anywhere.orInPlace(phraseInLabel).orInPlace(phraseInName).orInPlace(phraseIn('description'));
  }
  return { titleExact, headExact, title, label, name, anywhere };
}

/**
 * Splits a result into relevance tiers, best first: the query is a title (or alternative
 * title); it is the name before a title's subtitle; it is a group or category name; all words
 * exactly in a title; the query with a typo or unfinished is a title; all words in a title
 * with prefix or typo; all words in titles or group, category and mechanism names; all words up
 * to publisher and person names; some words in a title; matches elsewhere only. Only set
 * operations; no per-document scoring over the corpus.
 */
export function relevanceTiers(index: TextIndex, match: TextMatch, result: Bitmap): Bitmap[] {
  const exactWords = Bitmap.and(match.titleExact, result);
  const exactTitle = Bitmap.and(exactWords, index.titlesOfLength(match.wordCount));
  const exactHead = Bitmap.and(Bitmap.and(match.headExact, result), index.headsOfLength(match.wordCount));
  const allInTitle = Bitmap.and(match.titleAll, result);
  // a typo or an unfinished word in a title of the query's length beats longer titles
  const looseTitle = Bitmap.and(allInTitle, index.titlesOfLength(match.wordCount));
  const uptoLabels = Bitmap.and(match.uptoLabels, result);
  const uptoNames = Bitmap.and(match.uptoNames, result);
  const someInTitle = Bitmap.and(match.titleAny, result);
  const tiers: Bitmap[] = [];
  const taken = new Bitmap();
  const labelIsQuery = Bitmap.and(match.labelIsQuery, result);
  for (const tier of [
    exactTitle,
    exactHead,
    labelIsQuery,
    exactWords,
    looseTitle,
    allInTitle,
    uptoLabels,
    uptoNames,
    someInTitle,
    result,
  ]) {
    tiers.push(Bitmap.andNot(tier, taken));
    taken.orInPlace(tier);
  }
  return tiers;
}
