import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { GameCard } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { productGroups, products } from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from './game-cards';

/**
 * A page of the catalogue for the game list, most popular first. The search API takes over
 * filtered and ranked lists; this stays the plain catalogue read.
 */
export async function listGames({
  db,
  page,
  rowsPerPage,
  category,
}: {
  db: Database;
  page: number;
  rowsPerPage: number;
  category?: string;
}): Promise<{ total: number; hits: GameCard[] }> {
  const where = category ? and(eq(productGroups.slug, category)) : undefined;
  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(where);
  const rows = await selectGameCards(db)
    .where(where)
    .orderBy(desc(products.popularity), asc(products.title), asc(products.id))
    .limit(rowsPerPage)
    .offset((page - 1) * rowsPerPage);
  return {
    total: totalRow?.total ?? 0,
    hits: rows.map(toGameCard),
  };
}
