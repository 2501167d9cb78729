import { sql } from 'drizzle-orm';
import { intArrayParam, type TransactionHandle } from '@spielraum/schema/client';
import { recomputePriceStats } from '../prices/recompute-price-stats';
import { countOf } from './sql-count';

export interface ProductApplyStats {
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  newlyMatchedOffers: number;
}

/**
 * Applies the product-attribute rows a feed run staged in the temporary table `staged`,
 * set-wise, inside the run's transaction (see runFeed):
 * publishers, people and taxonomy terms are upserted by slug; products by their feed id
 * (rows whose content hash did not change are skipped); editions by GTIN; the terms and people
 * of changed products are replaced. Offers waiting unmatched for a GTIN that now exists are
 * matched. The feed's image addresses are kept on the product (`image_urls`) for the
 * `fetch-product-images` jobs queued after the commit. Events: a document event per changed product, a new-product event per new product
 * with its publisher (for the publishers' news alerts).
 */
export async function applyProductFeed({
  tx,
  feedRunId,
  staged,
}: {
  tx: TransactionHandle;
  feedRunId: number;
  /** The temporary table holding this run's rows (columns of feed_staging_products). */
  staged: string;
}): Promise<ProductApplyStats> {
  await tx.query(sql`
    create temp table pin on commit drop as
    select external_id, d, row_number() over (partition by d ->> 'slug' order by external_id) as slug_rank
    from (
      select distinct on (external_id) external_id, data as d
      from ${sql.identifier(staged)}
      order by external_id, line desc
    ) latest`);
  await tx.query(sql`create index on pin (external_id)`);
  const received = await countOf(tx, sql`select count(*)::int as n from pin`);

  await tx.query(sql`
    insert into publishers (slug, name)
    select distinct on (d -> 'publisher' ->> 'slug') d -> 'publisher' ->> 'slug', d -> 'publisher' ->> 'name'
    from pin where d -> 'publisher' ->> 'slug' is not null
    on conflict (slug) do nothing`);
  await tx.query(sql`
    insert into people (slug, name)
    select distinct on (x ->> 'slug') x ->> 'slug', x ->> 'name' from pin, jsonb_array_elements(d -> 'people') x
    on conflict (slug) do nothing`);
  await tx.query(sql`
    insert into terms (kind, slug, name)
    select distinct on (x ->> 'kind', x ->> 'slug') (x ->> 'kind')::term_kind, x ->> 'slug', x ->> 'name'
    from pin, jsonb_array_elements(d -> 'terms') x
    on conflict (kind, slug) do nothing`);

  await tx.query(
    sql`create temp table changed (id int primary key, inserted boolean, publisher_id int) on commit drop`,
  );
  await tx.query(sql`
    with up as (
      insert into products as p (external_id, slug, title, alternative_titles, image_urls, label, product_type, group_id, publisher_id, description,
        players_from, players_to, playing_time_minutes, release_year, age_from, age_to, available_from, rating_centi,
        total_votes, number_of_pages, number_of_cards, unit_size, scale, fraction, bgg_id, source_hash)
      select i.external_id,
             -- a title already taken (by another product or earlier in this feed) gets the feed id appended
             case when i.slug_rank > 1
                    or exists (select 1 from products o where o.slug = i.d ->> 'slug' and o.external_id is distinct from i.external_id)
                  then (i.d ->> 'slug') || '-' || regexp_replace(lower(i.external_id), '[^a-z0-9]+', '-', 'g')
                  else i.d ->> 'slug' end,
             i.d ->> 'label',
             array(select jsonb_array_elements_text(coalesce(i.d -> 'alternativeTitles', '[]'::jsonb))),
             array(select jsonb_array_elements_text(coalesce(i.d -> 'mediaFiles', '[]'::jsonb))),
             i.d ->> 'label', (i.d ->> 'productType')::product_type, g.id, pub.id, i.d ->> 'description',
             (i.d ->> 'playersFrom')::smallint, (i.d ->> 'playersTo')::smallint, (i.d ->> 'playingTime')::smallint,
             (i.d ->> 'releaseYear')::smallint, (i.d ->> 'ageFrom')::smallint, (i.d ->> 'ageTo')::smallint,
             (i.d ->> 'availableFrom')::timestamptz, (i.d ->> 'ratingCenti')::smallint, coalesce((i.d ->> 'totalVotes')::int, 0),
             (i.d ->> 'numberOfPages')::int, (i.d ->> 'numberOfCards')::int, (i.d ->> 'unitSize')::int,
             i.d ->> 'scale', i.d ->> 'fraction', (i.d ->> 'bggId')::int, i.d ->> 'hash'
      from pin i
      join product_groups g on g.slug = i.d ->> 'group'
      left join publishers pub on pub.slug = i.d -> 'publisher' ->> 'slug'
      on conflict (external_id) do update set
        title = excluded.title, alternative_titles = excluded.alternative_titles, image_urls = excluded.image_urls, label = excluded.label, product_type = excluded.product_type, group_id = excluded.group_id,
        publisher_id = excluded.publisher_id, description = excluded.description, players_from = excluded.players_from,
        players_to = excluded.players_to, playing_time_minutes = excluded.playing_time_minutes,
        release_year = excluded.release_year, age_from = excluded.age_from, age_to = excluded.age_to,
        available_from = excluded.available_from, rating_centi = excluded.rating_centi, total_votes = excluded.total_votes,
        number_of_pages = excluded.number_of_pages, number_of_cards = excluded.number_of_cards,
        unit_size = excluded.unit_size, scale = excluded.scale, fraction = excluded.fraction, bgg_id = excluded.bgg_id, source_hash = excluded.source_hash
      where p.source_hash is distinct from excluded.source_hash
      returning p.id, (xmax = 0) as inserted, p.publisher_id
    )
    insert into changed select id, inserted, publisher_id from up`);

  await tx.query(sql`
    insert into product_versions as v (product_id, external_id, gtin, sku, language)
    select p.id, i.d ->> 'versionId', i.d ->> 'gtin', i.d ->> 'sku', i.d ->> 'language'
    from pin i join products p on p.external_id = i.external_id join changed c on c.id = p.id
    where i.d ->> 'gtin' is not null
    on conflict (gtin) where gtin is not null do update set
      product_id = excluded.product_id, external_id = excluded.external_id, sku = excluded.sku, language = excluded.language`);
  await tx.query(sql`
    insert into product_versions (product_id, external_id, sku, language)
    select p.id, i.d ->> 'versionId', i.d ->> 'sku', i.d ->> 'language'
    from pin i join products p on p.external_id = i.external_id join changed c on c.id = p.id
    where i.d ->> 'gtin' is null
    on conflict (product_id, external_id) where external_id is not null do update set sku = excluded.sku, language = excluded.language`);

  await tx.query(sql`delete from product_terms pt using changed c where pt.product_id = c.id`);
  await tx.query(sql`
    insert into product_terms (product_id, term_id)
    select distinct p.id, t.id
    from pin i join products p on p.external_id = i.external_id join changed c on c.id = p.id,
         jsonb_array_elements(i.d -> 'terms') x
    join terms t on t.kind = (x ->> 'kind')::term_kind and t.slug = x ->> 'slug'`);
  await tx.query(sql`delete from product_people pp using changed c where pp.product_id = c.id`);
  await tx.query(sql`
    insert into product_people (product_id, person_id, role)
    select distinct p.id, pe.id, (x ->> 'role')::person_role
    from pin i join products p on p.external_id = i.external_id join changed c on c.id = p.id,
         jsonb_array_elements(i.d -> 'people') x
    join people pe on pe.slug = x ->> 'slug'`);

  const newlyMatched = await tx.query<{ product_id: number }>(sql`
    update offers o set product_version_id = v.id, product_id = v.product_id
    from product_versions v join changed c on c.id = v.product_id
    where o.product_version_id is null and o.gtin is not null and o.gtin = v.gtin
    returning o.product_id`);
  const statsFor = [
    ...new Set([
      ...newlyMatched.map((row) => row.product_id),
      ...(await tx.query<{ id: number }>(sql`select id from changed where inserted`)).map((row) => row.id),
    ]),
  ];
  await recomputePriceStats({ database: tx, productIds: statsFor });

  await tx.query(sql`
    insert into indexer_events (feed_run_id, kind, product_id)
    select ${feedRunId}::int, 'document', id from changed
    union select ${feedRunId}::int, 'document', product_id from (select unnest(${intArrayParam(statsFor)}::int[]) as product_id) m`);
  await tx.query(sql`
    insert into indexer_events (feed_run_id, kind, product_id, publisher_id)
    select ${feedRunId}::int, 'new_product', id, publisher_id from changed where inserted`);
  const [summary] = await tx.query<{ inserted: number; updated: number }>(sql`
    select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from changed`);
  const inserted = summary?.inserted ?? 0;
  const updated = summary?.updated ?? 0;
  return {
    received,
    inserted,
    updated,
    unchanged: received - inserted - updated,
    newlyMatchedOffers: newlyMatched.length,
  };
}
