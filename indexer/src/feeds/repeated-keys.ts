/**
 * Tells whether a stream of keys (a feed's SKUs) repeats one, without keeping the keys: an
 * open-addressing set of 64-bit hashes, 8 bytes per slot and at least two slots per key (16 MB
 * for a million SKUs, where a `Set` of the strings would hold ~70 MB). Equal keys always
 * collide, so a repeat is never missed; two different keys with the same 64-bit hash (for a
 * million keys a chance of about 1 in 30 million) report a repeat that is not there, which only
 * costs the caller its exact check.
 */
export class RepeatedKeys {
  #hi = new Uint32Array(1 << 12);
  #lo = new Uint32Array(1 << 12);
  #size = 0;
  #repeated = false;

  /** True once any key was added twice. */
  get repeated(): boolean {
    return this.#repeated;
  }

  add(key: string): void {
    if (this.#repeated) return;
    hashKey(key);
    this.addHash(keyHash.hi, keyHash.lo);
  }

  /** Adds a key by its hashKey hash (a key whose text is not at hand any more). */
  addHash(hi: number, lo: number): void {
    if (this.#repeated) return;
    if (this.#insert(hi, lo)) {
      this.#repeated = true;
      return;
    }
    if (++this.#size * 2 > this.#hi.length) this.#grow();
  }

  /** Stores the hash; true when it was there already. */
  #insert(hi: number, lo: number): boolean {
    const mask = this.#hi.length - 1;
    let slot = (lo ^ hi) & mask;
    for (;;) {
      const storedHi = this.#hi[slot]!;
      const storedLo = this.#lo[slot]!;
      if (storedHi === 0 && storedLo === 0) {
        this.#hi[slot] = hi;
        this.#lo[slot] = lo;
        return false;
      }
      if (storedHi === hi && storedLo === lo) return true;
      slot = (slot + 1) & mask;
    }
  }

  #grow(): void {
    const hi = this.#hi;
    const lo = this.#lo;
    this.#hi = new Uint32Array(hi.length * 2);
    this.#lo = new Uint32Array(lo.length * 2);
    for (let i = 0; i < hi.length; i++) {
      if (hi[i] !== 0 || lo[i] !== 0) this.#insert(hi[i]!, lo[i]!);
    }
  }
}

/** The last hashKey result (one object, so hashing a million keys allocates nothing). */
export const keyHash = { hi: 0, lo: 0 };

/**
 * A 64-bit hash of `key[start, end)` into `keyHash`: two 32-bit FNV-style lanes, each mixed by
 * MurmurHash3's finaliser; never (0, 0), which marks an empty slot.
 */
export function hashKey(key: string, start = 0, end = key.length): void {
  let hi = 0x811c9dc5;
  let lo = 0x9747b28c;
  for (let i = start; i < end; i++) {
    const c = key.charCodeAt(i);
    hi = Math.imul(hi ^ c, 0x01000193);
    lo = Math.imul(lo ^ c, 0x5bd1e995);
    lo ^= lo >>> 15;
  }
  hi = mix(hi ^ (end - start));
  lo = mix(lo);
  if (hi === 0 && lo === 0) lo = 1;
  keyHash.hi = hi;
  keyHash.lo = lo;
}

/** MurmurHash3's finaliser: spreads every input bit over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
