/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence, so demo
 * data, benchmark catalogues and randomised tests are identical on every run.
 */
export class SeededRandom {
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

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** One item of a non-empty list. */
  pick<Item>(items: readonly Item[]): Item {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<Item>(entries: ReadonlyArray<readonly [Item, number]>): Item {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in random order. */
  sample<Item>(items: readonly Item[], count: number): Item[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
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

/** A stable 32-bit hash of a string (FNV-1a), e.g. to derive a seed or colours from a title. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
