import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Platform } from '@spielraum/indexer';
import type { SearchReplica } from './search/replica';
import { AppError, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { webRoutes } from './http/web';
import { adminRoutes } from './routes/admin/index';
import { filterRoutes } from './routes/filter/index';
import { gameRoutes } from './routes/games/index';
import { healthRoutes } from './routes/health/index';
import { imageRoutes } from './routes/images/index';
import { outboxRoutes } from './routes/outbox/index';
import { sessionRoutes } from './routes/session/index';

export interface AppOptions {
  platform: Platform;
  /** Built web client to serve; omitted in API-only tests. */
  webDistDir?: string;
  maintenance?: boolean;
  /** The search replica; the search calls are mounted when given. */
  search?: SearchReplica;
}

/** The whole HTTP surface: the API under /api, the outbox page in embedded mode, the web client. */
export function createApp({ platform, webDistDir, maintenance = false, search }: AppOptions) {
  const api = new Hono()
    .route('/', healthRoutes(platform))
    .route('/', sessionRoutes(platform, { maintenance }))
    .route('/', gameRoutes(platform))
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
  if (webDistDir) app.route('/', webRoutes(webDistDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
