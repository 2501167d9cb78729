import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { mediaImageVariantKey, resizeMediaImageJobId, type Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY_ACCEPT = 'image/webp,*/*';

/** A 1600×1200 photo-like PNG: wider than every breakpoint, so each width is a real resize. */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 31, g: 78, b: 95 } } })
    .composite([
      {
        input: await sharp({
          create: {
            width: width / 2,
            height: height / 2,
            channels: 3,
            background: { r: 242, g: 193, b: 78 },
          },
        })
          .png()
          .toBuffer(),
        top: height / 4,
        left: width / 4,
      },
    ])
    .png()
    .toBuffer();
}

describe(`GET /api/images/{id} (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  let nextId = 100;

  async function storeMedia(data: Buffer | string, contentType: string): Promise<number> {
    const id = nextId++;
    const storageKey = `covers/test-${id}`;
    await platform.files.put(storageKey, data, contentType);
    await platform.database.db.insert(t.mediaFiles).values({ id, storageKey, contentType });
    return id;
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('answers every breakpoint width as WebP when accepted, JPEG otherwise', async () => {
    const id = await storeMedia(await photo(1600, 1200), 'image/png');
    for (const width of LIMITS.imageBreakpoints) {
      const webp = await app.request(`/api/images/${id}?w=${width}`, {
        headers: { accept: WEBP_ONLY_ACCEPT },
      });
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 3) / 4),
      });

      const jpeg = await app.request(`/api/images/${id}?w=${width}`, { headers: { accept: 'image/*,*/*' } });
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({
        format: 'jpeg',
        width,
      });
    }
  }, 120_000);

  it('answers AVIF to browsers that name it, with long caching that varies by Accept', async () => {
    const id = await storeMedia(await photo(1600, 1200), 'image/png');
    const response = await app.request(`/api/images/${id}?w=450`, { headers: { accept: CHROME_ACCEPT } });
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'heif', compression: 'av1', width: 450 });
  });

  it('serves the largest breakpoint without a width, and a 1200 px raster from an SVG original', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#264653"/><circle cx="400" cy="400" r="200" fill="#e9c46a"/></svg>`;
    const id = await storeMedia(svg, 'image/svg+xml');
    for (const path of [`/api/images/${id}`, `/api/images/${id}?w=1200`]) {
      const response = await app.request(path, { headers: { accept: WEBP_ONLY_ACCEPT } });
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 1200,
        height: 1200,
      });
    }
  });

  it('never enlarges: a 500 px original is served at 500 px for the wider breakpoints', async () => {
    const id = await storeMedia(await photo(500, 400), 'image/png');
    const response = await app.request(`/api/images/${id}?w=1024`, { headers: { accept: WEBP_ONLY_ACCEPT } });
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(500);
  });

  it('resizes once per image, width and format however many ask at once, and queues the rest', async () => {
    const id = await storeMedia(await photo(1600, 1200), 'image/png');
    const key = mediaImageVariantKey(id, 600, 'webp');
    const put = vi.spyOn(platform.files, 'put');
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          app.request(`/api/images/${id}?w=600`, { headers: { accept: WEBP_ONLY_ACCEPT } }),
        ),
      );
      const later = await app.request(`/api/images/${id}?w=600`, { headers: { accept: WEBP_ONLY_ACCEPT } });
      for (const answer of [...answers, later]) {
        expect(answer.status).toBe(200);
        expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(600);
      }
      await platform.queue.drain(60_000);
      expect(put.mock.calls.filter(([written]) => written === key)).toHaveLength(1);
      // the job made the other widths and formats; the one made on the spot it left alone
      expect(await platform.queue.jobState('resize-media-image', resizeMediaImageJobId(id))).toEqual({
        state: 'completed',
      });
      for (const width of LIMITS.imageBreakpoints)
        for (const format of ['avif', 'webp'] as const)
          expect(await platform.files.get(mediaImageVariantKey(id, width, format))).not.toBeNull();
      expect(await platform.files.get(mediaImageVariantKey(id, 600, 'jpeg'))).toBeNull();
    } finally {
      put.mockRestore();
    }
  }, 120_000);

  it('answers 404 for unknown ids and undecodable originals, 400 for widths off the breakpoints', async () => {
    expect((await app.request('/api/images/999999')).status).toBe(404);
    const broken = await storeMedia(Buffer.from('\x89PNG kaputt'), 'image/png');
    expect((await app.request(`/api/images/${broken}?w=450`)).status).toBe(404);
    const id = await storeMedia(await photo(800, 600), 'image/png');
    expect((await app.request(`/api/images/${id}?w=451`)).status).toBe(400);
  });
});
