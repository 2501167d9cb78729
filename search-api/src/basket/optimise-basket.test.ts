import { describe, expect, it } from 'vitest';
import { generatedBasket } from './generated-basket';
import {
  optimiseBasket,
  shippingCents,
  type BasketDealer,
  type BasketOffer,
  type OptimiseBasketInput,
} from './optimise-basket';

/** Every assignment of every item to every dealer offering it: the cheapest total, or null. */
function bruteForce({ itemIds, dealers, offers, maxDealers = Infinity }: OptimiseBasketInput): number | null {
  const choices = itemIds.map((item) => offers.filter((offer) => offer.itemId === item));
  if (choices.some((list) => list.length === 0)) return null;
  let best: number | null = null;
  const picked = new Array<BasketOffer>(choices.length);
  const walk = (position: number) => {
    if (position === choices.length) {
      const subtotals = new Map<number, number>();
      for (const offer of picked)
        subtotals.set(offer.dealerId, (subtotals.get(offer.dealerId) ?? 0) + offer.priceCents);
      if (subtotals.size > maxDealers) return;
      let total = 0;
      for (const [dealerId, subtotal] of subtotals)
        total +=
          subtotal +
          shippingCents(
            dealers.find((dealer) => dealer.id === dealerId)!,
            subtotal,
          );
      if (best === null || total < best) best = total;
      return;
    }
    for (const offer of choices[position]!) {
      picked[position] = offer;
      walk(position + 1);
    }
  };
  walk(0);
  return best;
}

describe('optimiseBasket', () => {
  it('counts a dealer’s shipping once and drops it from the free-shipping threshold on', () => {
    const dealers: BasketDealer[] = [
      { id: 1, shippingCents: 495, freeShippingFromCents: 5000 },
      { id: 2, shippingCents: 399, freeShippingFromCents: null },
    ];
    const offers: BasketOffer[] = [
      { itemId: 10, dealerId: 1, priceCents: 2600 },
      { itemId: 10, dealerId: 2, priceCents: 2400 },
      { itemId: 11, dealerId: 1, priceCents: 2500 },
      { itemId: 11, dealerId: 2, priceCents: 2450 },
    ];
    const plan = optimiseBasket({ itemIds: [10, 11], dealers, offers });
    // both at dealer 1: 51,00 € and no shipping beats 48,50 € + 3,99 € at dealer 2
    expect(plan).toMatchObject({ totalCents: 5100, exact: true, feasible: true, missingItemIds: [] });
    expect(plan.orders).toEqual([
      { dealerId: 1, itemIds: [10, 11], subtotalCents: 5100, shippingCents: 0, totalCents: 5100 },
    ]);
    // each game on its own at its best total: 24,00 + 3,99 and 24,50 + 3,99
    expect(plan.separateTotalCents).toBe(2799 + 2849);
  });

  it('keeps to "höchstens N Händler" and names the games no shop offers', () => {
    const dealers: BasketDealer[] = [
      { id: 1, shippingCents: 300, freeShippingFromCents: null },
      { id: 2, shippingCents: 300, freeShippingFromCents: null },
    ];
    const offers: BasketOffer[] = [
      { itemId: 1, dealerId: 1, priceCents: 1000 },
      { itemId: 1, dealerId: 2, priceCents: 2000 },
      { itemId: 2, dealerId: 2, priceCents: 1000 },
      { itemId: 2, dealerId: 1, priceCents: 2000 },
    ];
    expect(optimiseBasket({ itemIds: [1, 2, 3], dealers, offers }).totalCents).toBe(2600);
    const one = optimiseBasket({ itemIds: [1, 2, 3], dealers, offers, maxDealers: 1 });
    expect(one).toMatchObject({ totalCents: 3300, missingItemIds: [3], exact: true });
    expect(one.orders).toHaveLength(1);
    const none = optimiseBasket({ itemIds: [1], dealers, offers: [offers[1]!], maxDealers: 0 });
    expect(none).toMatchObject({ feasible: false, orders: [] });
  });

  it('finds the cheapest plan of 1,000 generated wish lists (up to 12 games × 8 dealers), as brute force does', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const input = generatedBasket(seed, { limits: true });
      const expected = bruteForce(input);
      const plan = optimiseBasket(input);
      expect(plan.exact, `seed ${seed}`).toBe(true);
      if (expected === null) {
        expect(plan.feasible, `seed ${seed}`).toBe(false);
        continue;
      }
      expect(plan.totalCents, `seed ${seed}`).toBe(expected);
      // the plan adds up: every game once, each order's shipping by its subtotal
      expect(
        plan.orders.flatMap((order) => order.itemIds).sort((a, b) => a - b),
        `seed ${seed}`,
      ).toEqual(input.itemIds);
      expect(plan.orders.reduce((sum, order) => sum + order.totalCents, 0)).toBe(plan.totalCents);
      expect(plan.totalCents).toBeLessThanOrEqual(
        input.maxDealers === undefined ? plan.separateTotalCents : Infinity,
      );
    }
  });

  it('answers the best plan found with its gap when the search budget runs out', () => {
    const input = generatedBasket(7, { limits: true });
    const plan = optimiseBasket({ ...input, nodeBudget: 1 });
    expect(plan.exact).toBe(false);
    expect(plan.lowerBoundCents).toBeLessThanOrEqual(plan.totalCents);
  });
});
