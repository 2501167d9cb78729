import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { HighlightSegment } from '@spielraum/schema';
import { intArrayParam, type Database } from '@spielraum/schema/client';
import { magazineCategories, magazinePostProducts, magazinePosts, products } from '@spielraum/schema/db';
import { Bitmap, BitmapBatch, bitmapBytes } from '../engine/bitmap';
import { withLength } from '../engine/columns';
import { IdMap } from '../engine/id-map';
import { matchText, relevanceTiers } from '../engine/match-text';
import { selectTop } from '../engine/select-top';
import { TextIndex } from '../engine/text-index';
import { createHighlighter } from './highlight';

/** One found post: its id and its title and snippet with the query's words marked. */
export interface MagazineSearchHit {
  postId: number;
  title: HighlightSegment[];
  snippet: HighlightSegment[];
}

/** What a post is indexed from, as read from the database. */
interface PostRow {
  id: number;
  title: string;
  teaser: string;
  lead: string;
  bodyText: string;
  authorName: string;
  categoryTitle: string;
  publishedAt: Date;
  /** updated_at in microseconds since 1970, as text: equal versions mean an unchanged row. */
  version: string;
}

/** The texts a hit shows, kept per indexed post. */
interface IndexedPost {
  postId: number;
  version: string;
  title: string;
  teaser: string;
  lead: string;
  bodyText: string;
}

/** Where the change scan resumes: after this (updated_at, id), reaching back `lagSeconds`. */
interface ChangeKey {
  micros: string;
  id: number;
  lagSeconds: number;
}

const CHANGE_BATCH = 2000;
const LOAD_BATCH = 500;
// A save commits a moment after it stamped updated_at, and app servers' clocks differ a little:
// each refresh reads the last minute again, so a row committed late behind a newer one is not
// skipped. Rows read again with an unchanged version are not indexed again.
const LATE_COMMIT_SECONDS = 60;

const updatedMicros = sql<string>`(extract(epoch from ${magazinePosts.updatedAt}) * 1000000)::bigint::text`;
const isPublished = and(eq(magazinePosts.status, 'published'), isNotNull(magazinePosts.publishedAt));

/**
 * The magazine's post search: the game search's text index (German folding and stemming,
 * prefixes while typing, typos in titles and names, synonyms) over the published posts, kept in
 * memory and followed incrementally by `updated_at`. Title → title; names → author, category
 * and the featured games' titles; description → teaser, lead and body text. Scheduled posts are
 * indexed already and hidden until their `published_at`, so they appear on time without a
 * refresh. Ranking: the engine's relevance tiers (title matches first), then newest first.
 * Callers run `ensureFresh()` before `search()`; until the first refresh the index is empty.
 */
export class MagazineSearchIndex {
  private readonly db: Database;
  private readonly minRefreshIntervalMs: number;
  private readonly text = new TextIndex();
  private readonly docByPost = new IdMap();
  private readonly freeDocs: number[] = [];
  private nextDoc = 0;
  private readonly live = new Bitmap();
  private readonly posts: Array<IndexedPost | undefined> = [];
  private publishedAt = new Float64Array(0);
  /** Sum of the indexed post ids: with the count, a cheap fingerprint to notice deletions. */
  private postIdSum = 0;
  /** Docs by published_at (newest first) and each doc's place in that order; null when stale. */
  private order: { docs: Uint32Array; rank: Uint32Array } | null = null;
  private highWater: string | null = null;
  private refreshing: Promise<void> | null = null;
  private lastRefreshStarted = -Infinity;

  constructor(options: { db: Database; minRefreshIntervalMs?: number }) {
    this.db = options.db;
    this.minRefreshIntervalMs = options.minRefreshIntervalMs ?? 1000;
  }

  /**
   * Loads the posts changed since the last refresh (by updated_at, then id, so equal times are
   * neither lost nor read twice), indexes the published ones and drops drafts and unpublished
   * ones; then drops deleted posts, which it notices by the count and id sum of the published
   * posts. The first call loads all. Calls while a refresh runs share it.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Refreshes when the last refresh started at least `minRefreshIntervalMs` ago. */
  async ensureFresh(): Promise<void> {
    if (this.refreshing) return this.refreshing;
    if (performance.now() - this.lastRefreshStarted >= this.minRefreshIntervalMs) await this.refresh();
  }

  /**
   * Posts matching the query that readers may see at `now` (default: the current time), best
   * first. `page` counts from 1 like the magazine's pages; an empty query finds nothing.
   */
  search(input: { query: string; page: number; perPage: number; now?: Date }): {
    total: number;
    hits: MagazineSearchHit[];
  } {
    if (input.query.trim() === '') return { total: 0, hits: [] };
    const order = this.publishedOrder();
    const visible = this.live.clone();
    const scheduled = this.publishedAfter(order.docs, (input.now ?? new Date()).getTime());
    if (scheduled.size > 0) visible.andNotInPlace(scheduled);
    const match = matchText(this.text, [{ text: input.query, titleOnly: false }], () => visible);
    if (!match) return { total: 0, hits: [] };
    const result = Bitmap.and(match.candidates, visible);
    const total = result.size;
    const offset = (Math.max(1, Math.floor(input.page)) - 1) * input.perPage;
    if (input.perPage <= 0 || offset >= total) return { total, hits: [] };
    const docs = this.page(relevanceTiers(this.text, match, result), order.rank, offset, input.perPage);
    const highlighter = createHighlighter(input.query);
    return {
      total,
      hits: docs.map((doc) => {
        const post = this.posts[doc]!;
        return {
          postId: post.postId,
          title: highlighter.mark(post.title),
          snippet: highlighter.snippet([post.teaser, post.lead, post.bodyText]),
        };
      }),
    };
  }

  /** Indexed posts (scheduled ones included), text terms and estimated bytes held. */
  stats(): { posts: number; terms: number; memoryBytes: number } {
    let texts = 0;
    for (const post of this.posts)
      if (post)
        texts += 200 + post.title.length + post.teaser.length + post.lead.length + post.bodyText.length;
    return {
      posts: this.live.size,
      terms: this.text.termCount,
      memoryBytes:
        this.text.memoryBytes() +
        texts +
        bitmapBytes([this.live]) +
        this.docByPost.memoryBytes() +
        this.publishedAt.byteLength +
        (this.order ? this.order.docs.byteLength + this.order.rank.byteLength : 0),
    };
  }

  private async runRefresh(): Promise<void> {
    this.lastRefreshStarted = performance.now();
    let highWater = this.highWater;
    let key: ChangeKey | null =
      highWater === null ? null : { micros: highWater, id: 0, lagSeconds: LATE_COMMIT_SECONDS };
    for (;;) {
      const rows = await this.db
        .select({
          id: magazinePosts.id,
          status: magazinePosts.status,
          publishedAt: magazinePosts.publishedAt,
          version: updatedMicros,
          databaseNow: sql<string>`(extract(epoch from now()) * 1000000)::bigint::text`,
        })
        .from(magazinePosts)
        .where(key === null ? undefined : after(key))
        .orderBy(asc(magazinePosts.updatedAt), asc(magazinePosts.id))
        .limit(CHANGE_BATCH);
      const changed: number[] = [];
      for (const row of rows) {
        if (row.status !== 'published' || row.publishedAt === null) this.remove(row.id);
        else if (this.versionOf(row.id) !== row.version) changed.push(row.id);
      }
      for (let from = 0; from < changed.length; from += LOAD_BATCH)
        await this.load(changed.slice(from, from + LOAD_BATCH));
      const last = rows[rows.length - 1];
      if (last) {
        if (highWater === null || Number(last.version) > Number(highWater)) highWater = last.version;
        // a row stamped in the future (a clock ahead) must not carry the mark past saves that
        // are stamped correctly: such rows are read again until their time has come
        if (Number(highWater) > Number(last.databaseNow)) highWater = last.databaseNow;
        key = { micros: last.version, id: last.id, lagSeconds: 0 };
      }
      if (rows.length < CHANGE_BATCH) break;
    }
    await this.dropDeleted();
    this.highWater = highWater;
  }

  /** Reads the posts' texts and indexes them; posts no longer published or gone are dropped. */
  private async load(ids: number[]): Promise<void> {
    const idList = sql`${magazinePosts.id} = any(${intArrayParam(ids)}::int[])`;
    const rows = await this.db
      .select({
        id: magazinePosts.id,
        title: magazinePosts.title,
        teaser: magazinePosts.teaser,
        lead: magazinePosts.lead,
        bodyText: magazinePosts.bodyText,
        authorName: magazinePosts.authorName,
        categoryTitle: magazineCategories.title,
        publishedAt: magazinePosts.publishedAt,
        version: updatedMicros,
      })
      .from(magazinePosts)
      .innerJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId))
      .where(and(idList, isPublished));
    const games = await this.db
      .select({ postId: magazinePostProducts.postId, title: products.title })
      .from(magazinePostProducts)
      .innerJoin(products, eq(products.id, magazinePostProducts.productId))
      .where(sql`${magazinePostProducts.postId} = any(${intArrayParam(ids)}::int[])`)
      .orderBy(asc(magazinePostProducts.postId), asc(magazinePostProducts.position));
    const gameTitles = new Map<number, string[]>();
    for (const game of games) {
      const titles = gameTitles.get(game.postId);
      if (titles) titles.push(game.title);
      else gameTitles.set(game.postId, [game.title]);
    }
    const batch = new BitmapBatch();
    const found = new Set<number>();
    for (const row of rows) {
      if (row.publishedAt === null) continue;
      found.add(row.id);
      this.write({ ...row, publishedAt: row.publishedAt }, gameTitles.get(row.id) ?? [], batch);
    }
    batch.flush();
    for (const id of ids) if (!found.has(id)) this.remove(id);
  }

  private write(row: PostRow, gameTitles: string[], batch: BitmapBatch): void {
    let doc = this.docByPost.get(row.id);
    if (doc === undefined) {
      doc = this.freeDocs.pop() ?? this.nextDoc++;
      this.docByPost.set(row.id, doc);
      this.postIdSum += row.id;
    }
    this.text.addDocument(
      doc,
      {
        title: row.title,
        alternativeTitles: [],
        names: [row.authorName, row.categoryTitle, ...gameTitles],
        labels: [],
        description: `${row.teaser}\n${row.lead}\n${row.bodyText}`,
      },
      batch,
    );
    this.posts[doc] = {
      postId: row.id,
      version: row.version,
      title: row.title,
      teaser: row.teaser,
      lead: row.lead,
      bodyText: row.bodyText,
    };
    this.publishedAt = withLength(this.publishedAt, doc + 1);
    this.publishedAt[doc] = row.publishedAt.getTime();
    batch.add(this.live, doc);
    this.order = null;
  }

  private remove(postId: number): void {
    const doc = this.docByPost.get(postId);
    if (doc === undefined) return;
    this.text.removeDocument(doc);
    this.live.remove(doc);
    this.posts[doc] = undefined;
    this.docByPost.delete(postId);
    this.freeDocs.push(doc);
    this.postIdSum -= postId;
    this.order = null;
  }

  private versionOf(postId: number): string | undefined {
    const doc = this.docByPost.get(postId);
    return doc === undefined ? undefined : this.posts[doc]?.version;
  }

  /**
   * Deleting a row leaves no trace to follow, so the published posts' count and id sum are
   * compared with the index's; only when they differ are all published ids read (posts are
   * rarely deleted, and a post published meanwhile merely costs that one read).
   */
  private async dropDeleted(): Promise<void> {
    const [fingerprint] = await this.db
      .select({
        posts: sql<number>`count(*)::int`,
        idSum: sql<string>`coalesce(sum(${magazinePosts.id}), 0)::text`,
      })
      .from(magazinePosts)
      .where(isPublished);
    if (fingerprint && fingerprint.posts === this.live.size && Number(fingerprint.idSum) === this.postIdSum)
      return;
    const rows = await this.db.select({ id: magazinePosts.id }).from(magazinePosts).where(isPublished);
    const present = new Set(rows.map((row) => row.id));
    const gone: number[] = [];
    for (const doc of this.live) {
      const postId = this.posts[doc]!.postId;
      if (!present.has(postId)) gone.push(postId);
    }
    for (const postId of gone) this.remove(postId);
  }

  /** Indexed docs by published_at, newest first (then higher post id), rebuilt after changes. */
  private publishedOrder(): { docs: Uint32Array; rank: Uint32Array } {
    if (!this.order) {
      const docs = this.live.toUint32Array();
      const { publishedAt, posts } = this;
      docs.sort(
        (left, right) =>
          publishedAt[right]! - publishedAt[left]! || posts[right]!.postId - posts[left]!.postId,
      );
      const rank = new Uint32Array(this.nextDoc);
      docs.forEach((doc, place) => (rank[doc] = place));
      this.order = { docs, rank };
    }
    return this.order;
  }

  /** Docs published after `nowMs`: the head of the newest-first order, usually a handful. */
  private publishedAfter(docs: Uint32Array, nowMs: number): Bitmap {
    const later: number[] = [];
    for (const doc of docs) {
      if (this.publishedAt[doc]! <= nowMs) break;
      later.push(doc);
    }
    return new Bitmap(later);
  }

  /** One page of docs: tier by tier, newest first within a tier. */
  private page(tiers: Bitmap[], rank: Uint32Array, offset: number, limit: number): number[] {
    const byRank = (left: number, right: number) => rank[left]! - rank[right]!;
    const docs: number[] = [];
    let skip = offset;
    for (const tier of tiers) {
      const size = tier.size;
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const top = selectTop(tier.toUint32Array(), skip + limit - docs.length, byRank);
      docs.push(...top.slice(skip));
      skip = 0;
      if (docs.length >= limit) break;
    }
    return docs;
  }
}

/** Rows after the key in (updated_at, id) order, reaching back the key's lag. */
function after(key: ChangeKey): SQL {
  return sql`(${magazinePosts.updatedAt}, ${magazinePosts.id}) > (timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond' - ${key.lagSeconds}::int * interval '1 second', ${key.id}::int)`;
}
