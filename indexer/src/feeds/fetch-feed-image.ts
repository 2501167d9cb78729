import sharp from 'sharp';
import { internalHostReason } from '@spielraum/platform';

/** What a downloaded feed image is stored as, by the format sharp read from its bytes. */
const ACCEPTED_FORMATS: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

/** A cover larger than this is no product photo but a print file; it is not downloaded. */
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_SIDE = 12_000;
const MAX_REDIRECTS = 3;

/** An image the feed names that is not stored, with the reason an operator reads in the log. */
export class FeedImageRefused extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'FeedImageRefused';
  }
}

export interface FetchedFeedImage {
  data: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

async function refuseInternalHost(url: URL, allowInternalHosts: boolean): Promise<void> {
  if (allowInternalHosts) return;
  const reason = await internalHostReason(url);
  if (reason) throw new FeedImageRefused(url.href, reason);
}

async function readLimited(response: Response, url: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new FeedImageRefused(url, `larger than ${MAX_BYTES} bytes`);
  if (!response.body) throw new FeedImageRefused(url, 'the answer has no body');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) throw new FeedImageRefused(url, `larger than ${MAX_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads one image a feed names: http(s) only, never from an internal address (checked
 * again at every redirect; `allowInternalHosts` only where the dealer's server is this machine,
 * as in tests), at most 10 MB within the timeout. What it is comes from its bytes, never from
 * the Content-Type: JPEG, PNG, WebP or GIF up to 12,000 px a side; SVG (which can carry script)
 * and everything else is refused with `FeedImageRefused`. Network failures throw as they are,
 * so the job may try again.
 */
export async function fetchFeedImage({
  url,
  allowInternalHosts = false,
  timeoutMs = 20_000,
}: {
  url: string;
  allowInternalHosts?: boolean;
  timeoutMs?: number;
}): Promise<FetchedFeedImage> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FeedImageRefused(url, 'not an address');
  }
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new FeedImageRefused(url, `protocol ${target.protocol} is not fetched`);
    await refuseInternalHost(target, allowInternalHosts);
    const response = await fetch(target, {
      redirect: 'manual',
      signal,
      headers: { 'user-agent': 'Spielraum-Indexer/1.0', accept: 'image/*' },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new FeedImageRefused(url, `more than ${MAX_REDIRECTS} redirects`);
      target = new URL(location, target);
      continue;
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new FeedImageRefused(url, `answered ${response.status}`);
    }
    const data = await readLimited(response, url);
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(data).metadata();
    } catch {
      throw new FeedImageRefused(url, 'no readable image');
    }
    const format = ACCEPTED_FORMATS[metadata.format];
    if (!format) throw new FeedImageRefused(url, `images of format ${metadata.format} are not stored`);
    const { width, height } = metadata.autoOrient;
    if (width > MAX_SIDE || height > MAX_SIDE)
      throw new FeedImageRefused(url, `${width}×${height} px, at most ${MAX_SIDE} px a side`);
    return { data, ...format, width, height };
  }
}
