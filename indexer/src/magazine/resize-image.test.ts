import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magazineImageKey } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { storeMagazineImage, type Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { magazineImageTargetWidths, resizeMagazineImage } from './resize-image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3d405b' } });

describe(`resizeMagazineImage (${testMode()} mode)`, () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const store = async (data: Buffer) =>
    (
      await storeMagazineImage({
        database: platform.database,
        files: platform.files,
        data,
        alt: 'Testbild',
        uploadedBy: null,
      })
    ).id;
  const resize = (imageId: number) =>
    resizeMagazineImage({ database: platform.database, files: platform.files, imageId });
  const widthsOf = async (imageId: number) =>
    (
      await platform.database.db
        .select({ widths: t.magazineImages.widths })
        .from(t.magazineImages)
        .where(eq(t.magazineImages.id, imageId))
    )[0]?.widths;
  const webpSize = async (imageId: number, width: number) => {
    const file = await platform.files.get(magazineImageKey(imageId, width));
    if (!file) return null;
    const metadata = await sharp(file.data).metadata();
    return {
      contentType: file.contentType,
      format: metadata.format,
      width: metadata.width,
      height: metadata.height,
      exif: metadata.exif,
      orientation: metadata.orientation,
    };
  };

  it('chooses the widths that fit, and the smallest one for a narrow original', () => {
    expect(magazineImageTargetWidths(1600)).toEqual([450, 600, 768, 1024, 1200]);
    expect(magazineImageTargetWidths(1200)).toEqual([450, 600, 768, 1024, 1200]);
    expect(magazineImageTargetWidths(1023)).toEqual([450, 600, 768]);
    expect(magazineImageTargetWidths(500)).toEqual([450]);
    expect(magazineImageTargetWidths(120)).toEqual([450]);
  });

  it('writes only the widths a 500 px original fills', async () => {
    const id = await store(await solid(500, 300).png().toBuffer());
    expect(await resize(id)).toEqual({ widths: [450] });
    expect(await widthsOf(id)).toEqual([450]);
    expect(await webpSize(id, 450)).toMatchObject({ format: 'webp', width: 450, height: 270 });
    expect(await webpSize(id, 600)).toBeNull();
  });

  it('never enlarges: a 300 px original gets its 450 slot at 300 px', async () => {
    const id = await store(await solid(300, 200).png().toBuffer());
    expect(await resize(id)).toEqual({ widths: [450] });
    expect(await webpSize(id, 450)).toMatchObject({ width: 300, height: 200 });
  });

  it('turns the image upright by its EXIF orientation and leaves the metadata out', async () => {
    const id = await store(await solid(1200, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    expect(await resize(id)).toEqual({ widths: [450, 600] });
    const upright = await webpSize(id, 600);
    expect(upright).toMatchObject({ contentType: 'image/webp', width: 600, height: 1200 });
    expect(upright?.exif).toBeUndefined();
    expect(upright?.orientation).toBeUndefined();
  });

  it('is idempotent: a second run writes the same widths', async () => {
    const id = await store(await solid(1100, 550).png().toBuffer());
    expect(await resize(id)).toEqual({ widths: [450, 600, 768, 1024] });
    const first = await platform.files.get(magazineImageKey(id, 1024));
    expect(await resize(id)).toEqual({ widths: [450, 600, 768, 1024] });
    expect(await widthsOf(id)).toEqual([450, 600, 768, 1024]);
    expect((await platform.files.get(magazineImageKey(id, 1024)))?.data.equals(first!.data)).toBe(true);
  });

  it('finishes without work when the image or its original is gone', async () => {
    expect(await resize(2_000_000_000)).toEqual({ widths: [], skipped: 'no image row' });
    const id = await store(await solid(800, 400).png().toBuffer());
    await platform.files.delete(magazineImageKey(id, 'original'));
    expect(await resize(id)).toEqual({ widths: [], skipped: 'no original file' });
    expect(await widthsOf(id)).toEqual([]);
  });

  it('fails with a clear message when the original cannot be decoded', async () => {
    const png = await solid(1600, 900).png().toBuffer();
    const id = await store(png);
    // a transfer cut short: the header still reads, the pixels do not
    await platform.files.put(magazineImageKey(id, 'original'), png.subarray(0, 200), 'image/png');
    await expect(resize(id)).rejects.toThrow(
      new RegExp(`^magazine image ${id}: the original \\(image/png, 200 bytes\\) cannot be decoded: .+`),
    );
    expect(await widthsOf(id)).toEqual([]);
    await platform.files.put(magazineImageKey(id, 'original'), Buffer.from('no image at all'), 'image/png');
    await expect(resize(id)).rejects.toThrow(/cannot be decoded/);
  });
});
