import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGAZINE_IMAGE_WIDTHS, magazineImageKey } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { storeMagazineImage, type Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { allJobs } from './index';
import { resizeMagazineImageJob, resizeMagazineImageJobId } from './resize-magazine-image';

describe(`resize-magazine-image job (${testMode()} mode)`, () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const upload = async (width: number, height: number) =>
    storeMagazineImage({
      database: platform.database,
      files: platform.files,
      data: await sharp({
        create: { width, height, channels: 4, background: { r: 242, g: 193, b: 78, alpha: 1 } },
      })
        .png()
        .toBuffer(),
      alt: 'Spieltisch',
      uploadedBy: null,
    });

  it('is one of the jobs the worker and the in-process queue run', () => {
    expect(allJobs).toContain(resizeMagazineImageJob);
  });

  it('writes every width of a 1600×900 original as WebP and records them', async () => {
    const image = await upload(1600, 900);
    await platform.queue.enqueue(
      resizeMagazineImageJob.name,
      { imageId: image.id },
      { jobId: resizeMagazineImageJobId(image.id) },
    );
    await platform.queue.drain(30_000);
    const [row] = await platform.database.db
      .select({ widths: t.magazineImages.widths })
      .from(t.magazineImages)
      .where(eq(t.magazineImages.id, image.id));
    expect(row?.widths).toEqual([450, 600, 768, 1024, 1200]);
    for (const width of MAGAZINE_IMAGE_WIDTHS) {
      const file = await platform.files.get(magazineImageKey(image.id, width));
      expect(file?.contentType).toBe('image/webp');
      const metadata = await sharp(file!.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 900) / 1600) });
    }
  });

  it('gives a 500 px original only the widths that fit', async () => {
    const image = await upload(500, 500);
    await platform.queue.enqueue(
      resizeMagazineImageJob.name,
      { imageId: image.id },
      { jobId: resizeMagazineImageJobId(image.id) },
    );
    await platform.queue.drain(30_000);
    const [row] = await platform.database.db
      .select({ widths: t.magazineImages.widths })
      .from(t.magazineImages)
      .where(eq(t.magazineImages.id, image.id));
    expect(row?.widths).toEqual([450]);
    expect(await platform.files.get(magazineImageKey(image.id, 600))).toBeNull();
  });

  it('fails a corrupt original at once, with the reason for the operator', async () => {
    const image = await upload(1600, 900);
    await platform.files.put(
      magazineImageKey(image.id, 'original'),
      Buffer.from('\x89PNG kaputt'),
      'image/png',
    );
    const jobId = resizeMagazineImageJobId(image.id);
    await platform.queue.enqueue(resizeMagazineImageJob.name, { imageId: image.id }, { jobId });
    await platform.queue.drain(30_000);
    const failed = (await platform.queue.failed(resizeMagazineImageJob.name)).find((job) => job.id === jobId);
    expect(failed?.attempts).toBe(1);
    expect(failed?.reason).toMatch(
      new RegExp(`^magazine image ${image.id}: the original .* cannot be decoded`),
    );
  });

  it('finishes a job for a deleted image without failing', async () => {
    await platform.queue.enqueue(
      resizeMagazineImageJob.name,
      { imageId: 1_999_999_999 },
      { jobId: resizeMagazineImageJobId(1_999_999_999) },
    );
    await platform.queue.drain(30_000);
    expect(
      await platform.queue.jobState(resizeMagazineImageJob.name, resizeMagazineImageJobId(1_999_999_999)),
    ).toEqual({ state: 'completed' });
  });
});
