import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LIMITS } from '@spielraum/schema';
import type { DatabaseHandle } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import type { FileStore, StoredFile } from './files';
import type { Logger } from './logger';

/** The SPEC §9 widths the image endpoint serves a media file in. */
const MEDIA_IMAGE_WIDTHS: readonly number[] = LIMITS.imageBreakpoints;

/**
 * The width served when a request names none: the largest breakpoint. Without `w` someone opens
 * the image itself (a link preview, a feed reader, a click on "open image"), who wants the whole
 * picture rather than a thumbnail.
 */
export const MEDIA_IMAGE_DEFAULT_WIDTH = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!;

/** The encodings a variant is stored in. */
export type MediaImageFormat = 'avif' | 'webp' | 'jpeg';

/**
 * The formats the background job writes for every width. JPEG is only for clients that accept
 * neither (no current browser), so it is made when one asks, not ahead.
 */
const MEDIA_IMAGE_JOB_FORMATS: readonly MediaImageFormat[] = ['avif', 'webp'];

const MEDIA_IMAGE_CONTENT_TYPES: Record<MediaImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Encoder settings, sharp's defaults for each format's "same visual quality" except AVIF's
 * effort: at the default effort 4 a 1200 px cover took 3–7 s, at effort 2 under 1 s for 3 %
 * more bytes. Measured on demo covers (1200 px PNG originals) on this machine:
 * 450 px: AVIF 4.9 KB, WebP 15.8 KB, JPEG (mozjpeg) 11.2 KB; 1200 px: AVIF 10.9 KB, WebP
 * 35.1 KB, JPEG 33.4 KB. AVIF is about a third of WebP at twice its encode time, paid once.
 */
const ENCODE: Record<MediaImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/** File-store key of one stored variant: per media id, breakpoint width and format. */
export function mediaImageVariantKey(mediaId: number, width: number, format: MediaImageFormat): string {
  return `media-variants/${mediaId}/${width}.${format}`;
}

/** The deterministic job id of the resize of one media file (one job writes all its variants). */
export function resizeMediaImageJobId(mediaId: number): string {
  return `media-image-${mediaId}`;
}

/**
 * The format to answer a request with, from its `Accept` header: AVIF when accepted, else
 * WebP, else JPEG. Only explicit types count: `image/*` and `*\/*` say nothing about AVIF or
 * WebP (old browsers send them too), and a `q=0` refuses the type.
 */
export function preferredMediaImageFormat(accept: string | undefined | null): MediaImageFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (type && !(quality && Number(quality.slice(2)) === 0)) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** A media file's original that cannot be decoded: a bad file, nothing a retry fixes. */
export class MediaImageUndecodable extends Error {
  constructor(mediaId: number, original: StoredFile, cause: unknown) {
    super(
      `media file ${mediaId}: the original (${original.contentType}, ${original.data.length} bytes) cannot be decoded: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
    );
    this.name = 'MediaImageUndecodable';
  }
}

/** An image opened for resizing, decoded at most once for all the widths made from it. */
export interface OpenedImage {
  image: sharp.Sharp;
  width: number;
}

/**
 * Opens image bytes for resizing, turned upright by their EXIF orientation. An SVG (only the
 * demo's generated gallery images and logos, and covers of demo data folders from before the
 * raster covers, are stored as SVG: uploads and feed downloads accept raster formats only) is
 * rendered once, at the density that makes it as wide as the largest breakpoint, so its wide
 * variants are sharp instead of enlarged. Throws sharp's error for data it cannot decode
 * (`failOn: 'error'`: a truncated or damaged file fails instead of becoming grey pixels).
 */
export async function openImageForResizing(data: Buffer): Promise<OpenedImage> {
  const metadata = await sharp(data, { failOn: 'error' }).metadata();
  if (metadata.format === 'svg') {
    const density = 72 * (MEDIA_IMAGE_DEFAULT_WIDTH / Math.max(metadata.width, 1));
    const rendered = await sharp(data, { failOn: 'error', density: Math.min(Math.max(density, 72), 2400) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = rendered.info;
    return { image: sharp(rendered.data, { raw: { width, height, channels } }), width };
  }
  return { image: sharp(data, { failOn: 'error' }).rotate(), width: metadata.autoOrient.width };
}

/**
 * One width of an opened image in a format's encoding, never enlarged: an original narrower
 * than the width is encoded at its own width. Metadata is left out (sharp copies none unless
 * told). Used for media files and magazine images alike.
 */
export async function encodeImageWidth(
  opened: OpenedImage,
  width: number,
  format: MediaImageFormat,
): Promise<Buffer> {
  const resized = opened.image.clone().resize({ width: Math.min(width, opened.width) });
  return ENCODE[format](resized).toBuffer();
}

async function openOriginal(mediaId: number, original: StoredFile): Promise<OpenedImage> {
  try {
    return await openImageForResizing(original.data);
  } catch (error) {
    throw new MediaImageUndecodable(mediaId, original, error);
  }
}

async function encodeVariant(
  mediaId: number,
  original: StoredFile,
  opened: OpenedImage,
  width: number,
  format: MediaImageFormat,
): Promise<Buffer> {
  try {
    return await encodeImageWidth(opened, width, format);
  } catch (error) {
    throw new MediaImageUndecodable(mediaId, original, error);
  }
}

/**
 * The variants being made in this process, by key: a second request for the same image, width
 * and format waits for the first one's result instead of resizing again, and so does the job
 * when the API and the jobs share a process (embedded). Across processes the file store's
 * check before making a variant keeps the repeats to the rare simultaneous first requests.
 */
const variantsInProgress = new Map<string, Promise<StoredFile | null>>();

/**
 * A source of one media file's original, read and decoded on first use only: a request whose
 * variant is stored, or a job whose variants all are, never touches the original.
 */
function originalSource(database: DatabaseHandle, files: FileStore, mediaId: number) {
  let original: Promise<StoredFile | null> | undefined;
  let opened: Promise<OpenedImage> | undefined;
  return {
    read: () => (original ??= readOriginal({ database, files, mediaId })),
    open: (file: StoredFile) => (opened ??= openOriginal(mediaId, file)),
  };
}

/**
 * Returns the stored variant under `key`, or makes it with `source` and stores it; once per key
 * however many callers of this process ask at the same time. Null when there is no original.
 */
async function variantOnce(
  mediaId: number,
  width: number,
  format: MediaImageFormat,
  files: FileStore,
  source: ReturnType<typeof originalSource>,
): Promise<{ file: StoredFile; made: boolean } | null> {
  const key = mediaImageVariantKey(mediaId, width, format);
  const awaitOther = async (other: Promise<StoredFile | null>) => {
    const file = await other;
    return file ? { file, made: false } : null;
  };
  const pending = variantsInProgress.get(key);
  if (pending) return awaitOther(pending);
  const stored = await files.get(key);
  // checked again after the read: another caller may have started meanwhile
  const startedMeanwhile = variantsInProgress.get(key);
  if (startedMeanwhile) return awaitOther(startedMeanwhile);
  if (stored) return { file: stored, made: false };
  let resolveMaking!: (file: StoredFile | null) => void;
  let rejectMaking!: (error: unknown) => void;
  const making = new Promise<StoredFile | null>((resolve, reject) => {
    resolveMaking = resolve;
    rejectMaking = reject;
  });
  // claimed before the first await, so a caller arriving while the original is read waits here
  variantsInProgress.set(key, making);
  // callers that wait on it see the error; without a waiter it must not count as unhandled
  making.catch(() => undefined);
  try {
    const original = await source.read();
    if (!original) {
      resolveMaking(null);
      return null;
    }
    const data = await encodeVariant(mediaId, original, await source.open(original), width, format);
    const file = { data, contentType: MEDIA_IMAGE_CONTENT_TYPES[format] };
    await files.put(key, data, file.contentType);
    resolveMaking(file);
    return { file, made: true };
  } catch (error) {
    rejectMaking(error);
    throw error;
  } finally {
    variantsInProgress.delete(key);
  }
}

/**
 * One stored variant of a media file: read from the file store, or made from the original
 * (resized, never enlarged, encoded, stored under `mediaImageVariantKey`) when it is not there
 * yet, once per key however many callers ask at the same time. `made` tells whether this call
 * encoded it. Null when the media file or its original does not exist. Throws
 * `MediaImageUndecodable` for an original sharp cannot read.
 */
export async function ensureMediaImageVariant({
  database,
  files,
  mediaId,
  width,
  format,
}: {
  database: DatabaseHandle;
  files: FileStore;
  mediaId: number;
  width: number;
  format: MediaImageFormat;
}): Promise<{ file: StoredFile; made: boolean } | null> {
  return variantOnce(mediaId, width, format, files, originalSource(database, files, mediaId));
}

async function readOriginal({
  database,
  files,
  mediaId,
}: {
  database: DatabaseHandle;
  files: FileStore;
  mediaId: number;
}): Promise<StoredFile | null> {
  const [media] = await database.db
    .select({ storageKey: t.mediaFiles.storageKey })
    .from(t.mediaFiles)
    .where(eq(t.mediaFiles.id, mediaId))
    .limit(1);
  return media ? files.get(media.storageKey) : null;
}

interface ResizeMediaImageResult {
  /** The variants this run encoded (those already stored are left as they are). */
  made: number;
  skipped?: 'no media file';
}

/**
 * Writes every variant of one media file that is not stored yet: each SPEC §9 width in each
 * of `MEDIA_IMAGE_JOB_FORMATS`. Idempotent: a second run finds them all and encodes nothing.
 * A deleted media file (no row or no original) is logged and skipped; an undecodable original
 * throws `MediaImageUndecodable`.
 */
export async function resizeMediaImage({
  database,
  files,
  mediaId,
  logger,
}: {
  database: DatabaseHandle;
  files: FileStore;
  mediaId: number;
  logger?: Logger;
}): Promise<ResizeMediaImageResult> {
  const source = originalSource(database, files, mediaId);
  let made = 0;
  for (const width of MEDIA_IMAGE_WIDTHS) {
    for (const format of MEDIA_IMAGE_JOB_FORMATS) {
      const variant = await variantOnce(mediaId, width, format, files, source);
      if (!variant) {
        logger?.warn({ mediaId }, 'media file to resize does not exist');
        return { made, skipped: 'no media file' };
      }
      if (variant.made) made++;
    }
  }
  logger?.info({ mediaId, made }, 'media image resized');
  return { made };
}
