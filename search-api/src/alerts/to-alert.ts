import { eq, inArray, sql } from 'drizzle-orm';
import { priceAlertThresholdCents, type Alert, type GameCard } from '@spielraum/schema';
import { intArrayParam, rowsOf, textArrayParam, type Database } from '@spielraum/schema/client';
import type { alerts } from '@spielraum/schema/db';
import { listAlertRules, products, publishers, userLists } from '@spielraum/schema/db';
import { restrictedBestTotals } from '@spielraum/schema/prices';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';

type AlertRow = typeof alerts.$inferSelect;

/**
 * The best totals that restricted alerts compare (a language edition, or a user who excluded
 * dealers), by alert id, in one query with the evaluation's `restrictedBestTotals`; alerts
 * without a restriction are not in the map (they compare the game's best total).
 */
async function restrictedTotals(db: Database, rows: AlertRow[]): Promise<Map<number, number | null>> {
  const priced = rows.filter((row) => row.kind !== 'news' && row.productId !== null);
  if (priced.length === 0) return new Map();
  const targets = sql`(select t.key, t.product_id, t.language, u.excluded_dealer_ids
    from unnest(${intArrayParam(priced.map((row) => row.id))}::int[],
                ${intArrayParam(priced.map((row) => row.productId!))}::int[],
                ${textArrayParam(priced.map((row) => row.language))}::text[],
                ${textArrayParam(priced.map((row) => row.userUuid))}::uuid[]) as t(key, product_id, language, user_uuid)
    join users u on u.uuid = t.user_uuid
    where t.language is not null or cardinality(u.excluded_dealer_ids) > 0)`;
  // every restricted alert, with its best total or null when no offer counts for it
  const best = rowsOf<{ key: number; best_total_cents: number | null }>(
    await db.execute(sql`select r.key, b.best_total_cents
      from ${targets} r left join (${restrictedBestTotals(targets)}) b on b.key = r.key`),
  );
  return new Map(
    best.map((row) => [Number(row.key), row.best_total_cents === null ? null : Number(row.best_total_cents)]),
  );
}

/**
 * Turns alert rows into the answer /alerts shows: each with the card of its game (current best
 * total incl. shipping, availability), the best total it compares (its user's dealers and
 * edition), its publisher and the wish list rule that made it, read in four queries for all rows.
 */
export async function toAlerts({ db, rows }: { db: Database; rows: AlertRow[] }): Promise<Alert[]> {
  const productIds = [...new Set(rows.map((row) => row.productId).filter((id) => id !== null))];
  const publisherIds = [...new Set(rows.map((row) => row.publisherId).filter((id) => id !== null))];
  const ruleIds = [...new Set(rows.map((row) => row.ruleId).filter((id) => id !== null))];
  const [cards, publisherRows, ruleRows, personal] = await Promise.all([
    productIds.length ? selectGameCards(db).where(inArray(products.id, productIds)) : Promise.resolve([]),
    publisherIds.length
      ? db
          .select({ id: publishers.id, name: publishers.name })
          .from(publishers)
          .where(inArray(publishers.id, publisherIds))
      : Promise.resolve([]),
    ruleIds.length
      ? db
          .select({ ruleId: listAlertRules.id, listId: userLists.id, listName: userLists.name })
          .from(listAlertRules)
          .innerJoin(userLists, eq(userLists.id, listAlertRules.listId))
          .where(inArray(listAlertRules.id, ruleIds))
      : Promise.resolve([]),
    restrictedTotals(db, rows),
  ]);
  const ruleById = new Map(
    ruleRows.map((rule) => [
      rule.ruleId,
      { rule_id: rule.ruleId, list_id: rule.listId, list_name: rule.listName },
    ]),
  );
  const cardById = new Map<number, GameCard>(cards.map((row) => [row.product_id, toGameCard(row)]));
  const publisherById = new Map(publisherRows.map((row) => [row.id, row.name]));
  return rows.map((row) => {
    const publisherName = row.publisherId === null ? undefined : publisherById.get(row.publisherId);
    const card = (row.productId === null ? undefined : cardById.get(row.productId)) ?? null;
    return {
      id: row.id,
      kind: row.kind,
      news_type: row.newsType,
      product: card,
      publisher:
        row.publisherId === null || publisherName === undefined
          ? null
          : { publisher_id: row.publisherId, name: publisherName },
      desired_price: row.desiredPriceCents,
      desired_discount_percent: row.desiredDiscountPercent,
      reference_price: row.referencePriceCents,
      threshold_price: row.kind === 'price' && row.lowWindow === null ? priceAlertThresholdCents(row) : null,
      low_window: row.lowWindow,
      language: row.language,
      compared_total:
        row.kind === 'news'
          ? null
          : personal.has(row.id)
            ? personal.get(row.id)!
            : (card?.best_total ?? null),
      rule: (row.ruleId === null ? undefined : ruleById.get(row.ruleId)) ?? null,
      paused: row.paused,
      state: row.paused ? 'paused' : row.armed ? 'active' : 'triggered',
      last_fired_at: row.lastFiredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}
