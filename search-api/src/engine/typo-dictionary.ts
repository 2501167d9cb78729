const MAX_WORD_LENGTH = 64;
const rows = [
  new Int32Array(MAX_WORD_LENGTH + 1),
  new Int32Array(MAX_WORD_LENGTH + 1),
  new Int32Array(MAX_WORD_LENGTH + 1),
];

/**
 * The last row of the optimal-string-alignment table of `left` against the first `columns`
 * characters of `right` (insert, delete, substitute, swap two neighbours), or null as soon as
 * every entry of a row exceeds `max` (no alignment can come back under it).
 */
function alignmentRow(left: string, right: string, columns: number, max: number): Int32Array | null {
  let beforePrevious = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let column = 0; column <= columns; column++) previous[column] = column;
  for (let row = 1; row <= left.length; row++) {
    current[0] = row;
    let rowMinimum = row;
    const leftChar = left.charCodeAt(row - 1);
    for (let column = 1; column <= columns; column++) {
      const rightChar = right.charCodeAt(column - 1);
      const cost = leftChar === rightChar ? 0 : 1;
      let best = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (
        row > 1 &&
        column > 1 &&
        leftChar === right.charCodeAt(column - 2) &&
        left.charCodeAt(row - 2) === rightChar
      ) {
        best = Math.min(best, beforePrevious[column - 2]! + 1);
      }
      current[column] = best;
      if (best < rowMinimum) rowMinimum = best;
    }
    if (rowMinimum > max) return null;
    const recycled = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = recycled;
  }
  return previous;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
 * neighbours) between two words, stopping early: answers `max + 1` as soon as the distance must
 * exceed `max`. Words longer than 64 characters are only equal or too far apart.
 */
export function boundedDamerauLevenshtein(left: string, right: string, max: number): number {
  if (left === right) return 0;
  if (Math.abs(left.length - right.length) > max) return max + 1;
  if (left.length > MAX_WORD_LENGTH || right.length > MAX_WORD_LENGTH) return max + 1;
  const distance = alignmentRow(left, right, right.length, max)?.[right.length] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/**
 * The smallest Damerau-Levenshtein distance between `word` and a beginning of `term` (the
 * query's last word, still being typed, against a whole term), stopping early like
 * `boundedDamerauLevenshtein`: "cascda" is one edit from "cascad", the start of "cascadia".
 */
export function boundedPrefixDistance(word: string, term: string, max: number): number {
  if (term.startsWith(word)) return 0;
  if (word.length > MAX_WORD_LENGTH) return max + 1;
  // a beginning longer than the word plus its typos cannot be close enough
  const columns = Math.min(term.length, word.length + max, MAX_WORD_LENGTH);
  const row = alignmentRow(word, term, columns, max);
  let distance = max + 1;
  if (row)
    for (let column = Math.max(0, word.length - max); column <= columns; column++)
      distance = Math.min(distance, row[column]!);
  return distance;
}

/** A 32-bit set of the characters of a word (a-z get their own bit, the rest share by code). */
function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index);
    const bit = code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6);
    mask |= 1 << bit;
  }
  return mask;
}

function popCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The terms that typo tolerance may reach (title and name words), bucketed by length. A lookup
 * only compares words whose length is within the allowed typos and whose letter sets differ in
 * at most two letters per typo (one edit changes at most two letters of the set), so a query
 * word is compared with a small part of the dictionary.
 */
export class TypoDictionary {
  private readonly byLength: number[][] = [];
  private readonly words: string[] = [];
  private readonly masks: number[] = [];
  private readonly ids: number[] = [];
  private readonly known = new Set<number>();

  /** Adds a term once; `id` is what lookups answer. */
  add(id: number, word: string): void {
    if (this.known.has(id) || word.length > MAX_WORD_LENGTH) return;
    this.known.add(id);
    const bucket = (this.byLength[word.length] ??= []);
    bucket.push(this.words.length);
    this.words.push(word);
    this.masks.push(letterMask(word));
    this.ids.push(id);
  }

  /** Ids of terms within 1..maxTypos edits of `word` (the word itself excluded). */
  lookup(word: string, maxTypos: number): number[] {
    if (maxTypos <= 0 || word.length > MAX_WORD_LENGTH) return [];
    const found: number[] = [];
    const mask = letterMask(word);
    const from = Math.max(1, word.length - maxTypos);
    const to = Math.min(this.byLength.length - 1, word.length + maxTypos);
    for (let length = from; length <= to; length++) {
      for (const slot of this.byLength[length] ?? []) {
        if (popCount(mask ^ this.masks[slot]!) > 2 * maxTypos) continue;
        const distance = boundedDamerauLevenshtein(word, this.words[slot]!, maxTypos);
        if (distance > 0 && distance <= maxTypos) found.push(this.ids[slot]!);
      }
    }
    return found;
  }

  /**
   * Ids of terms that begin with `word` give or take 1..maxTypos edits, none beginning with it
   * exactly (those are the text index's prefix terms). Compares every term at least as long as
   * the word less its typos, so the text query asks only when nothing else matched the word.
   */
  lookupPrefix(word: string, maxTypos: number): number[] {
    if (maxTypos <= 0 || word.length > MAX_WORD_LENGTH) return [];
    const found: number[] = [];
    const mask = letterMask(word);
    for (let length = Math.max(1, word.length - maxTypos); length < this.byLength.length; length++) {
      for (const slot of this.byLength[length] ?? []) {
        const term = this.words[slot]!;
        // each edit brings at most one letter the term's beginning does not have
        if (popCount(mask & ~letterMask(term.slice(0, word.length + maxTypos))) > maxTypos) continue;
        const distance = boundedPrefixDistance(word, term, maxTypos);
        if (distance > 0 && distance <= maxTypos) found.push(this.ids[slot]!);
      }
    }
    return found;
  }

  get size(): number {
    return this.words.length;
  }

  /** Rough bytes held: strings, slots and the id set. */
  memoryBytes(): number {
    let bytes = 0;
    for (const word of this.words) bytes += 16 + word.length;
    return bytes + this.words.length * 40;
  }
}
