import type { BasketDealer, BasketOffer, OptimiseBasketInput } from './optimise-basket';

/** A small seeded generator (xorshift), so a generated case can be made again by its number. */
function generator(seed: number) {
  // spread the small seeds over the whole state, and let the first outputs pass
  let state = Math.imul(seed, 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  for (let warmUp = 0; warmUp < 8; warmUp++) next();
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)) };
}

/**
 * A wish list as shops offer it, for tests and the bench: `items` games (or 1 to `maxItems`),
 * each at `sellers` of the dealers (1 to 4 by default), prices within ±10 % of a list price,
 * German shipping of 0 to 5,90 € and a free-shipping threshold at three dealers of four; with a
 * dealer limit in three cases of ten when `limits` is set.
 */
export function generatedBasket(
  seed: number,
  shape: {
    items?: number;
    maxItems?: number;
    dealers?: number;
    maxDealers?: number;
    sellers?: [number, number];
    limits?: boolean;
  } = {},
): OptimiseBasketInput {
  const random = generator(seed);
  const dealerCount = shape.dealers ?? random.int(1, shape.maxDealers ?? 8);
  const itemCount = shape.items ?? random.int(1, shape.maxItems ?? 12);
  const [fewest, most] = shape.sellers ?? [1, itemCount > 9 ? 3 : 4];
  const dealers: BasketDealer[] = Array.from({ length: dealerCount }, (_, index) => ({
    id: 100 + index,
    shippingCents: [0, 299, 349, 399, 495, 590][random.int(0, 5)]!,
    freeShippingFromCents: random.next() < 0.25 ? null : [2900, 3900, 5000, 7500, 10000][random.int(0, 4)]!,
  }));
  const offers: BasketOffer[] = [];
  for (let item = 1; item <= itemCount; item++) {
    const listPrice = random.int(800, 6000);
    const sellers = new Set(
      Array.from({ length: random.int(fewest, most) }, () => random.int(0, dealerCount - 1)),
    );
    for (const dealer of sellers)
      offers.push({
        itemId: item,
        dealerId: 100 + dealer,
        priceCents: Math.round(listPrice * (0.9 + random.next() * 0.2)),
      });
  }
  const itemIds = Array.from({ length: itemCount }, (_, index) => index + 1);
  const maxDealers = shape.limits && random.next() < 0.3 ? random.int(1, 3) : undefined;
  return { itemIds, dealers, offers, ...(maxDealers ? { maxDealers } : {}) };
}
