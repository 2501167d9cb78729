import { sql } from 'drizzle-orm';
import type { CopyValue, TransactionHandle } from '@spielraum/schema/client';
import { MAX_RECORD_CHARS } from './readers/values';
import { hashKey, keyHash } from './repeated-keys';

/**
 * Bump when any line-based offer reader (CSV, JSON Lines) may read the same line differently
 * (another value, another validation), so that no fingerprint of the old reading skips a line
 * the new one would read otherwise. `feed-fingerprint.test.ts` keeps a hash of the readers'
 * sources to remind whoever changes them.
 */
export const FINGERPRINT_READING_VERSION = 2;

/** Lines per stored part: 1.5 MB, so loading or writing one never holds the whole as hex text. */
const PART_LINES = 65_536;

/** Growable parallel arrays of the lines a fingerprint knows. */
export class FingerprintEntries {
  lineHi: Uint32Array;
  lineLo: Uint32Array;
  skuHi: Uint32Array;
  skuLo: Uint32Array;
  offerId: Float64Array;
  size = 0;

  constructor(capacity = 1024) {
    this.lineHi = new Uint32Array(capacity);
    this.lineLo = new Uint32Array(capacity);
    this.skuHi = new Uint32Array(capacity);
    this.skuLo = new Uint32Array(capacity);
    this.offerId = new Float64Array(capacity);
  }

  push(lineHi: number, lineLo: number, skuHi: number, skuLo: number, offerId: number): void {
    if (this.size === this.lineHi.length) {
      const grow = <T extends Uint32Array | Float64Array>(array: T): T => {
        const grown = new (array.constructor as new (length: number) => T)(array.length * 2);
        grown.set(array);
        return grown;
      };
      this.lineHi = grow(this.lineHi);
      this.lineLo = grow(this.lineLo);
      this.skuHi = grow(this.skuHi);
      this.skuLo = grow(this.skuLo);
      this.offerId = grow(this.offerId);
    }
    const i = this.size++;
    this.lineHi[i] = lineHi;
    this.lineLo[i] = lineLo;
    this.skuHi[i] = skuHi;
    this.skuLo[i] = skuLo;
    this.offerId[i] = offerId;
  }
}

/**
 * The lines of a dealer's last line-based offer feed that became matched live offers: each
 * line's 64-bit hash, its SKU's hash and the offer's id, with an open-addressing index by line
 * hash. Stored as `offer_feed_fingerprints.entries`: a count, then the five columns one after
 * the other (24 bytes per line).
 */
export class FeedFingerprint {
  readonly entries: FingerprintEntries;
  #slots: Int32Array;

  private constructor(entries: FingerprintEntries) {
    this.entries = entries;
    let size = 1024;
    while (size < entries.size * 2) size *= 2;
    this.#slots = new Int32Array(size).fill(-1);
    const mask = size - 1;
    for (let i = 0; i < entries.size; i++) {
      let slot = (entries.lineHi[i]! ^ entries.lineLo[i]!) & mask;
      while (this.#slots[slot] !== -1) slot = (slot + 1) & mask;
      this.#slots[slot] = i;
    }
  }

  static fromEntries(entries: FingerprintEntries): FeedFingerprint {
    return new FeedFingerprint(entries);
  }

  /**
   * Appends the lines of one stored part to `entries`: a count, then per line its hash, its
   * SKU's hash (two 32-bit halves each) and the offer id (64 bits), big-endian as PostgreSQL's
   * `int4send`/`int8send` write them (rememberFeed builds the parts in the database). False when
   * the bytes are not a part (the fingerprint is then not trusted at all).
   */
  static decodePart(bytes: Uint8Array, entries: FingerprintEntries): boolean {
    if (bytes.byteLength < 4) return false;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const size = view.getUint32(0);
    if (bytes.byteLength !== 4 + size * 24) return false;
    for (let at = 4; at < bytes.byteLength; at += 24)
      entries.push(
        view.getUint32(at),
        view.getUint32(at + 4),
        view.getUint32(at + 8),
        view.getUint32(at + 12),
        Number(view.getBigInt64(at + 16)),
      );
    return true;
  }

  /** The entry of a line hash, or -1. */
  find(hi: number, lo: number): number {
    const mask = this.#slots.length - 1;
    for (let slot = (hi ^ lo) & mask; ; slot = (slot + 1) & mask) {
      const entry = this.#slots[slot]!;
      if (entry === -1) return -1;
      if (this.entries.lineHi[entry] === hi && this.entries.lineLo[entry] === lo) return entry;
    }
  }
}

/**
 * One run's view of its feed's lines, between the decoded text and the parser: records every
 * single-line record's hash by line number, and, given the fingerprint of the dealer's last run
 * under the same reading (format, reader version, header line), hands the parser an empty line
 * in place of each line found there (the parser skips empty lines and the line numbers stay
 * right), keeping the offer it stands for. Such a line is not parsed, validated, staged or
 * compared: it would make exactly the offer it made last time, which nothing has changed since
 * (the database forgets fingerprints on any other write to offers).
 *
 * Only lines that are records on their own may be judged. In CSV a line with a quote is judged
 * only when every field is either unquoted without quotes or wholly quoted (`"a, ""b"""`); at
 * the first line that is not so clear (a quote opening a field that continues on the next line,
 * a quote inside an unquoted field), or a line too long to hold, nothing more is judged or
 * skipped in this run: a continuation line can never be mistaken for a record.
 */
export class FeedLines {
  /** Hashes of the judged lines that were not skipped, in line order. */
  #lines = new LineHashes();
  /** Hashes of the SKUs of the staged rows, in line order. */
  #skus = new LineHashes();
  #judging = true;
  #context: string | null = null;
  #known: FeedFingerprint | null = null;
  /** Entries of `#known` whose lines this run skipped (4 bytes each: a million of them are usual). */
  #skipped = new Int32Array(1024);
  #skippedCount = 0;
  #used: Uint8Array | null = null;
  /** A known line came twice: counts would no longer be one per offer. */
  #repeatedKnownLine = false;

  /**
   * @param contextPrefix the format and reader version; the header line's hash completes it
   * @param previous the dealer's stored fingerprint with its context, if any
   */
  constructor(
    private readonly contextPrefix: string,
    private readonly previous: { context: string; fingerprint: FeedFingerprint } | null,
  ) {}

  /** Format, reader version and header line hash, once the header was read; null before. */
  get context(): string | null {
    return this.#context;
  }

  /** Whether every line after the header was judged (the fingerprint can cover the whole run). */
  get complete(): boolean {
    return this.#judging && this.#context !== null && !this.#repeatedKnownLine;
  }

  get skippedCount(): number {
    return this.#skippedCount;
  }

  /** The fingerprint this run skipped lines of (null when none). */
  get known(): FeedFingerprint | null {
    return this.#known;
  }

  get repeatedKnownLine(): boolean {
    return this.#repeatedKnownLine;
  }

  /** The entries of the known fingerprint whose lines were skipped. */
  skippedEntries(): Int32Array {
    return this.#skipped.subarray(0, this.#skippedCount);
  }

  /** Hash of the judged line `line` as [hi, lo], or null when it was not judged (or skipped). */
  lineHash(line: number): [number, number] | null {
    return this.#lines.find(line);
  }

  /** Notes the hashKey hash of the SKU of the row staged from `line` (rows come in line order). */
  noteSku(line: number, hi: number, lo: number): void {
    if (this.complete) this.#skus.push(line, hi, lo);
  }

  skuHash(line: number): [number, number] | null {
    return this.#skus.find(line);
  }

  /** Each staged row from a judged line: line, its hash and its SKU's hash, in line order. */
  *staged(): Generator<[number, number, number, number, number]> {
    const lines = this.#lines;
    const skus = this.#skus;
    let at = 0;
    for (let i = 0; i < skus.size; i++) {
      const line = skus.line[i]!;
      while (at < lines.size && lines.line[at]! < line) at++;
      if (at < lines.size && lines.line[at] === line)
        yield [line, lines.hi[at]!, lines.lo[at]!, skus.hi[i]!, skus.lo[i]!];
    }
  }

  /**
   * The text with known lines emptied. `delimiter` is the CSV delimiter, or null for JSON
   * Lines (every line a record, no header).
   */
  async *filter(text: AsyncIterable<string>, delimiter: string | null): AsyncGenerator<string> {
    if (delimiter === null) this.#startContext('-');
    let line = 1;
    /** The beginning of a line that earlier pieces did not end. */
    let carry = '';
    for await (const piece of text) {
      if (!this.#judging) {
        if (carry !== '') {
          yield carry;
          carry = '';
        }
        yield piece;
        continue;
      }
      const out: string[] = [];
      /** Start of the piece's text not handed on yet. */
      let handed = 0;
      let position = 0;
      for (let end = piece.indexOf('\n'); end !== -1 && this.#judging; end = piece.indexOf('\n', position)) {
        if (carry !== '') {
          const whole = carry + piece.slice(0, end);
          out.push(this.#judge(whole, 0, whole.length, line, delimiter) ? '\n' : `${whole}\n`);
          carry = '';
          handed = end + 1;
        } else if (this.#judge(piece, position, end, line, delimiter)) {
          if (position > handed) out.push(piece.slice(handed, position));
          out.push('\n');
          handed = end + 1;
        }
        position = end + 1;
        line++;
      }
      if (!this.#judging) {
        // the rest goes as it is
        out.push(carry, piece.slice(handed));
        carry = '';
      } else {
        if (position > handed) out.push(piece.slice(handed, position));
        carry += piece.slice(position);
        if (carry.length > MAX_RECORD_CHARS) {
          this.#judging = false;
          out.push(carry);
          carry = '';
        }
      }
      const passed = out.length === 1 ? out[0]! : out.join('');
      if (passed !== '') yield passed;
    }
    if (carry !== '') {
      yield this.#judging && this.#judge(carry, 0, carry.length, line, delimiter) ? '' : carry;
    }
  }

  #startContext(headerHash: string): void {
    this.#context = `${this.contextPrefix}:${headerHash}`;
    if (this.previous && this.previous.context === this.#context) {
      this.#known = this.previous.fingerprint;
      this.#used = new Uint8Array(this.#known.entries.size);
    }
  }

  /** Whether `text[start, end)`, line `line`, is a known record line to skip; records its hash. */
  #judge(text: string, start: number, end: number, line: number, delimiter: string | null): boolean {
    if (isBlank(text, start, end)) return false;
    if (this.#context === null) {
      // the header line (CSV): part of the reading, never skipped
      hashKey(text.slice(start, end));
      this.#startContext(`${keyHash.hi.toString(16)}${keyHash.lo.toString(16).padStart(8, '0')}`);
      return false;
    }
    if (delimiter !== null) {
      const quote = text.indexOf('"', start);
      if (quote !== -1 && quote < end && !fieldsClosed(text, start, end, delimiter)) {
        this.#judging = false;
        return false;
      }
    }
    hashRange(text, start, end);
    const { hi, lo } = keyHash;
    const entry = this.#known ? this.#known.find(hi, lo) : -1;
    if (entry !== -1 && this.#used![entry]) this.#repeatedKnownLine = true;
    else if (entry !== -1) {
      this.#used![entry] = 1;
      if (this.#skippedCount === this.#skipped.length) this.#skipped = grow(this.#skipped);
      this.#skipped[this.#skippedCount++] = entry;
      return true;
    }
    this.#lines.push(line, hi, lo);
    return false;
  }
}

/** The array at twice its length, its values kept. */
function grow<T extends Uint32Array<ArrayBuffer> | Int32Array<ArrayBuffer>>(array: T): T {
  const grown = new (array.constructor as new (length: number) => T)(array.length * 2);
  grown.set(array);
  return grown;
}

/** (line, 64-bit hash) pairs appended in line order, found again by binary search. */
class LineHashes {
  line = new Uint32Array(1024);
  hi = new Uint32Array(1024);
  lo = new Uint32Array(1024);
  size = 0;

  push(line: number, hi: number, lo: number): void {
    if (this.size === this.line.length) {
      this.line = grow(this.line);
      this.hi = grow(this.hi);
      this.lo = grow(this.lo);
    }
    this.line[this.size] = line;
    this.hi[this.size] = hi;
    this.lo[this.size] = lo;
    this.size++;
  }

  find(line: number): [number, number] | null {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.line[middle]!;
      if (at === line) return [this.hi[middle]!, this.lo[middle]!];
      if (at < line) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }
}

/** hashKey over a range of a string, without slicing it. */
function hashRange(text: string, start: number, end: number): void {
  hashKey(text, start, end);
}

/** Only spaces, tabs and a CR: a line no parser makes a record of. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/**
 * Whether a CSV line's fields are each either without quotes or wholly quoted (a quote opens
 * the field, doubled quotes inside, a quote followed by the delimiter or the line's end closes
 * it): then the line is one record, read alike by any CSV parser.
 */
export function fieldsClosed(text: string, start: number, end: number, delimiter: string): boolean {
  // a CR before the line break belongs to the break
  const stop = end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
  let position = start;
  for (;;) {
    if (position < stop && text[position] === '"') {
      let scan = position + 1;
      for (;;) {
        const quote = text.indexOf('"', scan);
        if (quote === -1 || quote >= stop) return false;
        if (text[quote + 1] === '"' && quote + 1 < stop) {
          scan = quote + 2;
          continue;
        }
        position = quote + 1;
        break;
      }
      if (position === stop) return true;
      if (!text.startsWith(delimiter, position)) return false;
      position += delimiter.length;
      continue;
    }
    const next = text.indexOf(delimiter, position);
    const fieldEnd = next === -1 || next >= stop ? stop : next;
    const quote = text.indexOf('"', position);
    if (quote !== -1 && quote < fieldEnd) return false;
    if (fieldEnd === stop) return true;
    position = fieldEnd + delimiter.length;
  }
}

/**
 * Thrown by an apply that cannot trust the lines its run skipped (a SKU of a skipped line came
 * again on another line): the run starts over and reads every line.
 */
export class RestartWithoutFingerprint extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestartWithoutFingerprint';
  }
}

/** The dealer's stored fingerprint with its context, or null (none, or not readable). */
export async function loadFingerprint(
  tx: TransactionHandle,
  dealerId: number,
): Promise<{ context: string; fingerprint: FeedFingerprint } | null> {
  const [head] = await tx.query<{ context: string; parts: number }>(sql`
    select min(context) as context, count(*)::int as parts, count(distinct context)::int as contexts
    from offer_feed_fingerprints where dealer_id = ${dealerId} having count(distinct context) = 1`);
  if (!head) return null;
  const entries = new FingerprintEntries(head.parts * PART_LINES);
  // part by part: one part's hex text at a time in memory
  for (let part = 0; part < head.parts; part++) {
    const [stored] = await tx.query<{ entries: Uint8Array }>(
      sql`select entries from offer_feed_fingerprints where dealer_id = ${dealerId} and part = ${part}`,
    );
    if (!stored || !FeedFingerprint.decodePart(stored.entries, entries)) return null;
  }
  return { context: head.context, fingerprint: FeedFingerprint.fromEntries(entries) };
}

export async function hasLiveOffers(tx: TransactionHandle, dealerId: number): Promise<boolean> {
  const rows = await tx.query(
    sql`select 1 from offers where dealer_id = ${dealerId} and gone_at is null limit 1`,
  );
  return rows.length > 0;
}

/**
 * After the apply, in its transaction: replaces the dealer's fingerprint by this run's when the
 * run can vouch for every line (all judged, no SKU twice) and the feed mostly repeated itself
 * (a first load or a feed that changes most rows would only pay for a fingerprint the next run
 * hardly uses). Lines whose offer is unmatched or gone are left out: the next run must read
 * them (a product may have come for an unmatched offer).
 */
export async function rememberFeed({
  tx,
  dealerId,
  feedRunId,
  staged,
  lines,
  repeated,
  stats,
}: {
  tx: TransactionHandle;
  dealerId: number;
  feedRunId: number;
  staged: string;
  lines: FeedLines | null;
  repeated: boolean;
  /** The apply's counts (ApplyStats). */
  stats: { received: number; unchanged: number };
}): Promise<void> {
  await tx.query(sql`delete from offer_feed_fingerprints where dealer_id = ${dealerId}`);
  if (!lines?.complete || repeated || lines.context === null) return;
  if (stats.unchanged * 2 < stats.received) return;
  // the lines go to the database as numbers (a temporary table, streamed) and the parts are
  // packed there: a million lines never pass through this process as bytes or hex text
  await tx.query(sql`
    create temp table remembered_lines (
      line int, line_hi bigint, line_lo bigint, sku_hi bigint, sku_lo bigint, offer_id bigint
    ) on commit drop`);
  const known = lines.known;
  const judged = lines;
  function* rows(): Generator<CopyValue[]> {
    if (known)
      for (const entry of judged.skippedEntries())
        yield [
          null,
          known.entries.lineHi[entry]!,
          known.entries.lineLo[entry]!,
          known.entries.skuHi[entry]!,
          known.entries.skuLo[entry]!,
          known.entries.offerId[entry]!,
        ];
    for (const [line, lineHi, lineLo, skuHi, skuLo] of judged.staged())
      yield [line, lineHi, lineLo, skuHi, skuLo, null];
  }
  await tx.copyInto(
    'remembered_lines',
    ['line', 'line_hi', 'line_lo', 'sku_hi', 'sku_lo', 'offer_id'],
    rows(),
  );
  // an unsigned 32-bit value as int4send's four bytes
  const u32 = (column: string) =>
    sql.raw(`int4send((${column} - case when ${column} >= 2147483648 then 4294967296 else 0 end)::int)`);
  await tx.query(sql`
    insert into offer_feed_fingerprints (dealer_id, part, context, feed_run_id, entries)
    select ${dealerId}, part, ${lines.context}, ${feedRunId},
      int4send(count(*)::int)
        || string_agg(${u32('line_hi')} || ${u32('line_lo')} || ${u32('sku_hi')} || ${u32('sku_lo')} || int8send(offer_id), ''::bytea)
    from (
      select r.line_hi, r.line_lo, r.sku_hi, r.sku_lo, coalesce(r.offer_id, o.id) as offer_id,
        ((row_number() over ()) - 1) / ${PART_LINES} as part
      from remembered_lines r
      left join ${sql.identifier(staged)} s on s.line = r.line
      -- staged lines only where they made a matched live offer: the next run reads the others
      left join offers o on o.dealer_id = ${dealerId} and o.dealer_sku = s.sku
        and o.gone_at is null and o.product_version_id is not null
      where r.offer_id is not null or o.id is not null
    ) e
    group by part`);
}
