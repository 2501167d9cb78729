import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStore } from '@spielraum/platform';
import { FORMAT_HEAD_BYTES, type FeedSource } from '@spielraum/schema/feeds';
import { FeedReadError } from './types';
import { OperatorError } from '../operator-error';

/** SHA-256 of a stream's bytes, hex. */
export async function hashStream(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** The first `bytes` of a stream (fewer when it is shorter); the stream is closed afterwards. */
export async function readHead(stream: NodeJS.ReadableStream, bytes = FORMAT_HEAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(buffer);
      length += buffer.length;
      if (length >= bytes) break;
    }
  } finally {
    (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

export interface OpenedFeed {
  /** A fresh stream of the feed's bytes each time it is called. */
  open(): Promise<NodeJS.ReadableStream>;
  contentHash: string;
  /** The feed's size in bytes, when the source knows it (a file, a download); null otherwise. */
  size: number | null;
  /** Validators to store for the next conditional GET (URL sources). */
  etag: string | null;
  lastModified: string | null;
  cleanup(): Promise<void>;
}

export type FetchResult = { notModified: true } | ({ notModified: false } & OpenedFeed);

/**
 * Opens a feed source. URLs are fetched with conditional GET (If-None-Match /
 * If-Modified-Since from the previous run) and downloaded to a temporary file while hashing,
 * so the feed is read from disk, streamed, however large it is.
 */
export async function openFeedSource({
  source,
  files,
  tempDir,
  validators,
  timeoutMs = 120_000,
}: {
  source: FeedSource;
  files: FileStore;
  tempDir: string;
  validators?: { etag: string | null; lastModified: string | null };
  timeoutMs?: number;
}): Promise<FetchResult> {
  if (source.kind === 'file') {
    let size: number;
    try {
      size = (await stat(source.path)).size;
    } catch {
      throw new FeedReadError(`feed file not found: ${source.path}`);
    }
    const contentHash = await hashStream(createReadStream(source.path));
    return {
      notModified: false,
      open: async () => createReadStream(source.path),
      contentHash,
      size,
      etag: null,
      lastModified: null,
      cleanup: async () => {},
    };
  }
  if (source.kind === 'upload') {
    const first = await files.openRead(source.key);
    if (!first) throw new FeedReadError(`uploaded feed not found: ${source.key}`);
    const contentHash = await hashStream(first);
    return {
      notModified: false,
      open: async () => {
        const stream = await files.openRead(source.key);
        if (!stream) throw new FeedReadError(`uploaded feed not found: ${source.key}`);
        return stream;
      },
      contentHash,
      size: null,
      etag: null,
      lastModified: null,
      cleanup: async () => {},
    };
  }
  const headers: Record<string, string> = {
    'user-agent': 'Spielraum-Indexer/1.0',
    'accept-encoding': 'gzip, br',
  };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  let response: Response;
  try {
    response = await fetch(source.url, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    // network errors are transient: the job retries with backoff
    throw new OperatorError(
      `fetching ${source.url} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (response.status === 304) return { notModified: true };
  if (response.status >= 500) throw new OperatorError(`fetching ${source.url} answered ${response.status}`);
  if (!response.ok || !response.body)
    throw new FeedReadError(`fetching ${source.url} answered ${response.status}`);
  await mkdir(tempDir, { recursive: true });
  const path = join(tempDir, `feed-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    Readable.fromWeb(response.body as WebReadableStream),
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    }),
    createWriteStream(path),
  );
  return {
    notModified: false,
    open: async () => createReadStream(path),
    contentHash: hash.digest('hex'),
    size,
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
    cleanup: () => rm(path, { force: true }),
  };
}
