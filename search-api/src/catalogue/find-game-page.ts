import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { gameListAttributeKeys, type GameListAttributeKey, type GamePage } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import { totalToGermanyCents } from '@spielraum/schema/prices';
import { gameCardsByIds } from './game-cards';
import {
  dealers,
  mediaFiles,
  offers,
  people,
  productGroups,
  productPeople,
  productPriceStats,
  productTerms,
  productVersions,
  products,
  publishers,
  reviews,
  terms,
} from '@spielraum/schema/db';

/** Published reviews shown on the game page; the reviews call pages through the rest. */
const REVIEWS_SHOWN = 20;
const RELATED_SHOWN = 8;
/** Terms that make games alike for "related games". */
const RELATING_TERM_KINDS = ['game_category', 'game_mechanism', 'genre', 'serie', 'license'] as const;

function iso(date: Date | string): string {
  return (date instanceof Date ? date : new Date(date)).toISOString();
}

/**
 * Shipping to Germany of an offer, the indexer's rule (recompute-price-stats.ts): free from the
 * dealer's threshold on, otherwise the offer's own shipping or the dealer's flat rate. Needs
 * `offers` joined with `dealers`.
 */
export const shippingCents = sql<number>`(case
  when ${dealers.freeShippingThresholdCents} is not null and ${offers.priceCents} >= ${dealers.freeShippingThresholdCents} then 0
  else coalesce(${offers.shippingCents}, ${dealers.shippingCostDeCents}) end)::int`;

async function findAttributes(
  database: DatabaseHandle,
  productId: number,
  publisher: GamePage['product']['attributes']['publisher'],
) {
  const { db } = database;
  const [termRows, personRows] = await Promise.all([
    db
      .select({ kind: terms.kind, id: terms.id, slug: terms.slug, name: terms.name })
      .from(productTerms)
      .innerJoin(terms, eq(terms.id, productTerms.termId))
      .where(eq(productTerms.productId, productId))
      .orderBy(asc(terms.kind), asc(terms.name)),
    db
      .select({ role: productPeople.role, id: people.id, slug: people.slug, name: people.name })
      .from(productPeople)
      .innerJoin(people, eq(people.id, productPeople.personId))
      .where(eq(productPeople.productId, productId))
      .orderBy(asc(people.name)),
  ]);
  const attributes: GamePage['product']['attributes'] = {};
  const known = new Set<string>(gameListAttributeKeys);
  const add = (key: string, value: { id: number; slug: string; name: string }) => {
    if (!known.has(key)) return;
    (attributes[key as GameListAttributeKey] ??= []).push(value);
  };
  if (publisher) attributes.publisher = publisher;
  for (const { role, ...person } of personRows) add(role, person);
  for (const { kind, ...term } of termRows) add(kind, term);
  return attributes;
}

async function findPriceHistory(
  database: DatabaseHandle,
  productId: number,
): Promise<GamePage['price_history']> {
  // One point per Berlin calendar day of the last 52 weeks: the lowest total (price plus shipping
  // to Germany, the indexer's rule for the lows: the point's own shipping, else the dealer's flat
  // rate, free from the dealer's threshold) of any offer that was available and not gone on that
  // day. A price counts for every day it was in effect.
  const rows = await database.query<{ day: string; price: number }>(sql`
    with points as (
      select ${totalToGermanyCents({
        price: sql`h.price_cents`,
        shipping: sql`h.shipping_cents`,
        freeShippingThreshold: sql`d.free_shipping_threshold_cents`,
        flatShipping: sql`d.shipping_cost_de_cents`,
      })} as total_cents,
             h.availability, h.recorded_at,
             least(
               coalesce(lead(h.recorded_at) over (partition by h.offer_id order by h.recorded_at, h.id), 'infinity'::timestamptz),
               coalesce(o.gone_at, 'infinity'::timestamptz)
             ) as until
      from price_history h
      join offers o on o.id = h.offer_id
      join dealers d on d.id = o.dealer_id
      where o.product_id = ${productId}
    ),
    bounds as (
      select greatest(min(recorded_at), now() - interval '52 weeks') as first from points
    ),
    days as (
      select generate_series(
        date_trunc('day', (select first from bounds) at time zone 'Europe/Berlin'),
        date_trunc('day', now() at time zone 'Europe/Berlin'),
        interval '1 day'
      ) as day
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, min(p.total_cents)::int as price
    from days d
    join points p
      on p.availability <> 'not_available'
     and p.recorded_at < (d.day + interval '1 day') at time zone 'Europe/Berlin'
     and p.until > d.day at time zone 'Europe/Berlin'
    group by d.day
    order by d.day
  `);
  return rows.map((row) => ({ day: row.day, price: Number(row.price) }));
}

/**
 * Everything the game page shows for one product slug, or null when there is no such product.
 * Offers are the live ones (not gone, dealer active), the buyable ones first, each part sorted
 * by total (price plus shipping to Germany), then price and dealer name; reviews are the
 * published ones only.
 */
export async function findGamePage({
  database,
  slug,
}: {
  database: DatabaseHandle;
  slug: string;
}): Promise<GamePage | null> {
  const { db } = database;
  const [row] = await db
    .select({
      product: products,
      category: productGroups.slug,
      publisher: { id: publishers.id, slug: publishers.slug, name: publishers.name },
      stats: productPriceStats,
    })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(publishers, eq(publishers.id, products.publisherId))
    .leftJoin(productPriceStats, eq(productPriceStats.productId, products.id))
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) return null;
  const { product, stats } = row;

  const [attributes, versionRows, mediaRows, offerRows, history, reviewStats, reviewRows, expansionRows] =
    await Promise.all([
      findAttributes(database, product.id, row.publisher ? [row.publisher] : undefined),
      db
        .select()
        .from(productVersions)
        .where(eq(productVersions.productId, product.id))
        .orderBy(asc(productVersions.id)),
      db
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.productId, product.id))
        .orderBy(desc(mediaFiles.isCover), asc(mediaFiles.position), asc(mediaFiles.id)),
      db
        .select({
          offer: offers,
          dealer: dealers,
          shipping: shippingCents,
        })
        .from(offers)
        .innerJoin(dealers, and(eq(dealers.id, offers.dealerId), eq(dealers.active, true)))
        .where(and(eq(offers.productId, product.id), isNull(offers.goneAt))),
      findPriceHistory(database, product.id),
      db
        .select({
          count: count(),
          average: sql<string | null>`avg(${reviews.rating})`,
        })
        .from(reviews)
        .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'published'))),
      db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'published')))
        .orderBy(desc(sql`coalesce(${reviews.moderatedAt}, ${reviews.createdAt})`), desc(reviews.id))
        .limit(REVIEWS_SHOWN),
      db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.baseProductId, product.id))
        .orderBy(desc(products.popularity), asc(products.title)),
    ]);

  const relatedRows = await database.query<{ id: number }>(sql`
    select p.id
    from product_terms mine
    join terms t on t.id = mine.term_id and t.kind in (${sql.join(
      RELATING_TERM_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )})
    join product_terms theirs on theirs.term_id = mine.term_id and theirs.product_id <> mine.product_id
    join products p on p.id = theirs.product_id
    where mine.product_id = ${product.id}
      and p.base_product_id is distinct from ${product.id}
      and p.id is distinct from ${product.baseProductId}
      and p.product_type in ('game', 'expansion')
    group by p.id, p.popularity, p.title
    order by count(*) desc, p.popularity desc, p.title
    limit ${RELATED_SHOWN}
  `);

  const languageOfVersion = new Map(versionRows.map((version) => [version.id, version.language]));
  const gameOffers: GamePage['offers'] = offerRows
    .map(({ offer, dealer, shipping }) => ({
      offer_id: offer.id,
      dealer: {
        id: dealer.id,
        slug: dealer.slug,
        name: dealer.name,
        logo_image_id: dealer.logoMediaId,
        rating: dealer.ratingDeci === null ? null : dealer.ratingDeci / 10,
        rating_count: dealer.ratingCount,
      },
      title: offer.title,
      url: offer.url,
      price: offer.priceCents,
      shipping,
      total: offer.priceCents + shipping,
      availability: offer.availability,
      delivery_time: offer.deliveryTime,
      condition: offer.condition,
      language:
        offer.productVersionId === null ? null : (languageOfVersion.get(offer.productVersionId) ?? null),
      last_update: iso(offer.lastSeenAt),
    }))
    .sort(
      (a, b) =>
        Number(a.availability === 'not_available') - Number(b.availability === 'not_available') ||
        a.total - b.total ||
        a.price - b.price ||
        a.dealer.name.localeCompare(b.dealer.name, 'de') ||
        a.offer_id - b.offer_id,
    );
  const buyable = gameOffers.filter((offer) => offer.availability !== 'not_available');

  const dealersOffering = new Map(offerRows.map(({ dealer }) => [dealer.id, dealer]));
  const [baseGame, expansions, related] = await Promise.all([
    product.baseProductId === null ? Promise.resolve([]) : gameCardsByIds(database, [product.baseProductId]),
    gameCardsByIds(
      database,
      expansionRows.map((expansion) => expansion.id),
    ),
    gameCardsByIds(
      database,
      relatedRows.map((related) => Number(related.id)),
    ),
  ]);
  const average = reviewStats[0]?.average;

  return {
    product: {
      product_id: product.id,
      slug: product.slug,
      title: product.title,
      alternative_titles: product.alternativeTitles,
      label: product.label,
      category: row.category,
      product_type: product.productType,
      description: product.description,
      number_of_players_from: product.playersFrom,
      number_of_players_to: product.playersTo,
      playing_time: product.playingTimeMinutes,
      release_year: product.releaseYear,
      age_from: product.ageFrom,
      age_to: product.ageTo,
      available_from: product.availableFrom ? iso(product.availableFrom) : null,
      number_of_pages: product.numberOfPages,
      number_of_cards: product.numberOfCards,
      unit_size: product.unitSize,
      scale: product.scale,
      rating: product.ratingCenti === null ? null : product.ratingCenti / 100,
      total_votes: product.totalVotes,
      versions: versionRows.map((version) => ({
        product_version_id: version.id,
        gtin: version.gtin,
        sku: version.sku,
        language: version.language,
        edition: version.edition,
      })),
      attributes,
    },
    media: mediaRows.map((media) => ({
      id: media.id,
      cover: media.isCover,
      alt: media.alt,
      width: media.width,
      height: media.height,
    })),
    prices: {
      best_price: stats?.bestPriceCents ?? null,
      best_total: stats?.bestTotalCents ?? null,
      highest_total: buyable.length === 0 ? null : Math.max(...buyable.map((offer) => offer.total)),
      availability: stats?.availability ?? 'not_available',
      dealer_count: stats?.dealerCount ?? 0,
      lowest_all_time: stats?.lowestAllTimeCents ?? null,
      lowest_30d: stats?.lowest30dCents ?? null,
      lowest_52w: stats?.lowest52wCents ?? null,
      updated_at: stats ? iso(stats.updatedAt) : null,
    },
    offers: gameOffers,
    price_history: history,
    shipping: [...dealersOffering.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map((dealer) => ({
        dealer_id: dealer.id,
        name: dealer.name,
        shipping_cost: dealer.shippingCostDeCents,
        free_shipping_threshold: dealer.freeShippingThresholdCents,
        shipping_info: dealer.shippingInfo,
      })),
    reviews: {
      count: reviewStats[0]?.count ?? 0,
      average: average === null || average === undefined ? null : Math.round(Number(average) * 10) / 10,
      items: reviewRows.map((review) => ({
        id: review.id,
        author_name: review.authorName,
        title: review.title,
        rating: review.rating,
        text: review.text,
        published_at: iso(review.moderatedAt ?? review.createdAt),
      })),
    },
    base_game: baseGame[0] ?? null,
    expansions,
    related,
  };
}
