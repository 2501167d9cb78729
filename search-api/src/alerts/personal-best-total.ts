import { eq, sql } from 'drizzle-orm';
import type { Database } from '@spielraum/schema/client';
import { productPriceStats, users } from '@spielraum/schema/db';
import { restrictedBestTotals } from '@spielraum/schema/prices';

/**
 * The best total of a game that a user's price alert compares: over the offers of the dealers
 * the user did not exclude and, with `language`, of that language edition only (the indexer's
 * evaluation computes the same with `restrictedBestTotals`); the game's best total of the
 * price statistics when neither restricts it. Null when no offer counts.
 */
export async function readPersonalBestTotal({
  db,
  userUuid,
  productId,
  language,
}: {
  db: Database;
  userUuid: string;
  productId: number;
  language: string | null;
}): Promise<number | null> {
  const target = sql`(select 0 as key, ${productId}::int as product_id,
    ${users.excludedDealerIds} as excluded_dealer_ids, ${language}::text as language)`;
  const [row] = await db
    .select({
      restricted: sql<boolean>`(${language}::text is not null or cardinality(${users.excludedDealerIds}) > 0)`,
      personal: sql<number | null>`(select b.best_total_cents from (${restrictedBestTotals(target)}) b)`,
      common: sql<number | null>`(select ${productPriceStats.bestTotalCents} from ${productPriceStats}
        where ${productPriceStats.productId} = ${productId})`,
    })
    .from(users)
    .where(eq(users.uuid, userUuid))
    .limit(1);
  if (!row) return null;
  const best = row.restricted ? row.personal : row.common;
  return best === null ? null : Number(best);
}
