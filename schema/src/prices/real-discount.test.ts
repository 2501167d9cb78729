import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { REAL_DISCOUNT_CASES } from '../testing/real-discount';
import { realDiscountPercent } from './real-discount';
import { realDiscountPercentSql } from './recompute-price-stats';

describe('the size of a real discount', () => {
  it.each(REAL_DISCOUNT_CASES)('in TypeScript: %o', (row) => {
    expect(realDiscountPercent(row)).toBe(row.percent);
  });

  describe('in SQL', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.dispose();
    });

    it.each(REAL_DISCOUNT_CASES)('%o', async (row) => {
      const [answer] = await database.query<{ percent: number | null }>(
        sql`select ${realDiscountPercentSql(sql`${row.priceCents}::int`, sql`${row.dealerLowCents}::int`)} as percent`,
      );
      expect(answer?.percent ?? null).toBe(row.percent);
    });
  });
});
