import type { HighlightSegment } from '@spielraum/schema';
import {
  allowedTypos,
  analyzeQuery,
  analyzeWord,
  planClauses,
  tokenize,
  type QueryWord,
} from '../engine/analysis';
import { boundedDamerauLevenshtein } from '../engine/typo-dictionary';

/** Words a snippet shows, and how many of them come before its first hit. */
const SNIPPET_WORDS = 30;
const WORDS_BEFORE_HIT = 8;
const ELLIPSIS = '…';

// a word as it stands in the text, apostrophes and hyphens inside it included, so that marks
// cover "Würfel-Duell" or "Rock'n'Roll" whole; the engine's own tokenizer then reads each part
const SPAN = /[\p{L}\p{N}]+(?:['’`´\-‐][\p{L}\p{N}]+)*/gu;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
const HYPHEN = /[-‐]/;
const ANY_WORD = /[\p{L}\p{N}]/gu;
const SPACES = /\s+/g;

/** One hyphen-separated part of a word with its place in the text and its engine tokens. */
interface Part {
  start: number;
  end: number;
  tokens: string[];
}

/** A word of the text: hyphenated compounds have several parts and a joined token. */
interface Span {
  start: number;
  end: number;
  parts: Part[];
  joined: string | null;
}

interface Scan {
  spans: Span[];
  /** Marked ranges [start, end) in text order, not overlapping. */
  ranges: Array<[number, number]>;
  /** Index of the first span with a mark, -1 when none. */
  firstHit: number;
}

/**
 * Marks the words of texts that a search query matches, by the engine's own rules: a word is a
 * hit when its folded spelling or its stem equals a query word's, when it begins with the last
 * query word while that is still being typed, when it is within the query word's allowed typos,
 * or when it is a synonym of a query word (phrases such as "Card Game" only where their words
 * stand together). Pure: the same query and text always give the same segments.
 */
export interface Highlighter {
  /** The whole text as segments, hits marked. */
  mark(text: string): HighlightSegment[];
  /**
   * About 30 words around the first hit of the first text that has one (teaser, lead, body in
   * the caller's order), with "…" where the text was cut; without any hit, the start of the
   * first non-empty text. Runs of white space become one space.
   */
  snippet(texts: readonly string[]): HighlightSegment[];
}

/** A highlighter for one query; an empty query marks nothing. */
export function createHighlighter(query: string): Highlighter {
  return new QueryHighlighter(query);
}

class QueryHighlighter implements Highlighter {
  /** Words matched one by one (clauses of a single word), as `matchText` does. */
  private readonly words: QueryWord[] = [];
  private readonly synonymStems = new Set<string>();
  /** Synonym phrases of two or more words, as stem sequences. */
  private readonly phrases: string[][] = [];
  // texts of a page repeat their words; each distinct token is judged once per query
  private readonly verdicts = new Map<string, boolean>();

  constructor(query: string) {
    for (const clause of planClauses(analyzeQuery(query))) {
      if (clause.single) this.words.push(clause.words[0]!);
      for (const stems of clause.synonyms) {
        if (stems.length === 1) this.synonymStems.add(stems[0]!);
        else this.phrases.push(stems);
      }
    }
  }

  mark(text: string): HighlightSegment[] {
    const { ranges } = this.scan(text, Infinity);
    return segmentsOf(text, ranges, 0, text.length);
  }

  snippet(texts: readonly string[]): HighlightSegment[] {
    let opening: { text: string; scan: Scan } | null = null;
    for (const text of texts) {
      if (!text) continue;
      const scan = this.scan(text, SNIPPET_WORDS);
      if (scan.firstHit >= 0) return this.window(text, scan, scan.firstHit);
      if (!opening && scan.spans.length > 0) opening = { text, scan };
    }
    return opening ? this.window(opening.text, opening.scan, 0) : [];
  }

  private window(text: string, scan: Scan, hit: number): HighlightSegment[] {
    const { spans } = scan;
    let from = hit - Math.min(hit, WORDS_BEFORE_HIT);
    const to = Math.min(spans.length, from + SNIPPET_WORDS);
    from = Math.max(0, Math.min(from, to - SNIPPET_WORDS));
    const start = from === 0 ? 0 : spans[from]!.start;
    const lastEnd = spans[to - 1]!.end;
    ANY_WORD.lastIndex = lastEnd;
    const cutAtEnd = ANY_WORD.exec(text) !== null;
    const end = cutAtEnd ? lastEnd : text.length;
    const segments = segmentsOf(text, scan.ranges, start, end).map((segment) => ({
      text: segment.text.replace(SPACES, ' '),
      hit: segment.hit,
    }));
    if (from > 0) prepend(segments, `${ELLIPSIS} `);
    if (cutAtEnd) append(segments, ` ${ELLIPSIS}`);
    return trimEnds(segments);
  }

  /** Reads the text's words and marks, stopping `after` words past the first hit. */
  private scan(text: string, after: number): Scan {
    const spans: Span[] = [];
    const ranges: Array<[number, number]> = [];
    // stems and starts of every token so far, for synonym phrases that span several words
    const stems: string[] = [];
    const starts: number[] = [];
    let firstHit = -1;
    for (const found of text.matchAll(SPAN)) {
      const span = readSpan(found[0], found.index);
      const index = spans.push(span) - 1;
      let marked = false;
      if (span.joined !== null && this.matches(span.joined)) {
        ranges.push([span.start, span.end]);
        marked = true;
      } else {
        for (const part of span.parts) {
          if (part.tokens.some((token) => this.matches(token))) {
            ranges.push([part.start, part.end]);
            marked = true;
          }
        }
      }
      if (this.phrases.length > 0) {
        for (const part of span.parts) {
          for (const token of part.tokens) {
            stems.push(analyzeWord(token).stem);
            starts.push(part.start);
            for (const phrase of this.phrases) {
              if (!endsWith(stems, phrase)) continue;
              ranges.push([starts[stems.length - phrase.length]!, part.end]);
              marked = true;
            }
          }
        }
      }
      if (marked && firstHit < 0) firstHit = index;
      if (firstHit >= 0 && spans.length >= firstHit + after) break;
    }
    return { spans, ranges: mergeRanges(ranges), firstHit };
  }

  private matches(token: string): boolean {
    let verdict = this.verdicts.get(token);
    if (verdict === undefined) {
      verdict = this.judge(token);
      this.verdicts.set(token, verdict);
    }
    return verdict;
  }

  private judge(token: string): boolean {
    const term = analyzeWord(token);
    if (this.synonymStems.has(term.stem)) return true;
    for (const word of this.words) {
      if (term.surface === word.surface || term.stem === word.stem) return true;
      if (word.prefix && term.surface.startsWith(word.surface)) return true;
      const typos = allowedTypos(word.surface.length);
      if (
        typos > 0 &&
        Math.abs(term.surface.length - word.surface.length) <= typos &&
        boundedDamerauLevenshtein(word.surface, term.surface, typos) <= typos
      )
        return true;
    }
    return false;
  }
}

function readSpan(text: string, start: number): Span {
  const lower = text.toLowerCase();
  if (PLAIN_WORD.test(text))
    return {
      start,
      end: start + text.length,
      parts: [{ start, end: start + text.length, tokens: [lower] }],
      joined: null,
    };
  const parts: Part[] = [];
  let at = start;
  for (const piece of text.split(HYPHEN)) {
    parts.push({ start: at, end: at + piece.length, tokens: tokenize(piece) });
    at += piece.length + 1;
  }
  const joined = parts.length > 1 ? parts.flatMap((part) => part.tokens).join('') : null;
  return { start, end: start + text.length, parts, joined };
}

function endsWith(stems: readonly string[], phrase: readonly string[]): boolean {
  if (stems.length < phrase.length) return false;
  const offset = stems.length - phrase.length;
  return phrase.every((stem, index) => stems[offset + index] === stem);
}

function mergeRanges(ranges: Array<[number, number]>): Array<[number, number]> {
  ranges.sort((left, right) => left[0] - right[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] < last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function segmentsOf(
  text: string,
  ranges: ReadonlyArray<readonly [number, number]>,
  from: number,
  to: number,
): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const hitStart = Math.max(start, from);
    const hitEnd = Math.min(end, to);
    if (hitStart > at) append(segments, text.slice(at, hitStart));
    segments.push({ text: text.slice(hitStart, hitEnd), hit: true });
    at = hitEnd;
  }
  if (at < to) append(segments, text.slice(at, to));
  return segments;
}

/** Adds plain text, joining it to a plain segment before it. */
function append(segments: HighlightSegment[], text: string): void {
  const last = segments[segments.length - 1];
  if (last && !last.hit) last.text += text;
  else segments.push({ text, hit: false });
}

function prepend(segments: HighlightSegment[], text: string): void {
  const first = segments[0];
  if (first && !first.hit) first.text = text + first.text;
  else segments.unshift({ text, hit: false });
}

function trimEnds(segments: HighlightSegment[]): HighlightSegment[] {
  const first = segments[0];
  if (first && !first.hit) first.text = first.text.trimStart();
  const last = segments[segments.length - 1];
  if (last && !last.hit) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text.length > 0);
}
