import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { openApiDocument } from '../../openapi/document';
import { REFERENCE_PAGE_CSP, renderReferencePage } from '../../openapi/reference-page';

/** The same for every visitor and changed only by a deploy: shared caches may keep it for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

let page: string | null = null;

/**
 * The API's description: `GET openapi.json` (OpenAPI 3.1, built from the zod contracts in
 * `src/openapi/`) and `GET docs`, a readable page rendered from it. Mounted before the API's
 * anti-forgery check, which would put a per-browser cookie on these public, cacheable answers.
 */
export function apiDescriptionRoutes() {
  return new Hono()
    .use('/openapi.json', etag())
    .use('/docs', etag())
    .get('/openapi.json', (c) => {
      c.header('Cache-Control', CACHE_CONTROL);
      return c.body(openApiDocument().json, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/docs', (c) => {
      page ??= renderReferencePage(openApiDocument().document);
      c.header('Cache-Control', CACHE_CONTROL);
      c.header('Content-Security-Policy', REFERENCE_PAGE_CSP);
      return c.html(page);
    });
}
