import { sql } from 'drizzle-orm';
import { intArrayParam } from '@spielraum/schema/client';
import { dealerLowsOfOffers, realDiscountPercentSql } from '@spielraum/schema/prices';
import type { QueryRunner } from '../prices/recompute-price-stats';

/**
 * The document fields that come from `product_price_stats` (alias `s`) and the real discounts'
 * sizes (`REAL_DISCOUNTS`, alias `rd`): the only ones an offer feed can change. One fragment for
 * the full build and the price-only patch, so both write the same values.
 */
const PRICE_FIELDS = sql`
        'bestPriceCents', s.best_price_cents, 'bestTotalCents', s.best_total_cents,
        'discountPercent', case
          when s.reference_price_cents > 0 and s.best_price_cents < s.reference_price_cents
            then floor(100.0 * (s.reference_price_cents - s.best_price_cents) / s.reference_price_cents)::int
          else 0 end,
        'realDiscount', coalesce(s.real_discount, false),
        'realDiscountPercent', case when s.real_discount then rd.percent end,
        'hasDeal', s.best_total_cents is not null,
        'availability', coalesce(s.availability, 'not_available'),
        'dealerCount', coalesce(s.dealer_count, 0)`;

/**
 * The CTE `real_discounts (product_id, percent)`: for the products of the CTE `targets` (column
 * `id`) whose best offer is a real discount, how far it lies below its dealer's own 30-day low.
 */
const REAL_DISCOUNTS = sql`
    real_discounts as (
      select dl.product_id, ${realDiscountPercentSql(sql`o.price_cents`, sql`dl.prior_low`)} as percent
      from (${dealerLowsOfOffers({
        offers: sql`(select ps.product_id, ps.best_offer_id as offer_id
                     from product_price_stats ps join targets t on t.id = ps.product_id where ps.real_discount)`,
        history: sql`price_history`,
      })}) dl
      join product_price_stats ps on ps.product_id = dl.product_id
      join offers o on o.id = ps.best_offer_id
    )`;

/**
 * Builds the search documents (schema's SearchDocument) of the given products, or of all
 * products when `productIds` is null, in one set-wise statement; writes only documents that
 * changed and appends one row per written document to `search_changes`, the change log the
 * search replicas follow. Returns the number of documents written.
 */
export async function buildSearchDocuments({
  database,
  productIds,
  only,
}: {
  database: QueryRunner;
  productIds: number[] | null;
  /**
   * 'prices' when only price statistics changed (offer feeds): existing documents get their
   * price fields replaced in place instead of being rebuilt from all catalogue tables; products
   * without a document yet are built in full.
   */
  only?: 'prices';
}): Promise<number> {
  if (productIds && productIds.length === 0) return 0;
  if (only === 'prices' && productIds) return patchPriceFields(database, productIds);
  const ids = productIds ? intArrayParam(productIds) : null;
  const rows = await database.query<{ n: number }>(sql`
    with targets as (
      select p.id from products p where ${ids}::int[] is null or p.id = any(${ids}::int[])
    ),
    ${REAL_DISCOUNTS},
    term_lists as (
      select pt.product_id, t.kind,
             jsonb_agg(jsonb_build_object('id', t.id, 'slug', t.slug, 'name', t.name) order by t.name) as vals,
             min(t.slug) as first_slug
      from product_terms pt join targets tg on tg.id = pt.product_id join terms t on t.id = pt.term_id
      group by pt.product_id, t.kind
    ),
    terms_by_product as (
      select product_id, jsonb_object_agg(kind, vals) as terms,
             max(first_slug) filter (where kind = 'tcg') as tcg
      from term_lists group by product_id
    ),
    people_lists as (
      select pp.product_id, pp.role,
             jsonb_agg(jsonb_build_object('id', pe.id, 'slug', pe.slug, 'name', pe.name) order by pe.name) as vals
      from product_people pp join targets tg on tg.id = pp.product_id join people pe on pe.id = pp.person_id
      group by pp.product_id, pp.role
    ),
    people_by_product as (
      select product_id, jsonb_object_agg(role, vals) as people from people_lists group by product_id
    ),
    covers as (
      select distinct on (m.product_id) m.product_id, m.id
      from media_files m join targets tg on tg.id = m.product_id
      where m.is_cover order by m.product_id, m.position, m.id
    ),
    docs as (
      select p.id as product_id, jsonb_build_object(
        'id', p.id, 'slug', p.slug, 'title', p.title, 'alternativeTitles', to_jsonb(p.alternative_titles),
        'description', p.description,
        'group', g.slug, 'productType', p.product_type, 'baseProductId', p.base_product_id,
        'publishers', case when pub.id is null then '[]'::jsonb
                      else jsonb_build_array(jsonb_build_object('id', pub.id, 'slug', pub.slug, 'name', pub.name)) end,
        'designers', coalesce(pb.people -> 'designer', '[]'::jsonb),
        'authors', coalesce(pb.people -> 'author', '[]'::jsonb),
        'illustrators', coalesce(pb.people -> 'illustrator', '[]'::jsonb),
        'categories', coalesce(tb.terms -> 'game_category', '[]'::jsonb),
        'mechanics', coalesce(tb.terms -> 'game_mechanism', '[]'::jsonb),
        'genres', coalesce(tb.terms -> 'genre', '[]'::jsonb),
        'series', coalesce(tb.terms -> 'serie', '[]'::jsonb),
        'tags', coalesce(tb.terms -> 'tag', '[]'::jsonb),
        'themeWorlds', coalesce(tb.terms -> 'license', '[]'::jsonb),
        'languages', coalesce(tb.terms -> 'language', '[]'::jsonb),
        'awards', coalesce(tb.terms -> 'award', '[]'::jsonb),
        'tcg', tb.tcg,
        'releaseYear', p.release_year, 'ageFrom', p.age_from,
        'playersFrom', p.players_from, 'playersTo', p.players_to, 'playingTimeMinutes', p.playing_time_minutes,
        ${PRICE_FIELDS},
        'rating', case when p.rating_centi is null then null else round(p.rating_centi / 100.0, 2) end,
        'totalVotes', p.total_votes, 'popularity', p.popularity,
        'coverImageId', c.id,
        'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) as document
      from products p
      join targets tg on tg.id = p.id
      join product_groups g on g.id = p.group_id
      left join publishers pub on pub.id = p.publisher_id
      left join product_price_stats s on s.product_id = p.id
      left join real_discounts rd on rd.product_id = p.id
      left join terms_by_product tb on tb.product_id = p.id
      left join people_by_product pb on pb.product_id = p.id
      left join covers c on c.product_id = p.id
    ),
    written as (
      insert into search_documents as d (product_id, document, updated_at)
      select product_id, document, now() from docs
      on conflict (product_id) do update set document = excluded.document, updated_at = excluded.updated_at
      where d.document || coalesce((select sp.prices from search_document_prices sp where sp.product_id = d.product_id), '{}'::jsonb)
        is distinct from excluded.document
      returning d.product_id
    ),
    -- the written documents carry their current prices: newer price fields are gone
    cleared as (
      delete from search_document_prices sp using written w where sp.product_id = w.product_id
    ),
    logged as (
      insert into search_changes (product_id, deleted) select product_id, false from written returning 1
    )
    select (select count(*) from logged)::int as n`);
  return rows[0]?.n ?? 0;
}

/**
 * Replaces the price fields of the existing documents of `productIds` (writing and logging only
 * those whose price fields change) and builds the missing documents in full. Only the small rows
 * of `search_document_prices` are written; the documents themselves are not rewritten, and the
 * change is logged as prices only, so replicas update their price columns instead of indexing
 * the documents again.
 */
async function patchPriceFields(database: QueryRunner, productIds: number[]): Promise<number> {
  const ids = intArrayParam(productIds);
  const [row] = await database.query<{ n: number; missing: number[] | null }>(sql`
    with targets as (select unnest(${ids}::int[]) as id),
    ${REAL_DISCOUNTS},
    patched as (
      select d.product_id, jsonb_build_object(${PRICE_FIELDS}) as prices, sp.prices as current, d.document
      from search_documents d
      join targets t on t.id = d.product_id
      left join product_price_stats s on s.product_id = d.product_id
      left join real_discounts rd on rd.product_id = d.product_id
      left join search_document_prices sp on sp.product_id = d.product_id
    ),
    written as (
      insert into search_document_prices as sp (product_id, prices)
      select product_id, prices from patched
      -- the price fields in effect: the newer ones when there are (they hold all of them), else the
      -- document's own (containment compares them without building the merged document)
      where case when current is not null then current is distinct from prices else not (document @> prices) end
      on conflict (product_id) do update set prices = excluded.prices
      returning sp.product_id
    ),
    logged as (
      insert into search_changes (product_id, deleted, prices_only)
      select product_id, false, true from written returning 1
    )
    select (select count(*) from logged)::int as n,
           (select array_agg(t.id) from targets t join products p on p.id = t.id
             where not exists (select 1 from search_documents d where d.product_id = t.id)) as missing`);
  const missing = row?.missing ?? [];
  return (
    (row?.n ?? 0) + (missing.length > 0 ? await buildSearchDocuments({ database, productIds: missing }) : 0)
  );
}
