import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '../testing/database';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as tables from './index';
import { MIGRATIONS_FOLDER } from './client';

describe(`migrations (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates every table of the schema in an empty database', async () => {
    const rows = await database.query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const created = new Set(rows.map((row) => row.table_name));
    const expected = (Object.values(tables) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(expected.length).toBeGreaterThan(30);
    for (const name of expected) expect(created, `table ${name}`).toContain(name);
  });

  it('fills the reference data: the seven SPEC category groups', async () => {
    const groups = await database.query<{ slug: string }>(
      sql`select slug from product_groups order by position`,
    );
    expect(groups.map((group) => group.slug)).toEqual([
      'brettspiele',
      'kartenspiele',
      'living-card-games-lcg',
      'trading-card-games-tcg',
      'pen-and-paper',
      'trading-cards',
      'tabletop',
    ]);
  });

  it('is idempotent: applying the migrations again changes nothing', async () => {
    await database.migrate();
    const [row] = await database.query<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(journal.entries.length).toBeGreaterThanOrEqual(6);
    expect(row?.count).toBe(journal.entries.length);
  });
});
