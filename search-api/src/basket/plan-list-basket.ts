import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Availability, Basket } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, offers, productGroups, products, userListItems } from '@spielraum/schema/db';
import { optimiseBasket } from './optimise-basket';

/** Offers one can order: in stock, orderable with a delay, or pre-orderable. */
const ORDERABLE: readonly Availability[] = ['is_available', 'not_in_stock_but_can_order', 'pre_available'];
/** "nur sofort lieferbar". */
const IN_STOCK: readonly Availability[] = ['is_available'];

/**
 * The cheapest basket of a wish list's games (all, or the chosen ones on the list): the current
 * offers of active shops that can be ordered (only those in stock with `inStockOnly`), each
 * shop's shipping to Germany once per order and waived from its free-shipping threshold, at most
 * `maxDealers` shops. Offers of used or refurbished copies count like new ones, as the best
 * totals do. Dealers the list's owner excluded (`excludedDealerIds`) take no part. Games nobody
 * offers under these conditions are answered as missing.
 */
export async function planListBasket({
  db,
  listId,
  maxDealers,
  inStockOnly = false,
  productIds,
  excludedDealerIds = [],
}: {
  db: Database;
  listId: number;
  excludedDealerIds?: readonly number[];
  maxDealers?: number;
  inStockOnly?: boolean;
  productIds?: readonly number[];
}): Promise<Basket> {
  const games = await db
    .select({
      product_id: products.id,
      title: products.title,
      slug: products.slug,
      group: productGroups.slug,
    })
    .from(userListItems)
    .innerJoin(products, eq(products.id, userListItems.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(
      and(
        eq(userListItems.listId, listId),
        productIds ? inArray(userListItems.productId, [...productIds]) : undefined,
      ),
    )
    .orderBy(asc(userListItems.priority), asc(products.title));
  const ids = games.map((game) => game.product_id);
  const offerRows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: offers.id,
            productId: offers.productId,
            dealerId: offers.dealerId,
            priceCents: offers.priceCents,
            url: offers.url,
          })
          .from(offers)
          .innerJoin(dealers, and(eq(dealers.id, offers.dealerId), eq(dealers.active, true)))
          .where(
            and(
              inArray(offers.productId, ids),
              isNull(offers.goneAt),
              excludedDealerIds.length > 0 ? notInArray(offers.dealerId, [...excludedDealerIds]) : undefined,
              inArray(offers.availability, [...(inStockOnly ? IN_STOCK : ORDERABLE)]),
            ),
          );
  const dealerIds = [...new Set(offerRows.map((offer) => offer.dealerId))];
  const dealerRows =
    dealerIds.length === 0
      ? []
      : await db
          .select({
            id: dealers.id,
            slug: dealers.slug,
            name: dealers.name,
            shippingCents: dealers.shippingCostDeCents,
            freeShippingFromCents: dealers.freeShippingThresholdCents,
          })
          .from(dealers)
          .where(inArray(dealers.id, dealerIds));

  const plan = optimiseBasket({
    itemIds: ids,
    dealers: dealerRows,
    offers: offerRows.map((offer) => ({
      itemId: offer.productId!,
      dealerId: offer.dealerId,
      priceCents: offer.priceCents,
    })),
    ...(maxDealers === undefined ? {} : { maxDealers }),
  });

  const gameOf = new Map(games.map((game) => [game.product_id, game]));
  const dealerOf = new Map(dealerRows.map((dealer) => [dealer.id, dealer]));
  // the offer the plan chose: the game's cheapest at that shop (the first of equal prices)
  const offerAt = (productId: number, dealerId: number) =>
    offerRows
      .filter((offer) => offer.productId === productId && offer.dealerId === dealerId)
      .reduce((best, offer) => (offer.priceCents < best.priceCents ? offer : best));
  return {
    orders: plan.orders.map((order) => {
      const dealer = dealerOf.get(order.dealerId)!;
      return {
        dealer: { id: dealer.id, slug: dealer.slug, name: dealer.name },
        items: order.itemIds.map((productId) => {
          const offer = offerAt(productId, order.dealerId);
          return { ...gameOf.get(productId)!, offer_id: offer.id, price: offer.priceCents, url: offer.url };
        }),
        subtotal: order.subtotalCents,
        shipping: order.shippingCents,
        total: order.totalCents,
      };
    }),
    total: plan.totalCents,
    separate_total: plan.separateTotalCents,
    missing: plan.missingItemIds.map((productId) => gameOf.get(productId)!),
    exact: plan.exact,
    lower_bound: plan.lowerBoundCents,
    feasible: plan.feasible,
  };
}
