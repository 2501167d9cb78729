import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  UNMATCHED_OFFERS_PER_PAGE,
  type UnmatchedOffer,
  type UnmatchedOffersQuery,
  type UnmatchedOffersResponse,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { dealers, offers } from '@spielraum/schema/db';

/** `%` and `_` typed by the operator are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Live offers without a product version, within the dealers of `dealerIds` when given. */
function unmatchedOfferScope(dealerIds: readonly number[] | undefined): SQL {
  return and(
    isNull(offers.productVersionId),
    isNull(offers.goneAt),
    dealerIds === undefined ? undefined : inArray(offers.dealerId, [...dealerIds]),
  )!;
}

/**
 * One page of the live offers that match no product version, newest first, with the counts the
 * operators' filters show: filtered by dealer and by words in the title, then (for the page and
 * its total only) by whether the offer has a GTIN. `dealerIds` keeps it to those dealers' offers
 * (a dealer's own area); without it every dealer's.
 */
export async function listUnmatchedOffers({
  database,
  query,
  dealerIds,
}: {
  database: DatabaseHandle;
  query: UnmatchedOffersQuery;
  dealerIds?: readonly number[];
}): Promise<UnmatchedOffersResponse['data']> {
  const { db } = database;
  const scope = unmatchedOfferScope(dealerIds);
  const filtered = and(
    scope,
    query.dealer === undefined ? undefined : eq(offers.dealerId, query.dealer),
    query.q ? ilike(offers.title, likePattern(query.q)) : undefined,
  );
  const page = and(
    filtered,
    query.gtin === 'with'
      ? isNotNull(offers.gtin)
      : query.gtin === 'without'
        ? isNull(offers.gtin)
        : undefined,
  );
  const [counted, rows, perDealer] = await Promise.all([
    db
      .select({
        all: count(),
        withGtin: count(offers.gtin),
      })
      .from(offers)
      .where(filtered),
    db
      .select({
        id: offers.id,
        dealerId: offers.dealerId,
        dealerName: dealers.name,
        sku: offers.dealerSku,
        title: offers.title,
        url: offers.url,
        priceCents: offers.priceCents,
        shippingCents: offers.shippingCents,
        availability: offers.availability,
        gtin: offers.gtin,
        mpn: offers.mpn,
        brand: offers.brand,
        firstSeenAt: offers.firstSeenAt,
      })
      .from(offers)
      .innerJoin(dealers, eq(dealers.id, offers.dealerId))
      .where(page)
      .orderBy(desc(offers.id))
      .limit(UNMATCHED_OFFERS_PER_PAGE)
      .offset((query.page - 1) * UNMATCHED_OFFERS_PER_PAGE),
    db
      .select({ id: dealers.id, name: dealers.name, unmatched: count() })
      .from(offers)
      .innerJoin(dealers, eq(dealers.id, offers.dealerId))
      .where(scope)
      .groupBy(dealers.id, dealers.name)
      .orderBy(dealers.name, dealers.id),
  ]);
  const all = counted[0]?.all ?? 0;
  const withGtin = counted[0]?.withGtin ?? 0;
  const total = query.gtin === 'with' ? withGtin : query.gtin === 'without' ? all - withGtin : all;
  return {
    offers: rows.map((row): UnmatchedOffer => ({
      id: row.id,
      dealer: { id: row.dealerId, name: row.dealerName },
      sku: row.sku,
      title: row.title,
      url: row.url,
      price_cents: row.priceCents,
      shipping_cents: row.shippingCents,
      availability: row.availability,
      gtin: row.gtin,
      mpn: row.mpn,
      brand: row.brand,
      first_seen_at: row.firstSeenAt.toISOString(),
    })),
    total,
    page: query.page,
    rows_per_page: UNMATCHED_OFFERS_PER_PAGE,
    counts: { all, with_gtin: withGtin, without_gtin: all - withGtin },
    dealers: perDealer.map((dealer) => ({ ...dealer, unmatched: Number(dealer.unmatched) })),
  };
}
