import { analyzeQuery, analyzeWord, foldWord, tokenize } from '../analysis';

const APOSTROPHES = /['’`´]/g;
const WORDS = /[\p{L}\p{N}]+/gu;

/**
 * Folds text for a searchable Meilisearch attribute with the bitmap engine's German analysis:
 * lower case, ä/ae/a, ö/oe/o, ü/ue/u and ß/ss meet, hyphenated compounds also joined
 * ("Würfel-Bingo" → "wurfel bingo wurfelbingo").
 */
export function foldedText(text: string): string {
  return tokenize(text).map(foldWord).join(' ');
}

/**
 * The `q` Meilisearch receives for a user's text: the folded query words (at most 10, as the
 * bitmap engine reads them). A trailing space stays when the last word is complete, because
 * Meilisearch, like our engine, matches the last word as a prefix only while it is being typed.
 * Empty when the text holds no words.
 */
export function foldedQuery(text: string | undefined): string {
  const words = analyzeQuery(text ?? '');
  const last = words.at(-1);
  if (!last) return '';
  const joined = words.map((word) => word.surface).join(' ');
  return last.prefix ? joined : `${joined} `;
}

/**
 * The exact-title key of a title: its folded German stems, sorted, so "Catan – Das Spiel" and
 * the query "das spiel catan" share one key. Stored per document and compared with
 * `queryTitleKey` in a filter, which gives the "exact title first" tier that Meilisearch's own
 * exactness rule does not (it also prefers titles that merely start with the query).
 */
export function titleKey(title: string): string {
  const words = title.toLowerCase().replace(APOSTROPHES, '').match(WORDS) ?? [];
  return words
    .map((word) => analyzeWord(word).stem)
    .sort()
    .join(' ');
}

/** The exact-title key of the query words in these texts, or null when they hold no words. */
export function queryTitleKey(texts: ReadonlyArray<string | undefined>): string | null {
  const stems = texts.flatMap((text) => analyzeQuery(text ?? '').map((word) => word.stem));
  return stems.length === 0 ? null : stems.sort().join(' ');
}
