import { sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS, type DealerAnalytics } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { AnalyticsPeriod } from './analytics-period';

const count = (value: unknown): number => Number(value ?? 0);

/**
 * One dealer's clicks on "zum Shop" in a period: per day (every day, zeros included) and per
 * game, most clicked first. Null for a dealer that does not exist. Who may see them is the
 * caller's decision (operators for every dealer; a dealer's own account for its own).
 */
export async function readDealerClickOuts({
  database,
  dealerId,
  period,
}: {
  database: DatabaseHandle;
  dealerId: number;
  period: AnalyticsPeriod;
}): Promise<DealerAnalytics | null> {
  const { from, to } = period;
  const [dealer] = await database.query<{ id: number; name: string }>(
    sql`select id, name from dealers where id = ${dealerId}`,
  );
  if (!dealer) return null;
  const [perDay, games] = await Promise.all([
    database.query<{ day: string; click_outs: unknown }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(sum(c.clicks), 0)::bigint as click_outs
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      left join analytics_click_outs c on c.dealer_id = ${dealerId} and c.day = d::date
      group by d
      order by d`),
    database.query<{
      product_id: number;
      slug: string;
      title: string;
      category: string;
      click_outs: unknown;
    }>(sql`
      select p.id as product_id, p.slug, p.title, g.slug as category, sum(c.clicks)::bigint as click_outs
      from analytics_click_outs c
      join products p on p.id = c.product_id
      join product_groups g on g.id = p.group_id
      where c.dealer_id = ${dealerId} and c.day between ${from}::date and ${to}::date
      group by p.id, p.slug, p.title, g.slug
      order by click_outs desc, p.id
      limit ${ANALYTICS_LIMITS.dealerGames}`),
  ]);
  const days = perDay.map((row) => ({ day: row.day, click_outs: count(row.click_outs) }));
  return {
    ...period,
    dealer: { id: dealer.id, name: dealer.name },
    total_click_outs: days.reduce((sum, row) => sum + row.click_outs, 0),
    per_day: days,
    games: games.map((row) => ({
      product_id: row.product_id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      click_outs: count(row.click_outs),
    })),
  };
}
