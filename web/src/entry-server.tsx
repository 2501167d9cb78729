import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { consentCookieIn, parseConsentCookie, type PageRenderContext } from '@spielraum/schema';
import { getServerState } from 'react-instantsearch';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport } from './api/client';
import { AppProviders } from './app/AppProviders';
import { ConsentDialog } from './app/consent/ConsentDialog';
import { ServerConsentContext, type ServerConsent } from './app/consent/ConsentHost';
import { routeErrorStatus } from './app/errors/classify-route-error';
import {
  GAME_LIST_ROUTE_ID,
  SERVER_SEARCH_STATE_GLOBAL,
  ServerSearchStateContext,
  ServerSearchState,
} from './games/search/server-search-state';
import { facetKeysOf } from './search/server-facet-keys';
import { serializeJsonLd } from './head/json-ld';
import { lazyModuleOf, modulePreloadLinks, type BuildManifest } from './head/module-preload';
import { ORIGIN_META_NAME, PublicOriginProvider } from './head/public-origin';
import { createI18n } from './i18n';
import { routes } from './routes';
import { FACET_LABELS_GLOBAL, facetLabelSnapshot } from './search/facet-labels';

/*
 * Server rendering of every route in routes.tsx (built by `vite build --ssr` into
 * dist/server/entry-server.js and called by search-api for each page GET).
 *
 * - Server data: a route's `loader` runs here through createStaticHandler exactly as in the
 *   browser; its API calls go in-process through `fetchApi` with the visitor's cookies (so the
 *   root loader sees the session). The loader results travel to the browser as the router's
 *   hydration data, and main.tsx hydrates without loading again.
 * - Status: redirects thrown by loaders are answered as redirects; the page status is the
 *   worst status of the route errors (404 for unknown paths and games, 503 maintenance).
 * - Head: a page renders <PageHead> or React 19 <title>/<meta>/<link> elements. React writes
 *   those hoistable tags at the start of the markup; they are moved into <head> here.
 * - Search state: a page showing the game list (route id GAME_LIST_ROUTE_ID) is rendered twice:
 *   react-instantsearch's getServerState renders it once and collects the search results, the
 *   final render starts from them, and the state goes to the browser as
 *   `window.__SEARCH_SERVER_STATE__` (server-search-state.tsx). Further server data can wrap the
 *   tree in `appElement` the same way.
 * - Consent: a request without a consent cookie gets the consent dialog in its markup
 *   (ConsentHost.tsx), so a first visitor reads it at the first paint; search-api's page cache
 *   keeps the two variants apart.
 */

interface RequestScope {
  fetchApi: PageRenderContext['fetchApi'];
  cookie: string | null;
}

const requestScope = new AsyncLocalStorage<RequestScope>();

setApiTransport(async (url, init) => {
  const scope = requestScope.getStore();
  if (!scope) return fetch(url, init);
  const headers = new Headers(init.headers);
  if (scope.cookie) headers.set('cookie', scope.cookie);
  const { signal, ...rest } = init;
  return scope.fetchApi(new Request(url, { ...rest, headers, signal: signal ?? null }));
});

const handler = createStaticHandler(routes);
const i18n = createI18n();

/**
 * The client build's manifest (dist/.vite/manifest.json next to this bundle's dist/server), for
 * preloading the chunks of the page's lazy routes; null without a client build (tests, dev).
 */
function readClientManifest(): BuildManifest | null {
  try {
    return JSON.parse(
      readFileSync(new URL('../.vite/manifest.json', import.meta.url), 'utf8'),
    ) as BuildManifest;
  } catch {
    return null;
  }
}

const clientManifest = readClientManifest();

/** `<title>`, `<meta …>` and `<link …>` that React placed before the page markup. */
const LEADING_HOISTABLE = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** Splits React's markup into the leading hoistable head tags and the body markup. */
export function splitHeadTags(markup: string): { head: string[]; body: string } {
  const head: string[] = [];
  let rest = markup;
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Puts head tags and markup into index.html; the page's own title and description replace the defaults. */
export function fillTemplate(
  template: string,
  {
    head,
    body,
    origin,
    bodyScripts = [],
  }: { head: string[]; body: string; origin: string; bodyScripts?: string[] },
) {
  let html = template;
  if (head.some((tag) => tag.startsWith('<title>'))) html = html.replace(/<title>[^<]*<\/title>\s*/, '');
  if (head.some((tag) => /^<meta\b[^>]*\bname="description"/.test(tag)))
    html = html.replace(/<meta\s+name="description"[^>]*>\s*/, '');
  const headTags = [`<meta name="${ORIGIN_META_NAME}" content="${escapeAttribute(origin)}">`, ...head].join(
    '',
  );
  return html
    .replace('</head>', `${headTags}</head>`)
    .replace(/<div id="root">\s*<\/div>/, () => `<div id="root">${body}</div>${bodyScripts.join('')}`);
}

function pageStatus(context: StaticHandlerContext): number {
  if (!context.errors) return context.statusCode;
  return Math.max(context.statusCode, ...Object.values(context.errors).map(routeErrorStatus));
}

/** The manifest key of the consent dialog's module (ConsentHost.tsx loads it lazily). */
const CONSENT_DIALOG_MODULE = 'src/app/consent/ConsentDialog.tsx';

/** Whether this request's visitor has not chosen yet: the page then carries the consent dialog. */
function asksForConsent(): boolean {
  return parseConsentCookie(consentCookieIn(requestScope.getStore()?.cookie)) === null;
}

function appElement(
  context: StaticHandlerContext,
  origin: string,
  search: ServerSearchState,
  nonce: string | undefined,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const consent: ServerConsent = { asks: asksForConsent(), Dialog: ConsentDialog };
  return (
    <PublicOriginProvider origin={origin}>
      <AppProviders i18n={i18n}>
        <ServerSearchStateContext value={search}>
          <ServerConsentContext value={consent}>
            <StaticRouterProvider router={router} context={context} nonce={nonce} />
          </ServerConsentContext>
        </ServerSearchStateContext>
      </AppProviders>
    </PublicOriginProvider>
  );
}

/** The page markup and the scripts that must follow it (the list's search state). */
async function renderApp(
  context: StaticHandlerContext,
  origin: string,
  requestUrl: string,
  nonce: string | undefined,
): Promise<{ markup: string; bodyScripts: string[]; searchMs?: number }> {
  const showsGameList = context.matches.some((match) => match.route.id === GAME_LIST_ROUTE_ID);
  if (!showsGameList || context.errors) {
    return {
      markup: renderToString(appElement(context, origin, new ServerSearchState(), nonce)),
      bodyScripts: [],
    };
  }
  const searchStarted = performance.now();
  const state = await getServerState(
    appElement(context, origin, new ServerSearchState(undefined, requestUrl), nonce),
    { renderToString },
  );
  const searchMs = performance.now() - searchStarted;
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return {
    markup: renderToString(appElement(context, origin, new ServerSearchState(state, requestUrl), nonce)),
    bodyScripts: [
      `<script${nonceAttribute}>window.${SERVER_SEARCH_STATE_GLOBAL}=${serializeJsonLd(state)};` +
        `window.${FACET_LABELS_GLOBAL}=${serializeJsonLd(facetLabelSnapshot(facetKeysOf(state)))}</script>`,
    ],
    searchMs,
  };
}

/** `Server-Timing` entries of one render, so a slow page says which part was slow. */
function serverTiming(entries: Record<string, number | undefined>): string {
  return Object.entries(entries)
    .filter((entry): entry is [string, number] => entry[1] !== undefined)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ');
}

/** Renders one page request: a redirect, or the HTML page with its status. */
export async function render(
  request: Request,
  { fetchApi, publicUrl, template, nonce }: PageRenderContext,
): Promise<Response> {
  const scope: RequestScope = { fetchApi, cookie: request.headers.get('cookie') };
  return requestScope.run(scope, async () => {
    const started = performance.now();
    const context = await handler.query(request);
    if (context instanceof Response) return context;
    const loadersMs = performance.now() - started;
    const origin = publicUrl.replace(/\/+$/, '');
    const { markup, bodyScripts, searchMs } = await renderApp(context, origin, request.url, nonce);
    // the list's render includes the search's first render pass; the rest is the page's own
    const htmlMs = performance.now() - started - loadersMs - (searchMs ?? 0);
    const { head, body } = splitHeadTags(markup);
    if (clientManifest) {
      const lazyModules = context.matches.flatMap((match) => lazyModuleOf(match.route.handle) ?? []);
      // the dialog's styles must be there for its server markup's first paint, its scripts soon after
      if (asksForConsent()) lazyModules.push(CONSENT_DIALOG_MODULE);
      head.push(...modulePreloadLinks(clientManifest, lazyModules, (file) => template.includes(file)));
    }
    return new Response(fillTemplate(template, { head, body, origin, bodyScripts }), {
      status: pageStatus(context),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // the page carries the visitor's session (header menu); shared caches must not keep it
        'cache-control': 'private, no-cache',
        vary: 'Cookie',
        'server-timing': serverTiming({ loaders: loadersMs, search: searchMs, html: htmlMs }),
      },
    });
  });
}
