import './app/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import type { InstantSearchServerState } from 'react-instantsearch';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import {
  SERVER_SEARCH_STATE_GLOBAL,
  ServerSearchStateContext,
  ServerSearchState,
} from './games/search/server-search-state';
import { ORIGIN_META_NAME, PublicOriginProvider } from './head/public-origin';
import { createBrowserI18n } from './i18n/browser';
import { routes } from './routes';
import {
  FACET_LABELS_GLOBAL,
  rememberFacetLabelSnapshot,
  type FacetLabelSnapshot,
} from './search/facet-labels';

declare global {
  interface Window {
    /** Loader data of a server-rendered page (written by StaticRouterProvider). */
    __staticRouterHydrationData?: HydrationState;
    /** InstantSearch's results of a server-rendered game list (entry-server.tsx). */
    [SERVER_SEARCH_STATE_GLOBAL]?: InstantSearchServerState;
    /** The facet labels that list shows (entry-server.tsx). */
    [FACET_LABELS_GLOBAL]?: FacetLabelSnapshot;
  }
}

/**
 * Lazy routes of the first page are loaded before hydrating, so the first client render
 * matches the server's markup instead of showing a fallback.
 */
async function loadLazyRoutesOf(path: Location): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing in index.html');
  const origin =
    document.querySelector<HTMLMetaElement>(`meta[name="${ORIGIN_META_NAME}"]`)?.content ??
    window.location.origin;
  const hydrationData = window.__staticRouterHydrationData;
  if (hydrationData) await loadLazyRoutesOf(window.location);
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  rememberFacetLabelSnapshot(window[FACET_LABELS_GLOBAL]);
  const serverSearch = new ServerSearchState(window[SERVER_SEARCH_STATE_GLOBAL], undefined, true);
  const app = (
    <StrictMode>
      <PublicOriginProvider origin={origin}>
        <AppProviders i18n={createBrowserI18n()}>
          <ServerSearchStateContext value={serverSearch}>
            <RouterProvider router={router} />
          </ServerSearchStateContext>
        </AppProviders>
      </PublicOriginProvider>
    </StrictMode>
  );
  // hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page; an input before it finishes hydrates at once
  if (hydrationData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
