import { describe, expect, it } from 'vitest';
import { PRICE_ALERT_CASES } from '../testing/price-alerts';
import { discountThresholdCents, isPriceAlertReached, priceAlertThresholdCents } from './alerts';

describe('the price-alert threshold rule', () => {
  it.each(PRICE_ALERT_CASES)('threshold and verdict of %o', (alert) => {
    const threshold = priceAlertThresholdCents(alert);
    expect(threshold).toBe(alert.thresholdCents);
    expect(isPriceAlertReached(alert.bestTotalCents, threshold)).toBe(alert.reached);
  });

  it('rounds a saving down to whole cents', () => {
    expect(discountThresholdCents(4999, 20)).toBe(3999);
    expect(discountThresholdCents(2849, 15)).toBe(2421);
  });
});
