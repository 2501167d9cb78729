import { eq, sql } from 'drizzle-orm';
import { notificationTypeValues, type Notification, type NotificationType } from '@spielraum/schema';
import type { Database } from '@spielraum/schema/client';
import {
  magazineCategories,
  magazinePosts,
  notificationPostId,
  notifications,
  productGroups,
  products,
} from '@spielraum/schema/db';

/** The read behind every notification answer: the row and where its game or magazine post is. */
export function selectNotifications(db: Database) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      name: notifications.name,
      priceCents: notifications.priceCents,
      oldPriceCents: notifications.oldPriceCents,
      listName: notifications.listName,
      productId: products.id,
      slug: products.slug,
      category: productGroups.slug,
      postPath: sql<
        string | null
      >`'/magazine/' || ${magazineCategories.slug} || '/' || ${magazinePosts.slug}`,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(products, eq(products.id, notifications.productId))
    .leftJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(magazinePosts, eq(magazinePosts.id, notificationPostId(notifications.dedupeKey)))
    .leftJoin(magazineCategories, eq(magazineCategories.id, magazinePosts.categoryId));
}

type NotificationRow = Awaited<ReturnType<typeof selectNotifications>>[number];

const knownType = (type: string): type is NotificationType =>
  (notificationTypeValues as readonly string[]).includes(type);

/** A row of `selectNotifications` as the API answers it (an unknown type counts as news). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: knownType(row.type) ? row.type : 'news',
    name: row.name,
    price: row.priceCents,
    old_price: row.oldPriceCents,
    list_name: row.listName,
    product:
      row.productId !== null && row.slug !== null && row.category !== null
        ? { product_id: row.productId, slug: row.slug, category: row.category }
        : null,
    path:
      row.postPath ??
      (row.slug !== null && row.category !== null ? `/games/${row.category}/${row.slug}` : null),
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
