import { eq } from 'drizzle-orm';
import type { DealerAreaShop, SocialLinks } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { dealers } from '@spielraum/schema/db';
import { readMemberShop } from './list-member-shops';

/**
 * A member saves the shop's website and social links (the whole set: a network left out is
 * removed). The request is validated by `dealerProfileRequestSchema`; 404 for a shop the account
 * does not manage. Answers the shop as saved.
 */
export async function updateShopProfile({
  db,
  userUuid,
  dealerId,
  profile,
}: {
  db: Database;
  userUuid: string;
  dealerId: number;
  profile: { website: string; social_links: SocialLinks };
}): Promise<DealerAreaShop> {
  await readMemberShop({ db, userUuid, dealerId });
  await db
    .update(dealers)
    .set({ website: profile.website, socialLinks: profile.social_links })
    .where(eq(dealers.id, dealerId));
  return readMemberShop({ db, userUuid, dealerId });
}
