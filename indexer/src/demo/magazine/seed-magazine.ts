import { count, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  magazineDocumentSchema,
  magazineDocumentText,
  PERMISSIONS,
  type MagazineDocument,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { storeMagazineImage, type Logger, type Platform } from '@spielraum/platform';
import { resizeMagazineImageJob, resizeMagazineImageJobId } from '../../jobs/resize-magazine-image';
import { insertDemoThread, loadDemoAuthors } from '../demo-authors';
import { DEMO_USERS } from '../users';
import { demoFigures, demoGameSlugs, EDITOR_ACCOUNT, resolveDemoBody, type DemoPost } from './builder';
import { DEMO_COMMENTS } from './comments';
import { DEMO_POSTS, demoPostSlug } from './posts';
import { renderMagazineScene, type SceneKind } from './scenes';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const EDITOR_EMAIL = DEMO_USERS.find((user) => user.role === 'editor')!.email;

export interface MagazineSeedResult {
  seeded: boolean;
  posts: number;
  images: number;
  comments: number;
}

/** Publication time, creation and last change of a demo post, relative to the seed. */
function postTimes(post: DemoPost, now: number) {
  const { publication } = post;
  if ('draft' in publication)
    return {
      status: 'draft' as const,
      publishedAt: null,
      createdAt: new Date(now - 3 * DAY),
      updatedAt: new Date(now - 5 * HOUR),
    };
  if ('inDays' in publication) {
    const publishedAt = new Date(Math.floor((now + publication.inDays * DAY) / HOUR) * HOUR);
    return {
      status: 'published' as const,
      publishedAt,
      createdAt: new Date(now - 2 * DAY),
      updatedAt: new Date(now - 2 * HOUR),
    };
  }
  const day = new Date(now - publication.daysAgo * DAY);
  day.setUTCHours(publication.hour, 0, 0, 0);
  const publishedAt = new Date(Math.min(day.getTime(), now - HOUR));
  return {
    status: 'published' as const,
    publishedAt,
    createdAt: new Date(publishedAt.getTime() - 2 * DAY),
    updatedAt: publishedAt,
  };
}

/**
 * Draws a scene and stores it as an uploaded original (PNG, 1600×900), then queues its resize.
 * The demo recommendation lists draw their covers with it too.
 */
export async function storeScene(
  platform: Platform,
  input: { seed: string; scene: SceneKind; alt: string; uploadedBy: string | null },
): Promise<number> {
  const png = await sharp(Buffer.from(renderMagazineScene({ seed: input.seed, kind: input.scene })))
    .png()
    .toBuffer();
  const image = await storeMagazineImage({
    database: platform.database,
    files: platform.files,
    data: png,
    alt: input.alt,
    uploadedBy: input.uploadedBy,
  });
  await platform.queue.enqueue(
    resizeMagazineImageJob.name,
    { imageId: image.id },
    { jobId: resizeMagazineImageJobId(image.id) },
  );
  return image.id;
}

/**
 * Fills the magazine of the demo portal: the posts of `DEMO_POSTS` (every category, published
 * over the last ten weeks, one draft, one scheduled two days ahead) with generated cover and
 * figure images, their featured games, and reader comments (approved with replies, and some
 * pending for the moderation queue). The images are stored as uploads and resized by the
 * `resize-magazine-image` jobs it enqueues; until those ran, readers get the originals.
 *
 * Does nothing when there are posts already, or when the catalogue lacks a featured game (a
 * database that holds another catalogue than the demo's). Gives the demo editor account the
 * magazine permission, which databases seeded before the magazine existed lack.
 */
export async function seedMagazine({
  platform,
  logger,
}: {
  platform: Platform;
  logger: Logger;
}): Promise<MagazineSeedResult> {
  const { db } = platform.database;
  const nothing = { seeded: false, posts: 0, images: 0, comments: 0 };
  const [existing] = await db.select({ posts: count() }).from(t.magazinePosts);
  if ((existing?.posts ?? 0) > 0) {
    logger.info({ posts: existing?.posts }, 'demo magazine already present');
    return nothing;
  }

  const slugs = [...new Set(DEMO_POSTS.flatMap((post) => demoGameSlugs(post.body)))];
  const products = await db
    .select({ id: t.products.id, slug: t.products.slug })
    .from(t.products)
    .where(inArray(t.products.slug, slugs));
  const productIdBySlug = new Map(products.map((product) => [product.slug, product.id]));
  const missing = slugs.filter((slug) => !productIdBySlug.has(slug));
  if (missing.length > 0) {
    logger.warn({ missing }, 'demo magazine skipped: the catalogue lacks its featured games');
    return nothing;
  }
  const categories = await db
    .select({ id: t.magazineCategories.id, slug: t.magazineCategories.slug })
    .from(t.magazineCategories);
  const categoryId = new Map(categories.map((category) => [category.slug, category.id]));

  await platform.database.query(sql`
    update users set permissions = array_append(permissions, ${PERMISSIONS.magazineEdit})
    where email = ${EDITOR_EMAIL} and not (${PERMISSIONS.magazineEdit} = any(permissions))`);
  const { account, authorOf } = await loadDemoAuthors(db);
  const editor = account(EDITOR_EMAIL);

  const started = performance.now();
  const now = Date.now();
  let images = 0;
  const prepared: Array<{
    post: DemoPost;
    slug: string;
    body: MagazineDocument;
    coverImageId: number;
    times: ReturnType<typeof postTimes>;
  }> = [];
  for (const post of DEMO_POSTS) {
    const slug = demoPostSlug(post);
    const uploadedBy = editor?.uuid ?? null;
    const coverImageId = await storeScene(platform, {
      seed: `${slug}/cover`,
      scene: post.cover.scene,
      alt: post.cover.alt,
      uploadedBy,
    });
    const figureImageIds: number[] = [];
    for (const [index, figure] of demoFigures(post.body).entries())
      figureImageIds.push(
        await storeScene(platform, {
          seed: `${slug}/figure-${index}`,
          scene: figure.scene,
          alt: figure.alt,
          uploadedBy,
        }),
      );
    images += 1 + figureImageIds.length;
    const body = magazineDocumentSchema.parse(
      resolveDemoBody(post.body, { figureImageIds, productIdBySlug }),
    );
    prepared.push({ post, slug, body, coverImageId, times: postTimes(post, now) });
  }

  const comments = await platform.database.transaction(async (tx) => {
    const postIdBySlug = new Map<string, { id: number; publishedAt: Date }>();
    for (const { post, slug, body, coverImageId, times } of prepared) {
      const byEditor = post.author === EDITOR_ACCOUNT;
      const [row] = await tx.db
        .insert(t.magazinePosts)
        .values({
          categoryId: categoryId.get(post.category)!,
          slug,
          title: post.title,
          teaser: post.teaser,
          lead: post.lead,
          body,
          bodyText: magazineDocumentText(body),
          status: times.status,
          authorUuid: byEditor ? (editor?.uuid ?? null) : null,
          authorName: byEditor ? (editor?.displayName ?? 'Redaktion') : (post.author as string),
          coverImageId,
          publishedAt: times.publishedAt,
          // posts of the past notified nobody when they appeared; the scheduled one will
          alertsEvaluatedAt:
            times.publishedAt && times.publishedAt.getTime() <= now ? times.publishedAt : null,
          createdAt: times.createdAt,
          updatedAt: times.updatedAt,
        })
        .returning({ id: t.magazinePosts.id });
      const games = demoGameSlugs(post.body);
      await tx.db.insert(t.magazinePostProducts).values(
        games.map((game, position) => ({
          postId: row!.id,
          productId: productIdBySlug.get(game)!,
          position,
        })),
      );
      if (times.publishedAt && times.publishedAt.getTime() <= now)
        postIdBySlug.set(slug, { id: row!.id, publishedAt: times.publishedAt });
    }

    let written = 0;
    for (const comment of DEMO_COMMENTS) {
      const target = postIdBySlug.get(comment.post);
      if (!target) throw new Error(`demo comment on "${comment.post}", which is no published demo post`);
      written += await insertDemoThread({
        db: tx.db,
        target: { type: 'magazine_post', ...target },
        thread: comment,
        authorOf,
        moderatedBy: editor?.uuid ?? null,
        latest: now - 5 * 60_000,
      });
    }
    return written;
  });
  logger.info(
    { posts: prepared.length, images, comments, ms: Math.round(performance.now() - started) },
    'demo magazine seeded',
  );
  return { seeded: true, posts: prepared.length, images, comments };
}
