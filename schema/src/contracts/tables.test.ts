import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '../testing/database';
import { sampleRows } from '../testing/fixtures';
import { tableContracts } from './tables';

describe(`table contracts (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('has a sample row for every table', () => {
    const sampled = new Set(sampleRows().map(([name]) => name));
    expect([...Object.keys(tableContracts)].sort()).toEqual([...sampled].sort());
  });

  it('round-trips every table: insert contract, database, select contract', async () => {
    for (const [name, row] of sampleRows()) {
      const contract = tableContracts[name];
      if (!contract) throw new Error(`no contract for ${name}`);
      const insertable = contract.insert.parse(row) as Record<string, unknown>;
      // reference data from migrations (product groups) is replaced by the sample row
      await database.db.delete(contract.table);
      await database.db.insert(contract.table).values(insertable);
      const stored = (await database.db.select().from(contract.table)) as Record<string, unknown>[];
      expect(stored, name).toHaveLength(1);
      const parsed = contract.select.parse(stored[0]) as Record<string, unknown>;
      for (const [key, value] of Object.entries(row)) expect(parsed[key], `${name}.${key}`).toEqual(value);
    }
  });

  it('refuses rows that break the contract', () => {
    expect(tableContracts.offers?.insert.safeParse({ dealerId: 1 }).success).toBe(false);
    expect(tableContracts.reviews?.insert.safeParse({ productId: 'x' }).success).toBe(false);
  });
});
