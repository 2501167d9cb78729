import { stemmer } from '@orama/stemmers/german';
import { SYNONYM_GROUPS } from './synonyms';

/** A word as the index keeps it: its folded spelling and its folded Snowball German stem. */
export interface AnalyzedTerm {
  surface: string;
  stem: string;
}

/** A word of a query; `prefix` marks the last word while the user is still typing it. */
export interface QueryWord extends AnalyzedTerm {
  prefix: boolean;
}

/**
 * One AND part of a query: either a single word (matched exactly, by stem, by prefix when it
 * is the last word, and with typos) or a phrase that hit a synonym group. `synonyms` are the
 * other members of the word's group as stem sequences, matched by stem only.
 */
export interface QueryClause {
  words: QueryWord[];
  single: boolean;
  synonyms: string[][];
}

const WORD = /[\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)*/gu;
const APOSTROPHES = /['’`´]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const MAX_QUERY_WORDS = 10;

const foldCache = new Map<string, AnalyzedTerm>();
const FOLD_CACHE_LIMIT = 100_000;

/**
 * Folds a lower-case word so that German spellings meet: ß and ss, ä/ae and a, ö/oe and o,
 * ü/ue and u ("würfel", "wuerfel" and "wurfel" all become "wurfel"); other accents are dropped.
 * "ue" after q stays ("quest").
 */
export function foldWord(word: string): string {
  return word
    .replace(/ß/g, 'ss')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(/(?<!q)ue/g, 'u')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o');
}

/**
 * Analyses one lower-case word: folded spelling and folded stem. Stemming runs before folding
 * so the stemmer still sees umlauts and "-er" endings ("abenteuer" and "abenteuern" share
 * "abenteu"). Results are cached because catalogues repeat words endlessly.
 */
export function analyzeWord(word: string): AnalyzedTerm {
  const cached = foldCache.get(word);
  if (cached) return cached;
  const term = { surface: foldWord(word), stem: foldWord(stemmer(word)) };
  if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
  foldCache.set(word, term);
  return term;
}

/** Lower-cases and splits text into words; hyphenated compounds also yield their joined form. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().replace(APOSTROPHES, '').matchAll(WORD)) {
    const parts = match[0].split(/[-‐]/);
    tokens.push(...parts);
    if (parts.length > 1) tokens.push(parts.join(''));
  }
  return tokens;
}

/** Analyses text for the index: one term per token, hyphenated compounds also joined. */
export function analyzeText(text: string): AnalyzedTerm[] {
  return tokenize(text).map(analyzeWord);
}

/**
 * Words a shopper may type or leave out without changing what they look for ("siedler von
 * catan"): a query does not require them and titles are compared without them. Folded.
 */
const STOP_WORDS = new Set(
  (
    'der die das den dem des ein eine einer eines einem einen und oder von vom zu zum zur im in am ' +
    'an auf aus für mit bei the of and a to for le la les de du et'
  )
    .split(' ')
    .map(foldWord),
);

export function isStopWord(surface: string): boolean {
  return STOP_WORDS.has(surface);
}

/**
 * Counts the words of a title as the exact-title ranking compares them: words other than
 * stop words (all words when it has nothing else), compounds once.
 */
export function countTitleWords(title: string): number {
  const words =
    title
      .toLowerCase()
      .replace(APOSTROPHES, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((word) => !isStopWord(foldWord(word))).length;
  return meaningful > 0 ? meaningful : words.length;
}

/**
 * The name a title starts with before a subtitle ("Catan" of "Catan – Das Spiel", "Azul" of
 * "Azul: Sommerpavillon"), or null when it has none.
 */
export function titleHead(title: string): string | null {
  const match = /^(.+?)\s*(?:[:–—]|\s-\s)/u.exec(title);
  return match && match[1]!.trim() !== '' ? match[1]!.trim() : null;
}

/**
 * Splits a query into words (at most 10). The last word is a prefix unless the text ends in a
 * space or punctuation, i.e. while the user is still typing it.
 */
export function analyzeQuery(text: string): QueryWord[] {
  const words = (
    text
      .toLowerCase()
      .replace(APOSTROPHES, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_QUERY_WORDS);
  const typing = /[\p{L}\p{N}]$/u.test(text);
  return words.map((word, index) => ({
    ...analyzeWord(word),
    prefix: typing && index === words.length - 1,
  }));
}

/** Typos a word of this length may carry: 1 from 5 letters, 2 from 9. */
export function allowedTypos(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

interface SynonymPhrase {
  stems: string[];
  group: number;
}

const synonymPhrases: SynonymPhrase[] = SYNONYM_GROUPS.flatMap((members, group) =>
  members.map((member) => ({ stems: analyzeQuery(`${member} `).map((word) => word.stem), group })),
);
// longest phrases first so "trading card game" wins over "card game"
synonymPhrases.sort((left, right) => right.stems.length - left.stems.length);

/**
 * Groups query words into AND clauses, replacing words that match a synonym phrase by a clause
 * that also accepts the group's other members.
 */
export function planClauses(words: QueryWord[]): QueryClause[] {
  const clauses: QueryClause[] = [];
  let position = 0;
  while (position < words.length) {
    const phrase = synonymPhrases.find((candidate) =>
      candidate.stems.every((stem, offset) => words[position + offset]?.stem === stem),
    );
    if (!phrase) {
      clauses.push({ words: words.slice(position, position + 1), single: true, synonyms: [] });
      position += 1;
      continue;
    }
    const covered = words.slice(position, position + phrase.stems.length);
    const synonyms = synonymPhrases
      .filter((candidate) => candidate.group === phrase.group && candidate !== phrase)
      .map((candidate) => candidate.stems);
    if (covered.length > 1) synonyms.push(phrase.stems);
    clauses.push({ words: covered, single: covered.length === 1, synonyms });
    position += covered.length;
  }
  return clauses;
}
