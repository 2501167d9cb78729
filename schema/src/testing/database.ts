import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db/client';

export type TestMode = 'embedded' | 'server';

/** The mode a test run exercises: TEST_MODE=server talks to real PostgreSQL and Redis. */
export function testMode(): TestMode {
  return process.env.TEST_MODE === 'server' ? 'server' : 'embedded';
}

export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface TestDatabase extends DatabaseHandle {
  /** Name of the fresh database in server mode; null in embedded mode. */
  name: string | null;
  url: string | null;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite in embedded mode, a newly
 * created PostgreSQL database (dropped again by `dispose`) in server mode.
 */
export async function createTestDatabase(mode: TestMode = testMode()): Promise<TestDatabase> {
  if (mode === 'embedded') {
    const handle = await openDatabase({ mode: 'embedded', dataDir: null });
    await handle.migrate();
    return { ...handle, name: null, url: null, dispose: () => handle.close() };
  }
  const name = `spielraum_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(testServerUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ mode: 'server', url: url.toString(), maxConnections: 5 });
  await handle.migrate();
  return {
    ...handle,
    name,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
