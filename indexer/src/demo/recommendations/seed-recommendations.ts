import { count, inArray } from 'drizzle-orm';
import * as t from '@spielraum/schema/db';
import type { Logger, Platform } from '@spielraum/platform';
import { insertDemoThread, loadDemoAuthors } from '../demo-authors';
import { storeScene } from '../magazine/seed-magazine';
import { DEMO_USERS } from '../users';
import { DEMO_LIST_COMMENTS, DEMO_LIST_FOLLOWS } from './comments';
import { DEMO_RECOMMENDATION_LISTS, type DemoRecommendationList } from './lists';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const CURATOR = DEMO_USERS.find((user) => user.role === 'curator')!;
const EDITOR_EMAIL = DEMO_USERS.find((user) => user.role === 'editor')!.email;

export interface RecommendationSeedResult {
  seeded: boolean;
  lists: number;
  items: number;
  followers: number;
  comments: number;
}

/**
 * When a demo list was started, published and last changed, relative to the seed, each at an
 * hour of its day so that lists of the same week do not share a timestamp; never later than an
 * hour before the seed.
 */
function listTimes(list: DemoRecommendationList, now: number) {
  const on = (daysAgo: number, hour: number) => {
    const day = new Date(now - daysAgo * DAY);
    day.setUTCHours(hour, 0, 0, 0);
    return new Date(Math.min(day.getTime(), now - HOUR));
  };
  const createdAt = on(list.days.created, 9);
  const publishedAt = list.days.published === null ? null : on(list.days.published, 17);
  const updatedAt = on(list.days.updated, 11);
  return { createdAt, publishedAt, updatedAt };
}

/**
 * When each game joined its list: all but the last between starting and publishing it (or its
 * last change, while private), the last one at the last change, which is why the list changed.
 */
function addedTimes(count: number, times: ReturnType<typeof listTimes>): Date[] {
  const start = times.createdAt.getTime();
  const ready = (times.publishedAt ?? times.updatedAt).getTime();
  return Array.from({ length: count }, (_, position) =>
    position === count - 1
      ? times.updatedAt
      : new Date(start + Math.round(((ready - start) * (position + 1)) / count)),
  );
}

/**
 * Fills /recommendations with the lists of `DEMO_RECOMMENDATION_LISTS` by the demo curator:
 * four public, one unlisted and one private, each with a generated cover, 5 to 10 games with the
 * curator's notes, reader comments (approved, one answered, two pending for moderation) and the
 * public lists the demo user Mia follows. The covers are stored as uploads and resized by the
 * `resize-magazine-image` jobs it enqueues; until those ran, readers get the originals.
 *
 * Does nothing when there are lists already, or when the catalogue lacks a listed game (a
 * database that holds another catalogue than the demo's).
 */
export async function seedRecommendationLists({
  platform,
  logger,
}: {
  platform: Platform;
  logger: Logger;
}): Promise<RecommendationSeedResult> {
  const { db } = platform.database;
  const nothing = { seeded: false, lists: 0, items: 0, followers: 0, comments: 0 };
  const [existing] = await db.select({ lists: count() }).from(t.recommendationLists);
  if ((existing?.lists ?? 0) > 0) {
    logger.info({ lists: existing?.lists }, 'demo recommendation lists already present');
    return nothing;
  }

  const slugs = [
    ...new Set(DEMO_RECOMMENDATION_LISTS.flatMap((list) => list.games.map((entry) => entry.game))),
  ];
  const products = await db
    .select({ id: t.products.id, slug: t.products.slug })
    .from(t.products)
    .where(inArray(t.products.slug, slugs));
  const productIdBySlug = new Map(products.map((product) => [product.slug, product.id]));
  const missing = slugs.filter((slug) => !productIdBySlug.has(slug));
  if (missing.length > 0) {
    logger.warn({ missing }, 'demo recommendation lists skipped: the catalogue lacks listed games');
    return nothing;
  }

  const { account, authorOf } = await loadDemoAuthors(db);
  const curator = account(CURATOR.email);
  const editorUuid = account(EDITOR_EMAIL)?.uuid ?? null;

  const started = performance.now();
  const now = Date.now();
  const coverImageIds: number[] = [];
  for (const list of DEMO_RECOMMENDATION_LISTS)
    coverImageIds.push(
      await storeScene(platform, {
        seed: `recommendations/${list.slug}/cover`,
        scene: list.cover.scene,
        alt: list.cover.alt,
        uploadedBy: curator?.uuid ?? null,
      }),
    );

  const written = await platform.database.transaction(async (tx) => {
    const listBySlug = new Map<string, { id: number; publishedAt: Date | null }>();
    let items = 0;
    for (const [index, list] of DEMO_RECOMMENDATION_LISTS.entries()) {
      const times = listTimes(list, now);
      const [row] = await tx.db
        .insert(t.recommendationLists)
        .values({
          slug: list.slug,
          title: list.title,
          description: list.intro,
          visibility: list.visibility,
          ownerUuid: curator?.uuid ?? null,
          ownerName: curator?.displayName ?? CURATOR.displayName,
          coverImageId: coverImageIds[index]!,
          ...times,
        })
        .returning({ id: t.recommendationLists.id });
      const added = addedTimes(list.games.length, times);
      await tx.db.insert(t.recommendationListItems).values(
        list.games.map((entry, position) => ({
          listId: row!.id,
          productId: productIdBySlug.get(entry.game)!,
          position,
          note: entry.note,
          addedAt: added[position]!,
        })),
      );
      items += list.games.length;
      listBySlug.set(list.slug, { id: row!.id, publishedAt: times.publishedAt });
    }
    const published = (slug: string) => {
      const list = listBySlug.get(slug);
      if (!list?.publishedAt) throw new Error(`demo list "${slug}" is no published demo list`);
      return { id: list.id, publishedAt: list.publishedAt };
    };

    // never later than the seed: a comment or follow from the future would sort above everything
    const at = (time: number) => new Date(Math.min(time, now - 5 * MINUTE));
    let followers = 0;
    for (const follow of DEMO_LIST_FOLLOWS) {
      const userUuid = account(follow.account)?.uuid;
      if (!userUuid) continue;
      const list = published(follow.list);
      await tx.db.insert(t.recommendationListFollowers).values({
        listId: list.id,
        userUuid,
        createdAt: at(list.publishedAt.getTime() + follow.daysAfterPublication * DAY),
      });
      followers++;
    }

    let comments = 0;
    for (const comment of DEMO_LIST_COMMENTS) {
      comments += await insertDemoThread({
        db: tx.db,
        target: { type: 'recommendation_list', ...published(comment.list) },
        thread: comment,
        authorOf,
        moderatedBy: editorUuid,
        latest: now - 5 * MINUTE,
      });
    }
    return { items, followers, comments };
  });
  const lists = DEMO_RECOMMENDATION_LISTS.length;
  logger.info(
    { lists, ...written, ms: Math.round(performance.now() - started) },
    'demo recommendation lists seeded',
  );
  return { seeded: true, lists, ...written };
}
