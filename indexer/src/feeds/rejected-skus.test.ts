import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { RejectedSkus, skuHashSql } from './rejected-skus';

describe(`rejected SKU hashes (${testMode()} mode)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('hashes a SKU in Node exactly as PostgreSQL does, also beyond ASCII and past growing', async () => {
    const skus = [
      'A-1',
      'Größe-ß',
      '  ',
      '9780306406157',
      'x'.repeat(200),
      ...Array.from({ length: 2000 }, (_, i) => `S${i}`),
    ];
    const rejected = new RejectedSkus();
    for (const sku of skus) rejected.add(sku);
    expect(rejected.size).toBe(skus.length);
    const fromNode = [...rejected.rows()].map(([hash]) => String(hash));
    const fromSql = await database.query<{ hash: string }>(
      sql`select ${skuHashSql(sql`sku`)}::text as hash from jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb) with ordinality as s(sku, n) order by n`,
    );
    expect(fromSql.map((row) => row.hash)).toEqual(fromNode);
    expect(new Set(fromNode).size).toBe(skus.length);
  });
});
