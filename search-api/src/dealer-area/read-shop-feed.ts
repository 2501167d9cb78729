import { eq } from 'drizzle-orm';
import type { DealerShopFeed } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers } from '@spielraum/schema/db';
import { shopNotFound } from './list-member-shops';

/**
 * How the portal fetches a shop's feed (address, format, schedule), as the operators set it; the
 * caller has checked that the account manages the shop.
 */
export async function readShopFeed({
  db,
  dealerId,
}: {
  db: Database;
  dealerId: number;
}): Promise<DealerShopFeed> {
  const [row] = await db
    .select({ url: dealers.feedUrl, format: dealers.feedFormat, schedule: dealers.feedSchedule })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .limit(1);
  if (!row) throw shopNotFound();
  return row;
}
