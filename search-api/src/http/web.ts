import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import {
  CONSENT_COOKIE,
  LANDING_KINDS,
  parseConsentCookie,
  STATIC_PAGES,
  VIDEO_FRAME_ORIGINS,
  type RenderPage,
} from '@spielraum/schema';
import type { Logger } from '@spielraum/platform';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '../accounts/find-session';
import { acceptsGzip } from './accepts-gzip';
import type { PageCache } from './page-cache';

/** Where `pnpm --filter @spielraum/web build` puts the server entry, relative to web/dist. */
export const SERVER_ENTRY = join('server', 'entry-server.js');

/**
 * Loads the web client's server entry from a build folder, or null when the build has none
 * (the pages are then rendered in the browser only).
 */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const file = join(distDir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  const module: { render?: unknown } = await import(pathToFileURL(file).href);
  if (typeof module.render !== 'function') throw new Error(`${file} does not export render()`);
  return module.render as RenderPage;
}

/**
 * The Content-Security-Policy of every page. Scripts only from our origin plus the inline ones
 * the server wrote with this response's nonce (hydration data, search state); JSON-LD blocks
 * are data, not scripts, and need none. Styles allow inline attributes: Mantine sets layout
 * values in `style`, which a nonce cannot cover. Frames only from the two video players a
 * magazine post may embed (schema `VIDEO_FRAME_ORIGINS`), which load after a click or with the
 * "Social Media" consent.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    // the service worker that shows web push notifications (/sw.js); no other workers
    "worker-src 'self'",
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker takes the policy of its script's response): it
 * fetches nothing but the notification icon of our origin.
 */
const SERVICE_WORKER_CSP = "default-src 'self'; object-src 'none'";

/**
 * The pages kept for anonymous visitors: the catalogue (with its landing pages), the magazine, the recommendation lists
 * and the static pages, which change with the search replica or the back office. A shared wish
 * list changes (or is unshared) by its owner's hand, so it is always rendered.
 */
const SHARED_PAGES = new RegExp(
  `^/($|games($|/)|(${LANDING_KINDS.map(({ kind }) => kind).join('|')})/|magazine($|/)|recommendations($|/)|(${STATIC_PAGES.map((page) => page.path).join('|')})$)`,
);

export interface WebRouteOptions {
  /** Server-renders pages; without it every page path answers the client shell (index.html). */
  renderPage?: RenderPage | null;
  /** Answers the page loaders' `/api` calls in-process. */
  fetchApi: (request: Request) => Promise<Response>;
  publicUrl: string;
  logger: Logger;
  /** Keeps the pages of visitors without a session (see page-cache.ts). */
  pageCache?: PageCache;
}

/**
 * Serves the built web client: hashed assets with long caching, static files, and every other
 * GET path as a page. With a renderer the page arrives server-rendered with its real status
 * (404 for unknown paths and games, redirects from the loaders); a render that fails is logged
 * and falls back to the client shell. Without a build it says how to make one.
 */
export function webRoutes(distDir: string, options: WebRouteOptions) {
  const app = new Hono();
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text(
        'Der Web-Client ist nicht gebaut. Bitte "pnpm build" ausführen oder "pnpm start" verwenden.',
        503,
      ),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // scripts, styles and pages travel gzip-compressed (nginx does the same in the deployment)
  app.use('*', compress());
  // hashed file names: a browser keeps them for a year without asking again. Set on the answer
  // (serveStatic's onFound runs after its response is made, so a header set there is lost). A
  // missing one (an old page asking for a chunk of the build before) is a plain 404, never a
  // page: HTML under a script's address would break the page and be kept for a year.
  app.get(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: distDir }),
    (c) => c.text('Nicht gefunden', 404),
  );
  // the browser asks for its service worker again at each navigation (at most daily) and must
  // get the new one after a deployment, so it is revalidated rather than kept
  app.get(
    '/sw.js',
    async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      c.header('cache-control', 'no-cache');
      c.header('content-security-policy', SERVICE_WORKER_CSP);
    },
    serveStatic({ root: distDir }),
  );
  // only files of the build's top level (favicon.svg, robots.txt) are static; index.html, the
  // server bundle and folder paths like / are pages rendered below
  const topLevelFile = /^\/[^/]+\.[a-z0-9]+$/i;
  app.use('*', async (c, next) => {
    if (!topLevelFile.test(c.req.path) || c.req.path === '/index.html') return next();
    return serveStatic({ root: distDir })(c, next);
  });
  app.get('*', async (c) => {
    const { renderPage } = options;
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', pageContentSecurityPolicy(nonce));
    if (!renderPage) return c.html(indexHtml);
    try {
      // how long the page took to render, when it was rendered for this request (not cached)
      let renderMs: number | undefined;
      const render = async (pageNonce: string) => {
        const started = performance.now();
        try {
          return await renderPage(c.req.raw, {
            fetchApi: options.fetchApi,
            publicUrl: options.publicUrl,
            template: indexHtml,
            nonce: pageNonce,
          });
        } finally {
          renderMs = performance.now() - started;
        }
      };
      // a signed-in visitor's page shows their menu, lists and alerts: never shared
      const anonymous = c.req.method === 'GET' && getCookie(c, SESSION_COOKIE) === undefined;
      const cacheable = anonymous && SHARED_PAGES.test(c.req.path);
      const response =
        options.pageCache && cacheable
          ? await options.pageCache.serve(
              // a visitor who has not chosen yet gets the consent dialog in the page's markup
              parseConsentCookie(getCookie(c, CONSENT_COOKIE)) ? c.req.url : `${c.req.url} consent`,
              nonce,
              render,
              acceptsGzip(c.req.header('accept-encoding')),
            )
          : await render(nonce);
      // a copy: a Response's headers may be immutable (Response.redirect)
      const headers = new Headers(response.headers);
      headers.set('content-security-policy', pageContentSecurityPolicy(nonce));
      // a fresh render adds its parts (loaders, the list's search, the HTML); a cached page's
      // stored parts would describe another request
      const parts = response.headers.get('server-timing');
      headers.set(
        'server-timing',
        renderMs === undefined
          ? 'render;desc="page cache"'
          : [`render;dur=${renderMs.toFixed(1)}`, ...(parts ? [parts] : [])].join(', '),
      );
      return new Response(response.body, { status: response.status, headers });
    } catch (error) {
      const err = error instanceof Error ? { message: error.message, stack: error.stack } : { error };
      options.logger.error({ err, path: c.req.path }, 'server rendering failed, answering the client shell');
      return c.html(indexHtml);
    }
  });
  return app;
}
