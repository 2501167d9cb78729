import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { mediaImageVariantKey, resizeMediaImageJobId, type Platform } from '@spielraum/platform';
import { createTestPlatform } from '../testing/platform';
import { allJobs } from './index';
import { resizeMediaImageJob } from './resize-media-image';

describe(`resize-media-image job (${testMode()} mode)`, () => {
  let platform: Platform;
  let nextId = 500;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  const storeMedia = async (data: Buffer) => {
    const id = nextId++;
    await platform.files.put(`covers/job-${id}.png`, data, 'image/png');
    await platform.database.db
      .insert(t.mediaFiles)
      .values({ id, storageKey: `covers/job-${id}.png`, contentType: 'image/png' });
    return id;
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 42, g: 157, b: 143 } } })
      .png()
      .toBuffer();
  const run = async (mediaId: number) => {
    await platform.queue.enqueue(
      resizeMediaImageJob.name,
      { mediaId },
      { jobId: resizeMediaImageJobId(mediaId) },
    );
    await platform.queue.drain(60_000);
  };

  it('is one of the jobs the worker and the in-process queue run', () => {
    expect(allJobs).toContain(resizeMediaImageJob);
  });

  it('writes every breakpoint width as AVIF and WebP, and a second run encodes nothing', async () => {
    const mediaId = await storeMedia(await png(1500, 1000));
    await run(mediaId);
    for (const width of LIMITS.imageBreakpoints) {
      const webp = await platform.files.get(mediaImageVariantKey(mediaId, width, 'webp'));
      expect(webp?.contentType).toBe('image/webp');
      expect(await sharp(webp!.data).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 2) / 3),
      });
      const avif = await platform.files.get(mediaImageVariantKey(mediaId, width, 'avif'));
      expect(avif?.contentType).toBe('image/avif');
      expect(await sharp(avif!.data).metadata()).toMatchObject({ compression: 'av1', width });
    }

    const put = vi.spyOn(platform.files, 'put');
    try {
      // the same content under a new job id: the handler runs again and finds every variant
      await platform.queue.enqueue(resizeMediaImageJob.name, { mediaId }, { jobId: `again-${mediaId}` });
      await platform.queue.drain(60_000);
      expect(await platform.queue.jobState(resizeMediaImageJob.name, `again-${mediaId}`)).toEqual({
        state: 'completed',
      });
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  }, 120_000);

  it('fails an undecodable original at once, with the reason for the operator', async () => {
    const mediaId = await storeMedia(Buffer.from('\x89PNG kaputt'));
    await run(mediaId);
    const failed = (await platform.queue.failed(resizeMediaImageJob.name)).find(
      (job) => job.id === resizeMediaImageJobId(mediaId),
    );
    expect(failed?.attempts).toBe(1);
    expect(failed?.reason).toMatch(new RegExp(`^media file ${mediaId}: the original .* cannot be decoded`));
  });

  it('finishes a job for a deleted media file without failing', async () => {
    await run(1_999_999_999);
    expect(
      await platform.queue.jobState(resizeMediaImageJob.name, resizeMediaImageJobId(1_999_999_999)),
    ).toEqual({ state: 'completed' });
  });
});
