import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataFolder } from './data-folder-lock';

export { DataFolderInUseError } from './data-folder-lock';
import * as tables from './index';

export type Tables = typeof tables;
/** The drizzle database both modes provide; code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, Tables>;

export type DatabaseConfig =
  | {
      mode: 'embedded';
      /** null keeps the database in memory (tests). */
      dataDir: string | null;
      /**
       * A data folder dumped by `dumpDataDir` to start from instead of an empty cluster: the
       * tests' migrated template, which skips PGlite's initdb and the migrations (~2 s a file).
       */
      snapshot?: Blob;
    }
  | {
      mode: 'server';
      url: string;
      maxConnections?: number;
      /** Run-time parameters every connection starts with (e.g. `temp_buffers` for the indexer). */
      settings?: Record<string, string>;
    };

/** An open database with the operations that differ between PGlite and PostgreSQL. */
export interface DatabaseHandle {
  mode: DatabaseConfig['mode'];
  db: Database;
  /** Runs a raw statement and returns its rows, the same shape in both modes. */
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** Runs `work` in one transaction; its `query` returns rows like `query` above. */
  transaction<T>(work: (tx: TransactionHandle) => Promise<T>): Promise<T>;
  /**
   * Bulk-loads rows with COPY (text format). Table and column names are ours, never user
   * input; values are escaped. Returns the number of rows loaded.
   */
  copyInto(
    table: string,
    columns: string[],
    rows: AsyncIterable<CopyValue[]> | Iterable<CopyValue[]>,
  ): Promise<number>;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  /** Embedded only: the whole data folder as an uncompressed tarball, for `snapshot`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface TransactionHandle {
  db: Database;
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** COPY inside the transaction (e.g. into a temporary table); see DatabaseHandle.copyInto. */
  copyInto: DatabaseHandle['copyInto'];
}

type Rows = AsyncIterable<CopyValue[]> | Iterable<CopyValue[]>;
/** The driver client under a drizzle transaction (postgres.js TransactionSql or a PGlite Transaction). */
const clientOf = <C>(tx: unknown): C => (tx as { session: { client: C } }).session.client;

export type CopyValue = string | number | boolean | null | Date;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function copyStatement(table: string, columns: string[], source: string): string {
  for (const name of [table, ...columns])
    if (!IDENTIFIER.test(name)) throw new Error(`invalid identifier "${name}"`);
  return `copy ${table} (${columns.join(', ')}) from ${source}`;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One row in COPY text format: tab-separated, \N for null, backslash escapes. */
export function copyLine(values: CopyValue[]): string {
  return (
    values
      .map((value) => {
        if (value === null) return '\\N';
        if (typeof value === 'number') return String(value);
        const text = value instanceof Date ? value.toISOString() : String(value);
        // most values need no escaping; test once instead of running four replacements
        return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (char) => ESCAPES[char]!) : text;
      })
      .join('\t') + '\n'
  );
}

const COPY_BATCH_ROWS = 50_000;

/** The rows of a `db.execute` result, which is an array in postgres-js and `{ rows }` in PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return [...result] as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

interface PgliteQueryable {
  query(statement: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** COPY through PGlite, which reads COPY data from a blob; batches keep memory flat for large loads. */
async function copyIntoPglite(client: PgliteQueryable, table: string, columns: string[], rows: Rows) {
  const statement = copyStatement(table, columns, "'/dev/blob'");
  let batch: string[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(statement, [], { blob: new Blob(batch) });
    total += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    batch.push(copyLine(row));
    if (batch.length >= COPY_BATCH_ROWS) await flush();
  }
  await flush();
  return total;
}

/** COPY FROM STDIN through the postgres driver (a pooled connection or a transaction's). */
async function copyIntoPostgres(client: postgres.Sql, table: string, columns: string[], rows: Rows) {
  const writable = await client.unsafe(copyStatement(table, columns, 'stdin')).writable();
  let total = 0;
  const done = new Promise<void>((resolve, reject) => {
    writable.once('finish', resolve);
    writable.once('error', reject);
  });
  // one CopyData message per ~64 KB instead of per row: far fewer socket writes
  let chunk = '';
  try {
    for await (const row of rows) {
      chunk += copyLine(row);
      total++;
      if (chunk.length >= 65_536) {
        const ready = writable.write(chunk);
        chunk = '';
        if (!ready) await new Promise((resolve) => writable.once('drain', resolve));
      }
    }
    if (chunk) writable.write(chunk);
  } catch (error) {
    // abort the COPY (CopyFail) so the connection returns to the pool in a clean state
    writable.destroy(error instanceof Error ? error : new Error(String(error)));
    await done.catch(() => undefined);
    throw error;
  }
  writable.end();
  await done;
  return total;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database for the configured mode: PGlite in a data folder (embedded) or
 * PostgreSQL through the `postgres` driver (server). Both use the same schema and migrations.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.mode === 'embedded') {
    // loaded only here: PGlite's JavaScript alone adds ~40 MB to every server-mode process
    // (the indexer worker's memory budget is 300 MB) that never opens an embedded database
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    // one process per folder: a second PGlite on it loses acknowledged writes at the next crash
    const lock = config.dataDir ? lockDataFolder(`${config.dataDir}.lock`, config.dataDir) : null;
    const client = config.dataDir
      ? new PGlite(config.dataDir, { loadDataDir: config.snapshot })
      : new PGlite({ loadDataDir: config.snapshot });
    try {
      await client.waitReady;
    } catch (error) {
      lock?.release();
      throw error;
    }
    const db = drizzlePglite({ client, schema: tables, casing: 'snake_case' });
    return {
      mode: 'embedded',
      db: db as unknown as Database,
      async query<T extends Record<string, unknown>>(statement: SQL) {
        const result = await db.execute(statement);
        return result.rows as T[];
      },
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            db: tx as unknown as Database,
            query: async <T extends Record<string, unknown>>(statement: SQL) =>
              rowsOf<T>(await tx.execute(statement)),
            copyInto: (table, columns, rows) =>
              copyIntoPglite(clientOf<PgliteQueryable>(tx), table, columns, rows),
          }),
        ),
      copyInto: (table, columns, rows) => copyIntoPglite(client, table, columns, rows),
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      dumpDataDir: () => client.dumpDataDir('none'),
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  }
  const client = postgres(config.url, {
    max: config.maxConnections ?? 10,
    onnotice: () => {},
    connection: { application_name: 'spielraum', ...config.settings },
  });
  const db = drizzlePostgres({ client, schema: tables, casing: 'snake_case' });
  return {
    mode: 'server',
    db: db as unknown as Database,
    async query<T extends Record<string, unknown>>(statement: SQL) {
      const rows = await db.execute(statement);
      return [...rows] as T[];
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          db: tx as unknown as Database,
          query: async <T extends Record<string, unknown>>(statement: SQL) =>
            rowsOf<T>(await tx.execute(statement)),
          copyInto: (table, columns, rows) =>
            copyIntoPostgres(clientOf<postgres.Sql>(tx), table, columns, rows),
        }),
      ),
    copyInto: (table, columns, rows) => copyIntoPostgres(client, table, columns, rows),
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.end({ timeout: 5 }),
  };
}

/** True when the database answers a trivial query; used by the readiness endpoint. */
export async function pingDatabase(handle: DatabaseHandle): Promise<boolean> {
  try {
    await handle.query(sql`select 1 as ok`);
    return true;
  } catch {
    return false;
  }
}

/**
 * An integer array as one text parameter (`{1,2,3}`), to be cast with `::int[]` in SQL: one
 * bound parameter however many ids, in both drivers.
 */
export function intArrayParam(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * A text array as one text parameter (`{"a","b",NULL}`), to be cast with `::text[]` (or
 * `::date[]`) in SQL: every element quoted and escaped, so any text is safe in both drivers.
 */
export function textArrayParam(values: readonly (string | null)[]): string {
  const elements = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`,
  );
  return `{${elements.join(',')}}`;
}
