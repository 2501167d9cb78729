import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { CopyValue } from '@spielraum/schema/client';

/**
 * The SKUs of a feed's rejected rows, kept as 64-bit hashes (the first 8 bytes of their MD5,
 * which PostgreSQL computes alike with skuHashSql): 8 bytes each whatever the SKU's length, so a
 * feed of a million rejected rows holds 8 MB instead of the strings. A full feed treats a live
 * offer whose SKU hash is among them as present. Two different SKUs with the same 64-bit hash
 * (for a million offers and a million rejected rows a chance of about 1 in 18 million) keep an
 * offer that should have gone until the next full feed: the safe side.
 */
export class RejectedSkus {
  #hashes = new BigInt64Array(1024);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  add(sku: string): void {
    if (this.#size === this.#hashes.length) {
      const grown = new BigInt64Array(this.#hashes.length * 2);
      grown.set(this.#hashes);
      this.#hashes = grown;
    }
    this.#hashes[this.#size++] = createHash('md5').update(sku, 'utf8').digest().readBigInt64BE(0);
  }

  /** One COPY row per hash (`sku_hash bigint`). */
  *rows(): Generator<CopyValue[]> {
    for (let i = 0; i < this.#size; i++) yield [this.#hashes[i]!.toString()];
  }
}

/** RejectedSkus' hash of a SKU column, computed by PostgreSQL. */
export function skuHashSql(column: SQL): SQL {
  return sql`('x' || left(md5(${column}), 16))::bit(64)::bigint`;
}
