/** The "no value" marker of integer columns (a search document's null). */
export const NO_VALUE = -2147483648;

type NumberArray =
  Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float32Array | Float64Array;

/**
 * Returns `column` when it already holds `length` slots, else a copy with at least twice the
 * room whose new slots hold `fill`. Columns grow like this as documents arrive.
 */
export function withLength<Column extends NumberArray>(column: Column, length: number, fill = 0): Column {
  if (column.length >= length) return column;
  const grown = new (column.constructor as new (size: number) => Column)(
    Math.max(length, Math.ceil(column.length * 1.25), 1024),
  );
  grown.set(column as never);
  if (fill !== 0) grown.fill(fill, column.length);
  return grown;
}

/** Stores null as `NO_VALUE`. */
export function toColumnValue(value: number | null): number {
  return value === null ? NO_VALUE : value;
}

/** Reads `NO_VALUE` back as null. */
export function fromColumnValue(value: number): number | null {
  return value === NO_VALUE ? null : value;
}

/**
 * A list of small unsigned integers per document (facet value ordinals, term ids) in one shared
 * pool: no array object per document. Rewriting a document reuses its slot when the new list
 * fits, else appends and leaves garbage that is compacted once it outweighs the live values.
 */
export class RaggedColumn {
  private pool = new Uint32Array(4096);
  private used = 0;
  private garbage = 0;
  private starts = new Uint32Array(0);
  private lengths = new Uint16Array(0);

  /** Replaces the document's list (at most 65,535 values are kept). */
  set(doc: number, values: ArrayLike<number>): void {
    this.starts = withLength(this.starts, doc + 1);
    this.lengths = withLength(this.lengths, doc + 1);
    const length = Math.min(values.length, 0xffff);
    const oldLength = this.lengths[doc]!;
    let start = this.starts[doc]!;
    if (length > oldLength) {
      this.garbage += oldLength;
      this.pool = withLength(this.pool, this.used + length);
      start = this.used;
      this.used += length;
    } else {
      this.garbage += oldLength - length;
    }
    for (let index = 0; index < length; index++) this.pool[start + index] = values[index]!;
    this.starts[doc] = start;
    this.lengths[doc] = length;
    if (this.garbage > 1024 && this.garbage > this.used - this.garbage) this.compact();
  }

  clear(doc: number): void {
    if (doc >= this.lengths.length) return;
    this.garbage += this.lengths[doc]!;
    this.lengths[doc] = 0;
  }

  /** The document's values (a copy). */
  get(doc: number): number[] {
    if (doc >= this.lengths.length) return [];
    const start = this.starts[doc]!;
    return Array.from(this.pool.subarray(start, start + this.lengths[doc]!));
  }

  /** The first value, or -1 when the list is empty. */
  first(doc: number): number {
    if (doc >= this.lengths.length || this.lengths[doc] === 0) return -1;
    return this.pool[this.starts[doc]!]!;
  }

  /** Adds 1 to `counts[value]` for every value of every listed document. */
  countValues(docs: Uint32Array, counts: Uint32Array): void {
    const { pool, starts, lengths } = this;
    for (let index = 0; index < docs.length; index++) {
      const doc = docs[index]!;
      const start = starts[doc]!;
      const end = start + lengths[doc]!;
      for (let slot = start; slot < end; slot++) counts[pool[slot]!]! += 1;
    }
  }

  /** Mean number of values per document slot. */
  averageLength(documents: number): number {
    return documents === 0 ? 0 : (this.used - this.garbage) / documents;
  }

  memoryBytes(): number {
    return this.pool.byteLength + this.starts.byteLength + this.lengths.byteLength;
  }

  private compact(): void {
    const pool = new Uint32Array(Math.max(4096, (this.used - this.garbage) * 2));
    let used = 0;
    for (let doc = 0; doc < this.lengths.length; doc++) {
      const length = this.lengths[doc]!;
      if (length === 0) continue;
      pool.set(this.pool.subarray(this.starts[doc]!, this.starts[doc]! + length), used);
      this.starts[doc] = used;
      used += length;
    }
    this.pool = pool;
    this.used = used;
    this.garbage = 0;
  }
}
