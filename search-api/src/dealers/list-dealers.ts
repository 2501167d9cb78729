import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { toSocialLinkList, type DealerSummary } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers, offers } from '@spielraum/schema/db';

/**
 * The dealer columns the public pages may show. Written out rather than `select()` of the whole
 * row, so the feed address, schedule and conditional-GET validators never reach an answer.
 */
export const publicDealerColumns = {
  id: dealers.id,
  slug: dealers.slug,
  name: dealers.name,
  logoMediaId: dealers.logoMediaId,
  socialLinks: dealers.socialLinks,
  ratingDeci: dealers.ratingDeci,
  ratingCount: dealers.ratingCount,
  shippingCostDeCents: dealers.shippingCostDeCents,
  freeShippingThresholdCents: dealers.freeShippingThresholdCents,
};

/** A row of `publicDealerColumns`. */
export interface PublicDealerRow {
  id: number;
  slug: string;
  name: string;
  logoMediaId: number | null;
  socialLinks: Partial<Record<string, unknown>>;
  ratingDeci: number | null;
  ratingCount: number;
  shippingCostDeCents: number;
  freeShippingThresholdCents: number | null;
}

/** The offers the public pages count: not gone and assigned to a game (what game pages show). */
export const liveOffer = and(isNull(offers.goneAt), isNotNull(offers.productId));

/** A dealer row as the directory shows it, with its live offers counted. */
export function toDealerSummary(row: PublicDealerRow, offerCount: number): DealerSummary {
  return {
    dealer_id: row.id,
    slug: row.slug,
    name: row.name,
    logo_image_id: row.logoMediaId,
    rating: row.ratingDeci === null ? null : row.ratingDeci / 10,
    rating_count: row.ratingCount,
    shipping_cost: row.shippingCostDeCents,
    free_shipping_threshold: row.freeShippingThresholdCents,
    offer_count: offerCount,
    social_links: toSocialLinkList(row.socialLinks),
  };
}

/**
 * Every active dealer with its number of live offers, by name as German readers sort it
 * (umlauts with their letters, whatever the database's collation). Inactive dealers are left out.
 */
export async function listDealers({ db }: { db: Database }): Promise<DealerSummary[]> {
  const counted = db
    .select({ dealerId: offers.dealerId, offerCount: count().as('offer_count') })
    .from(offers)
    .where(liveOffer)
    .groupBy(offers.dealerId)
    .as('counted');
  const rows = await db
    .select({
      ...publicDealerColumns,
      offerCount: sql<number>`coalesce(${counted.offerCount}, 0)::int`,
    })
    .from(dealers)
    .leftJoin(counted, eq(counted.dealerId, dealers.id))
    .where(eq(dealers.active, true));
  return rows
    .map(({ offerCount, ...row }) => toDealerSummary(row, Number(offerCount)))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.slug.localeCompare(b.slug));
}

/** The active dealers' slugs and last changes, for the sitemap. */
export async function listDealerUrls({
  db,
}: {
  db: Database;
}): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const rows = await db
    .select({ slug: dealers.slug, name: dealers.name, updatedAt: dealers.updatedAt })
    .from(dealers)
    .where(eq(dealers.active, true));
  return rows
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.slug.localeCompare(b.slug))
    .map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}
