import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built web client: hashed assets with long caching, every other GET path with
 * index.html so the client router takes over. Without a build it says how to make one.
 */
export function webRoutes(distDir: string) {
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
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => c.html(indexHtml));
  return app;
}
