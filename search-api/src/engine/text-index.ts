import { analyzeText, countTitleWords, type AnalyzedTerm } from './analysis';
import { Bitmap, bitmapBytes, uniteAll, type BitmapBatch } from './bitmap';
import { RaggedColumn, withLength } from './columns';
import { TypoDictionary } from './typo-dictionary';

/** The text of one document by field group: the title, names (typo tolerant), and the rest. */
export interface DocumentText {
  title: string;
  /** People, publishers, series: matched with typos like the title. */
  names: readonly string[];
  /** Taxonomy names and tags: matched exactly, by stem or prefix. */
  labels: readonly string[];
  description: string;
}

const MAX_COUNTED_TITLE_WORDS = 15;
const NAME_CACHE_LIMIT = 200_000;

/**
 * The inverted text index: a dictionary of folded terms, per term one bitmap of documents with
 * the term in the title and one with it elsewhere, terms grouped by stem, a sorted term list
 * for prefixes and a typo dictionary of title and name terms. Per document it remembers its
 * term ids so a replaced or deleted document leaves no postings behind.
 */
export class TextIndex {
  private readonly termIds = new Map<string, number>();
  private readonly surfaces: string[] = [];
  private readonly termsByStem = new Map<string, number[]>();
  private readonly titlePostings: Array<Bitmap | undefined> = [];
  private readonly otherPostings: Array<Bitmap | undefined> = [];
  private readonly typos = new TypoDictionary();
  private readonly titleTerms = new RaggedColumn();
  private readonly otherTerms = new RaggedColumn();
  private titleWordCounts = new Uint8Array(0);
  private readonly titleLengths: Bitmap[] = Array.from(
    { length: MAX_COUNTED_TITLE_WORDS + 1 },
    () => new Bitmap(),
  );
  private readonly nameCache = new Map<string, AnalyzedTerm[]>();
  private sortedTerms: Uint32Array | null = null;

  addDocument(doc: number, text: DocumentText, batch: BitmapBatch): void {
    this.removeDocument(doc);
    const title = new Set<number>();
    for (const term of analyzeText(text.title)) title.add(this.termFor(term, true));
    const other = new Set<number>();
    for (const name of text.names)
      for (const term of this.analyzeName(name)) other.add(this.termFor(term, true));
    for (const label of text.labels)
      for (const term of this.analyzeName(label)) other.add(this.termFor(term, false));
    for (const term of analyzeText(text.description)) other.add(this.termFor(term, false));
    for (const term of title) batch.add((this.titlePostings[term] ??= new Bitmap()), doc);
    for (const term of other) batch.add((this.otherPostings[term] ??= new Bitmap()), doc);
    this.titleTerms.set(doc, [...title]);
    this.otherTerms.set(doc, [...other]);
    const words = Math.min(countTitleWords(text.title), MAX_COUNTED_TITLE_WORDS);
    this.titleWordCounts = withLength(this.titleWordCounts, doc + 1);
    this.titleWordCounts[doc] = words;
    batch.add(this.titleLengths[words]!, doc);
  }

  removeDocument(doc: number): void {
    for (const term of this.titleTerms.get(doc)) this.titlePostings[term]?.remove(doc);
    for (const term of this.otherTerms.get(doc)) this.otherPostings[term]?.remove(doc);
    this.titleTerms.clear(doc);
    this.otherTerms.clear(doc);
    if (doc < this.titleWordCounts.length) this.titleLengths[this.titleWordCounts[doc]!]!.remove(doc);
  }

  /** Terms spelled like the word or sharing its stem. */
  exactTerms(word: AnalyzedTerm): number[] {
    const terms = [...(this.termsByStem.get(word.stem) ?? [])];
    const own = this.termIds.get(word.surface);
    if (own !== undefined && !terms.includes(own)) terms.push(own);
    return terms;
  }

  /** Terms sharing a stem. */
  stemTerms(stem: string): readonly number[] {
    return this.termsByStem.get(stem) ?? [];
  }

  /** Terms that start with the prefix (the prefix itself included when it is a term). */
  prefixTerms(prefix: string): number[] {
    const sorted = this.sorted();
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.surfaces[sorted[middle]!]! < prefix) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let index = low; index < sorted.length; index++) {
      const term = sorted[index]!;
      if (!this.surfaces[term]!.startsWith(prefix)) break;
      found.push(term);
    }
    return found;
  }

  /** Title and name terms within 1..maxTypos edits of the word. */
  typoTerms(surface: string, maxTypos: number): number[] {
    return this.typos.lookup(surface, maxTypos);
  }

  /** Documents with any of the terms in the title. */
  inTitle(terms: readonly number[]): Bitmap {
    return uniteAll(terms.map((term) => this.titlePostings[term]));
  }

  /** Documents with any of the terms outside the title. */
  elsewhere(terms: readonly number[]): Bitmap {
    return uniteAll(terms.map((term) => this.otherPostings[term]));
  }

  /** Documents whose title has exactly this many words. */
  titlesOfLength(words: number): Bitmap {
    return this.titleLengths[Math.min(words, MAX_COUNTED_TITLE_WORDS)]!;
  }

  get termCount(): number {
    return this.surfaces.length;
  }

  memoryBytes(): number {
    let strings = 0;
    for (const surface of this.surfaces) strings += 32 + surface.length;
    return (
      strings +
      this.surfaces.length * 48 +
      bitmapBytes(this.titlePostings) +
      bitmapBytes(this.otherPostings) +
      bitmapBytes(this.titleLengths) +
      this.titleTerms.memoryBytes() +
      this.otherTerms.memoryBytes() +
      this.titleWordCounts.byteLength +
      (this.sortedTerms?.byteLength ?? 0) +
      this.typos.memoryBytes()
    );
  }

  private termFor(term: AnalyzedTerm, typoTolerant: boolean): number {
    let id = this.termIds.get(term.surface);
    if (id === undefined) {
      id = this.surfaces.length;
      this.termIds.set(term.surface, id);
      this.surfaces.push(term.surface);
      const siblings = this.termsByStem.get(term.stem);
      if (siblings) siblings.push(id);
      else this.termsByStem.set(term.stem, [id]);
      this.sortedTerms = null;
    }
    if (typoTolerant) this.typos.add(id, term.surface);
    return id;
  }

  private analyzeName(name: string): AnalyzedTerm[] {
    let terms = this.nameCache.get(name);
    if (!terms) {
      terms = analyzeText(name);
      if (this.nameCache.size >= NAME_CACHE_LIMIT) this.nameCache.clear();
      this.nameCache.set(name, terms);
    }
    return terms;
  }

  private sorted(): Uint32Array {
    if (!this.sortedTerms) {
      const order = Array.from(this.surfaces.keys());
      order.sort((left, right) => (this.surfaces[left]! < this.surfaces[right]! ? -1 : 1));
      this.sortedTerms = Uint32Array.from(order);
    }
    return this.sortedTerms;
  }
}
