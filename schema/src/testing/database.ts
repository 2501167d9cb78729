import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/client';

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
 * What the migrated schema depends on: every migration and the journal, and for PGlite's dump
 * the PGlite build that wrote it (its resolved path names the version). A change to either
 * makes a new template instead of reusing a stale one.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const files = [
    ...readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')),
    'meta/_journal.json',
  ].sort();
  for (const file of files) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated embedded database as a PGlite dump, made once per migration state and kept in
 * the temp folder for every later test file. A fresh PGlite runs initdb and the 26 migrations
 * (measured ~2.5 s of a test file's ~3.9 s start); loading the dump takes ~0.4 s.
 */
async function embeddedSnapshot(): Promise<Blob> {
  const path = join(tmpdir(), `spielraum-test-pglite-${templateKey()}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const fresh = await openDatabase({ mode: 'embedded', dataDir: null });
    try {
      await fresh.migrate();
      const dump = await fresh.dumpDataDir!();
      // another worker may write the same file at the same time: each renames its own copy
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, path);
      return dump;
    } finally {
      await fresh.close();
    }
  }
}

/**
 * The migrated server database to copy with `create database … template`, made once per
 * migration state under an advisory lock (so concurrent test files wait for the first to
 * build it); older templates are dropped. A copy costs less than running the migrations.
 */
async function serverTemplate(admin: postgres.Sql): Promise<string> {
  const template = `spielraum_test_tpl_${templateKey()}`;
  await admin`select pg_advisory_lock(hashtext('spielraum-test-template'))`;
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${template}`;
    if (exists) return template;
    const building = `${template}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${building}"`);
    const url = new URL(testServerUrl());
    url.pathname = `/${building}`;
    const handle = await openDatabase({ mode: 'server', url: url.toString(), maxConnections: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await admin.unsafe(`alter database "${building}" rename to "${template}"`);
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like 'spielraum\_test\_tpl\_%' and datname <> ${template}`;
    for (const { datname } of stale)
      await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    return template;
  } finally {
    await admin`select pg_advisory_unlock(hashtext('spielraum-test-template'))`;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite started from the migrated
 * dump in embedded mode, a new PostgreSQL database copied from the migrated template (dropped
 * again by `dispose`) in server mode. `migrate` on either finds nothing left to apply.
 */
export async function createTestDatabase(mode: TestMode = testMode()): Promise<TestDatabase> {
  if (mode === 'embedded') {
    const handle = await openDatabase({
      mode: 'embedded',
      dataDir: null,
      snapshot: await embeddedSnapshot(),
    });
    return { ...handle, name: null, url: null, dispose: () => handle.close() };
  }
  const name = `spielraum_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(testServerUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${await serverTemplate(admin)}"`);
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ mode: 'server', url: url.toString(), maxConnections: 5 });
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
