import { sql } from 'drizzle-orm';
import { ADMIN_DEALER_LIMITS, type AdminDealersQuery, type AdminDealersResponse } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { readAdminDealers } from './read-admin-dealers';

/** `q` as a LIKE pattern that matches it anywhere, its own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of the dealers for the operators, by name: all, or only the active or inactive ones,
 * those whose name or slug contains `q` (any case), each with its newest feed run.
 */
export async function listAdminDealers({
  database,
  page,
  q,
  status,
}: AdminDealersQuery & { database: DatabaseHandle }): Promise<AdminDealersResponse['data']> {
  const perPage = ADMIN_DEALER_LIMITS.dealersPerPage;
  const conditions = [sql`true`];
  if (status !== 'all') conditions.push(sql`d.active = ${status === 'active'}`);
  if (q !== '') {
    const pattern = containsPattern(q);
    conditions.push(sql`(d.name ilike ${pattern} or d.slug ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [counted, dealers] = await Promise.all([
    database.query<{ total: number }>(sql`select count(*)::int as total from dealers d where ${where}`),
    readAdminDealers({ database, where, limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return { dealers, total: Number(counted[0]?.total ?? 0), page, rows_per_page: perPage };
}
