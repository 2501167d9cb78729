import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Meilisearch } from 'meilisearch';
import { describeSearchEngineContract } from '../contract.test-suite';
import { SearchQueryError } from '../query-error';
import { FIXTURE_DOCUMENTS } from '../testing/fixture-documents';
import { toMeilisearchDocument } from './documents';
import { createMeilisearchEngine } from './meilisearch-engine';
import { indexSettings } from './settings';

const url = process.env.MEILI_URL ?? 'http://127.0.0.1:7700';
const apiKey = process.env.MEILI_KEY ?? process.env.MEILI_MASTER_KEY;

/** True when a Meilisearch server answers `GET /health` as available within one second. */
async function serverAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('health', base.endsWith('/') ? base : `${base}/`), {
      signal: AbortSignal.timeout(1000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'available';
  } catch {
    return false;
  }
}

if (await serverAnswers(url)) {
  const client = new Meilisearch({ host: url, apiKey });
  const run = `${Date.now().toString(36)}-${process.pid}`;
  const created: string[] = [];

  afterAll(async () => {
    for (const uid of created) await client.deleteIndex(uid).waitTask();
  });

  // the suite's factory must give an empty engine each time, so every call gets its own index
  describeSearchEngineContract(`Meilisearch at ${url}`, () => {
    const indexName = `spielraum-contract-${run}-${created.length}`;
    created.push(indexName);
    return createMeilisearchEngine({ host: url, apiKey, indexName });
  });
} else {
  const notRun = `Meilisearch contract suite: no server at ${url}, not run`;
  console.warn(notRun);
  it(notRun, () => {
    expect(notRun).toContain(url);
  });
}

interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

type StubAnswer = { hits?: unknown[]; totalHits?: number; facetDistribution?: object; facetStats?: object };

/**
 * A stand-in for the Meilisearch HTTP API that records requests and answers from fixed
 * replies. It checks how the engine drives the client (index creation, settings, task waits,
 * writes, multi-search), not how Meilisearch searches; that is the contract suite's job.
 */
async function startStub(answer: (query: Record<string, unknown>) => StubAnswer) {
  const recorded: Recorded[] = [];
  const tasks = new Map<number, object>();
  let documents = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stub').pathname;
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      recorded.push({ method: request.method ?? '', path, body });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const enqueue = (type: string, error: { code: string; message: string } | null = null) => {
        const uid = tasks.size;
        const at = new Date().toISOString();
        tasks.set(uid, {
          uid,
          batchUid: uid,
          indexUid: 'products',
          status: error ? 'failed' : 'succeeded',
          type,
          canceledBy: null,
          error: error && { ...error, type: 'invalid_request', link: '' },
          duration: 'PT0S',
          enqueuedAt: at,
          startedAt: at,
          finishedAt: at,
        });
        reply(202, { taskUid: uid, indexUid: 'products', status: 'enqueued', type, enqueuedAt: at });
      };
      const task = /^\/tasks\/(\d+)$/.exec(path);
      if (task) return reply(200, tasks.get(Number(task[1])));
      switch (`${request.method} ${path}`) {
        case 'GET /version':
          return reply(200, { pkgVersion: '1.35.0', commitSha: 'stub', commitDate: 'stub' });
        case 'POST /indexes':
          return enqueue('indexCreation', { code: 'index_already_exists', message: 'exists' });
        case 'PATCH /indexes/products/settings':
          return enqueue('settingsUpdate');
        case 'GET /indexes/products/stats':
          return reply(200, {
            numberOfDocuments: documents,
            usedIndexSize: 4096 * (documents + 1),
            isIndexing: false,
          });
        case 'POST /indexes/products/documents': {
          const added = body as Array<{ title: string }>;
          documents += added.length;
          const broken = added.some((document) => document.title === 'broken');
          return enqueue(
            'documentAdditionOrUpdate',
            broken ? { code: 'bad', message: 'broken document' } : null,
          );
        }
        case 'POST /indexes/products/documents/delete-batch':
          documents -= (body as unknown[]).length;
          return enqueue('documentDeletion');
        case 'POST /multi-search': {
          const { queries } = body as { queries: Array<Record<string, unknown>> };
          return reply(200, {
            results: queries.map((query) => ({ indexUid: query.indexUid, hits: [], ...answer(query) })),
          });
        }
      }
      reply(404, { message: `stub has no ${request.method} ${path}`, code: 'stub', type: 'stub', link: '' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    recorded,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Meilisearch engine against a recording stub of the HTTP API', () => {
  const azul = FIXTURE_DOCUMENTS[0]!;

  it('creates the index, applies the derived settings and waits for every write', async () => {
    const stub = await startStub(() => ({}));
    try {
      const engine = await createMeilisearchEngine({ host: stub.host, maxValuesPerFacet: 500 });
      await engine.index(FIXTURE_DOCUMENTS.slice(0, 3));
      await engine.delete([2]);
      await engine.delete([]);
      expect(engine.size()).toBe(2);
      expect(engine.stats()).toEqual({ documents: 2, memoryBytes: 4096 * 3, terms: 0 });
      const calls = stub.recorded.map((call) => `${call.method} ${call.path}`);
      expect(calls.filter((call) => !call.startsWith('GET /tasks/'))).toEqual([
        'GET /version',
        'POST /indexes',
        'PATCH /indexes/products/settings',
        'GET /indexes/products/stats',
        'POST /indexes/products/documents',
        'GET /indexes/products/stats',
        'POST /indexes/products/documents/delete-batch',
        'GET /indexes/products/stats',
      ]);
      expect(calls.filter((call) => call.startsWith('GET /tasks/'))).toHaveLength(4);
      const bodyOf = (path: string) => stub.recorded.find((call) => call.path === path)?.body;
      expect(bodyOf('/indexes')).toEqual({ uid: 'products', primaryKey: 'id' });
      expect(bodyOf('/indexes/products/settings')).toEqual(
        indexSettings({ maxValuesPerFacet: 500, maxTotalHits: 1_000_000, serverVersion: '1.35.0' }),
      );
      expect(bodyOf('/indexes/products/documents')).toEqual(
        FIXTURE_DOCUMENTS.slice(0, 3).map(toMeilisearchDocument),
      );
    } finally {
      await stub.close();
    }
  });

  it('throws when Meilisearch fails a write', async () => {
    const stub = await startStub(() => ({}));
    try {
      const engine = await createMeilisearchEngine({ host: stub.host });
      await expect(engine.index([{ ...azul, title: 'broken' }])).rejects.toThrow(/failed: broken document/);
    } finally {
      await stub.close();
    }
  });

  it('sends one multi-search per search and reads hits, total, facets and statistics', async () => {
    const stub = await startStub((query) =>
      query.attributesToRetrieve
        ? {
            hits: [toMeilisearchDocument(azul)],
            totalHits: 1,
            facetDistribution: { groupsOptions: { 'brettspiele|Brettspiele': 1 } },
            facetStats: { bestTotalCents: { min: 3199, max: 3199 } },
          }
        : {
            facetDistribution: {
              publishersOptions: { '2-pegasus-spiele|Pegasus Spiele': 1, '1-kosmos|Kosmos': 5 },
            },
          },
    );
    try {
      const engine = await createMeilisearchEngine({ host: stub.host, indexName: 'products' });
      const result = await engine.search({
        filters: { publishers: ['2-pegasus-spiele'] },
        sort: 'total-asc',
        page: 0,
        hitsPerPage: 10,
        facets: ['publishers', 'groups', 'price'],
      });
      expect(result).toEqual({
        total: 1,
        page: 0,
        hitsPerPage: 10,
        hits: [expect.objectContaining({ id: 1, title: 'Azul', publisher: 'Pegasus Spiele', rating: 4.5 })],
        facets: {
          publishers: [
            { key: '1-kosmos', label: 'Kosmos', count: 5 },
            { key: '2-pegasus-spiele', label: 'Pegasus Spiele', count: 1 },
          ],
          groups: [{ key: 'brettspiele', label: 'Brettspiele', count: 1 }],
        },
        facetStats: { price: { min: 3199, max: 3199 } },
      });
      const searches = stub.recorded.filter((call) => call.path === '/multi-search');
      expect(searches).toHaveLength(1);
      const { queries } = searches[0]!.body as { queries: Array<{ indexUid: string }> };
      expect(queries.map((query) => query.indexUid)).toEqual(['products', 'products']);

      await expect(
        engine.search({ filters: {}, sort: 'relevance', page: -1, hitsPerPage: 10, facets: [] }),
      ).rejects.toThrow(SearchQueryError);
      expect(
        await engine.search({
          filters: {},
          includeIds: [],
          sort: 'relevance',
          page: 0,
          hitsPerPage: 10,
          facets: [],
        }),
      ).toMatchObject({ total: 0, hits: [] });
      expect(await engine.suggestTitles({ term: ' ', limit: 5, filters: {} })).toEqual([]);
      expect(stub.recorded.filter((call) => call.path === '/multi-search')).toHaveLength(1);
    } finally {
      await stub.close();
    }
  });
});
