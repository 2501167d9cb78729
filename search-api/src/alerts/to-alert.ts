import { eq, inArray } from 'drizzle-orm';
import { priceAlertThresholdCents, type Alert, type GameCard } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import type { alerts } from '@spielraum/schema/db';
import { listAlertRules, products, publishers, userLists } from '@spielraum/schema/db';
import { selectGameCards, toGameCard } from '../catalogue/game-cards';

type AlertRow = typeof alerts.$inferSelect;

/**
 * Turns alert rows into the answer /alerts shows: each with the card of its game (current best
 * total incl. shipping, availability), its publisher and the wish list rule that made it, read
 * in three queries for all rows.
 */
export async function toAlerts({ db, rows }: { db: Database; rows: AlertRow[] }): Promise<Alert[]> {
  const productIds = [...new Set(rows.map((row) => row.productId).filter((id) => id !== null))];
  const publisherIds = [...new Set(rows.map((row) => row.publisherId).filter((id) => id !== null))];
  const ruleIds = [...new Set(rows.map((row) => row.ruleId).filter((id) => id !== null))];
  const [cards, publisherRows, ruleRows] = await Promise.all([
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
    return {
      id: row.id,
      kind: row.kind,
      news_type: row.newsType,
      product: (row.productId === null ? undefined : cardById.get(row.productId)) ?? null,
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
      rule: (row.ruleId === null ? undefined : ruleById.get(row.ruleId)) ?? null,
      paused: row.paused,
      state: row.paused ? 'paused' : row.armed ? 'active' : 'triggered',
      last_fired_at: row.lastFiredAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}
