import { sql } from 'drizzle-orm';
import { PRODUCT_HISTORY_LIMIT } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';

/**
 * Records that the user opened a game (a game seen again moves to the front) and keeps the
 * newest `PRODUCT_HISTORY_LIMIT`. Answers false for a product that does not exist.
 */
export async function recordProductView({
  database,
  userUuid,
  productId,
}: {
  database: DatabaseHandle;
  userUuid: string;
  productId: number;
}): Promise<boolean> {
  const [row] = await database.query<{ recorded: boolean }>(sql`
    with recorded as (
      insert into product_views (user_uuid, product_id, viewed_at)
      select ${userUuid}::uuid, id, now() from products where id = ${productId}
      on conflict (user_uuid, product_id) do update set viewed_at = excluded.viewed_at
      returning product_id
    ),
    trimmed as (
      delete from product_views v
      where v.user_uuid = ${userUuid}::uuid and exists (select 1 from recorded)
        and v.product_id not in (
          select product_id from recorded
          union all
          (select product_id from product_views where user_uuid = ${userUuid}::uuid
            order by viewed_at desc, product_id limit ${PRODUCT_HISTORY_LIMIT - 1})
        )
      returning 1
    )
    select exists (select 1 from recorded) as recorded, (select count(*) from trimmed) as trimmed`);
  return row?.recorded ?? false;
}
