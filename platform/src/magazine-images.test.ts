import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazineImageKey } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from './index';
import { createTestPlatform } from './testing';
import { MagazineImageRejected, storeMagazineImage } from './magazine-images';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f5d50' } })
    .png()
    .toBuffer();

describe(`storeMagazineImage (${testMode()} mode)`, () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const store = (data: Buffer, alt = 'Würfel auf dem Spieltisch') =>
    storeMagazineImage({ database: platform.database, files: platform.files, data, alt, uploadedBy: null });

  it('inserts the row and writes the original with its content type', async () => {
    const data = await png(1600, 900);
    const image = await store(data);
    expect(image).toEqual({
      id: expect.any(Number),
      width: 1600,
      height: 900,
      widths: [],
      alt: 'Würfel auf dem Spieltisch',
    });
    const [row] = await platform.database.db
      .select()
      .from(t.magazineImages)
      .where(eq(t.magazineImages.id, image.id));
    expect(row).toMatchObject({
      fileKey: magazineImageKey(image.id, 'original'),
      width: 1600,
      height: 900,
      widths: [],
    });
    const file = await platform.files.get(magazineImageKey(image.id, 'original'));
    expect(file?.contentType).toBe('image/png');
    expect(file?.data.equals(data)).toBe(true);
  });

  it('records the size as displayed, after the EXIF orientation', async () => {
    const rotated = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#e07a5f' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await store(rotated);
    expect(image).toMatchObject({ width: 600, height: 1200 });
    expect((await platform.files.get(magazineImageKey(image.id, 'original')))?.contentType).toBe(
      'image/jpeg',
    );
  });

  it('refuses what is no accepted image, and images over 12000 px a side, storing nothing', async () => {
    const countImages = async () =>
      (await platform.database.query<{ n: number }>(sql`select count(*)::int as n from magazine_images`))[0]!
        .n;
    const before = await countImages();
    const refusal = (data: Buffer) => store(data).catch((error: unknown) => error);
    const text = await refusal(Buffer.from('kein Bild, nur Text'));
    expect(text).toBeInstanceOf(MagazineImageRejected);
    expect(text).toMatchObject({ reason: 'type' });
    const svg = await refusal(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    );
    expect(svg).toMatchObject({ reason: 'type' });
    const wide = await refusal(await png(12_001, 4));
    expect(wide).toBeInstanceOf(MagazineImageRejected);
    expect(wide).toMatchObject({ reason: 'dimensions' });
    expect(await store(await png(12_000, 4))).toMatchObject({ width: 12_000 });
    expect(await countImages()).toBe(before + 1);
  });
});
