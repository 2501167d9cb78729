/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<Item>(items: readonly Item[]): Item {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An index in [0, size) where low indexes are far more likely (a power-law skew). */
  skewed(size: number, skew = 2.5): number {
    return Math.min(size - 1, Math.floor(size * Math.pow(this.next(), skew)));
  }

  /** Up to `count` distinct skewed indexes. */
  skewedSet(size: number, count: number, skew = 2.5): number[] {
    const picked = new Set<number>();
    for (let attempt = 0; attempt < count * 3 && picked.size < count; attempt++)
      picked.add(this.skewed(size, skew));
    return [...picked];
  }
}
