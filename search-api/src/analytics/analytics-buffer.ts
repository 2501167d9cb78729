import { sql } from 'drizzle-orm';
import type { AnalyticsEvent } from '@spielraum/schema';
import { intArrayParam, textArrayParam, type DatabaseHandle } from '@spielraum/schema/client';
import type { Logger } from '@spielraum/platform';
import { berlinDay } from './berlin-day';
import { classifyPath } from './classify-path';

export interface AnalyticsBufferOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** How long counts wait in memory at most before they are written. */
  flushIntervalMs?: number;
  /** Distinct keys (day × page × game, day × offer) after which a write starts at once. */
  flushAtKeys?: number;
  /** The clock that decides the Berlin day of a call (tests set it). */
  now?: () => Date;
}

const DEFAULT_FLUSH_INTERVAL_MS = 5_000;
const DEFAULT_FLUSH_AT_KEYS = 5_000;
/**
 * While the database does not answer, unwritten counts stay in memory for the next try; past this
 * many times `flushAtKeys` keys new counts are dropped instead of growing the process's memory.
 */
const HELD_KEYS_FACTOR = 20;
const SEPARATOR = '|';

function add(counts: Map<string, number>, key: string, amount: number): void {
  counts.set(key, (counts.get(key) ?? 0) + amount);
}

/**
 * Adds up the analytics events of the browser calls in memory and writes the sums every few
 * seconds, in one statement per table, instead of a database write per call: page views by
 * (Berlin day, page kind, game slug), clicks on "zum Shop" by (Berlin day, offer id). The write
 * resolves slugs to games and offers to their game and dealer (unknown ones are dropped) and adds
 * to the stored sums (`on conflict … do update set views = views + excluded.views`), so several
 * search-api processes, each with its own buffer, still add up to the right totals.
 *
 * A process that ends without `close()` (killed, crashed) loses the counts of its last few
 * seconds (at most `flushIntervalMs`): accepted for statistics, and the price of not writing per
 * call. The timer does not keep a process alive.
 */
export class AnalyticsBuffer {
  readonly #database: DatabaseHandle;
  readonly #logger: Logger;
  readonly #flushIntervalMs: number;
  readonly #flushAtKeys: number;
  readonly #now: () => Date;
  #pageViews = new Map<string, number>();
  #clickOuts = new Map<string, number>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #running: Promise<void> | null = null;
  #dropped = 0;

  constructor({
    database,
    logger,
    flushIntervalMs = DEFAULT_FLUSH_INTERVAL_MS,
    flushAtKeys = DEFAULT_FLUSH_AT_KEYS,
    now = () => new Date(),
  }: AnalyticsBufferOptions) {
    this.#database = database;
    this.#logger = logger;
    this.#flushIntervalMs = flushIntervalMs;
    this.#flushAtKeys = flushAtKeys;
    this.#now = now;
  }

  /** Distinct keys waiting to be written. */
  get size(): number {
    return this.#pageViews.size + this.#clickOuts.size;
  }

  /** Counts the events of one call on today's Berlin day; the pathname itself is not kept. */
  record(events: readonly AnalyticsEvent[]): void {
    if (this.size >= this.#flushAtKeys * HELD_KEYS_FACTOR) {
      this.#dropped += events.length;
      return;
    }
    const day = berlinDay(this.#now());
    for (const event of events) {
      if (event.kind === 'page_view') {
        const { page, slug } = classifyPath(event.path);
        add(this.#pageViews, [day, page, slug ?? ''].join(SEPARATOR), 1);
      } else {
        add(this.#clickOuts, `${day}${SEPARATOR}${event.offer_id}`, 1);
      }
    }
    if (this.size >= this.#flushAtKeys && this.#running === null) void this.flush();
    else this.#schedule();
  }

  /** Writes everything counted so far; resolves when it is stored (failures are logged, never thrown). */
  async flush(): Promise<void> {
    // one write at a time: two upserts of the same rows in another order could deadlock
    while (this.#running) await this.#running;
    this.#running = this.#write().finally(() => {
      this.#running = null;
    });
    await this.#running;
  }

  /** Stops the timer and writes what is left (the server's and the portal's shutdown). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  #schedule(): void {
    if (this.#timer || this.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, this.#flushIntervalMs);
    this.#timer.unref();
  }

  async #write(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const pageViews = this.#pageViews;
    const clickOuts = this.#clickOuts;
    this.#pageViews = new Map();
    this.#clickOuts = new Map();
    if (this.#dropped > 0) {
      this.#logger.warn({ dropped: this.#dropped }, 'analytics events dropped while the database was behind');
      this.#dropped = 0;
    }
    try {
      if (pageViews.size > 0) await writePageViews(this.#database, pageViews);
    } catch (error) {
      this.#keepForNextTry(this.#pageViews, pageViews, error);
    }
    try {
      if (clickOuts.size > 0) await writeClickOuts(this.#database, clickOuts);
    } catch (error) {
      this.#keepForNextTry(this.#clickOuts, clickOuts, error);
    }
    this.#schedule();
  }

  #keepForNextTry(into: Map<string, number>, counts: Map<string, number>, error: unknown): void {
    this.#logger.error(
      { err: error instanceof Error ? { message: error.message, stack: error.stack } : { error } },
      'writing analytics counts failed; they are tried again with the next write',
    );
    for (const [key, amount] of counts) add(into, key, amount);
  }
}

/** One upsert of all page views: game pages' slugs resolved to their product, unknown ones dropped. */
async function writePageViews(database: DatabaseHandle, counts: Map<string, number>): Promise<void> {
  const days: string[] = [];
  const pages: string[] = [];
  const slugs: (string | null)[] = [];
  const views: number[] = [];
  for (const [key, amount] of counts) {
    const [day, page, slug] = key.split(SEPARATOR) as [string, string, string];
    days.push(day);
    pages.push(page);
    slugs.push(slug === '' ? null : slug);
    views.push(amount);
  }
  await database.query(sql`
    insert into analytics_page_views (day, page, product_id, views)
    select t.day, t.page, p.id, sum(t.views)::int
    from unnest(${textArrayParam(days)}::date[], ${textArrayParam(pages)}::text[],
                ${textArrayParam(slugs)}::text[], ${intArrayParam(views)}::int[]) as t(day, page, slug, views)
    left join products p on p.slug = t.slug
    where t.slug is null or p.id is not null
    group by t.day, t.page, p.id
    on conflict on constraint analytics_page_views_key
    do update set views = analytics_page_views.views + excluded.views`);
}

/** One upsert of all clicks on "zum Shop": offers resolved to their game and dealer, unknown ones dropped. */
async function writeClickOuts(database: DatabaseHandle, counts: Map<string, number>): Promise<void> {
  const days: string[] = [];
  const offerIds: number[] = [];
  const clicks: number[] = [];
  for (const [key, amount] of counts) {
    const [day, offerId] = key.split(SEPARATOR) as [string, string];
    days.push(day);
    offerIds.push(Number(offerId));
    clicks.push(amount);
  }
  await database.query(sql`
    insert into analytics_click_outs (day, product_id, dealer_id, clicks)
    select t.day, o.product_id, o.dealer_id, sum(t.clicks)::int
    from unnest(${textArrayParam(days)}::date[], ${intArrayParam(offerIds)}::bigint[],
                ${intArrayParam(clicks)}::int[]) as t(day, offer_id, clicks)
    join offers o on o.id = t.offer_id
    where o.product_id is not null
    group by t.day, o.product_id, o.dealer_id
    on conflict on constraint analytics_click_outs_key
    do update set clicks = analytics_click_outs.clicks + excluded.clicks`);
}
