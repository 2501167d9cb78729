import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as tables from './index';

export type Tables = typeof tables;
/** The drizzle database both modes provide; code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, Tables>;

export type DatabaseConfig =
  | { mode: 'embedded'; /** null keeps the database in memory (tests). */ dataDir: string | null }
  | { mode: 'server'; url: string; maxConnections?: number };

/** An open database with the operations that differ between PGlite and PostgreSQL. */
export interface DatabaseHandle {
  mode: DatabaseConfig['mode'];
  db: Database;
  /** Runs a raw statement and returns its rows, the same shape in both modes. */
  query<T extends Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** Applies the committed drizzle-kit migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database for the configured mode: PGlite in a data folder (embedded) or
 * PostgreSQL through the `postgres` driver (server). Both use the same schema and migrations.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.mode === 'embedded') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = config.dataDir ? new PGlite(config.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema: tables, casing: 'snake_case' });
    return {
      mode: 'embedded',
      db: db as unknown as Database,
      async query<T extends Record<string, unknown>>(statement: SQL) {
        const result = await db.execute(statement);
        return result.rows as T[];
      },
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.close(),
    };
  }
  const client = postgres(config.url, {
    max: config.maxConnections ?? 10,
    onnotice: () => {},
    connection: { application_name: 'spielraum' },
  });
  const db = drizzlePostgres({ client, schema: tables, casing: 'snake_case' });
  return {
    mode: 'server',
    db: db as unknown as Database,
    async query<T extends Record<string, unknown>>(statement: SQL) {
      const rows = await db.execute(statement);
      return [...rows] as T[];
    },
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
