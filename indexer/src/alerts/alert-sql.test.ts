import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { PRICE_ALERT_CASES } from '@spielraum/schema/testing/price-alerts';
import { alertThreshold, priceAlertReached, priceThreshold } from './alert-sql';

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
                       ${alert.referencePriceCents}::int as reference_price_cents,
                       null::low_window as low_window) a,
               (select ${alert.bestTotalCents}::int as best_total_cents, 1::int as lowest_30d_cents,
                       1::int as lowest_52w_cents, 1::int as lowest_all_time_cents) s`,
    );
    expect(row!.threshold === null ? null : Number(row!.threshold)).toBe(alert.thresholdCents);
    expect(row!.reached).toBe(alert.reached);
  });

  // best total, the lows of 30 days, 52 weeks and all time, and what each window's alert says
  it.each([
    { best: 3000, lows: [3000, 2800, 2500], reached: { '30d': true, '52w': false, all: false } },
    { best: 2500, lows: [2500, 2500, 2500], reached: { '30d': true, '52w': true, all: true } },
    { best: 3100, lows: [3000, 3000, 3000], reached: { '30d': false, '52w': false, all: false } },
    { best: null, lows: [3000, 3000, 3000], reached: { '30d': false, '52w': false, all: false } },
  ])('a low alert compares the window low: %o', async ({ best, lows, reached }) => {
    for (const window of ['30d', '52w', 'all'] as const) {
      const [row] = await database.query<{ threshold: number | null; reached: boolean }>(
        sql`select ${alertThreshold} as threshold, coalesce(${priceAlertReached}, false) as reached
            from (select 5000::int as desired_price_cents, null::int as desired_discount_percent,
                         null::int as reference_price_cents, ${window}::low_window as low_window) a,
                 (select ${best}::int as best_total_cents, ${lows[0]}::int as lowest_30d_cents,
                         ${lows[1]}::int as lowest_52w_cents, ${lows[2]}::int as lowest_all_time_cents) s`,
      );
      expect(Number(row!.threshold)).toBe(lows[['30d', '52w', 'all'].indexOf(window)]);
      expect(row!.reached).toBe(reached[window]);
    }
  });
});
