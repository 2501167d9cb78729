import { sql } from 'drizzle-orm';
import {
  languageName,
  searchDocumentPricesSchema,
  searchDocumentSchema,
  type SearchDocument,
} from '@spielraum/schema';
import { intArrayParam, type DatabaseHandle } from '@spielraum/schema/client';
import { mergedSearchDocuments } from '@spielraum/schema/db';
import type { Logger } from '@spielraum/platform';
import type { PriceUpdate, SearchEngine } from '../engine/types';

const LOAD_BATCH = 5000;
const FOLLOW_BATCH = 10_000;
/**
 * Documents read and indexed between two turns of the event loop while following: taking in
 * 10,000 changed documents in one go held every search of the process for about a second
 * (bench/follow.bench.ts); a slice of 100 takes a few milliseconds, and the searches that arrived
 * meanwhile are answered in between (p95 about 10 ms while following, for 20 % more follow time).
 */
const FOLLOW_SLICE = 100;
/**
 * Price-only changes read and applied between two turns of the event loop: their rows are small
 * and updating a document's price columns costs a fraction of indexing it, so a slice of 1,000
 * holds searches no longer than a slice of 100 whole documents.
 */
const PRICE_SLICE = 250;

/** Lets the requests that are waiting run before the next slice of work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Keeps one process's search engine a replica of the search documents in the database: a full
 * load at start (with a progress log), then it follows the `search_changes` log. Every process
 * builds its own replica from the same documents, so replicas answer alike and more processes
 * serve more traffic.
 */
export class SearchReplica {
  private lastSeq = 0;
  private timer: NodeJS.Timeout | null = null;
  private following: Promise<void> | null = null;
  private ready = false;

  constructor(
    readonly engine: SearchEngine,
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
    private readonly followSlice = FOLLOW_SLICE,
  ) {}

  /** The last change of the log this replica has applied: moves with every product or price change. */
  changeSeq(): number {
    return this.lastSeq;
  }

  isReady(): boolean {
    return this.ready;
  }

  /** Loads every document. Changes written meanwhile are picked up by the first `follow()`. */
  async load(): Promise<void> {
    const started = performance.now();
    const [seq] = await this.database.query<{ seq: number | string | null }>(
      sql`select max(seq) as seq from search_changes`,
    );
    this.lastSeq = Number(seq?.seq ?? 0);
    const [total] = await this.database.query<{ n: number }>(
      sql`select count(*)::int as n from search_documents`,
    );
    let loaded = 0;
    let after = 0;
    let lastLog = performance.now();
    for (;;) {
      const rows = await this.database.query<{ product_id: number; document: unknown }>(
        sql`select product_id, document from ${mergedSearchDocuments} d where product_id > ${after} order by product_id limit ${LOAD_BATCH}`,
      );
      if (rows.length === 0) break;
      await this.engine.index(
        rows.map((row) => this.parse(row.document)).filter((doc): doc is SearchDocument => doc !== null),
      );
      loaded += rows.length;
      after = rows[rows.length - 1]!.product_id;
      if (performance.now() - lastLog > 2000) {
        this.logger.info({ loaded, total: total?.n ?? 0 }, 'search index loading');
        lastLog = performance.now();
      }
    }
    this.ready = true;
    this.logger.info(
      {
        documents: loaded,
        ms: Math.round(performance.now() - started),
        memoryBytes: this.engine.stats().memoryBytes,
      },
      'search index loaded',
    );
  }

  private parse(document: unknown): SearchDocument | null {
    const parsed = searchDocumentSchema.safeParse(
      typeof document === 'string' ? JSON.parse(document) : document,
    );
    if (parsed.success) {
      // Feeds name languages by ISO code ("de"); the engine's facet labels, the value search
      // inside the facet and the filter chips show the German name ("Deutsch").
      const { languages } = parsed.data;
      return languages.length === 0
        ? parsed.data
        : {
            ...parsed.data,
            languages: languages.map((value) => ({ ...value, name: languageName(value.name) })),
          };
    }
    this.logger.error(
      { issues: parsed.error.issues.slice(0, 3) },
      'search document does not match the contract; skipped',
    );
    return null;
  }

  /**
   * Applies the changes logged since the last call; returns how many were applied. A product
   * whose changes in a batch are all price-only gets its price columns updated; any other
   * change indexes its whole document again (or deletes it).
   */
  async follow(): Promise<number> {
    let applied = 0;
    for (;;) {
      const changes = await this.database.query<{
        seq: number | string;
        product_id: number;
        deleted: boolean;
        prices_only: boolean;
      }>(
        sql`select seq, product_id, deleted, prices_only from search_changes where seq > ${this.lastSeq} order by seq limit ${FOLLOW_BATCH}`,
      );
      if (changes.length === 0) return applied;
      const latest = new Map<number, { deleted: boolean; pricesOnly: boolean }>();
      for (const change of changes) {
        const before = latest.get(change.product_id);
        latest.set(change.product_id, {
          deleted: change.deleted,
          pricesOnly: change.prices_only && !change.deleted && (before?.pricesOnly ?? true),
        });
      }
      const deleted: number[] = [];
      const changed: number[] = [];
      const pricesOnly: number[] = [];
      for (const [id, change] of latest) {
        if (change.deleted) deleted.push(id);
        else (change.pricesOnly ? pricesOnly : changed).push(id);
      }
      changed.push(...(await this.updatePrices(pricesOnly)));
      // read and index slice by slice: an embedded database answers in this thread too, so a
      // read of 10,000 documents would hold the searches as long as indexing them would
      for (let start = 0; start < changed.length; start += this.followSlice) {
        if (start > 0) await yieldToRequests();
        const ids = changed.slice(start, start + this.followSlice);
        const rows = await this.database.query<{ product_id: number; document: unknown }>(
          sql`select product_id, document from ${mergedSearchDocuments} d where product_id = any(${intArrayParam(ids)}::int[])`,
        );
        await this.engine.index(
          rows.map((row) => this.parse(row.document)).filter((doc): doc is SearchDocument => doc !== null),
        );
        const present = new Set(rows.map((row) => row.product_id));
        deleted.push(...ids.filter((id) => !present.has(id)));
      }
      if (deleted.length) await this.engine.delete(deleted);
      this.lastSeq = Number(changes[changes.length - 1]!.seq);
      applied += changes.length;
    }
  }

  /**
   * Updates the price columns of products whose change was price-only, slice by slice; answers
   * the ids that need their whole document: no newer price fields stored (a full build has
   * merged them into the document since), fields that do not match the contract, or a product
   * this engine has not indexed or cannot update in place.
   */
  private async updatePrices(ids: number[]): Promise<number[]> {
    const whole: number[] = [];
    for (let start = 0; start < ids.length; start += PRICE_SLICE) {
      await yieldToRequests();
      const slice = ids.slice(start, start + PRICE_SLICE);
      const rows = await this.database.query<{ product_id: number; prices: unknown }>(
        sql`select product_id, prices from search_document_prices where product_id = any(${intArrayParam(slice)}::int[])`,
      );
      const updates: PriceUpdate[] = [];
      for (const row of rows) {
        const parsed = searchDocumentPricesSchema.safeParse(
          typeof row.prices === 'string' ? JSON.parse(row.prices) : row.prices,
        );
        if (parsed.success) updates.push({ ...parsed.data, id: row.product_id });
      }
      const updated = new Set(updates.map((update) => update.id));
      for (const id of await this.engine.updatePrices(updates)) updated.delete(id);
      whole.push(...slice.filter((id) => !updated.has(id)));
    }
    return whole;
  }

  /** Follows the change log every `intervalMs` (updates appear within about that time). */
  start(intervalMs = 500): void {
    const tick = () => {
      this.following = this.follow()
        .then((applied) => {
          if (applied > 0) this.logger.debug({ applied }, 'search index followed changes');
        })
        .catch((error: unknown) =>
          this.logger.error({ err: String(error) }, 'following search changes failed'),
        )
        .finally(() => {
          if (this.timer !== null) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    const timer = this.timer;
    this.timer = null;
    if (timer) clearTimeout(timer);
    await this.following;
  }
}
