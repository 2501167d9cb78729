const EMPTY = -1;
const DELETED = -2;

/**
 * Product id to internal document number, as an open-addressing hash table in two typed
 * arrays (about 16 bytes per product, and nothing for the garbage collector to walk), where a
 * `Map` would cost about 50 bytes per product on the heap.
 */
export class IdMap {
  private keys = new Int32Array(1024).fill(EMPTY);
  private values = new Int32Array(1024);
  private count = 0;
  private occupied = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    const slot = this.find(id);
    return this.keys[slot] === id ? this.values[slot] : undefined;
  }

  set(id: number, value: number): void {
    if (id < 0) throw new Error(`product ids must not be negative: ${id}`);
    if ((this.occupied + 1) * 2 > this.keys.length) {
      // at most half the slots used or tombstoned: grow when live ids fill a quarter, else just
      // sweep the tombstones out
      const grow = (this.count + 1) * 4 > this.keys.length;
      this.rehash(grow ? this.keys.length * 2 : this.keys.length);
    }
    const slot = this.find(id);
    if (this.keys[slot] !== id) {
      if (this.keys[slot] === EMPTY) this.occupied += 1;
      this.keys[slot] = id;
      this.count += 1;
    }
    this.values[slot] = value;
  }

  delete(id: number): boolean {
    const slot = this.find(id);
    if (this.keys[slot] !== id) return false;
    this.keys[slot] = DELETED;
    this.count -= 1;
    return true;
  }

  memoryBytes(): number {
    return this.keys.byteLength + this.values.byteLength;
  }

  /** The slot holding `id`, else the first free slot on its probe path. */
  private find(id: number): number {
    const mask = this.keys.length - 1;
    let slot = (Math.imul(id, 0x9e3779b1) >>> 0) & mask;
    let reusable = -1;
    for (;;) {
      const key = this.keys[slot]!;
      if (key === id) return slot;
      if (key === EMPTY) return reusable >= 0 ? reusable : slot;
      if (key === DELETED && reusable < 0) reusable = slot;
      slot = (slot + 1) & mask;
    }
  }

  private rehash(capacity: number): void {
    const keys = this.keys;
    const values = this.values;
    this.keys = new Int32Array(capacity).fill(EMPTY);
    this.values = new Int32Array(capacity);
    this.count = 0;
    this.occupied = 0;
    for (let slot = 0; slot < keys.length; slot++) {
      if (keys[slot]! >= 0) this.set(keys[slot]!, values[slot]!);
    }
  }
}
