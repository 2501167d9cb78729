import { count, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_SLUGS,
  isValidGtin,
  MAGAZINE_IMAGE_WIDTHS,
  magazineDocumentImageIds,
  magazineDocumentProductIds,
  magazineDocumentSchema,
  magazineDocumentText,
  magazineImageKey,
  MODERATION_REASONS,
  PERMISSIONS,
  REVIEW_LIMITS,
  searchDocumentSchema,
  toSocialLinkList,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { verifyPassword } from '@spielraum/schema/security';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { generateDemoData } from './generate';
import { seedDemoData } from './seed';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

describe(`demo data (${testMode()} mode)`, () => {
  let platform: Platform;
  // the whole demo seed, 332 rendered covers included: 40–110 s on a busy two-core machine
  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedDemoData({ platform, logger: platform.logger });
  }, 240_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('is the same for the same seed', () => {
    const first = generateDemoData(7);
    const second = generateDemoData(7);
    expect(second.offers.map((offer) => [offer.sku, offer.priceCents])).toEqual(
      first.offers.map((offer) => [offer.sku, offer.priceCents]),
    );
  });

  it('holds at least 300 real products across the SPEC categories, with editions and valid GTINs', async () => {
    const { db } = platform.database;
    const [products] = await db.select({ n: count() }).from(t.products);
    expect(products?.n).toBeGreaterThanOrEqual(300);
    const groups = await db
      .selectDistinct({ slug: t.productGroups.slug })
      .from(t.products)
      .innerJoin(t.productGroups, eq(t.productGroups.id, t.products.groupId));
    expect(groups.map((group) => group.slug).sort()).toEqual([...CATEGORY_SLUGS].sort());
    const versions = await db.select({ gtin: t.productVersions.gtin }).from(t.productVersions);
    expect(versions.length).toBeGreaterThanOrEqual(products!.n);
    expect(versions.every((version) => version.gtin !== null && isValidGtin(version.gtin))).toBe(true);
    const [expansions] = await db
      .select({ n: count() })
      .from(t.products)
      .where(eq(t.products.productType, 'expansion'));
    expect(expansions?.n).toBeGreaterThan(20);
  });

  it('has at least 8 dealers with shipping rules and offers, and price statistics for every product', async () => {
    const { db } = platform.database;
    const dealers = await db.select().from(t.dealers);
    expect(dealers.length).toBeGreaterThanOrEqual(8);
    const offersPerDealer = await db
      .select({ dealerId: t.offers.dealerId, n: count() })
      .from(t.offers)
      .groupBy(t.offers.dealerId);
    expect(offersPerDealer).toHaveLength(dealers.length);
    const [unstated] = await db
      .select({ n: count() })
      .from(t.products)
      .leftJoin(t.productPriceStats, eq(t.productPriceStats.productId, t.products.id))
      .where(isNull(t.productPriceStats.productId));
    expect(unstated?.n).toBe(0);
    const [withDeals] = await db
      .select({ n: count() })
      .from(t.productPriceStats)
      .where(sql`${t.productPriceStats.bestTotalCents} is not null`);
    expect(withDeals?.n).toBeGreaterThan(250);
  });

  it('writes covers to the file store and one feed per dealer in Google XML or CSV', async () => {
    const [cover] = await platform.database.db
      .select()
      .from(t.mediaFiles)
      .where(eq(t.mediaFiles.isCover, true))
      .limit(1);
    expect(cover).toMatchObject({ contentType: 'image/png', width: 1200, height: 1200 });
    const file = await platform.files.get(cover!.storageKey);
    expect(file?.contentType).toBe('image/png');
    // a raster original as wide as the largest breakpoint, so og:image and every width are sharp
    expect(await sharp(file!.data).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1200 });
    const { readdir, readFile } = await import('node:fs/promises');
    const feeds = await readdir(`${platform.dataDir}/demo-feeds`);
    expect(feeds.filter((name) => name.endsWith('.xml')).length).toBeGreaterThan(0);
    expect(feeds.filter((name) => name.endsWith('.csv')).length).toBeGreaterThan(0);
    const xml = await readFile(
      `${platform.dataDir}/demo-feeds/${feeds.find((name) => name.endsWith('.xml'))}`,
      'utf8',
    );
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(xml).toMatch(/<g:gtin>\d{13}<\/g:gtin>/);
  });

  it('gives every dealer a logo in the file store', async () => {
    const rows = await platform.database.db
      .select({ name: t.dealers.name, storageKey: t.mediaFiles.storageKey, alt: t.mediaFiles.alt })
      .from(t.dealers)
      .leftJoin(t.mediaFiles, eq(t.mediaFiles.id, t.dealers.logoMediaId));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.alt).toBe(`Logo von ${row.name}`);
      const file = await platform.files.get(row.storageKey!);
      expect(file?.contentType).toBe('image/svg+xml');
      expect(file?.data.toString()).toContain(`aria-label="${row.name}"`);
    }
  });

  it('delivers the offers through the real feed path, one clean full run per dealer', async () => {
    const runs = await platform.database.db.select().from(t.feedRuns);
    expect(runs.length).toBeGreaterThanOrEqual(8);
    for (const run of runs)
      expect(run).toMatchObject({ status: 'succeeded', kind: 'offers', full: true, rowsFailed: 0 });
    expect(new Set(runs.map((run) => run.format))).toEqual(new Set(['google_xml', 'google_csv']));
    const [unmatched] = await platform.database.db
      .select({ n: count() })
      .from(t.offers)
      .where(isNull(t.offers.productVersionId));
    expect(unmatched?.n).toBe(0);
  });

  it('writes a valid search document for every product', async () => {
    const documents = await platform.database.db.select().from(t.searchDocuments);
    const [products] = await platform.database.db.select({ n: count() }).from(t.products);
    expect(documents).toHaveLength(products!.n);
    for (const { document } of documents) searchDocumentSchema.parse(document);
  });

  it('creates one account per role with the demo password', async () => {
    const users = await platform.database.db.select().from(t.users);
    expect(users).toHaveLength(DEMO_USERS.length);
    expect(users.some((user) => !user.verified)).toBe(true);
    expect(users.some((user) => user.permissions.includes(PERMISSIONS.recommendationListEdit))).toBe(true);
    const dealer = users.find((user) => user.email === 'haendler@spielraum.demo');
    expect(dealer?.userType).toBe('dealer');
    const shops = await platform.database.db
      .select({ slug: t.dealers.slug, socialLinks: t.dealers.socialLinks })
      .from(t.dealerMembers)
      .innerJoin(t.dealers, eq(t.dealers.id, t.dealerMembers.dealerId))
      .where(eq(t.dealerMembers.userUuid, dealer!.uuid));
    expect(shops.map((shop) => shop.slug).sort()).toEqual(['spielekiste', 'wuerfelwelt']);
    const spielekiste = shops.find((shop) => shop.slug === 'spielekiste')!;
    expect(toSocialLinkList(spielekiste.socialLinks).map((link) => link.network)).toEqual([
      'mastodon',
      'bluesky',
    ]);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]!.passwordHash!)).toBe(true);
    expect(await verifyPassword('wrong', users[0]!.passwordHash!)).toBe(false);
  });

  it('publishes reviews on at least 40 games and keeps pending and rejected ones for moderation', async () => {
    const { db } = platform.database;
    const reviews = await db.select().from(t.reviews);
    const products = new Map(
      (await db.select({ id: t.products.id, slug: t.products.slug }).from(t.products)).map((product) => [
        product.id,
        product.slug,
      ]),
    );
    const users = new Map((await db.select().from(t.users)).map((user) => [user.uuid, user]));
    const editor = [...users.values()].find((user) => user.email === 'redaktion@spielraum.demo')!;
    const published = reviews.filter((review) => review.status === 'published');
    expect(new Set(published.map((review) => review.productId)).size).toBeGreaterThanOrEqual(40);
    const now = Date.now();
    const pairs = new Set<string>();
    for (const review of reviews) {
      expect(products.has(review.productId)).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.title.length).toBeLessThanOrEqual(REVIEW_LIMITS.titleMaxLength);
      expect(review.text.length).toBeLessThanOrEqual(REVIEW_LIMITS.textMaxLength);
      expect(now - review.createdAt.getTime()).toBeLessThan(366 * 86_400_000);
      expect(review.updatedAt.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
      expect(review.updatedAt.getTime()).toBeLessThanOrEqual(now);
      if (review.userUuid !== null) {
        expect(review.authorName).toBe(users.get(review.userUuid)?.displayName);
        const pair = `${review.productId}/${review.userUuid}`;
        expect(pairs.has(pair), pair).toBe(false);
        pairs.add(pair);
      }
      if (review.status === 'pending') {
        expect(review).toMatchObject({ moderatedAt: null, moderatedBy: null, helpfulCount: 0 });
        continue;
      }
      expect(review.moderatedBy).toBe(editor.uuid);
      expect(review.moderatedAt!.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
      expect(review.moderatedAt!.getTime()).toBeLessThanOrEqual(review.updatedAt.getTime());
      if (review.status === 'published') {
        expect(review.helpfulCount).toBeGreaterThanOrEqual(0);
        expect(review.helpfulCount).toBeLessThanOrEqual(25);
        expect(review.rejectionReason).toBeNull();
      } else {
        expect(Object.keys(MODERATION_REASONS)).toContain(review.rejectionReason);
        expect(review.moderatorNote).toBeTruthy();
      }
    }
    const mia = [...users.values()].find((user) => user.email === 'mia@spielraum.demo')!;
    const pending = reviews.filter((review) => review.status === 'pending');
    const rejected = reviews.filter((review) => review.status === 'rejected');
    expect(pending).toHaveLength(4);
    expect(rejected).toHaveLength(2);
    expect(pending.filter((review) => review.userUuid === mia.uuid)).toHaveLength(1);
    expect(rejected.filter((review) => review.userUuid === mia.uuid)).toEqual([
      expect.objectContaining({ rejectionReason: 'off_topic', moderatorNote: expect.any(String) }),
    ]);
    expect(reviews.some((review) => review.userUuid === null)).toBe(true);
    expect(new Set(published.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  describe('magazine', () => {
    const postsWithCategory = () =>
      platform.database.db
        .select({ post: t.magazinePosts, category: t.magazineCategories.slug })
        .from(t.magazinePosts)
        .innerJoin(t.magazineCategories, eq(t.magazineCategories.id, t.magazinePosts.categoryId));

    it('publishes at least 15 posts over all five categories, spread over ten weeks', async () => {
      const now = Date.now();
      const published = (await postsWithCategory()).filter(
        ({ post }) =>
          post.status === 'published' && post.publishedAt !== null && post.publishedAt.getTime() <= now,
      );
      expect(published.length).toBeGreaterThanOrEqual(15);
      const perCategory = new Map<string, number>();
      for (const { category } of published) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
      expect(Object.fromEntries(perCategory)).toMatchObject({
        'branchen-news': expect.any(Number),
        tests: expect.any(Number),
        neuheiten: expect.any(Number),
        ratgeber: expect.any(Number),
        messen: expect.any(Number),
      });
      for (const slug of ['branchen-news', 'tests', 'neuheiten', 'ratgeber'])
        expect(perCategory.get(slug)).toBeGreaterThanOrEqual(3);
      expect(perCategory.get('messen')).toBeGreaterThanOrEqual(2);
      const ages = published.map(({ post }) => (now - post.publishedAt!.getTime()) / 86_400_000);
      expect(Math.max(...ages)).toBeGreaterThan(49);
      expect(Math.max(...ages)).toBeLessThan(75);
      expect(Math.min(...ages)).toBeLessThan(7);
    });

    it('keeps a draft and a post scheduled two days ahead away from readers', async () => {
      const posts = (await postsWithCategory()).map(({ post }) => post);
      const drafts = posts.filter((post) => post.status === 'draft');
      expect(drafts).toHaveLength(1);
      expect(drafts[0]?.publishedAt).toBeNull();
      const scheduled = posts.filter(
        (post) => post.status === 'published' && post.publishedAt!.getTime() > Date.now(),
      );
      expect(scheduled).toHaveLength(1);
      const hoursAhead = (scheduled[0]!.publishedAt!.getTime() - Date.now()) / 3_600_000;
      expect(hoursAhead).toBeGreaterThan(46);
      expect(hoursAhead).toBeLessThanOrEqual(48);
      expect(scheduled[0]?.alertsEvaluatedAt).toBeNull();
    });

    it('stores valid bodies whose game cards are existing products and the post’s featured games', async () => {
      const posts = await platform.database.db.select().from(t.magazinePosts);
      const productIds = new Set(
        (await platform.database.db.select({ id: t.products.id }).from(t.products)).map(
          (product) => product.id,
        ),
      );
      const featured = await platform.database.db.select().from(t.magazinePostProducts);
      for (const post of posts) {
        const body = magazineDocumentSchema.parse(post.body);
        expect(post.bodyText).toBe(magazineDocumentText(body));
        const cards = magazineDocumentProductIds(body);
        expect(cards.length, post.slug).toBeGreaterThanOrEqual(1);
        expect(cards.length, post.slug).toBeLessThanOrEqual(3);
        for (const id of cards) expect(productIds.has(id), `${post.slug}: product ${id}`).toBe(true);
        const mine = featured.filter((row) => row.postId === post.id).sort((a, b) => a.position - b.position);
        expect(mine.map((row) => row.productId)).toEqual(cards);
        expect(post.teaser.length).toBeLessThanOrEqual(300);
        expect(post.lead.length).toBeLessThanOrEqual(800);
      }
    });

    it('writes staff authors by name and one post by the editor account, which may edit the magazine', async () => {
      const [editor] = await platform.database.db
        .select()
        .from(t.users)
        .where(eq(t.users.email, 'redaktion@spielraum.demo'));
      expect(editor?.permissions).toEqual(
        expect.arrayContaining([PERMISSIONS.moderate, PERMISSIONS.magazineEdit]),
      );
      const posts = await platform.database.db.select().from(t.magazinePosts);
      const byAccount = posts.filter((post) => post.authorUuid !== null);
      expect(byAccount).toHaveLength(1);
      expect(byAccount[0]).toMatchObject({ authorUuid: editor!.uuid, authorName: editor!.displayName });
      expect(new Set(posts.map((post) => post.authorName)).size).toBeGreaterThanOrEqual(4);
    });

    it('gives every post a cover, and every image its WebP widths once the queue has drained', async () => {
      await platform.queue.drain(180_000);
      const posts = await platform.database.db.select().from(t.magazinePosts);
      const images = new Map(
        (await platform.database.db.select().from(t.magazineImages)).map((image) => [image.id, image]),
      );
      for (const post of posts) {
        expect(post.coverImageId, post.slug).not.toBeNull();
        const shown = [
          post.coverImageId!,
          ...magazineDocumentImageIds(magazineDocumentSchema.parse(post.body)),
        ];
        for (const id of shown) {
          expect(images.get(id), `${post.slug}: image ${id}`).toMatchObject({
            width: 1600,
            height: 900,
            widths: [...MAGAZINE_IMAGE_WIDTHS],
          });
          expect(images.get(id)!.alt.length).toBeGreaterThan(10);
        }
      }
      const cover = await platform.files.get(magazineImageKey(posts[0]!.coverImageId!, 768));
      expect(cover?.contentType).toBe('image/webp');
      expect(await sharp(cover!.data).metadata()).toMatchObject({ format: 'webp', width: 768, height: 432 });
      const original = await platform.files.get(magazineImageKey(posts[0]!.coverImageId!, 'original'));
      expect(original?.contentType).toBe('image/png');
    });

    it('has approved comments with replies and pending ones for moderation, on published posts only', async () => {
      const comments = await platform.database.db
        .select()
        .from(t.comments)
        .where(eq(t.comments.targetType, 'magazine_post'));
      const posts = new Map(
        (await platform.database.db.select().from(t.magazinePosts)).map((post) => [post.id, post]),
      );
      const approved = comments.filter((comment) => comment.status === 'published');
      const pending = comments.filter((comment) => comment.status === 'pending');
      expect(pending).toHaveLength(3);
      expect(approved.length).toBeGreaterThanOrEqual(12);
      expect(approved.filter((comment) => comment.parentId !== null).length).toBeGreaterThanOrEqual(3);
      expect(comments.some((comment) => comment.userUuid === null)).toBe(true);
      expect(comments.some((comment) => comment.userUuid !== null)).toBe(true);
      const byId = new Map(comments.map((comment) => [comment.id, comment]));
      for (const comment of comments) {
        const post = posts.get(comment.targetId)!;
        expect(post.status).toBe('published');
        expect(comment.createdAt.getTime()).toBeGreaterThanOrEqual(post.publishedAt!.getTime());
        expect(comment.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
        if (comment.parentId !== null) expect(byId.get(comment.parentId)?.parentId).toBeNull();
        if (comment.status === 'published') expect(comment.moderatedAt).not.toBeNull();
        else expect(comment.moderatedAt).toBeNull();
      }
      const commented = new Set(approved.map((comment) => comment.targetId));
      expect(commented.size).toBeGreaterThanOrEqual(5);
    });
  });

  describe('recommendation lists', () => {
    const curatorAndMia = async () => {
      const users = await platform.database.db.select().from(t.users);
      return {
        curator: users.find((user) => user.email === 'kuratorin@spielraum.demo')!,
        mia: users.find((user) => user.email === 'mia@spielraum.demo')!,
      };
    };

    it('keeps six lists of the curator: four public, one unlisted, one private', async () => {
      const lists = await platform.database.db.select().from(t.recommendationLists);
      const { curator } = await curatorAndMia();
      expect(lists).toHaveLength(6);
      const perVisibility = new Map<string, number>();
      for (const list of lists)
        perVisibility.set(list.visibility, (perVisibility.get(list.visibility) ?? 0) + 1);
      expect(Object.fromEntries(perVisibility)).toEqual({ public: 4, unlisted: 1, private: 1 });
      const now = Date.now();
      for (const list of lists) {
        expect(list).toMatchObject({ ownerUuid: curator.uuid, ownerName: 'Kuratorin Lea' });
        expect(list.description.length, list.slug).toBeGreaterThan(100);
        expect(list.publishedAt === null, list.slug).toBe(list.visibility === 'private');
        const published = list.publishedAt ?? list.updatedAt;
        expect(list.createdAt.getTime()).toBeLessThan(published.getTime());
        expect(published.getTime()).toBeLessThanOrEqual(list.updatedAt.getTime());
        expect(list.updatedAt.getTime()).toBeLessThanOrEqual(now);
      }
      const ages = lists.map((list) => (now - list.createdAt.getTime()) / 86_400_000);
      expect(Math.max(...ages)).toBeGreaterThan(90);
      expect(Math.min(...ages)).toBeLessThan(14);
    });

    it('lists 5 to 10 existing games per list at positions 0 to n-1, each with a note', async () => {
      const { db } = platform.database;
      const lists = await db.select().from(t.recommendationLists);
      const items = await db.select().from(t.recommendationListItems);
      const productIds = new Set(
        (await db.select({ id: t.products.id }).from(t.products)).map((row) => row.id),
      );
      for (const list of lists) {
        const mine = items.filter((item) => item.listId === list.id);
        expect(mine.length, list.slug).toBeGreaterThanOrEqual(5);
        expect(mine.length, list.slug).toBeLessThanOrEqual(10);
        expect(mine.map((item) => item.position).sort((a, b) => a - b)).toEqual(
          mine.map((_, index) => index),
        );
        for (const item of mine) {
          expect(productIds.has(item.productId), `${list.slug}: product ${item.productId}`).toBe(true);
          expect(item.note?.length ?? 0, list.slug).toBeGreaterThan(20);
          expect(item.addedAt.getTime()).toBeGreaterThanOrEqual(list.createdAt.getTime());
          expect(item.addedAt.getTime()).toBeLessThanOrEqual(list.updatedAt.getTime());
        }
      }
    });

    it('gives every list a cover with its WebP widths once the queue has drained', async () => {
      await platform.queue.drain(180_000);
      const lists = await platform.database.db.select().from(t.recommendationLists);
      const images = new Map(
        (await platform.database.db.select().from(t.magazineImages)).map((image) => [image.id, image]),
      );
      const { curator } = await curatorAndMia();
      for (const list of lists) {
        expect(list.coverImageId, list.slug).not.toBeNull();
        expect(images.get(list.coverImageId!), list.slug).toMatchObject({
          width: 1600,
          height: 900,
          widths: [...MAGAZINE_IMAGE_WIDTHS],
          uploadedBy: curator.uuid,
        });
      }
      expect(new Set(lists.map((list) => list.coverImageId)).size).toBe(lists.length);
      const cover = await platform.files.get(magazineImageKey(lists[0]!.coverImageId!, 768));
      expect(cover?.contentType).toBe('image/webp');
    });

    it('has Mia follow two public lists', async () => {
      const { db } = platform.database;
      const { mia } = await curatorAndMia();
      const followed = await db
        .select({ list: t.recommendationLists, followedAt: t.recommendationListFollowers.createdAt })
        .from(t.recommendationListFollowers)
        .innerJoin(t.recommendationLists, eq(t.recommendationLists.id, t.recommendationListFollowers.listId))
        .where(eq(t.recommendationListFollowers.userUuid, mia.uuid));
      expect(followed).toHaveLength(2);
      for (const { list, followedAt } of followed) {
        expect(list.visibility).toBe('public');
        expect(followedAt.getTime()).toBeGreaterThan(list.publishedAt!.getTime());
        expect(followedAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
    });

    it('has approved comments with a reply and two pending ones, on public lists only', async () => {
      const { db } = platform.database;
      const comments = await db
        .select()
        .from(t.comments)
        .where(eq(t.comments.targetType, 'recommendation_list'));
      const lists = new Map((await db.select().from(t.recommendationLists)).map((list) => [list.id, list]));
      const { mia } = await curatorAndMia();
      const approved = comments.filter((comment) => comment.status === 'published');
      expect(approved.length).toBeGreaterThanOrEqual(4);
      expect(approved.length).toBeLessThanOrEqual(8);
      expect(comments.filter((comment) => comment.status === 'pending')).toHaveLength(2);
      expect(approved.filter((comment) => comment.parentId !== null)).toHaveLength(1);
      expect(approved.some((comment) => comment.userUuid === mia.uuid && comment.authorName === 'Mia')).toBe(
        true,
      );
      expect(approved.some((comment) => comment.userUuid === null)).toBe(true);
      const byId = new Map(comments.map((comment) => [comment.id, comment]));
      for (const comment of comments) {
        const list = lists.get(comment.targetId)!;
        expect(list.visibility).toBe('public');
        expect(comment.createdAt.getTime()).toBeGreaterThanOrEqual(list.publishedAt!.getTime());
        expect(comment.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
        if (comment.parentId !== null) expect(byId.get(comment.parentId)?.targetId).toBe(comment.targetId);
        if (comment.status === 'published') expect(comment.moderatedAt).not.toBeNull();
        else expect(comment.moderatedAt).toBeNull();
      }
    });
  });

  it('adds the magazine to a demo database seeded before it existed', async () => {
    const { db } = platform.database;
    await db.delete(t.comments).where(eq(t.comments.targetType, 'magazine_post'));
    await db.delete(t.magazinePosts);
    await db
      .update(t.users)
      .set({ permissions: [PERMISSIONS.moderate] })
      .where(eq(t.users.email, 'redaktion@spielraum.demo'));
    const result = await seedDemoData({ platform, logger: platform.logger });
    expect(result.seeded).toBe(false);
    expect(result.magazine).toMatchObject({ seeded: true, posts: 20 });
    const [editor] = await db.select().from(t.users).where(eq(t.users.email, 'redaktion@spielraum.demo'));
    expect(editor?.permissions).toEqual([PERMISSIONS.moderate, PERMISSIONS.magazineEdit]);
    await platform.queue.drain(180_000);
  }, 200_000);

  it('adds the reviews to a demo database seeded before they existed', async () => {
    const { db } = platform.database;
    const [before] = await db.select({ n: count() }).from(t.reviews);
    await db.delete(t.reviews);
    const result = await seedDemoData({ platform, logger: platform.logger });
    expect(result.seeded).toBe(false);
    expect(result.magazine.seeded).toBe(false);
    expect(result.reviews).toEqual({ seeded: true, reviews: before!.n });
    expect(result.recommendations.seeded).toBe(false);
    const [after] = await db.select({ n: count() }).from(t.reviews);
    expect(after?.n).toBe(before?.n);
  });

  it('adds the recommendation lists to a demo database seeded before they existed', async () => {
    const { db } = platform.database;
    await db.delete(t.comments).where(eq(t.comments.targetType, 'recommendation_list'));
    await db.delete(t.recommendationLists);
    const result = await seedDemoData({ platform, logger: platform.logger });
    expect(result.seeded).toBe(false);
    expect(result.magazine.seeded).toBe(false);
    expect(result.reviews.seeded).toBe(false);
    expect(result.recommendations).toEqual({ seeded: true, lists: 6, items: 50, followers: 2, comments: 9 });
    const [followers] = await db.select({ n: count() }).from(t.recommendationListFollowers);
    expect(followers?.n).toBe(2);
    await platform.queue.drain(180_000);
  }, 200_000);

  it('leaves an already filled database alone', async () => {
    const [before] = await platform.database.db.select({ n: count() }).from(t.magazinePosts);
    const result = await seedDemoData({ platform, logger: platform.logger });
    expect(result.seeded).toBe(false);
    expect(result.magazine.seeded).toBe(false);
    expect(result.reviews.seeded).toBe(false);
    expect(result.recommendations.seeded).toBe(false);
    const [after] = await platform.database.db.select({ n: count() }).from(t.magazinePosts);
    expect(after?.n).toBe(before?.n);
  });
});
