import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { filterDataResponseSchema, PERMISSIONS, sessionResponseSchema } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import { buildSearchDocuments } from '@spielraum/indexer';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';
import { seedGameCatalogue } from '../game/test-catalogue';
import { buildOpenApiDocument } from '../../openapi/document';
import { REFERENCE_PAGE_CSP } from '../../openapi/reference-page';

interface Answer {
  $ref?: string;
  description?: string;
  content?: Record<string, { schema: { $ref?: string } }>;
}
interface Operation {
  responses: Record<string, Answer>;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  security?: unknown;
  'x-permissions'?: string[];
}
/** The parts of the document the checks read. */
interface DocumentShape {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer> };
}

const PASSWORD = 'richtig-geheim';
/** bull-board's own page, assets and calls below its dashboard address (server mode): not ours to describe. */
const QUEUE_DASHBOARD_INSIDE = '/api/admin/queues/';

/** Hono's `/api/images/:id{[0-9]+}` as OpenAPI writes it: `/api/images/{id}`. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');
}

describe(`the API's OpenAPI description (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  const built = buildOpenApiDocument();
  const document = built as unknown as DocumentShape;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(built, 'openapi.json');

  /** The schema the document gives an answer; `$ref`s to shared error answers are followed. */
  function describedAnswer(method: string, path: string, status: number): { $ref?: string } {
    let response = document.paths[path]?.[method]?.responses[status];
    expect(response, `${method} ${path} describes no ${status}`).toBeDefined();
    if (response?.$ref) response = document.components.responses[response.$ref.split('/').pop()!];
    return response!.content!['application/json']!.schema;
  }
  async function expectDescribed(response: Response, method: string, path: string) {
    const schema = describedAnswer(method, path, response.status);
    const validate = ajv.compile({ $ref: `openapi.json${schema.$ref}` });
    const body: unknown = await response.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return body;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedGameCatalogue(platform);
    await buildSearchDocuments({ database: platform.database, productIds: null });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica });
    await createTestUser(platform.database.db, {
      email: 'olga@example.com',
      password: PASSWORD,
      permissions: [PERMISSIONS.operator],
    });
  }, 120_000);
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('describes every /api route the app registers, and nothing it does not', () => {
    const registered = new Set(
      app.routes
        // `ALL` entries are middleware (session and operator checks, metrics) and the not-found fallback
        .filter((route) => route.path.startsWith('/api') && route.method !== 'ALL')
        .filter((route) => !route.path.startsWith(QUEUE_DASHBOARD_INSIDE))
        .map((route) => `${route.method} ${openApiPath(route.path)}`),
    );
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const undescribed = [...registered].filter((route) => !described.has(route)).sort();
    const unregistered = [...described].filter((route) => !registered.has(route)).sort();
    expect(undescribed, 'routes the app registers that src/openapi/areas/ does not describe').toEqual([]);
    expect(unregistered, 'operations src/openapi/areas/ describes that the app does not register').toEqual(
      [],
    );
    expect(registered.size).toBeGreaterThan(100);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(built));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('references the contract of the route and its one error shape', () => {
    expect(describedAnswer('get', '/api/session/', 200)).toEqual({
      $ref: '#/components/schemas/SessionResponse',
    });
    expect(describedAnswer('get', '/api/alerts/', 401)).toEqual({ $ref: '#/components/schemas/ApiError' });
    const createAlert = document.paths['/api/alerts/']!.post!;
    expect(createAlert.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/CreateAlertRequest',
    });
    expect(Object.keys(createAlert.responses)).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(createAlert.security).toEqual([{ session: [], antiForgeryCookie: [], antiForgeryHeader: [] }]);
    const upload = document.paths['/api/dealer-area/shops/{id}/feed-upload/']!.post!;
    expect(Object.keys(upload.requestBody!.content)).toEqual(['multipart/form-data']);
    const reindex = document.paths['/api/admin/reindex/']!.post!;
    expect(reindex['x-permissions']).toEqual([PERMISSIONS.operator]);
    expect(document.paths['/api/unsubscribe/{token}/']!.post!.security).toEqual([]);
  });

  it('describes real answers: the session of a visitor and of a signed-in operator', async () => {
    const browser = new TestBrowser(app);
    const visitor = sessionResponseSchema.parse(
      await expectDescribed(await browser.session(), 'get', '/api/session/'),
    );
    expect(visitor.data.user).toBeNull();
    const login = await browser.login('olga@example.com', PASSWORD);
    await expectDescribed(login, 'post', '/api/login/');
    const operator = sessionResponseSchema.parse(
      await expectDescribed(await browser.session(), 'get', '/api/session/'),
    );
    expect(operator.data.permissions).toContain(PERMISSIONS.operator);
    await expectDescribed(await browser.request('/api/admin/jobs/'), 'get', '/api/admin/jobs/');
  });

  it('describes real answers: a game page, a search and the health check', async () => {
    const browser = new TestBrowser(app);
    await expectDescribed(await browser.request('/api/game/azul/'), 'get', '/api/game/{slug}/');
    const search = filterDataResponseSchema.parse(
      await expectDescribed(await browser.request('/api/filter/data/?term=azul'), 'get', '/api/filter/data/'),
    );
    expect(search.data.total).toBeGreaterThan(0);
    await expectDescribed(await browser.request('/api/health'), 'get', '/api/health');
  });

  it('describes real error answers: 400, 401, 403 and 404', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    await expectDescribed(await browser.request('/api/alerts/'), 'get', '/api/alerts/');
    const forged = await browser.request('/api/login/', {
      method: 'POST',
      json: { email: 'olga@example.com', password: PASSWORD },
      antiForgery: false,
    });
    expect(forged.status).toBe(403);
    await expectDescribed(forged, 'post', '/api/login/');
    const invalid = await browser.request('/api/login/', { method: 'POST', json: { email: 'kein' } });
    expect(invalid.status).toBe(400);
    await expectDescribed(invalid, 'post', '/api/login/');
    const unknown = await browser.request('/api/game/gibt-es-nicht/');
    expect(unknown.status).toBe(404);
    await expectDescribed(unknown, 'get', '/api/game/{slug}/');
  });

  it('serves the document and a self-contained reference page, cacheable and without cookies', async () => {
    const json = await app.request('/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(json.headers.getSetCookie()).toEqual([]);
    expect(await json.json()).toEqual(built);
    const again = await app.request('/api/openapi.json', {
      headers: { 'if-none-match': json.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe(REFERENCE_PAGE_CSP);
    expect(page.headers.getSetCookie()).toEqual([]);
    const html = await page.text();
    expect(html).not.toMatch(/<script|<link|(src|href)="(https?:)?\/\//i);
    expect(html).toContain('<code class="path">/api/userlists/{id}/basket/</code>');
    expect(html).toContain('id="schema-SessionResponse"');
  });
});
