import { fillGzipTemplate, gzipTemplate, type GzipTemplate } from './gzip-template';

/** A rendered page kept for anonymous visitors, with the nonce it was rendered with. */
interface CachedPage {
  version: string;
  storedAt: number;
  status: number;
  headers: Array<[string, string]>;
  body: string;
  nonce: string;
  /** The page compressed once, the nonce left open (made at the first gzip answer). */
  gzip?: GzipTemplate;
}

export interface PageCacheOptions {
  /**
   * What the pages are rendered from, as a string that changes when it changes (the search
   * replica's change sequence: prices, availability, products; the back office's edits).
   */
  version: () => string;
  /** Longest a page is served from the cache, for changes no version covers (default 15 s). */
  ttlMs?: number;
  /** Bound of the kept pages' text, in characters (default 64 Mi). */
  maxChars?: number;
  now?: () => number;
  /** A render that replaces a page past its TTL failed (nobody waits for it to answer). */
  onRenewFailed?: (error: unknown) => void;
}

const DEFAULT_TTL_MS = 15_000;
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;
/** How long past its TTL a page may still answer while its replacement renders. */
const STALE_GRACE_MS = 30_000;

/**
 * The server-rendered pages of anonymous visitors by address. Rendering a game page costs tens
 * of milliseconds of this process's one thread; the same page for the next visitor costs a
 * lookup. A page is rendered again when the data version moves; past its TTL (for what no
 * version covers) the visitors of that moment still get it, for at most 30 s more, while one
 * render replaces it. Gzip answers splice the nonce into a compression made once per page
 * (gzip-template.ts). The least recently used go first when the bound is reached. Concurrent misses
 * of one address render once. Each answer gets a fresh nonce: the cached page's nonce is replaced in the text,
 * so the Content-Security-Policy stays per response.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private chars = 0;
  private readonly ttlMs: number;
  private readonly maxChars: number;
  private readonly now: () => number;
  hits = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.now = options.now ?? Date.now;
  }

  /**
   * Answers from the cache, or renders with `render(nonce)` and keeps a 200 answer. `nonce` is
   * the nonce this answer must carry.
   */
  async serve(
    key: string,
    nonce: string,
    render: (nonce: string) => Promise<Response>,
    acceptsGzip = false,
  ): Promise<Response> {
    const version = this.options.version();
    const cached = this.pages.get(key);
    if (cached) {
      const age = this.now() - cached.storedAt;
      if (cached.version === version && age <= this.ttlMs) {
        this.hits += 1;
        this.touch(key, cached);
        return answer(cached, nonce, acceptsGzip);
      }
      // past its TTL with the data unchanged: this answer uses it while one render replaces it,
      // so a hot page's visitors never all wait for that render together; a changed price or
      // text is never served once the version moved
      if (cached.version === version && age <= this.ttlMs + STALE_GRACE_MS) {
        this.hits += 1;
        if (!this.rendering.has(key))
          void this.renderAndStore(key, version, nonce, render).catch((error: unknown) =>
            this.options.onRenewFailed?.(error),
          );
        return answer(cached, nonce, acceptsGzip);
      }
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const page = await pending;
      return page ? answer(page, nonce, acceptsGzip) : render(nonce);
    }
    const uncached: { response?: Response } = {};
    const page = await this.renderAndStore(key, version, nonce, render, uncached);
    if (page) return answer(page, nonce, acceptsGzip);
    return uncached.response ?? render(nonce);
  }

  private renderAndStore(
    key: string,
    version: string,
    nonce: string,
    render: (nonce: string) => Promise<Response>,
    uncached: { response?: Response } = {},
  ): Promise<CachedPage | null> {
    const rendered = (async (): Promise<CachedPage | null> => {
      try {
        const response = await render(nonce);
        if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html')) {
          uncached.response = response;
          return null;
        }
        const body = await response.text();
        const headers = [...response.headers].filter(([name]) => name !== 'content-security-policy');
        const page: CachedPage = { version, storedAt: this.now(), status: 200, headers, body, nonce };
        this.store(key, page);
        return page;
      } finally {
        this.rendering.delete(key);
      }
    })();
    this.rendering.set(key, rendered);
    return rendered;
  }

  get size(): number {
    return this.pages.size;
  }

  private touch(key: string, page: CachedPage): void {
    // most recently used last, so eviction takes the first
    this.pages.delete(key);
    this.pages.set(key, page);
  }

  private store(key: string, page: CachedPage): void {
    const old = this.pages.get(key);
    if (old) this.drop(key, old);
    if (page.body.length > this.maxChars) return;
    this.pages.set(key, page);
    this.chars += page.body.length;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.chars <= this.maxChars) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.chars -= page.body.length;
  }
}

function answer(page: CachedPage, nonce: string, gzip: boolean): Response {
  if (gzip) {
    page.gzip ??= gzipTemplate(page.body, page.nonce);
    const headers = new Headers(page.headers);
    headers.set('content-encoding', 'gzip');
    headers.set('vary', 'Cookie, Accept-Encoding');
    return new Response(fillGzipTemplate(page.gzip, nonce), { status: page.status, headers });
  }
  const body = page.nonce === nonce ? page.body : page.body.split(page.nonce).join(nonce);
  return new Response(body, { status: page.status, headers: page.headers });
}
