import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Platform } from '@spielraum/indexer';
import type { RenderPage } from '@spielraum/schema';
import type { SearchReplica } from './search/replica';
import { AppError, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { webRoutes } from './http/web';
import { adminRoutes } from './routes/admin/index';
import { filterRoutes } from './routes/filter/index';
import { gameRoutes } from './routes/games/index';
import { gamePageRoutes } from './routes/game/index';
import { healthRoutes } from './routes/health/index';
import { imageRoutes } from './routes/images/index';
import { outboxRoutes } from './routes/outbox/index';
import { sessionRoutes } from './routes/session/index';
import { sitemapRoutes } from './routes/sitemap/index';

export interface AppOptions {
  platform: Platform;
  /** Built web client to serve; omitted in API-only tests. */
  webDistDir?: string;
  maintenance?: boolean;
  /** The search replica; the search calls are mounted when given. */
  search?: SearchReplica;
  /** Public origin for canonical URLs and the sitemap; defaults to http://localhost:3000. */
  publicUrl?: string;
  /** Server entry of the web client (see http/web.ts); pages are client-rendered without it. */
  renderPage?: RenderPage | null;
}

/** The whole HTTP surface: the API under /api, the outbox page in embedded mode, the web client. */
export function createApp({
  platform,
  webDistDir,
  maintenance = false,
  search,
  publicUrl = 'http://localhost:3000',
  renderPage = null,
}: AppOptions) {
  const api = new Hono()
    .route('/', healthRoutes(platform))
    .route('/', sessionRoutes(platform, { maintenance }))
    .route('/', gameRoutes(platform))
    .route('/', gamePageRoutes(platform))
    .route('/', imageRoutes(platform))
    .route('/', adminRoutes(platform));
  if (search) api.route('/', filterRoutes(platform, search));
  api.all('*', () => {
    throw new AppError('not_found', { message: 'Diese API-Adresse gibt es nicht.' });
  });

  const app = new Hono();
  app.use('*', requestLog(platform.logger));
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin', xFrameOptions: 'DENY' }));
  app.onError(handleError(platform.logger));
  app.route('/api', api);
  if (platform.mailer.mode === 'outbox') app.route('/', outboxRoutes(platform));
  app.route('/', sitemapRoutes(platform, { publicUrl }));
  if (webDistDir) {
    // server rendering asks the API in-process; only /api paths, so a page never renders a page
    const fetchApi = async (request: Request) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) throw new Error('fetchApi serves /api only');
      return app.fetch(request);
    };
    app.route('/', webRoutes(webDistDir, { renderPage, fetchApi, publicUrl, logger: platform.logger }));
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
