import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterDataResponseSchema, type FilterDataResponse } from '@spielraum/schema';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
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

/** The first catalogue page of the search, once the search index has loaded (503 until then). */
async function firstCataloguePage(port: number, timeoutMs = 90_000): Promise<FilterDataResponse['data']> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/api/filter/data/?rowsPerPage=5`);
    if (response.ok) return filterDataResponseSchema.parse(await response.json()).data;
    if (response.status !== 503 || Date.now() > deadline)
      throw new Error(`search answered ${response.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

/** The all-in-one portal's entry (API, web and jobs in one process, demo data on first start). */
const PORTAL = resolve(import.meta.dirname, '../../portal');

/**
 * The portal is started as a process, killed with SIGKILL (no clean shutdown) and started
 * again on the same data: the catalogue and everything else must still be there and the demo
 * seed must not run twice.
 */
describe(`restart after kill (${testMode()} mode)`, () => {
  let database: TestDatabase | null = null;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-restart-')),
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
  };
  beforeAll(async () => {
    if (testMode() === 'server') {
      database = await createTestDatabase('server');
      Object.assign(env, {
        DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `spielraum-restart-${Date.now()}`,
        SESSION_SECRET: 'a-test-secret-that-is-long-enough-for-the-check',
        DEMO_DATA: 'true',
      });
    }
  });
  afterAll(async () => {
    await database?.dispose();
    if (env.QUEUE_PREFIX) await deleteQueuePrefix(env.REDIS_URL!, env.QUEUE_PREFIX);
  });

  const start = async () => {
    const port = await freePort();
    const logs: string[] = [];
    // node itself with tsx as loader, so SIGKILL hits the server process and not a wrapper
    const child = spawn(process.execPath, ['--import', 'tsx', join(PORTAL, 'src/main.ts')], {
      cwd: PORTAL,
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    try {
      // the first start seeds the demo data: minutes on a loaded CI machine
      await waitReady(`http://127.0.0.1:${port}/api/ready`, child);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return { child, port, logs };
  };

  it('keeps all data when the process is killed and started again', async () => {
    const first = await start();
    const before = await firstCataloguePage(first.port);
    expect(before.total).toBeGreaterThanOrEqual(300);
    expect(first.logs.join('')).toContain('demo data seeded');
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await start();
    try {
      const after = await firstCataloguePage(second.port);
      expect({ total: after.total, hits: after.hits }).toEqual({ total: before.total, hits: before.hits });
      expect(second.logs.join('')).toContain('demo data already present');
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }
  }, 600_000);
});
