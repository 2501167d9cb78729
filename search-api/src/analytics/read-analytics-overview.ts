import { sql } from 'drizzle-orm';
import { ANALYTICS_LIMITS, type AnalyticsOverview, type AnalyticsPage } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import type { AnalyticsPeriod } from './analytics-period';

/** A sum as both drivers hand it out (PostgreSQL's bigint arrives as text) made a number. */
const count = (value: unknown): number => Number(value ?? 0);

/**
 * The operators' overview of a period: page views and clicks on "zum Shop" per day (every day,
 * zeros included) and in total, page views per kind of page, the games with the most page views
 * with their clicks and conversion, and the clicks per dealer.
 */
export async function readAnalyticsOverview({
  database,
  period,
}: {
  database: DatabaseHandle;
  period: AnalyticsPeriod;
}): Promise<AnalyticsOverview> {
  const { from, to } = period;
  const [perDay, pages, topGames, dealers] = await Promise.all([
    database.query<{ day: string; page_views: unknown; click_outs: unknown }>(sql`
      select to_char(d, 'YYYY-MM-DD') as day,
        (select coalesce(sum(v.views), 0) from analytics_page_views v where v.day = d::date)::bigint as page_views,
        (select coalesce(sum(c.clicks), 0) from analytics_click_outs c where c.day = d::date)::bigint as click_outs
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      order by d`),
    database.query<{ page: AnalyticsPage; views: unknown }>(sql`
      select page, sum(views)::bigint as views from analytics_page_views
      where day between ${from}::date and ${to}::date
      group by page order by views desc, page`),
    database.query<{
      product_id: number;
      slug: string;
      title: string;
      category: string;
      page_views: unknown;
      click_outs: unknown;
    }>(sql`
      with viewed as (
        select product_id, sum(views)::bigint as page_views from analytics_page_views
        where day between ${from}::date and ${to}::date and product_id is not null
        group by product_id
        order by page_views desc, product_id
        limit ${ANALYTICS_LIMITS.topGames}
      )
      select p.id as product_id, p.slug, p.title, g.slug as category, v.page_views,
        (select coalesce(sum(c.clicks), 0) from analytics_click_outs c
         where c.product_id = v.product_id and c.day between ${from}::date and ${to}::date)::bigint as click_outs
      from viewed v
      join products p on p.id = v.product_id
      join product_groups g on g.id = p.group_id
      order by v.page_views desc, p.id`),
    database.query<{ dealer_id: number; name: string; click_outs: unknown }>(sql`
      select d.id as dealer_id, d.name, sum(c.clicks)::bigint as click_outs
      from analytics_click_outs c join dealers d on d.id = c.dealer_id
      where c.day between ${from}::date and ${to}::date
      group by d.id, d.name
      order by click_outs desc, d.name`),
  ]);
  const days = perDay.map((row) => ({
    day: row.day,
    page_views: count(row.page_views),
    click_outs: count(row.click_outs),
  }));
  return {
    ...period,
    totals: {
      page_views: days.reduce((sum, row) => sum + row.page_views, 0),
      click_outs: days.reduce((sum, row) => sum + row.click_outs, 0),
    },
    per_day: days,
    pages: pages.map((row) => ({ page: row.page, views: count(row.views) })),
    top_games: topGames.map((row) => {
      const pageViews = count(row.page_views);
      const clickOuts = count(row.click_outs);
      return {
        product_id: row.product_id,
        slug: row.slug,
        title: row.title,
        category: row.category,
        page_views: pageViews,
        click_outs: clickOuts,
        conversion: pageViews > 0 ? clickOuts / pageViews : null,
      };
    }),
    dealers: dealers.map((row) => ({
      dealer_id: row.dealer_id,
      name: row.name,
      click_outs: count(row.click_outs),
    })),
  };
}
