import { sql } from 'drizzle-orm';
import {
  BGG_IMPORT_LIMITS,
  listPriorityOfBggWish,
  type BggCandidate,
  type BggImportRow,
} from '@spielraum/schema';
import { intArrayParam, textArrayParam, type DatabaseHandle } from '@spielraum/schema/client';
import type { BggCollectionRow } from './parse-bgg-collection';
import { titleKey, titleKeySql } from './title-key';

type Product = {
  id: number;
  title: string;
  slug: string;
  release_year: number | null;
  publisher: string | null;
  product_type: string;
  popularity: number;
};

/** A title's key shorter than this is too vague to match the start of another title. */
const MIN_START_KEY = 4;
/** A candidate at least this sure, ahead of the next one by `CERTAIN_LEAD`, is applied without asking. */
const CERTAIN_FROM = 85;
const CERTAIN_LEAD = 15;

const TITLE_SCORE = { title: 70, alternative_title: 65, title_start: 40 } as const;

const productColumns = sql`p.id, p.title, p.slug, p.release_year, pub.name as publisher, p.product_type::text as product_type, p.popularity`;

/** Year and publisher move a title match up or down. */
function confidenceOf(row: BggCollectionRow, product: Product, matchedBy: keyof typeof TITLE_SCORE): number {
  let score: number = TITLE_SCORE[matchedBy];
  if (row.year !== null && product.release_year !== null) {
    const apart = Math.abs(row.year - product.release_year);
    score += apart === 0 ? 20 : apart === 1 ? 10 : -20;
  }
  if (row.publisher && product.publisher) {
    const [ours, theirs] = [titleKey(product.publisher), titleKey(row.publisher)];
    if (ours.length >= 3 && theirs.includes(ours)) score += 10;
  }
  return Math.max(0, Math.min(99, score));
}

const toCandidate = (product: Product, confidence: number, matchedBy: BggCandidate['matched_by']) => ({
  product_id: product.id,
  title: product.title,
  slug: product.slug,
  release_year: product.release_year,
  publisher: product.publisher,
  confidence,
  matched_by: matchedBy,
});

/** Base games first, then the better known. */
const byConfidence = (
  a: BggCandidate & { popularity: number; base: boolean },
  b: BggCandidate & { popularity: number; base: boolean },
) => b.confidence - a.confidence || Number(b.base) - Number(a.base) || b.popularity - a.popularity;

/**
 * Finds the catalogue's game for each row of a BoardGameGeek collection: by BoardGameGeek id
 * where products carry one (certain when one product, or one base game, has it); otherwise by the
 * title's key (`titleKey`) against titles and alternative titles of products without a
 * BoardGameGeek id, then against the start of titles, each scored with year and publisher.
 * Certain rows are applied by the confirmation as they are; uncertain ones wait for the user.
 */
export async function matchBggRows({
  database,
  rows,
}: {
  database: DatabaseHandle;
  rows: BggCollectionRow[];
}): Promise<BggImportRow[]> {
  const byBggId = new Map<number, Product[]>();
  const bggIds = [...new Set(rows.map((row) => row.bggId))];
  if (bggIds.length > 0) {
    const found = await database.query<Product & { bgg_id: number }>(sql`
      select ${productColumns}, p.bgg_id from products p left join publishers pub on pub.id = p.publisher_id
      where p.bgg_id = any(${intArrayParam(bggIds)}::int[])`);
    for (const product of found)
      byBggId.set(product.bgg_id, [...(byBggId.get(product.bgg_id) ?? []), product]);
  }

  const rowKeys = (row: BggCollectionRow) =>
    [...new Set([titleKey(row.title), row.originalTitle ? titleKey(row.originalTitle) : ''])].filter(Boolean);
  const byTitle = rows.filter((row) => !byBggId.has(row.bggId));
  const keys = [...new Set(byTitle.flatMap(rowKeys))];
  const titled = new Map<string, Array<{ product: Product; alternative: boolean }>>();
  if (keys.length > 0) {
    const found = await database.query<Product & { key: string; alternative: boolean }>(sql`
      select ${productColumns}, k.key, k.alternative from products p
      left join publishers pub on pub.id = p.publisher_id
      cross join lateral (
        select ${titleKeySql(sql`p.title`)} as key, false as alternative
        union all select ${titleKeySql(sql`a.title`)}, true from unnest(p.alternative_titles) as a(title)
      ) k
      where p.bgg_id is null and k.key = any(${textArrayParam(keys)}::text[])`);
    for (const { key, alternative, ...product } of found)
      titled.set(key, [...(titled.get(key) ?? []), { product, alternative }]);
  }
  const startKeys = [
    ...new Set(
      byTitle
        .filter((row) => rowKeys(row).every((key) => !titled.has(key)))
        .flatMap(rowKeys)
        .filter((key) => key.length >= MIN_START_KEY),
    ),
  ];
  const started = new Map<string, Product[]>();
  if (startKeys.length > 0) {
    const found = await database.query<Product & { key: string }>(sql`
      select distinct on (p.id, r.key) ${productColumns}, r.key from products p
      left join publishers pub on pub.id = p.publisher_id
      cross join lateral (
        select ${titleKeySql(sql`p.title`)} as key
        union all select ${titleKeySql(sql`a.title`)} from unnest(p.alternative_titles) as a(title)
      ) k
      join unnest(${textArrayParam(startKeys)}::text[]) as r(key) on starts_with(k.key, r.key)
      where p.bgg_id is null`);
    for (const { key, ...product } of found) started.set(key, [...(started.get(key) ?? []), product]);
  }

  return rows.map((row): BggImportRow => {
    const candidates = new Map<number, BggCandidate & { popularity: number; base: boolean }>();
    const offer = (product: Product, confidence: number, matchedBy: BggCandidate['matched_by']) => {
      const known = candidates.get(product.id);
      if (known && known.confidence >= confidence) return;
      candidates.set(product.id, {
        ...toCandidate(product, confidence, matchedBy),
        popularity: product.popularity,
        base: product.product_type === 'game',
      });
    };
    const sameId = byBggId.get(row.bggId) ?? [];
    const baseGames = sameId.filter((product) => product.product_type === 'game');
    const certainById = sameId.length === 1 ? sameId[0] : baseGames.length === 1 ? baseGames[0] : undefined;
    for (const product of sameId) offer(product, product === certainById ? 100 : 95, 'bgg_id');
    if (sameId.length === 0) {
      for (const key of rowKeys(row)) {
        for (const { product, alternative } of titled.get(key) ?? []) {
          const matchedBy = alternative ? 'alternative_title' : 'title';
          offer(product, confidenceOf(row, product, matchedBy), matchedBy);
        }
        for (const product of started.get(key) ?? [])
          offer(product, confidenceOf(row, product, 'title_start'), 'title_start');
      }
    }
    const ranked = [...candidates.values()].sort(byConfidence).slice(0, BGG_IMPORT_LIMITS.maxCandidates);
    const list = ranked.map(({ popularity: _popularity, base: _base, ...candidate }) => candidate);
    const [best, next] = list;
    const certain =
      best !== undefined &&
      (best.confidence === 100 ||
        (best.confidence >= CERTAIN_FROM &&
          (next === undefined || next.confidence <= best.confidence - CERTAIN_LEAD)));
    return {
      line: row.line,
      bgg_id: row.bggId,
      title: row.title,
      year: row.year,
      own: row.own,
      wishlist: row.wishlist,
      wishlist_priority: row.wishlistPriority,
      list_priority: listPriorityOfBggWish(row.wishlistPriority),
      want_to_buy: row.wantToBuy,
      status: best === undefined ? 'unmatched' : certain ? 'certain' : 'uncertain',
      match: best ?? null,
      candidates: list,
    };
  });
}
