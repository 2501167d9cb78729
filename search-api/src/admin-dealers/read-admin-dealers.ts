import { sql, type SQL } from 'drizzle-orm';
import type { AdminDealer } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';

interface AdminDealerRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string;
  website: string;
  logo_media_id: number | null;
  rating_deci: number | null;
  rating_count: number;
  shipping_cost_de_cents: number;
  free_shipping_threshold_cents: number | null;
  shipping_info: string;
  feed_url: string | null;
  feed_format: AdminDealer['feed_format'] | 'product_jsonl' | 'product_csv';
  feed_schedule: string | null;
  active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  run_id: number | null;
  run_kind: 'offers' | 'products' | null;
  run_status: 'queued' | 'running' | 'succeeded' | 'failed' | null;
  run_rows_failed: number | null;
  run_created_at: Date | string | null;
  run_finished_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toAdminDealer(row: AdminDealerRow): AdminDealer {
  const feedFormat = row.feed_format;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    website: row.website,
    logo_image_id: row.logo_media_id,
    rating: row.rating_deci === null ? null : row.rating_deci / 10,
    rating_count: row.rating_count,
    shipping_cost: row.shipping_cost_de_cents,
    free_shipping_threshold: row.free_shipping_threshold_cents,
    shipping_info: row.shipping_info,
    feed_url: row.feed_url,
    // a dealer declares an offer format; a product format here (set by SQL) means nothing to its offers
    feed_format: feedFormat === 'product_jsonl' || feedFormat === 'product_csv' ? null : feedFormat,
    feed_schedule: row.feed_schedule,
    active: row.active,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_run:
      row.run_id === null
        ? null
        : {
            id: row.run_id,
            kind: row.run_kind!,
            status: row.run_status!,
            rows_failed: row.run_rows_failed ?? 0,
            created_at: iso(row.run_created_at!),
            finished_at: row.run_finished_at === null ? null : iso(row.run_finished_at),
          },
  };
}

/**
 * Dealers with every setting and their newest feed run, as the operators' API answers them:
 * those `where` keeps (a condition on `d`, the dealers table), in `orderBy`, at most `limit`
 * from `offset`. The newest run is read per dealer through the (dealer, created) index.
 */
export async function readAdminDealers({
  database,
  where,
  orderBy = sql`lower(d.name), d.id`,
  limit = 1,
  offset = 0,
}: {
  database: DatabaseHandle;
  where: SQL;
  orderBy?: SQL;
  limit?: number;
  offset?: number;
}): Promise<AdminDealer[]> {
  const rows = await database.query<AdminDealerRow>(sql`
    select d.id, d.slug, d.name, d.website, d.logo_media_id, d.rating_deci, d.rating_count,
           d.shipping_cost_de_cents, d.free_shipping_threshold_cents, d.shipping_info,
           d.feed_url, d.feed_format, d.feed_schedule, d.active, d.created_at, d.updated_at,
           r.id as run_id, r.kind as run_kind, r.status as run_status, r.rows_failed as run_rows_failed,
           r.created_at as run_created_at, r.finished_at as run_finished_at
    from dealers d
    left join lateral (
      select id, kind, status, rows_failed, created_at, finished_at
      from feed_runs
      where dealer_id = d.id
      order by created_at desc, id desc
      limit 1
    ) r on true
    where ${where}
    order by ${orderBy}
    limit ${limit} offset ${offset}`);
  return rows.map(toAdminDealer);
}

/** One dealer as the operators' API answers it; null when there is none with this id. */
export async function readAdminDealer({
  database,
  id,
}: {
  database: DatabaseHandle;
  id: number;
}): Promise<AdminDealer | null> {
  const [dealer] = await readAdminDealers({ database, where: sql`d.id = ${id}` });
  return dealer ?? null;
}
