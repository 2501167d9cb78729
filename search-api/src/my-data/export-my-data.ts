import { asc, eq } from 'drizzle-orm';
import type { MyDataExport } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import {
  alerts,
  listAlertRules,
  productGroups,
  products,
  publishers,
  userListItems,
  userLists,
} from '@spielraum/schema/db';

/**
 * Everything a user keeps in lists and alerts, for the download "Meine Daten exportieren": every
 * wish list and collection with its games (priority, note, BoardGameGeek id, the game's address)
 * and every alert with its game or publisher, threshold or low, language edition, and the wish
 * list whose rule made it.
 */
export async function exportMyData({
  db,
  userUuid,
  publicUrl,
}: {
  db: Database;
  userUuid: string;
  publicUrl: string;
}): Promise<MyDataExport> {
  const lists = await db
    .select({ id: userLists.id, name: userLists.name, kind: userLists.kind })
    .from(userLists)
    .where(eq(userLists.userUuid, userUuid))
    .orderBy(asc(userLists.kind), asc(userLists.id));
  const items = await db
    .select({
      listId: userListItems.listId,
      productId: products.id,
      title: products.title,
      slug: products.slug,
      group: productGroups.slug,
      bggId: products.bggId,
      priority: userListItems.priority,
      note: userListItems.note,
      addedAt: userListItems.addedAt,
    })
    .from(userListItems)
    .innerJoin(userLists, eq(userLists.id, userListItems.listId))
    .innerJoin(products, eq(products.id, userListItems.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(eq(userLists.userUuid, userUuid))
    .orderBy(asc(userListItems.priority), asc(products.title));
  const alertRows = await db
    .select({
      kind: alerts.kind,
      newsType: alerts.newsType,
      productId: alerts.productId,
      title: products.title,
      publisher: publishers.name,
      desiredPriceCents: alerts.desiredPriceCents,
      desiredDiscountPercent: alerts.desiredDiscountPercent,
      lowWindow: alerts.lowWindow,
      language: alerts.language,
      ruleList: userLists.name,
      paused: alerts.paused,
      createdAt: alerts.createdAt,
    })
    .from(alerts)
    .leftJoin(products, eq(products.id, alerts.productId))
    .leftJoin(publishers, eq(publishers.id, alerts.publisherId))
    .leftJoin(listAlertRules, eq(listAlertRules.id, alerts.ruleId))
    .leftJoin(userLists, eq(userLists.id, listAlertRules.listId))
    .where(eq(alerts.userUuid, userUuid))
    .orderBy(asc(alerts.id));
  return {
    exported_at: new Date().toISOString(),
    lists: lists.map((list) => ({
      name: list.name,
      kind: list.kind,
      games: items
        .filter((item) => item.listId === list.id)
        .map((item) => ({
          product_id: item.productId,
          title: item.title,
          bgg_id: item.bggId,
          priority: item.priority,
          note: item.note,
          added_at: item.addedAt.toISOString(),
          url: `${publicUrl}/games/${item.group}/${encodeURIComponent(item.slug)}`,
        })),
    })),
    alerts: alertRows.map((alert) => ({
      kind: alert.kind,
      news_type: alert.newsType,
      product_id: alert.productId,
      title: alert.title,
      publisher: alert.publisher,
      desired_price_cents: alert.desiredPriceCents,
      desired_discount_percent: alert.desiredDiscountPercent,
      low_window: alert.lowWindow,
      language: alert.language,
      list_rule: alert.ruleList,
      paused: alert.paused,
      created_at: alert.createdAt.toISOString(),
    })),
  };
}
