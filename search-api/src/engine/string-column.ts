import { withLength } from './columns';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * One string per document stored as UTF-8 in a shared byte pool: a few bytes per character
 * instead of a heap object per string, which keeps memory per product and garbage-collection
 * pauses low. Rewrites reuse the slot when they fit; garbage is compacted like `RaggedColumn`.
 */
export class StringColumn {
  private pool = new Uint8Array(64 * 1024);
  private used = 0;
  private garbage = 0;
  private starts = new Uint32Array(0);
  private lengths = new Uint32Array(0);

  set(doc: number, text: string): void {
    this.starts = withLength(this.starts, doc + 1);
    this.lengths = withLength(this.lengths, doc + 1);
    // UTF-8 needs at most three bytes per UTF-16 code unit
    this.pool = withLength(this.pool, this.used + text.length * 3);
    const { written } = encoder.encodeInto(text, this.pool.subarray(this.used));
    const oldLength = this.lengths[doc]!;
    if (written <= oldLength) {
      this.pool.copyWithin(this.starts[doc]!, this.used, this.used + written);
      this.garbage += oldLength - written;
    } else {
      this.garbage += oldLength;
      this.starts[doc] = this.used;
      this.used += written;
    }
    this.lengths[doc] = written;
    if (this.garbage > 64 * 1024 && this.garbage > this.used - this.garbage) this.compact();
  }

  get(doc: number): string {
    if (doc >= this.lengths.length) return '';
    const start = this.starts[doc]!;
    return decoder.decode(this.pool.subarray(start, start + this.lengths[doc]!));
  }

  clear(doc: number): void {
    if (doc >= this.lengths.length) return;
    this.garbage += this.lengths[doc]!;
    this.lengths[doc] = 0;
  }

  memoryBytes(): number {
    return this.pool.byteLength + this.starts.byteLength + this.lengths.byteLength;
  }

  private compact(): void {
    const pool = new Uint8Array(Math.max(64 * 1024, (this.used - this.garbage) * 2));
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
