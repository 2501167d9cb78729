import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '@spielraum/schema/db';
import { createTestDatabase, type TestDatabase } from '@spielraum/schema/testing';
import { buildSearchDocuments } from '@spielraum/indexer';
import { deleteQueuePrefix } from '@spielraum/indexer/testing';

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Server mode only (two processes cannot share an embedded PGlite): two search-api processes
 * started side by side on one PostgreSQL database build their replicas from the same search
 * documents, answer every query alike, and both show an indexer commit within 2 seconds.
 */
describe('two search-api processes side by side (server mode)', () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const prefix = `replicas-${Date.now().toString(36)}`;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  beforeAll(async () => {
    database = await createTestDatabase('server');
    // the demo data, seeded as an operator seeds a server deployment; both processes only load it
    const indexer = resolve(import.meta.dirname, '../../indexer');
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(indexer, 'src/cli.ts'), 'seed-demo'],
      {
        cwd: indexer,
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'warn',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-replica-seed-')),
          DATABASE_URL: database.url!,
        },
        encoding: 'utf8',
        timeout: 180_000,
      },
    );
    if (seeded.status !== 0) throw new Error(`indexer seed-demo failed: ${seeded.stderr}`);
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'main.ts')], {
        cwd: resolve(import.meta.dirname, '..'),
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-replica-')),
          DATABASE_URL: database.url!,
          REDIS_URL: redisUrl,
          QUEUE_PREFIX: prefix,
          SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-the-check',
        },
        stdio: 'ignore',
      });
      children.push(child);
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`search-api ${i} exited with ${child.exitCode}`);
        const ready = await fetch(`http://127.0.0.1:${port}/api/filter/data/?rowsPerPage=1`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`search-api ${i} not ready`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 240_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await deleteQueuePrefix(redisUrl, prefix);
    await database?.dispose();
  });

  const answer = async (port: number, query: string) =>
    (await fetch(`http://127.0.0.1:${port}/api/filter/data/?${query}`)).json();

  it('answers every query alike', async () => {
    const queries = [
      '',
      'term=spiel',
      'term=catan&sort=total-asc',
      'filter-gruppe=kartenspiele&page=2',
      'term=drachen&filter-preis=0-40',
      'sort=discount-desc',
    ];
    for (const query of queries)
      expect(await answer(ports[1]!, query), query).toEqual(await answer(ports[0]!, query));
    const first = (await answer(ports[0]!, '')) as { data: { total: number } };
    expect(first.data.total).toBeGreaterThan(250);
  });

  it('shows an indexer commit in both processes within 2 seconds', async () => {
    const [azul] = await database.db.select().from(t.products).where(eq(t.products.slug, 'azul'));
    await database.db
      .update(t.products)
      .set({ title: 'Azul Sonderedition Mosaik' })
      .where(eq(t.products.id, azul!.id));
    await buildSearchDocuments({ database, productIds: [azul!.id] });
    const committed = Date.now();
    for (const port of ports) {
      for (;;) {
        const found = (await answer(port, 'term=Sonderedition')) as {
          data: { hits: Array<{ product_id: number }> };
        };
        if (found.data.hits.some((hit) => hit.product_id === azul!.id)) break;
        expect(Date.now() - committed).toBeLessThan(2000);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
});
