import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { sendAlertMailsContract, type JobQueue } from '@spielraum/platform';
import {
  magazineSlug,
  message,
  serverMessage,
  type CuratorList,
  type CuratorListsResponse,
  type curatorListRequestSchema,
} from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import {
  magazineImages,
  mediaFiles,
  productGroups,
  products,
  recommendationListItems,
  recommendationLists,
} from '@spielraum/schema/db';
import type { z } from 'zod';
import type { CurrentSession } from '../accounts/find-session';
import { AppError } from '../http/errors';
import { loadImages } from '../magazine/post-rows';
import { listNotFound } from './read-lists';

type ListInput = z.output<typeof curatorListRequestSchema>;

function fieldError(field: string, text: string): AppError {
  return new AppError('validation_failed', { error: 'validation failed', fields: { [field]: text } });
}

/** The curator's own lists with their counts, last changed first. */
export async function listOwnLists({
  database,
  ownerUuid,
}: {
  database: DatabaseHandle;
  ownerUuid: string;
}): Promise<CuratorListsResponse['data']['lists']> {
  const rows = await database.query<{
    id: number;
    slug: string;
    title: string;
    visibility: 'public' | 'private' | 'unlisted';
    game_count: number;
    follower_count: number;
    pending_comments: number;
    updated_at: Date | string;
  }>(sql`select l.id, l.slug, l.title, l.visibility,
      (select count(*)::int from recommendation_list_items i where i.list_id = l.id) as game_count,
      (select count(*)::int from recommendation_list_followers f where f.list_id = l.id) as follower_count,
      (select count(*)::int from comments c where c.target_type = 'recommendation_list' and c.target_id = l.id
        and c.status = 'pending') as pending_comments,
      l.updated_at
    from recommendation_lists l where l.owner_uuid = ${ownerUuid} order by l.updated_at desc, l.id desc`);
  return rows.map((row) => ({ ...row, updated_at: new Date(row.updated_at).toISOString() }));
}

/** One of the curator's own lists as the form edits it; another curator's list is 404. */
export async function readOwnList({
  database,
  ownerUuid,
  listId,
}: {
  database: DatabaseHandle;
  ownerUuid: string;
  listId: number;
}): Promise<CuratorList> {
  const { db } = database;
  const [list] = await db
    .select()
    .from(recommendationLists)
    .where(and(eq(recommendationLists.id, listId), eq(recommendationLists.ownerUuid, ownerUuid)));
  if (!list) throw listNotFound();
  const [items, covers] = await Promise.all([
    db
      .select({
        product_id: products.id,
        title: products.title,
        slug: products.slug,
        category: productGroups.slug,
        cover_image_id: mediaFiles.id,
        note: recommendationListItems.note,
      })
      .from(recommendationListItems)
      .innerJoin(products, eq(products.id, recommendationListItems.productId))
      .innerJoin(productGroups, eq(productGroups.id, products.groupId))
      .leftJoin(mediaFiles, and(eq(mediaFiles.productId, products.id), eq(mediaFiles.isCover, true)))
      .where(eq(recommendationListItems.listId, listId))
      .orderBy(asc(recommendationListItems.position)),
    loadImages(db, list.coverImageId === null ? [] : [list.coverImageId]),
  ]);
  return {
    id: list.id,
    slug: list.slug,
    title: list.title,
    intro: list.description,
    visibility: list.visibility,
    cover: list.coverImageId === null ? null : (covers.get(list.coverImageId) ?? null),
    items,
    updated_at: list.updatedAt.toISOString(),
    path: `/recommendations/${list.slug}`,
  };
}

async function chooseSlug(
  database: DatabaseHandle,
  input: ListInput,
  exceptId: number | null,
): Promise<string> {
  const { db } = database;
  const taken = async (slug: string) =>
    (
      await db
        .select({ id: recommendationLists.id })
        .from(recommendationLists)
        .where(
          exceptId === null
            ? eq(recommendationLists.slug, slug)
            : and(eq(recommendationLists.slug, slug), ne(recommendationLists.id, exceptId)),
        )
        .limit(1)
    ).length > 0;
  if (input.slug) {
    if (await taken(input.slug))
      throw new AppError('conflict', {
        error: 'slug taken',
        message: serverMessage('listSlugTaken'),
        fields: { slug: serverMessage('listSlugTaken') },
      });
    return input.slug;
  }
  const base = magazineSlug(input.title);
  if (!base) throw fieldError('slug', message('magazineSlugInvalid'));
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  throw fieldError('slug', serverMessage('listSlugTaken'));
}

async function checkReferences(database: DatabaseHandle, input: ListInput): Promise<void> {
  const { db } = database;
  const ids = input.items.map((item) => item.product_id);
  if (new Set(ids).size !== ids.length) throw fieldError('items', serverMessage('listGameTwice'));
  if (ids.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    if (found.length !== ids.length) throw fieldError('items', message('gameNotFound'));
  }
  if (input.cover_image_id !== null) {
    const [image] = await db
      .select({ id: magazineImages.id })
      .from(magazineImages)
      .where(eq(magazineImages.id, input.cover_image_id));
    if (!image) throw fieldError('cover_image_id', serverMessage('magazineImageNotFound'));
  }
}

/**
 * Creates a list of the curator (listId null) or saves one of their own. Games new to a list
 * others can see notify its followers once per game and follower ("Neu in „…“: …"), in-app and
 * by mail per their setting.
 */
export async function saveList({
  database,
  queue,
  session,
  listId,
  input,
}: {
  database: DatabaseHandle;
  queue: JobQueue;
  session: CurrentSession;
  listId: number | null;
  input: ListInput;
}): Promise<CuratorList> {
  const ownerUuid = session.user.uuid;
  if (listId !== null) {
    const [own] = await database.db
      .select({ id: recommendationLists.id })
      .from(recommendationLists)
      .where(and(eq(recommendationLists.id, listId), eq(recommendationLists.ownerUuid, ownerUuid)));
    if (!own) throw listNotFound();
  }
  await checkReferences(database, input);
  const slug = await chooseSlug(database, input, listId);
  const columns = {
    slug,
    title: input.title,
    description: input.intro,
    visibility: input.visibility,
    coverImageId: input.cover_image_id,
    ownerName: session.user.display_name,
  };
  const { id, notified } = await database.transaction(async (tx) => {
    let id = listId;
    if (id === null) {
      const [row] = await tx.db
        .insert(recommendationLists)
        .values({ ...columns, ownerUuid, publishedAt: input.visibility === 'private' ? null : sql`now()` })
        .returning({ id: recommendationLists.id });
      id = row!.id;
    } else {
      await tx.db
        .update(recommendationLists)
        .set({
          ...columns,
          publishedAt: sql`coalesce(${recommendationLists.publishedAt}, case when ${input.visibility} <> 'private' then now() end)`,
          updatedAt: sql`now()`,
        })
        .where(eq(recommendationLists.id, id));
    }
    const before = await tx.db
      .select({ productId: recommendationListItems.productId })
      .from(recommendationListItems)
      .where(eq(recommendationListItems.listId, id));
    const known = new Set(before.map((row) => row.productId));
    await tx.db.delete(recommendationListItems).where(eq(recommendationListItems.listId, id));
    if (input.items.length > 0)
      await tx.db.insert(recommendationListItems).values(
        input.items.map((item, position) => ({
          listId: id!,
          productId: item.product_id,
          position,
          note: item.note ? item.note : null,
        })),
      );
    const added = input.items.map((item) => item.product_id).filter((productId) => !known.has(productId));
    let notified = 0;
    if (listId !== null && added.length > 0 && input.visibility !== 'private') {
      const rows =
        await tx.query(sql`insert into notifications (user_uuid, type, product_id, name, dedupe_key)
          select f.user_uuid, 'list', p.id, ${serverMessage('listGameAdded', { list: input.title })} || p.title,
                 'list:' || ${id} || ':' || p.id || ':' || f.user_uuid
          from recommendation_list_followers f
          join products p on p.id = any(${sql.param(added)}::int[])
          where f.list_id = ${id} and f.user_uuid <> ${ownerUuid}
          on conflict (dedupe_key) do nothing returning id`);
      notified = rows.length;
    }
    return { id: id!, notified };
  });
  if (notified > 0)
    await queue.enqueue(
      sendAlertMailsContract.name,
      { mode: 'immediately' },
      { jobId: `alert-mails-list-${id}-${Date.now()}` },
    );
  return readOwnList({ database, ownerUuid, listId: id });
}

/** Deletes one of the curator's own lists (404 otherwise). */
export async function deleteOwnList({
  database,
  ownerUuid,
  listId,
}: {
  database: DatabaseHandle;
  ownerUuid: string;
  listId: number;
}): Promise<void> {
  const deleted = await database.db
    .delete(recommendationLists)
    .where(and(eq(recommendationLists.id, listId), eq(recommendationLists.ownerUuid, ownerUuid)))
    .returning({ id: recommendationLists.id });
  if (deleted.length === 0) throw listNotFound();
  await database.query(
    sql`delete from comments where target_type = 'recommendation_list' and target_id = ${listId}`,
  );
}
