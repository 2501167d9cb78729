import { sql, type SQL } from 'drizzle-orm';
import type { TransactionHandle } from '@spielraum/schema/client';
import { countOf } from '../feeds/sql-count';
import { wishListNames } from './alert-sql';

/**
 * Inserts one news notification per matched (alert, news item) row of `matched` (columns
 * alert_id, user_uuid, product_id, name, price_cents, item_key) with the key
 * `news:{alertId}:{itemKey}` and stamps the alerts' `last_fired_at`; answers the new ones.
 */
async function notifyNews(tx: Pick<TransactionHandle, 'query'>, matched: SQL): Promise<number> {
  return countOf(
    tx,
    sql`with matched as (${matched}),
        lists as (${wishListNames('matched')}),
        added as (
          insert into notifications (user_uuid, alert_id, type, product_id, name, price_cents, old_price_cents, list_name, dedupe_key)
          select m.user_uuid, m.alert_id, 'news', m.product_id, m.name, m.price_cents, null,
                 l.name, 'news:' || m.alert_id || ':' || m.item_key
          from matched m
          left join lists l on l.user_uuid = m.user_uuid and l.product_id = m.product_id
          on conflict (dedupe_key) do nothing
          returning alert_id),
        stamped as (
          update alerts a set last_fired_at = now()
          where a.id in (select alert_id from added)
          returning 1)
        select count(*)::int as n, (select count(*) from stamped)::int as stamped from added`,
  );
}

/** The new product `p` is in none of the alert `a`'s user's collections: an owned game is no news. */
const newProductNotOwned = sql`not exists (
  select 1 from user_list_items i join user_lists l on l.id = i.list_id
  where i.product_id = p.id and l.user_uuid = a.user_uuid and l.kind = 'collection')`;

/**
 * Fires the unpaused news alerts for the products a feed run created (`new_product` events):
 * "publishers" alerts of the product's publisher, and "games" alerts of its base game (a new
 * expansion or edition of that game). One notification per alert and product
 * (`news:{alertId}:product:{productId}`); not for a new product the user already keeps in a
 * collection. Answers the new notifications.
 */
export async function fireProductNewsAlerts({
  tx,
  feedRunId,
}: {
  tx: Pick<TransactionHandle, 'query'>;
  feedRunId: number;
}): Promise<number> {
  return notifyNews(
    tx,
    sql`select a.id as alert_id, a.user_uuid, p.id as product_id, p.title as name,
               s.best_total_cents as price_cents, 'product:' || p.id as item_key
        from indexer_events e
        join products p on p.id = e.product_id
        join alerts a on a.kind = 'news' and a.news_type = 'publishers' and not a.paused
          and a.publisher_id = coalesce(e.publisher_id, p.publisher_id)
        left join product_price_stats s on s.product_id = p.id
        where e.feed_run_id = ${feedRunId} and e.kind = 'new_product' and ${newProductNotOwned}
        union all
        select a.id, a.user_uuid, p.id, p.title, s.best_total_cents, 'product:' || p.id
        from indexer_events e
        join products p on p.id = e.product_id
        join alerts a on a.kind = 'news' and a.news_type = 'games' and not a.paused
          and a.product_id = p.base_product_id
        left join product_price_stats s on s.product_id = p.id
        where e.feed_run_id = ${feedRunId} and e.kind = 'new_product' and ${newProductNotOwned}`,
  );
}

/**
 * Fires the unpaused news alerts for one published post: every magazine alert whose news type
 * is the type of the post's category (`magazine_categories.news_type`, `magazine_industry` or
 * `magazine_tests`), and every "games" alert of a game the post features
 * (`magazine_post_products`). A post that is not published (yet) notifies nobody. One
 * notification per alert and post (`news:{alertId}:post:{postId}`), without a product, so it
 * leads to the post. Stamps the post's `alerts_evaluated_at`. Answers the new notifications.
 */
export async function firePostNewsAlerts({
  tx,
  postId,
}: {
  tx: Pick<TransactionHandle, 'query'>;
  postId: number;
}): Promise<number> {
  const fired = await notifyNews(
    tx,
    sql`select a.id as alert_id, a.user_uuid, null::int as product_id, p.title as name,
               null::int as price_cents, 'post:' || p.id as item_key
        from magazine_posts p
        join magazine_categories c on c.id = p.category_id
        join alerts a on a.kind = 'news' and not a.paused
          and (a.news_type::text = c.news_type
               or (a.news_type = 'games' and a.product_id in
                    (select pp.product_id from magazine_post_products pp where pp.post_id = p.id)))
        where p.id = ${postId} and p.status = 'published' and p.published_at <= now()`,
  );
  await tx.query(
    sql`update magazine_posts set alerts_evaluated_at = now()
        where id = ${postId} and status = 'published' and published_at <= now() and alerts_evaluated_at is null`,
  );
  return fired;
}

/**
 * The published posts whose time has come and whose news alerts have not run, oldest first
 * (the `publish-due-posts` sweep enqueues their evaluation).
 */
export async function duePostIds({ tx }: { tx: Pick<TransactionHandle, 'query'> }): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    sql`select id from magazine_posts
        where status = 'published' and published_at <= now() and alerts_evaluated_at is null
        order by published_at limit 500`,
  );
  return rows.map((row) => row.id);
}
