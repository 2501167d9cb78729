/** A dealer's shipping to Germany: charged once per order, nothing from the threshold on. */
export interface BasketDealer {
  id: number;
  shippingCents: number;
  /** Orders from this subtotal on ship free; null: never. */
  freeShippingFromCents: number | null;
}

/** One orderable offer of a game (the caller leaves out what cannot be ordered or is excluded). */
export interface BasketOffer {
  itemId: number;
  dealerId: number;
  priceCents: number;
}

export interface BasketOrder {
  dealerId: number;
  itemIds: number[];
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

export interface BasketPlan {
  /** One order per dealer, the dealer with the largest total first. */
  orders: BasketOrder[];
  totalCents: number;
  /** The items no offer is left for (not in the plan). */
  missingItemIds: number[];
  /** Each item bought on its own at its best total (price and that order's shipping). */
  separateTotalCents: number;
  /** True when the search ended: no cheaper plan exists. Otherwise `lowerBoundCents` bounds the gap. */
  exact: boolean;
  lowerBoundCents: number;
  /** False when no plan meets the dealer limit (then there are no orders). */
  feasible: boolean;
}

export interface OptimiseBasketInput {
  itemIds: readonly number[];
  dealers: readonly BasketDealer[];
  offers: readonly BasketOffer[];
  /** "höchstens N Händler". */
  maxDealers?: number;
  /** Search nodes before the best plan found so far is answered with its gap (default 200,000, some 20 ms). */
  nodeBudget?: number;
}

/** The shipping of one order from a dealer with this subtotal. */
export function shippingCents(dealer: BasketDealer, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return dealer.freeShippingFromCents !== null && subtotalCents >= dealer.freeShippingFromCents
    ? 0
    : dealer.shippingCents;
}

interface Candidate {
  dealer: number;
  price: number;
}

/**
 * The cheapest way to buy the items across dealers, each dealer's shipping counted once per
 * order and waived from its free-shipping threshold. Depth-first branch and bound over the
 * items (fewest offers first), each tried at its offers from the cheapest, pruned by a bound
 * that adds the cheapest price of every item still open and the shipping of every dealer in the
 * plan that can no longer reach its threshold. It starts from the better of "every item at its
 * cheapest offer" and "everything from one dealer", so a stopped search still answers a good
 * plan. Exact whenever it ends within `nodeBudget`; lists of a few dozen games end in
 * milliseconds because consolidating only pays up to the thresholds.
 */
export function optimiseBasket({
  itemIds,
  dealers,
  offers,
  maxDealers = Number.POSITIVE_INFINITY,
  nodeBudget = 200_000,
}: OptimiseBasketInput): BasketPlan {
  const dealerIndex = new Map(dealers.map((dealer, index) => [dealer.id, index]));
  // the cheapest offer per item and dealer
  const cheapest = new Map<number, Map<number, number>>();
  for (const offer of offers) {
    const dealer = dealerIndex.get(offer.dealerId);
    if (dealer === undefined || !itemIds.includes(offer.itemId)) continue;
    const byDealer = cheapest.get(offer.itemId) ?? new Map<number, number>();
    cheapest.set(offer.itemId, byDealer);
    const before = byDealer.get(dealer);
    if (before === undefined || offer.priceCents < before) byDealer.set(dealer, offer.priceCents);
  }
  const uniqueItems = [...new Set(itemIds)];
  const missingItemIds = uniqueItems.filter((item) => !cheapest.has(item));
  const items = uniqueItems
    .filter((item) => cheapest.has(item))
    .map((item) => ({
      id: item,
      candidates: [...cheapest.get(item)!]
        .map(([dealer, price]): Candidate => ({ dealer, price }))
        .sort((a, b) => a.price - b.price || a.dealer - b.dealer),
    }))
    // few choices first: the search branches least near its root
    .sort(
      (a, b) =>
        a.candidates.length - b.candidates.length ||
        b.candidates[0]!.price - a.candidates[0]!.price ||
        a.id - b.id,
    );
  const separateTotalCents = items.reduce(
    (sum, item) =>
      sum +
      Math.min(...item.candidates.map(({ dealer, price }) => price + shippingCents(dealers[dealer]!, price))),
    0,
  );

  const count = items.length;
  const dealerCount = dealers.length;
  // what the items from position k on could still add to a dealer's subtotal, at most
  const reachable = Array.from({ length: count + 1 }, () => new Float64Array(dealerCount));
  const cheapestRest = new Float64Array(count + 1);
  for (let position = count - 1; position >= 0; position--) {
    reachable[position]!.set(reachable[position + 1]!);
    for (const { dealer, price } of items[position]!.candidates) reachable[position]![dealer]! += price;
    cheapestRest[position] = cheapestRest[position + 1]! + items[position]!.candidates[0]!.price;
  }

  const subtotal = new Float64Array(dealerCount);
  const itemsAt = new Int32Array(dealerCount);
  const choice = new Int32Array(count);
  let best = Number.POSITIVE_INFINITY;
  let bestChoice: Int32Array | null = null;
  let opened = 0;
  let nodes = 0;
  let stopped = false;

  const planCost = () => {
    let cost = 0;
    for (let dealer = 0; dealer < dealerCount; dealer++)
      if (itemsAt[dealer]! > 0)
        cost += subtotal[dealer]! + shippingCents(dealers[dealer]!, subtotal[dealer]!);
    return cost;
  };
  const consider = (assignment: Int32Array) => {
    subtotal.fill(0);
    itemsAt.fill(0);
    const used = new Set<number>();
    assignment.forEach((candidate, position) => {
      const { dealer, price } = items[position]!.candidates[candidate]!;
      subtotal[dealer]! += price;
      itemsAt[dealer]! += 1;
      used.add(dealer);
    });
    if (used.size > maxDealers) return;
    const cost = planCost();
    if (cost < best) {
      best = cost;
      bestChoice = assignment.slice();
    }
  };
  /** The total of a whole assignment, or infinity beyond the dealer limit. */
  const costOf = (assignment: Int32Array) => {
    subtotal.fill(0);
    itemsAt.fill(0);
    let used = 0;
    assignment.forEach((candidate, position) => {
      const { dealer, price } = items[position]!.candidates[candidate]!;
      if (itemsAt[dealer] === 0) used += 1;
      subtotal[dealer]! += price;
      itemsAt[dealer]! += 1;
    });
    return used > maxDealers ? Number.POSITIVE_INFINITY : planCost();
  };
  /**
   * Moves single items to another of their dealers while that lowers the total (an order that
   * reaches its threshold, a dealer whose last item leaves): a good plan before the search, so
   * a search stopped by its budget still answers one.
   */
  const improve = (assignment: Int32Array) => {
    let cost = costOf(assignment);
    for (let improved = true, rounds = 0; improved && rounds < 50; rounds++) {
      improved = false;
      for (let position = 0; position < count; position++) {
        const before = assignment[position]!;
        for (let candidate = 0; candidate < items[position]!.candidates.length; candidate++) {
          if (candidate === before) continue;
          assignment[position] = candidate;
          const moved = costOf(assignment);
          if (moved < cost) {
            cost = moved;
            improved = true;
            break;
          }
          assignment[position] = before;
        }
      }
    }
    return assignment;
  };
  // starting plans: every item at its cheapest offer; everything from one dealer that has it
  // all; each improved by moving items
  consider(improve(new Int32Array(count)));
  for (let dealer = 0; dealer < dealerCount; dealer++) {
    const positions = items.map((item) =>
      item.candidates.findIndex((candidate) => candidate.dealer === dealer),
    );
    if (positions.every((position) => position !== -1)) consider(improve(Int32Array.from(positions)));
  }
  subtotal.fill(0);
  itemsAt.fill(0);

  const lowerBound = (position: number, spent: number) => {
    let bound = spent + cheapestRest[position]!;
    for (let dealer = 0; dealer < dealerCount; dealer++) {
      if (itemsAt[dealer] === 0) continue;
      const threshold = dealers[dealer]!.freeShippingFromCents;
      // shipping that stays whatever the open items do
      if (threshold === null || subtotal[dealer]! + reachable[position]![dealer]! < threshold)
        bound += dealers[dealer]!.shippingCents;
    }
    return bound;
  };

  const search = (position: number, spent: number) => {
    if (stopped) return;
    nodes += 1;
    if (nodes > nodeBudget) {
      stopped = true;
      return;
    }
    if (position === count) {
      const cost = planCost();
      if (cost < best) {
        best = cost;
        bestChoice = choice.slice();
      }
      return;
    }
    if (lowerBound(position, spent) >= best) return;
    const { candidates } = items[position]!;
    for (let candidate = 0; candidate < candidates.length; candidate++) {
      const { dealer, price } = candidates[candidate]!;
      const opens = itemsAt[dealer] === 0;
      if (opens && opened >= maxDealers) continue;
      choice[position] = candidate;
      subtotal[dealer]! += price;
      itemsAt[dealer]! += 1;
      if (opens) opened += 1;
      search(position + 1, spent + price);
      subtotal[dealer]! -= price;
      itemsAt[dealer]! -= 1;
      if (opens) opened -= 1;
      if (stopped) return;
    }
  };
  search(0, 0);

  const finalChoice = bestChoice as Int32Array | null;
  const orders = new Map<number, BasketOrder>();
  if (finalChoice)
    finalChoice.forEach((candidate, position) => {
      const { dealer, price } = items[position]!.candidates[candidate]!;
      const { id } = dealers[dealer]!;
      const order = orders.get(id) ?? {
        dealerId: id,
        itemIds: [],
        subtotalCents: 0,
        shippingCents: 0,
        totalCents: 0,
      };
      order.itemIds.push(items[position]!.id);
      order.subtotalCents += price;
      orders.set(id, order);
    });
  for (const order of orders.values()) {
    order.shippingCents = shippingCents(dealers[dealerIndex.get(order.dealerId)!]!, order.subtotalCents);
    order.totalCents = order.subtotalCents + order.shippingCents;
    order.itemIds.sort((a, b) => uniqueItems.indexOf(a) - uniqueItems.indexOf(b));
  }
  const feasible = finalChoice !== null || count === 0;
  return {
    orders: [...orders.values()].sort((a, b) => b.totalCents - a.totalCents || a.dealerId - b.dealerId),
    totalCents: feasible ? (count === 0 ? 0 : best) : 0,
    missingItemIds,
    separateTotalCents,
    exact: !stopped,
    lowerBoundCents: stopped ? Math.min(best, cheapestRest[0]!) : feasible ? best : 0,
    feasible,
  };
}
