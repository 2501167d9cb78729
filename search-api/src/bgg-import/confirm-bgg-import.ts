import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ALERT_LIMITS,
  BGG_PRICE_ALERT_DISCOUNT_PERCENT,
  LIST_LIMITS,
  message,
  serverMessage,
  type BggImportResult,
  type bggImportConfirmRequestSchema,
  type ListKind,
} from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import { alerts, productPriceStats, products, userListItems, userLists } from '@spielraum/schema/db';
import type { z } from 'zod';
import { makeRuleAlerts } from '../alerts/make-rule-alerts';
import { AppError } from '../http/errors';
import { findOwnPreview } from './find-own-preview';
import { NEW_LIST_NAMES } from './import-targets';

type ConfirmRequest = z.infer<typeof bggImportConfirmRequestSchema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function refuseDecision(text: string): AppError {
  return new AppError('validation_failed', { error: 'validation failed', fields: { decisions: text } });
}

/** The user's first list of a kind, created when there is none (within the list limit). */
async function importList(tx: Transaction, userUuid: string, kind: ListKind) {
  const [list] = await tx
    .select({ id: userLists.id, name: userLists.name })
    .from(userLists)
    .where(and(eq(userLists.userUuid, userUuid), eq(userLists.kind, kind)))
    .orderBy(asc(userLists.id))
    .limit(1);
  if (list) return list;
  const [owned] = await tx
    .select({ amount: count() })
    .from(userLists)
    .where(eq(userLists.userUuid, userUuid));
  if ((owned?.amount ?? 0) >= LIST_LIMITS.listsPerUser)
    throw new AppError('bad_request', {
      error: 'too many lists',
      message: message('listLimitReached', { amount: LIST_LIMITS.listsPerUser }),
    });
  const [created] = await tx
    .insert(userLists)
    .values({ userUuid, kind, name: NEW_LIST_NAMES[kind] })
    .returning({ id: userLists.id, name: userLists.name });
  if (!created) throw new AppError('internal');
  return created;
}

/** Puts games on a list (games on it already keep their note and priority), within the list's cap. */
async function fillList(
  tx: Transaction,
  userUuid: string,
  kind: ListKind,
  games: Map<number, number>,
): Promise<BggImportResult['collection']> {
  if (games.size === 0) return null;
  const list = await importList(tx, userUuid, kind);
  const added = await tx
    .insert(userListItems)
    .values([...games].map(([productId, priority]) => ({ listId: list.id, productId, priority })))
    .onConflictDoNothing()
    .returning({ productId: userListItems.productId });
  const [size] = await tx
    .select({ amount: count() })
    .from(userListItems)
    .where(eq(userListItems.listId, list.id));
  if ((size?.amount ?? 0) > LIST_LIMITS.itemsPerList)
    throw new AppError('bad_request', {
      error: 'list full',
      message: message('listFull', { amount: LIST_LIMITS.itemsPerList }),
    });
  if (added.length > 0) {
    await makeRuleAlerts({ db: tx, listId: list.id, productIds: added.map((row) => row.productId) });
    await tx.update(userLists).set({ updatedAt: new Date() }).where(eq(userLists.id, list.id));
  }
  return { list_id: list.id, name: list.name, added: added.length, already: games.size - added.length };
}

/**
 * Applies a preview with the user's decisions in one transaction: owned games go to the user's
 * first collection, wishes to the first wish list with their priority (each created when missing),
 * and, when asked, "want to buy" games get a price alert for a 10 % lower best total than today's
 * (games without an offer, or with a price alert already, get none). Certain rows are applied
 * unless a decision says otherwise; a decision may only choose one of the row's candidates.
 * Applying the same preview or file again adds nothing twice.
 */
export async function confirmBggImport({
  db,
  userUuid,
  previewId,
  request,
}: {
  db: Database;
  userUuid: string;
  previewId: string;
  request: ConfirmRequest;
}): Promise<BggImportResult> {
  const { content } = await findOwnPreview({ db, userUuid, previewId });
  const rowsByLine = new Map(content.rows.map((row) => [row.line, row]));
  const decided = new Map<number, number | null>();
  for (const decision of request.decisions) {
    const row = rowsByLine.get(decision.line);
    if (!row) throw refuseDecision(serverMessage('bggImportUnknownLine', { line: decision.line }));
    if (
      decision.product_id !== null &&
      !row.candidates.some((candidate) => candidate.product_id === decision.product_id)
    )
      throw refuseDecision(serverMessage('bggImportNotACandidate', { line: decision.line }));
    decided.set(decision.line, decision.product_id);
  }
  const chosen = content.rows.flatMap((row) => {
    const productId = decided.has(row.line)
      ? decided.get(row.line)
      : row.status === 'certain'
        ? row.match?.product_id
        : null;
    return productId ? [{ row, productId }] : [];
  });
  // a game deleted from the catalogue since the preview is left out rather than failing the import
  const existing = new Set(
    chosen.length === 0
      ? []
      : (
          await db
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, [...new Set(chosen.map((choice) => choice.productId))]))
        ).map((product) => product.id),
  );
  const applied = chosen.filter((choice) => existing.has(choice.productId));

  const owned = new Map<number, number>();
  const wished = new Map<number, number>();
  const wanted = new Set<number>();
  for (const { row, productId } of applied) {
    if (row.own) owned.set(productId, 3);
    // two rows of one game keep the higher priority (the smaller number)
    if (row.wishlist) wished.set(productId, Math.min(wished.get(productId) ?? 5, row.list_priority));
    if (row.want_to_buy) wanted.add(productId);
  }

  return db.transaction(async (tx) => {
    // the same lock as alert creation: the alert limit and the identical-alert check hold
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userUuid}, 7))`);
    const collection = await fillList(tx, userUuid, 'collection', owned);
    const wishlist = await fillList(tx, userUuid, 'wishlist', wished);
    let alertsCreated = 0;
    const alertsWanted = request.price_alerts ? wanted.size : 0;
    if (request.price_alerts && wanted.size > 0) {
      const ids = [...wanted];
      const withPriceAlert = new Set(
        (
          await tx
            .select({ productId: alerts.productId })
            .from(alerts)
            .where(
              and(eq(alerts.userUuid, userUuid), eq(alerts.kind, 'price'), inArray(alerts.productId, ids)),
            )
        ).map((alert) => alert.productId),
      );
      const prices = await tx
        .select({ productId: productPriceStats.productId, bestTotalCents: productPriceStats.bestTotalCents })
        .from(productPriceStats)
        .where(inArray(productPriceStats.productId, ids));
      // a wish list rule's alerts do not count against the limit
      const [mine] = await tx
        .select({ amount: count() })
        .from(alerts)
        .where(and(eq(alerts.userUuid, userUuid), isNull(alerts.ruleId)));
      const room = Math.max(0, ALERT_LIMITS.maxAlertsPerUser - (mine?.amount ?? 0));
      const values = prices
        .filter((price) => price.bestTotalCents !== null && !withPriceAlert.has(price.productId))
        .slice(0, room)
        .map((price) => ({
          userUuid,
          kind: 'price' as const,
          productId: price.productId,
          desiredDiscountPercent: BGG_PRICE_ALERT_DISCOUNT_PERCENT,
          referencePriceCents: price.bestTotalCents,
        }));
      if (values.length > 0)
        alertsCreated = (await tx.insert(alerts).values(values).returning({ id: alerts.id })).length;
    }
    return {
      collection,
      wishlist,
      alerts_created: alertsCreated,
      alerts_skipped: alertsWanted - alertsCreated,
      skipped: content.rows.length - applied.length,
    };
  });
}
