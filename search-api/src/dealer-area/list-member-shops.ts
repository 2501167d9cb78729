import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { serverMessage, toSocialLinkList, type DealerAreaShop, type SocialLinks } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealerMembers, dealers, feedRuns, offers } from '@spielraum/schema/db';
import { liveOffer } from '../dealers/list-dealers';
import { AppError } from '../http/errors';

/** A shop the account does not manage looks exactly like one that does not exist. */
export function shopNotFound(): AppError {
  return new AppError('not_found', { error: 'shop not found', message: serverMessage('dealerShopNotFound') });
}

const shopColumns = {
  id: dealers.id,
  slug: dealers.slug,
  name: dealers.name,
  active: dealers.active,
  logoMediaId: dealers.logoMediaId,
  website: dealers.website,
  socialLinks: dealers.socialLinks,
};

interface ShopRow {
  id: number;
  slug: string;
  name: string;
  active: boolean;
  logoMediaId: number | null;
  website: string;
  socialLinks: Partial<Record<string, unknown>>;
}

/** The stored links the editor would accept again: a row written another way never reaches the form broken. */
function storedSocialLinks(stored: Partial<Record<string, unknown>>): SocialLinks {
  return Object.fromEntries(toSocialLinkList(stored).map((link) => [link.network, link.url]));
}

async function toShop(db: Database, row: ShopRow): Promise<DealerAreaShop> {
  const [[counted], [run]] = await Promise.all([
    db
      .select({ offers: sql<number>`count(*)::int` })
      .from(offers)
      .where(and(eq(offers.dealerId, row.id), liveOffer)),
    db
      .select({
        status: feedRuns.status,
        createdAt: feedRuns.createdAt,
        startedAt: feedRuns.startedAt,
        finishedAt: feedRuns.finishedAt,
        rowsApplied: feedRuns.rowsApplied,
        rowsFailed: feedRuns.rowsFailed,
      })
      .from(feedRuns)
      .where(eq(feedRuns.dealerId, row.id))
      .orderBy(desc(feedRuns.createdAt), desc(feedRuns.id))
      .limit(1),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    active: row.active,
    offer_count: Number(counted?.offers ?? 0),
    last_feed_run: run
      ? {
          status: run.status,
          at: (run.finishedAt ?? run.startedAt ?? run.createdAt).toISOString(),
          rows_applied: run.rowsApplied,
          rows_failed: run.rowsFailed,
        }
      : null,
    logo_image_id: row.logoMediaId,
    website: row.website,
    social_links: storedSocialLinks(row.socialLinks),
  };
}

/** The shops an account manages, by name as German readers sort it, with their facts and profile. */
export async function listMemberShops({
  db,
  userUuid,
}: {
  db: Database;
  userUuid: string;
}): Promise<DealerAreaShop[]> {
  const rows = await db
    .select(shopColumns)
    .from(dealerMembers)
    .innerJoin(dealers, eq(dealers.id, dealerMembers.dealerId))
    .where(eq(dealerMembers.userUuid, userUuid))
    .orderBy(asc(dealers.name), asc(dealers.id));
  const shops = await Promise.all(rows.map((row) => toShop(db, row)));
  return shops.sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id);
}

/** One shop of the account, or 404 for a shop it does not manage (whether or not it exists). */
export async function readMemberShop({
  db,
  userUuid,
  dealerId,
}: {
  db: Database;
  userUuid: string;
  dealerId: number;
}): Promise<DealerAreaShop> {
  const [row] = await db
    .select(shopColumns)
    .from(dealerMembers)
    .innerJoin(dealers, eq(dealers.id, dealerMembers.dealerId))
    .where(and(eq(dealerMembers.userUuid, userUuid), eq(dealerMembers.dealerId, dealerId)))
    .limit(1);
  if (!row) throw shopNotFound();
  return toShop(db, row);
}
