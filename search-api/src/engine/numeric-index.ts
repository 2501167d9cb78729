import { Bitmap, bitmapBytes, type BitmapBatch, type Scratch } from './bitmap';
import { NO_VALUE, withLength } from './columns';
import { selectTop } from './select-top';

/** Below this many documents a plain selection over a set beats walking buckets (`top`). */
export const DIRECT_SELECTION_LIMIT = 20_000;

/**
 * Bucket lower bounds, ascending; bucket i holds values from `bounds[i]` up to the next bound
 * (the last one is open). Values below the first bound fall into the first bucket.
 */
export function bucketBounds(...segments: Array<{ from: number; to: number; step: number }>): number[] {
  const bounds: number[] = [];
  for (const { from, to, step } of segments) {
    for (let value = from; value < to; value += step) {
      if (bounds.length === 0 || value > bounds[bounds.length - 1]!) bounds.push(value);
    }
  }
  return bounds;
}

/** Bucket lower bounds growing by `ratio` (0, 1, 2, … then geometric) up to `to`: for skewed figures. */
export function geometricBounds(to: number, ratio: number): number[] {
  const bounds = [0];
  for (let value = 1; value < to; value = Math.max(value + 1, Math.floor(value * ratio))) bounds.push(value);
  return bounds;
}

/**
 * A numeric attribute as a column plus one bitmap per value bucket. A range is the union of
 * the buckets it covers whole plus, for the at most two edge buckets, the documents whose
 * exact value (from the column) falls inside; min and max within a set start from the first
 * and last bucket that meets the set.
 */
export class NumericIndex {
  private values = new Int32Array(0);
  private readonly buckets: Bitmap[];
  /** Documents that have a value at all. */
  private readonly present = new Bitmap();

  constructor(
    private readonly bounds: readonly number[],
    private readonly directSelectionLimit = DIRECT_SELECTION_LIMIT,
  ) {
    this.buckets = bounds.map(() => new Bitmap());
  }

  /** The document's value or `NO_VALUE`. */
  valueOf(doc: number): number {
    return doc < this.values.length ? this.values[doc]! : NO_VALUE;
  }

  /** The column itself, for sorting loops (read only). */
  column(): Int32Array {
    return this.values;
  }

  set(doc: number, value: number | null, batch: BitmapBatch): void {
    this.values = withLength(this.values, doc + 1, NO_VALUE);
    this.clear(doc);
    if (value === null) return;
    const stored = Math.round(value);
    this.values[doc] = stored;
    batch.add(this.buckets[this.bucketOf(stored)]!, doc);
    batch.add(this.present, doc);
  }

  clear(doc: number): void {
    const old = this.valueOf(doc);
    if (old === NO_VALUE) return;
    this.buckets[this.bucketOf(old)]!.remove(doc);
    this.present.remove(doc);
    this.values[doc] = NO_VALUE;
  }

  /** Documents whose value lies in [min, max] (open sides unbounded; no value never matches). */
  range(min: number | undefined, max: number | undefined): Bitmap {
    const low = min ?? -Infinity;
    const high = max ?? Infinity;
    const result = new Bitmap();
    if (low > high) return result;
    const first = min === undefined ? 0 : this.bucketOf(Math.ceil(low));
    const last = max === undefined ? this.buckets.length - 1 : this.bucketOf(Math.floor(high));
    for (let bucket = first; bucket <= last; bucket++) {
      const bucketLow = bucket === 0 ? -Infinity : this.bounds[bucket]!;
      const bucketHigh = bucket + 1 < this.bounds.length ? this.bounds[bucket + 1]! - 1 : Infinity;
      const set = this.buckets[bucket]!;
      if (set.size === 0) continue;
      if (low <= bucketLow && bucketHigh <= high) {
        result.orInPlace(set);
        continue;
      }
      const inside: number[] = [];
      for (const doc of set.toUint32Array()) {
        const value = this.values[doc]!;
        if (value >= low && value <= high) inside.push(doc);
      }
      result.addMany(inside);
    }
    return result;
  }

  /** Smallest and largest value among the documents of `within`, or null when none has one. */
  extremesWithin(within: Bitmap): { min: number; max: number } | null {
    const firstBucket = this.buckets.findIndex((bucket) => bucket.intersects(within));
    if (firstBucket < 0) return null;
    let lastBucket = this.buckets.length - 1;
    while (!this.buckets[lastBucket]!.intersects(within)) lastBucket -= 1;
    return {
      min: this.extremeOfBucket(firstBucket, within, 1),
      max: this.extremeOfBucket(lastBucket, within, -1),
    };
  }

  /** Smallest (direction 1) or largest (-1) value in the bucket among `within`. */
  private extremeOfBucket(bucket: number, within: Bitmap, direction: 1 | -1): number {
    const inner = bucket > 0 && bucket + 1 < this.bounds.length;
    // a bucket one unit wide holds a single value: no need to look at documents
    if (inner && this.bounds[bucket + 1]! - this.bounds[bucket]! === 1) return this.bounds[bucket]!;
    let extreme = direction === 1 ? Infinity : -Infinity;
    for (const doc of Bitmap.and(this.buckets[bucket]!, within).toUint32Array()) {
      const value = this.values[doc]!;
      if (direction * (value - extreme) < 0) extreme = value;
    }
    return extreme;
  }

  memoryBytes(): number {
    return this.values.byteLength + bitmapBytes(this.buckets) + bitmapBytes([this.present]);
  }

  /**
   * The first `count` documents of `within` in `compare` order, where that order sorts by this
   * figure (`direction` 1 ascending, -1 descending, documents without a value last). Large sets
   * are not sorted whole: buckets are taken in order until they hold `count` documents, and
   * only those are selected from, since every later bucket ranks behind them.
   */
  top(options: {
    within: Bitmap;
    count: number;
    direction: 1 | -1;
    compare: (left: number, right: number) => number;
    scratch: Scratch;
  }): number[] {
    const { within, count, direction, compare, scratch } = options;
    if (count <= 0) return [];
    if (within.size <= this.directSelectionLimit) return selectTop(scratch.members(within), count, compare);
    const taken = new Bitmap();
    const last = this.buckets.length - 1;
    for (
      let bucket = direction === 1 ? 0 : last;
      bucket >= 0 && bucket <= last && taken.size < count;
      bucket += direction
    ) {
      if (this.buckets[bucket]!.intersects(within))
        taken.orInPlace(Bitmap.and(this.buckets[bucket]!, within));
    }
    const top = selectTop(scratch.members(taken), count, compare);
    if (top.length < count) {
      const missing = Bitmap.andNot(within, this.present);
      top.push(...selectTop(scratch.members(missing), count - top.length, compare));
    }
    return top;
  }

  private bucketOf(value: number): number {
    let low = 0;
    let high = this.bounds.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.bounds[middle]! <= value) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
