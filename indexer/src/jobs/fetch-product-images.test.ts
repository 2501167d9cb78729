import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { mediaImageVariantKey, type Platform } from '@spielraum/platform';
import { fetchFeedImage, FeedImageRefused } from '../feeds/fetch-feed-image';
import { createTestCatalogue } from '../testing/catalogue';
import { createTestPlatform } from '../testing/platform';
import { fetchProductImagesJob } from './fetch-product-images';
import { allJobs } from './index';
import { ingestOfferFeedJob, ingestProductFeedJob } from './ingest-offer-feed';

/** A dealer's image server: real files over HTTP on loopback, and the answers a CDN may give. */
function startImageServer(files: Record<string, { type: string; body: Buffer }>) {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/redirect.png') {
      response.writeHead(302, { location: '/cover.png' }).end();
      return;
    }
    const file = files[path];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  return new Promise<{ server: Server; base: string; hits: Map<string, number> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    );
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

describe(`images named by product feeds (${testMode()} mode)`, () => {
  let platform: Platform;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  beforeAll(async () => {
    images = await startImageServer({
      '/cover.png': { type: 'image/png', body: await png(1600, 1600) },
      '/back.jpg': {
        type: 'application/octet-stream', // a wrong type: what it is comes from its bytes
        body: await sharp(await png(900, 600))
          .jpeg()
          .toBuffer(),
      },
      '/evil.svg': {
        type: 'image/png', // a lie: an SVG that claims to be PNG is still refused
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    });
    vi.stubEnv('FEED_IMAGES_FROM_INTERNAL_HOSTS', 'true');
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await platform?.close();
    images?.server.close();
  });

  const ingest = async (name: string, mediaFiles: string[]) => {
    const path = join(platform.dataDir, `${name}.jsonl`);
    await writeFile(
      path,
      JSON.stringify({
        product_id: 'IMG-1',
        label: 'Cascadia',
        group: 'brettspiele',
        product_type: 'game',
        description: 'Lebensräume und Tiere legen.',
        publisher: ['Kosmos'],
        media_files: mediaFiles,
      }) + '\n',
    );
    await platform.queue.enqueue(
      ingestProductFeedJob.name,
      { format: 'product_jsonl', source: { kind: 'file', path } },
      { jobId: name },
    );
    await platform.queue.drain(120_000);
  };
  const mediaOf = async () => {
    const [product] = await platform.database.db
      .select({ id: t.products.id, imageUrls: t.products.imageUrls })
      .from(t.products)
      .where(eq(t.products.externalId, 'IMG-1'));
    const media = await platform.database.db
      .select()
      .from(t.mediaFiles)
      .where(eq(t.mediaFiles.productId, product!.id))
      .orderBy(asc(t.mediaFiles.position));
    return { product: product!, media };
  };

  it('is one of the jobs the worker and the in-process queue run', () => {
    expect(allJobs).toContain(fetchProductImagesJob);
  });

  it('downloads each image once, keeps raster images by their bytes, refuses the rest and resizes the cover', async () => {
    const urls = [
      `${images.base}/redirect.png`,
      `${images.base}/back.jpg`,
      `${images.base}/evil.svg`,
      `${images.base}/missing.png`,
    ];
    await ingest('images-1', [...urls, 'file:///etc/passwd']);
    const { product, media } = await mediaOf();
    expect(product.imageUrls).toEqual(urls); // the file: address never leaves the feed row
    expect(media.map((file) => [file.sourceUrl, file.contentType, file.width, file.isCover])).toEqual([
      [urls[0], 'image/png', 1600, true],
      [urls[1], 'image/jpeg', 900, false],
    ]);
    // resized in the background into the SPEC widths
    const variant = await platform.files.get(mediaImageVariantKey(media[0]!.id, 450, 'webp'));
    expect((await sharp(variant!.data).metadata()).width).toBe(450);

    // the same addresses again (another feed run): nothing is downloaded a second time
    const before = images.hits.get('/cover.png');
    await ingest('images-2', [...urls, `${images.base}/cover.png`]);
    expect(images.hits.get('/cover.png')).toBe((before ?? 0) + 1); // only the new address
    const again = await mediaOf();
    expect(again.media).toHaveLength(3);
    expect(again.media.filter((file) => file.isCover).map((file) => file.sourceUrl)).toEqual([urls[0]]);
  }, 180_000);

  it("gives a game without any picture the image of its dealer's offer", async () => {
    const catalogue = await createTestCatalogue(platform.database, 1);
    const [bare] = await platform.database.db
      .select({ id: t.products.id, gtin: t.productVersions.gtin })
      .from(t.products)
      .innerJoin(t.productVersions, eq(t.productVersions.productId, t.products.id))
      .where(eq(t.products.id, catalogue.productIds[0]!));
    await platform.database.db.delete(t.mediaFiles).where(eq(t.mediaFiles.productId, bare!.id));
    const path = join(platform.dataDir, 'offers-with-images.csv');
    await writeFile(
      path,
      'id,title,link,price,gtin,brand,availability,shipping,image_link\n' +
        `C-1,Mit Bild,https://test.example/c,19.99 EUR,${bare!.gtin},X,in_stock,DE:::1.00 EUR,${images.base}/back.jpg\n`,
    );
    await platform.queue.enqueue(
      ingestOfferFeedJob.name,
      { dealerId: catalogue.dealerId, format: 'google_csv', full: false, source: { kind: 'file', path } },
      { jobId: 'offers-with-images' },
    );
    await platform.queue.drain(120_000);
    const media = await platform.database.db
      .select()
      .from(t.mediaFiles)
      .where(eq(t.mediaFiles.productId, bare!.id));
    expect(media.map((file) => [file.sourceUrl, file.contentType, file.isCover])).toEqual([
      [`${images.base}/back.jpg`, 'image/jpeg', true],
    ]);
  }, 180_000);

  it('never fetches from internal addresses unless the operator allows it', async () => {
    await expect(
      fetchFeedImage({ url: `${images.base}/cover.png`, allowInternalHosts: false }),
    ).rejects.toThrow(FeedImageRefused);
    await expect(fetchFeedImage({ url: 'http://169.254.169.254/latest/meta-data' })).rejects.toThrow(
      /internal address/,
    );
    await expect(fetchFeedImage({ url: 'http://[::1]/x.png' })).rejects.toThrow(/internal address/);
    await expect(fetchFeedImage({ url: 'ftp://example.org/x.png' })).rejects.toThrow(/protocol/);
    const image = await fetchFeedImage({ url: `${images.base}/cover.png`, allowInternalHosts: true });
    expect([image.contentType, image.width]).toEqual(['image/png', 1600]);
  });
});
