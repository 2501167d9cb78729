import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  defineJob,
  fetchProductImagesContract,
  resizeMediaImageContract,
  resizeMediaImageJobId,
  type JobContext,
} from '@spielraum/platform';
import * as t from '@spielraum/schema/db';
import { fetchFeedImage, FeedImageRefused } from '../feeds/fetch-feed-image';
import { buildSearchDocumentsJob } from './build-search-documents';

function addressHash(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 16);
}

/** One job per product and list of addresses: the same feed again queues nothing new. */
export function fetchProductImagesJobId(productId: number, urls: readonly string[]): string {
  return `product-images-${productId}-${addressHash(urls.join('\n'))}`;
}

/**
 * Queues the download of the images a committed product feed run named, for each product it
 * changed that names an address not stored yet (`products.image_urls`, kept by the run).
 */
export async function enqueueProductImages(
  { database, queue }: Pick<JobContext, 'database' | 'queue'>,
  feedRunId: number,
): Promise<number> {
  const rows = await database.query<{ id: number; image_urls: string[] }>(sql`
    select p.id, p.image_urls
    from products p
    where p.id in (select product_id from indexer_events where feed_run_id = ${feedRunId} and kind = 'document')
      and exists (
        select 1 from unnest(p.image_urls) u
        where not exists (select 1 from media_files m where m.product_id = p.id and m.source_url = u))`);
  for (const { id, image_urls: urls } of rows)
    await queue.enqueue(
      fetchProductImagesContract.name,
      { productId: id, urls },
      { jobId: fetchProductImagesJobId(id, urls) },
    );
  return rows.length;
}

/**
 * After an offer feed run: a game its offers touched that has no picture at all gets the image
 * of its oldest offer that names one (`image_link`), so a game known only from dealers' feeds
 * does not stay without a cover. A product feed's images replace it as the cover later.
 */
export async function enqueueOfferCovers(
  { database, queue }: Pick<JobContext, 'database' | 'queue'>,
  feedRunId: number,
): Promise<number> {
  const rows = await database.query<{ id: number; url: string }>(sql`
    select p.id, cover.url
    from products p
    cross join lateral (
      select o.image_url as url from offers o
      where o.product_id = p.id and o.image_url ~ '^https?://'
      order by o.id limit 1) cover
    where p.id in (select product_id from indexer_events where feed_run_id = ${feedRunId} and product_id is not null)
      and not exists (select 1 from media_files m where m.product_id = p.id)`);
  for (const { id, url } of rows)
    await queue.enqueue(
      fetchProductImagesContract.name,
      { productId: id, urls: [url] },
      { jobId: fetchProductImagesJobId(id, [url]) },
    );
  return rows.length;
}

/**
 * Dealers' servers on this machine (tests, a local demo) are reachable only when the operator
 * says so; a deployment never sets it, so a feed cannot point us at internal addresses.
 */
const allowInternalHosts = () => process.env.FEED_IMAGES_FROM_INTERNAL_HOSTS === 'true';

/**
 * Downloads the images a product feed names for one product, each once (a media file keeps the
 * address it came from): a refused image (no image, SVG, too large, an internal address, 404) is
 * logged with its reason and left out, a network failure retries the job. The feed's first
 * image becomes the product's cover when it was stored; new images are resized in the
 * background, and the product's search document is rebuilt for its new cover.
 */
export const fetchProductImagesJob = defineJob({
  ...fetchProductImagesContract,
  async handler({ productId, urls }, { database, files, queue, logger }) {
    const db = database.db;
    const [product] = await db
      .select({ id: t.products.id, title: t.products.title })
      .from(t.products)
      .where(eq(t.products.id, productId))
      .limit(1);
    if (!product) return { stored: 0, refused: 0, skipped: 'no product' as const };
    const known = new Map(
      (
        await db
          .select({ id: t.mediaFiles.id, sourceUrl: t.mediaFiles.sourceUrl })
          .from(t.mediaFiles)
          .where(and(eq(t.mediaFiles.productId, productId), inArray(t.mediaFiles.sourceUrl, urls)))
      ).map((row) => [row.sourceUrl!, row.id]),
    );
    const stored: number[] = [];
    let refused = 0;
    for (const [position, url] of urls.entries()) {
      if (known.has(url)) continue;
      try {
        const image = await fetchFeedImage({ url, allowInternalHosts: allowInternalHosts() });
        const storageKey = `product-images/${productId}/${addressHash(url)}.${image.extension}`;
        await files.put(storageKey, image.data, image.contentType);
        const [row] = await db
          .insert(t.mediaFiles)
          .values({
            productId,
            storageKey,
            contentType: image.contentType,
            width: image.width,
            height: image.height,
            alt: product.title,
            position,
            sourceUrl: url,
          })
          .onConflictDoNothing()
          .returning({ id: t.mediaFiles.id });
        if (row) {
          known.set(url, row.id);
          stored.push(row.id);
        }
      } catch (error) {
        if (!(error instanceof FeedImageRefused)) throw error;
        refused++;
        logger.warn({ productId, reason: error.message }, 'feed image not stored');
      }
    }
    const coverId = urls.map((url) => known.get(url)).find((id) => id !== undefined);
    if (coverId !== undefined) {
      // the feed's first stored image is the cover; the others stay in the gallery
      await db
        .update(t.mediaFiles)
        .set({ isCover: sql`${t.mediaFiles.id} = ${coverId}` })
        .where(eq(t.mediaFiles.productId, productId));
    }
    for (const mediaId of stored)
      await queue.enqueue(
        resizeMediaImageContract.name,
        { mediaId },
        { jobId: resizeMediaImageJobId(mediaId) },
      );
    if (stored.length > 0)
      await queue.enqueue(
        buildSearchDocumentsJob.name,
        { productIds: [productId] },
        { jobId: `search-docs-images-${productId}-${stored.join('-')}` },
      );
    return { stored: stored.length, refused };
  },
});
