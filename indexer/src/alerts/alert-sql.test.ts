import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { PRICE_ALERT_CASES } from '@spielraum/schema/testing/price-alerts';
import { priceAlertReached, priceThreshold } from './alert-sql';

describe(`the price-alert threshold in SQL (${testMode()} mode)`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it.each(PRICE_ALERT_CASES)('matches the shared rule for %o', async (alert) => {
    const [row] = await database.query<{ threshold: string | number | null; reached: boolean }>(
      sql`select ${priceThreshold} as threshold, coalesce(${priceAlertReached}, false) as reached
          from (select ${alert.desiredPriceCents}::int as desired_price_cents,
                       ${alert.desiredDiscountPercent}::int as desired_discount_percent,
                       ${alert.referencePriceCents}::int as reference_price_cents) a,
               (select ${alert.bestTotalCents}::int as best_total_cents) s`,
    );
    expect(row!.threshold === null ? null : Number(row!.threshold)).toBe(alert.thresholdCents);
    expect(row!.reached).toBe(alert.reached);
  });
});
