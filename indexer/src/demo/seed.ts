import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { PRODUCT_GROUPS, slugify, type TermKind } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { hashPassword } from '@spielraum/schema/security';
import type { CopyValue } from '@spielraum/schema/client';
import { runOfferFeed, type OfferFormat } from '../feeds/run-feed';
import type { Platform } from '@spielraum/platform';
import { buildSearchDocuments } from '../search/build-search-documents';
import type { Logger } from '@spielraum/platform';
import { recomputePriceStats } from '../prices/recompute-price-stats';
import { COVER_RASTER_SIZE, renderCoverImage, renderDealerLogo } from './covers';
import { renderGalleryImage } from './gallery';
import { writeDemoFeeds } from './feeds';
import { generateDemoData, type DemoData } from './generate';
import { seedMagazine, type MagazineSeedResult } from './magazine/seed-magazine';
import {
  seedRecommendationLists,
  type RecommendationSeedResult,
} from './recommendations/seed-recommendations';
import { seedReviews, type ReviewSeedResult } from './reviews/seed-reviews';
import { DEMO_AVATARS, DEMO_PASSWORD, DEMO_USERS, seedCustomFieldAreas } from './users';

const CHUNK = 400;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

const PRODUCT_TYPE = { game: 'game', expansion: 'expansion', accessory: 'accessory' } as const;

export interface SeedResult {
  seeded: boolean;
  products: number;
  offers: number;
  feeds: Map<string, string>;
  magazine: MagazineSeedResult;
  reviews: ReviewSeedResult;
  recommendations: RecommendationSeedResult;
}

/** Where a demo game's generated cover (a PNG, see `renderCoverImage`) is stored. */
const coverKey = (slug: string) => `covers/${slug}.png`;

/**
 * How many covers are rendered at once: sharp renders each on libvips' threads, so two at a
 * time keep both cores of a small machine busy without holding many 6 MB frames in memory.
 */
const COVER_RENDER_CONCURRENCY = 2;

/** Where a demo dealer's generated logo is stored. */
const dealerLogoKey = (slug: string) => `dealers/${slug}.svg`;

/**
 * Fills an empty database with the demo portal: catalogue, covers, dealers, offers with price
 * history, price statistics, demo users per role, system avatars, the magazine (see
 * `seedMagazine`; its images are resized by queued jobs), reviews (`seedReviews`) and the
 * curator's recommendation lists (`seedRecommendationLists`, covers resized the same way). Does
 * nothing when the catalogue already has products, so restarts keep what is there, except adding
 * the magazine, the reviews and the lists to a demo database that has none yet. The dealer feeds
 * are also written to DATA_DIR/demo-feeds in Google-Merchant XML and CSV.
 */
export async function seedDemoData({
  platform,
  logger,
  data,
}: {
  platform: Platform;
  logger: Logger;
  data?: DemoData;
}): Promise<SeedResult> {
  const { db } = platform.database;
  const [existing] = await db.select({ products: count() }).from(t.products);
  if ((existing?.products ?? 0) > 0) {
    logger.info({ products: existing?.products }, 'demo data already present');
    // a demo database from before the magazine gets its posts now (nothing when it has posts)
    const magazine = await seedMagazine({ platform, logger });
    // the same for reviews: a demo database from before them gets them now
    const reviews = await seedReviews({ platform, logger });
    // and the recommendation lists, which came after both
    const recommendations = await seedRecommendationLists({ platform, logger });
    return {
      seeded: false,
      products: existing?.products ?? 0,
      offers: 0,
      feeds: new Map(),
      magazine,
      reviews,
      recommendations,
    };
  }
  const started = performance.now();
  const demo = data ?? generateDemoData();
  logger.info({ products: demo.products.length, offers: demo.offers.length }, 'seeding demo data');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const dealerRows: Array<{ id: number; slug: string }> = [];
  await db.transaction(async (tx) => {
    // spellings that differ only in case or umlauts (e.g. "HeidelBÄR"/"Heidelbär") are one publisher
    const publisherBySlug = new Map<string, string>();
    for (const { game } of demo.products) {
      if (!publisherBySlug.has(slugify(game.publisher)))
        publisherBySlug.set(slugify(game.publisher), game.publisher);
    }
    const publisherRows = await tx
      .insert(t.publishers)
      .values([...publisherBySlug].map(([slug, name]) => ({ name, slug })))
      .returning({ id: t.publishers.id, slug: t.publishers.slug });
    const publisherIdBySlug = new Map(publisherRows.map((row) => [row.slug, row.id]));
    const publisherId = { get: (name: string) => publisherIdBySlug.get(slugify(name)) };

    const personNames = [
      ...new Set(
        demo.products.flatMap(({ game }) => [...game.designers, ...game.authors, ...game.illustrators]),
      ),
    ];
    const personSlugs = new Map<string, string>();
    const usedPersonSlugs = new Set<string>();
    for (const name of personNames) {
      let slug = slugify(name) || 'person';
      for (let n = 2; usedPersonSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
      usedPersonSlugs.add(slug);
      personSlugs.set(name, slug);
    }
    const personIds = new Map<string, number>();
    await insertChunked(personNames, async (chunk) => {
      const rows = await tx
        .insert(t.people)
        .values(chunk.map((name) => ({ name, slug: personSlugs.get(name)! })))
        .returning({ id: t.people.id, name: t.people.name });
      for (const row of rows) personIds.set(row.name, row.id);
    });

    const termKey = (kind: TermKind, name: string) => `${kind}:${name}`;
    const termNames = new Map<string, { kind: TermKind; name: string }>();
    const addTerm = (kind: TermKind, name: string) => termNames.set(termKey(kind, name), { kind, name });
    for (const { game } of demo.products) {
      game.categories.forEach((name) => addTerm('game_category', name));
      game.mechanics.forEach((name) => addTerm('game_mechanism', name));
      game.genres.forEach((name) => addTerm('genre', name));
      game.tags.forEach((name) => addTerm('tag', name));
      game.awards.forEach((name) => addTerm('award', name));
      game.languages.forEach((name) => addTerm('language', name));
      if (game.series) addTerm('serie', game.series);
      if (game.themeWorld) addTerm('license', game.themeWorld);
      if (game.tcg) addTerm('tcg', game.tcg);
    }
    const termIds = new Map<string, number>();
    await insertChunked([...termNames.values()], async (chunk) => {
      const rows = await tx
        .insert(t.terms)
        .values(chunk.map(({ kind, name }) => ({ kind, name, slug: slugify(name) })))
        .returning({ id: t.terms.id, kind: t.terms.kind, name: t.terms.name });
      for (const row of rows) termIds.set(termKey(row.kind, row.name), row.id);
    });

    const groupId = new Map(PRODUCT_GROUPS.map((group) => [group.slug, group.id]));
    const productIds = new Map<string, number>();
    await insertChunked(demo.products, async (chunk) => {
      const rows = await tx
        .insert(t.products)
        .values(
          chunk.map(({ game, popularity, ratingCenti, totalVotes }) => ({
            slug: game.slug,
            title: game.title,
            alternativeTitles: game.alternativeTitles,
            bggId: game.bggId ?? null,
            productType: PRODUCT_TYPE[game.productType],
            groupId: groupId.get(game.group)!,
            publisherId: publisherId.get(game.publisher) ?? null,
            description: game.description,
            playersFrom: game.playersMin,
            playersTo: game.playersMax,
            playingTimeMinutes: game.playTimeMinutes || null,
            releaseYear: game.year,
            ageFrom: game.ageFrom,
            ratingCenti,
            totalVotes,
            popularity,
          })),
        )
        .returning({ id: t.products.id, slug: t.products.slug });
      for (const row of rows) productIds.set(row.slug, row.id);
    });
    for (const { game } of demo.products) {
      if (!game.baseGameSlug) continue;
      await tx
        .update(t.products)
        .set({ baseProductId: productIds.get(game.baseGameSlug)! })
        .where(sql`${t.products.id} = ${productIds.get(game.slug)!}`);
    }

    const versionIds = new Map<string, number>();
    await insertChunked(
      demo.products.flatMap(({ game, versions }) =>
        versions.map((version) => ({ ...version, productId: productIds.get(game.slug)! })),
      ),
      async (chunk) => {
        const rows = await tx
          .insert(t.productVersions)
          .values(chunk)
          .returning({ id: t.productVersions.id, gtin: t.productVersions.gtin });
        for (const row of rows) versionIds.set(row.gtin!, row.id);
      },
    );

    const productTerms = demo.products.flatMap(({ game }) => {
      const productId = productIds.get(game.slug)!;
      const keys = [
        ...game.categories.map((name) => termKey('game_category', name)),
        ...game.mechanics.map((name) => termKey('game_mechanism', name)),
        ...game.genres.map((name) => termKey('genre', name)),
        ...game.tags.map((name) => termKey('tag', name)),
        ...game.awards.map((name) => termKey('award', name)),
        ...game.languages.map((name) => termKey('language', name)),
        ...(game.series ? [termKey('serie', game.series)] : []),
        ...(game.themeWorld ? [termKey('license', game.themeWorld)] : []),
        ...(game.tcg ? [termKey('tcg', game.tcg)] : []),
      ];
      return [...new Set(keys)].map((key) => ({ productId, termId: termIds.get(key)! }));
    });
    await insertChunked(productTerms, (chunk) => tx.insert(t.productTerms).values(chunk));

    const productPeople = demo.products.flatMap(({ game }) => {
      const productId = productIds.get(game.slug)!;
      const entries = [
        ...game.designers.map((name) => ({ name, role: 'designer' as const })),
        ...game.authors.map((name) => ({ name, role: 'author' as const })),
        ...game.illustrators.map((name) => ({ name, role: 'illustrator' as const })),
      ];
      const unique = new Map(entries.map((entry) => [`${entry.name}:${entry.role}`, entry]));
      return [...unique.values()].map(({ name, role }) => ({
        productId,
        personId: personIds.get(name)!,
        role,
      }));
    });
    await insertChunked(productPeople, (chunk) => tx.insert(t.productPeople).values(chunk));

    const covers = demo.products.map(({ game }) => ({
      productId: productIds.get(game.slug)!,
      isCover: true,
      storageKey: coverKey(game.slug),
      contentType: 'image/png',
      width: COVER_RASTER_SIZE,
      height: COVER_RASTER_SIZE,
      alt: `Cover von ${game.title}`,
    }));
    await insertChunked(covers, (chunk) => tx.insert(t.mediaFiles).values(chunk));
    const galleryImages = demo.products.map(({ game }) => ({
      productId: productIds.get(game.slug)!,
      isCover: false,
      storageKey: `gallery/${game.slug}.svg`,
      contentType: 'image/svg+xml',
      width: 800,
      height: 600,
      alt: `Spielmaterial von ${game.title}`,
      position: 1,
    }));
    await insertChunked(galleryImages, (chunk) => tx.insert(t.mediaFiles).values(chunk));

    // every demo dealer gets a generated logo (the price comparison shows it next to the name)
    const logos = await tx
      .insert(t.mediaFiles)
      .values(
        demo.dealers.map((dealer) => ({
          storageKey: dealerLogoKey(dealer.slug),
          contentType: 'image/svg+xml',
          width: 240,
          height: 240,
          alt: `Logo von ${dealer.name}`,
        })),
      )
      .returning({ id: t.mediaFiles.id, storageKey: t.mediaFiles.storageKey });
    const logoId = new Map(logos.map((logo) => [logo.storageKey, logo.id]));
    dealerRows.push(
      ...(await tx
        .insert(t.dealers)
        .values(
          demo.dealers.map((dealer) => ({
            slug: dealer.slug,
            name: dealer.name,
            website: dealer.website,
            ratingDeci: dealer.ratingDeci,
            ratingCount: dealer.ratingCount,
            shippingCostDeCents: dealer.shippingCostDeCents,
            freeShippingThresholdCents: dealer.freeShippingThresholdCents,
            shippingInfo: dealer.shippingInfo,
            feedFormat: dealer.feedFormat,
            logoMediaId: logoId.get(dealerLogoKey(dealer.slug))!,
            socialLinks: dealer.socialLinks ?? {},
          })),
        )
        .returning({ id: t.dealers.id, slug: t.dealers.slug })),
    );
    const dealerId = new Map(dealerRows.map((row) => [row.slug, row.id]));

    await tx.insert(t.systemAvatars).values(
      DEMO_AVATARS.map((avatar, position) => ({
        avatarId: createHash('sha256').update(`avatar:${avatar.shape}`).digest('hex').slice(0, 16),
        label: avatar.label,
        storageKey: `avatars/${avatar.shape}.svg`,
        position,
      })),
    );
    await seedCustomFieldAreas(tx);
    const userRows = await tx
      .insert(t.users)
      .values(
        DEMO_USERS.map((user) => ({
          email: user.email,
          passwordHash,
          displayName: user.displayName,
          verified: user.verified,
          permissions: user.permissions,
          userType: user.userType,
        })),
      )
      .returning({ uuid: t.users.uuid, email: t.users.email });
    const userUuid = new Map(userRows.map((row) => [row.email, row.uuid]));
    const memberships = DEMO_USERS.flatMap((user) =>
      (user.dealerSlugs ?? []).flatMap((slug) => {
        const id = dealerId.get(slug);
        return id === undefined ? [] : [{ dealerId: id, userUuid: userUuid.get(user.email)! }];
      }),
    );
    if (memberships.length > 0) await tx.insert(t.dealerMembers).values(memberships);
  });

  // rendered on sharp's threads while the feeds, statistics and documents below keep the main
  // thread busy; settled into a value so a failure is not an unhandled rejection until awaited
  const coversStored = storeCovers(platform, demo).then(
    () => null,
    (error: unknown) => error,
  );
  for (const { game } of demo.products) {
    await platform.files.put(
      `gallery/${game.slug}.svg`,
      renderGalleryImage({ title: game.title }),
      'image/svg+xml',
    );
  }
  for (const dealer of demo.dealers)
    await platform.files.put(dealerLogoKey(dealer.slug), renderDealerLogo(dealer.name), 'image/svg+xml');
  for (const avatar of DEMO_AVATARS) {
    await platform.files.put(
      `avatars/${avatar.shape}.svg`,
      renderAvatar(avatar.label, avatar.color),
      'image/svg+xml',
    );
  }

  // The current offers arrive the way real dealers' offers do: as feeds through the indexer.
  const feeds = await writeDemoFeeds(join(platform.dataDir, 'demo-feeds'), demo.offers);
  const dealerIdBySlug = new Map(dealerRows.map((row) => [row.slug, row.id]));
  for (const dealer of demo.dealers) {
    const path = feeds.get(dealer.slug);
    if (!path) continue;
    const result = await runOfferFeed({
      context: {
        database: platform.database,
        files: platform.files,
        logger,
        jobId: `demo-feed-${dealer.slug}`,
        dataDir: platform.dataDir,
      },
      dealerId: dealerIdBySlug.get(dealer.slug)!,
      format: dealer.feedFormat as OfferFormat,
      full: true,
      source: { kind: 'file', path },
    });
    if (result.status !== 'succeeded' || result.rowsFailed > 0) {
      throw new Error(
        `demo feed of ${dealer.slug} did not apply cleanly: ${result.error ?? `${result.rowsFailed} bad rows`}`,
      );
    }
  }
  await backfillDemoHistory({ platform, demo, dealerIdBySlug });
  const written = await recomputePriceStats({ database: platform.database, productIds: null });
  const documents = await buildSearchDocuments({ database: platform.database, productIds: null });
  const magazine = await seedMagazine({ platform, logger });
  const reviews = await seedReviews({ platform, logger });
  const recommendations = await seedRecommendationLists({ platform, logger });
  const coverError = await coversStored;
  if (coverError) throw coverError;
  logger.info(
    {
      products: demo.products.length,
      offers: demo.offers.length,
      priceStats: written,
      documents,
      feeds: feeds.size,
      ms: Math.round(performance.now() - started),
    },
    'demo data seeded',
  );
  return {
    seeded: true,
    products: demo.products.length,
    offers: demo.offers.length,
    feeds,
    magazine,
    reviews,
    recommendations,
  };
}

/**
 * Renders and stores every demo cover as a PNG, a few at a time. The resized widths are not
 * made here: the image endpoint makes a width when it is first asked for and queues
 * `resize-media-image` for the rest, so a fresh portal starts without minutes of resizing
 * images nobody has looked at yet.
 */
async function storeCovers(platform: Platform, demo: DemoData): Promise<void> {
  const games = demo.products.map(({ game }) => game);
  let next = 0;
  const worker = async () => {
    for (let game = games[next++]; game; game = games[next++]) {
      const png = await renderCoverImage({
        title: game.title,
        publisher: game.publisher,
        kind: game.productType === 'expansion' ? 'Erweiterung' : 'Spiel',
      });
      await platform.files.put(coverKey(game.slug), png, 'image/png');
    }
  };
  await Promise.all(Array.from({ length: COVER_RENDER_CONCURRENCY }, worker));
}

/**
 * Feeds are snapshots, so the months of price history the demo shows are generated: the older
 * points of each demo offer are added before the point its feed created (demo data only).
 */
async function backfillDemoHistory({
  platform,
  demo,
  dealerIdBySlug,
}: {
  platform: Platform;
  demo: DemoData;
  dealerIdBySlug: Map<string, number>;
}): Promise<void> {
  const offerRows = await platform.database.db
    .select({ id: t.offers.id, dealerId: t.offers.dealerId, sku: t.offers.dealerSku })
    .from(t.offers);
  const offerId = new Map(offerRows.map((row) => [`${row.dealerId}:${row.sku}`, row.id]));
  const now = Date.now();
  const day = 86_400_000;
  const points = demo.offers.flatMap((offer) => {
    const id = offerId.get(`${dealerIdBySlug.get(offer.dealer.slug)}:${offer.sku}`);
    if (id === undefined) return [];
    return offer.history
      .filter((point) => point.daysAgo > 0)
      .map(
        (point) =>
          [
            id,
            new Date(now - point.daysAgo * day),
            point.priceCents,
            offer.shippingCents,
            point.availability,
          ] as CopyValue[],
      );
  });
  await platform.database.copyInto(
    'price_history',
    ['offer_id', 'recorded_at', 'price_cents', 'shipping_cents', 'availability'],
    points,
  );
  await platform.database.query(sql`
    update offers o set first_seen_at = h.first from (select offer_id, min(recorded_at) as first from price_history group by offer_id) h
    where h.offer_id = o.id`);
}

function renderAvatar(label: string, color: string): string {
  const initial = label.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${label}"><circle cx="100" cy="100" r="100" fill="${color}"/><text x="100" y="128" text-anchor="middle" font-family="Georgia, serif" font-size="90" fill="#fff">${initial}</text></svg>`;
}
