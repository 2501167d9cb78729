import { analyzeQuery, analyzeText, countTitleWords, titleHead, type AnalyzedTerm } from './analysis';
import { Bitmap, bitmapBytes, uniteAll, type BitmapBatch } from './bitmap';
import { RaggedColumn, withLength } from './columns';
import { TypoDictionary } from './typo-dictionary';

/** The text of one document by field group, in the order relevance weighs them. */
export interface DocumentText {
  title: string;
  /** Original, English and former titles: matched and ranked like the title. */
  alternativeTitles: readonly string[];
  /** Group, category, mechanism, genre, theme and tag names: matched exactly, by stem or prefix. */
  labels: readonly string[];
  /** People, publishers, series: matched with typos like the title. */
  names: readonly string[];
  description: string;
}

/**
 * Where a term occurs, best first: relevance ranks a title match over a group, category or
 * mechanism name, that over a publisher or person, that over the description.
 */
export const FIELD_CLASSES = ['title', 'label', 'name', 'description'] as const;
export type FieldClass = (typeof FIELD_CLASSES)[number] | 'head';
/** `head` holds the words before a title's subtitle, a subset of `title` kept for exact ranking. */
const CLASS_INDEX: Record<FieldClass, number> = { title: 0, label: 1, name: 2, description: 3, head: 4 };
const CLASS_BITS = 3;
const CLASS_MASK = (1 << CLASS_BITS) - 1;

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
  /** Per field class, per term: the documents with the term in that class. */
  private readonly postings: Array<Array<Bitmap | undefined>> = Object.keys(CLASS_INDEX).map(() => []);
  private readonly typos = new TypoDictionary();
  /** Per document its postings as `term << 3 | class`, so a replaced document leaves none behind. */
  private readonly docTerms = new RaggedColumn();
  /** Per document a bit per word count its titles have (title and alternative titles). */
  private titleWordMasks = new Uint16Array(0);
  private headWordMasks = new Uint16Array(0);
  private readonly titleLengths: Bitmap[] = Array.from(
    { length: MAX_COUNTED_TITLE_WORDS + 1 },
    () => new Bitmap(),
  );
  private readonly headLengths: Bitmap[] = Array.from(
    { length: MAX_COUNTED_TITLE_WORDS + 1 },
    () => new Bitmap(),
  );
  /** Whole labels by their stems ("kartenspiel" for "Kartenspiele"): a query that is a label. */
  private readonly labelIds = new Map<string, number>();
  private readonly labelIdsByName = new Map<string, number>();
  private readonly labelPostings: Bitmap[] = [];
  private readonly docLabels = new RaggedColumn();
  private readonly nameCache = new Map<string, AnalyzedTerm[]>();
  private sortedTerms: Uint32Array | null = null;

  addDocument(doc: number, text: DocumentText, batch: BitmapBatch): void {
    this.removeDocument(doc);
    const titles = [text.title, ...text.alternativeTitles];
    const seen = new Set<number>();
    const add = (term: AnalyzedTerm, fieldClass: FieldClass, typoTolerant: boolean) => {
      const entry = (this.termFor(term, typoTolerant) << CLASS_BITS) | CLASS_INDEX[fieldClass];
      seen.add(entry);
    };
    for (const title of titles) {
      for (const term of analyzeText(title)) add(term, 'title', true);
      const head = titleHead(title);
      if (head) for (const term of analyzeText(head)) add(term, 'head', false);
    }
    const labels = new Set<number>();
    for (const label of text.labels) {
      for (const term of this.analyzeName(label)) add(term, 'label', false);
      labels.add(this.labelFor(label));
    }
    for (const label of labels) batch.add(this.labelPostings[label]!, doc);
    this.docLabels.set(doc, [...labels]);
    for (const name of text.names) for (const term of this.analyzeName(name)) add(term, 'name', true);
    for (const term of analyzeText(text.description)) add(term, 'description', false);
    for (const entry of seen) {
      batch.add((this.postings[entry & CLASS_MASK]![entry >>> CLASS_BITS] ??= new Bitmap()), doc);
    }
    this.docTerms.set(doc, [...seen]);
    this.titleWordMasks = withLength(this.titleWordMasks, doc + 1);
    this.headWordMasks = withLength(this.headWordMasks, doc + 1);
    let titleMask = 0;
    let headMask = 0;
    for (const title of titles) {
      titleMask |= 1 << Math.min(countTitleWords(title), MAX_COUNTED_TITLE_WORDS);
      const head = titleHead(title);
      if (head) headMask |= 1 << Math.min(countTitleWords(head), MAX_COUNTED_TITLE_WORDS);
    }
    this.titleWordMasks[doc] = titleMask;
    this.headWordMasks[doc] = headMask;
    for (let words = 0; words <= MAX_COUNTED_TITLE_WORDS; words++) {
      if (titleMask & (1 << words)) batch.add(this.titleLengths[words]!, doc);
      if (headMask & (1 << words)) batch.add(this.headLengths[words]!, doc);
    }
  }

  removeDocument(doc: number): void {
    for (const entry of this.docTerms.get(doc)) {
      this.postings[entry & CLASS_MASK]![entry >>> CLASS_BITS]?.remove(doc);
    }
    this.docTerms.clear(doc);
    for (const label of this.docLabels.get(doc)) this.labelPostings[label]!.remove(doc);
    this.docLabels.clear(doc);
    if (doc >= this.titleWordMasks.length) return;
    for (let words = 0; words <= MAX_COUNTED_TITLE_WORDS; words++) {
      if (this.titleWordMasks[doc]! & (1 << words)) this.titleLengths[words]!.remove(doc);
      if (this.headWordMasks[doc]! & (1 << words)) this.headLengths[words]!.remove(doc);
    }
    this.titleWordMasks[doc] = 0;
    this.headWordMasks[doc] = 0;
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

  /** Title and name terms that begin with the unfinished word give or take 1..maxTypos edits. */
  typoPrefixTerms(surface: string, maxTypos: number): number[] {
    return this.typos.lookupPrefix(surface, maxTypos);
  }

  /** Documents with any of the terms in a title (alternative titles included). */
  inTitle(terms: readonly number[]): Bitmap {
    return this.inClass('title', terms);
  }

  /** Documents with any of the terms in the given field class. */
  inClass(fieldClass: FieldClass, terms: readonly number[]): Bitmap {
    const postings = this.postings[CLASS_INDEX[fieldClass]]!;
    return uniteAll(terms.map((term) => postings[term]));
  }

  /** Documents with a label (group, category, mechanism, …) whose words are these stems. */
  withLabel(stems: readonly string[]): Bitmap | undefined {
    const id = this.labelIds.get(stems.join(' '));
    return id === undefined ? undefined : this.labelPostings[id];
  }

  /** Documents one of whose titles has exactly this many words (stop words not counted). */
  titlesOfLength(words: number): Bitmap {
    return this.titleLengths[Math.min(words, MAX_COUNTED_TITLE_WORDS)]!;
  }

  /** Documents one of whose titles starts with a name of this many words before a subtitle. */
  headsOfLength(words: number): Bitmap {
    return this.headLengths[Math.min(words, MAX_COUNTED_TITLE_WORDS)]!;
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
      this.postings.reduce((sum, postings) => sum + bitmapBytes(postings), 0) +
      bitmapBytes(this.titleLengths) +
      bitmapBytes(this.headLengths) +
      this.docTerms.memoryBytes() +
      bitmapBytes(this.labelPostings) +
      this.docLabels.memoryBytes() +
      this.titleWordMasks.byteLength +
      this.headWordMasks.byteLength +
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

  private labelFor(label: string): number {
    // catalogues repeat a few thousand taxonomy names endlessly: analysed once each
    const known = this.labelIdsByName.get(label);
    if (known !== undefined) return known;
    const key = analyzeQuery(`${label} `)
      .map((word) => word.stem)
      .join(' ');
    let id = this.labelIds.get(key);
    if (id === undefined) {
      id = this.labelPostings.length;
      this.labelIds.set(key, id);
      this.labelPostings.push(new Bitmap());
    }
    if (this.labelIdsByName.size >= NAME_CACHE_LIMIT) this.labelIdsByName.clear();
    this.labelIdsByName.set(label, id);
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
