import { Readable } from 'node:stream';
import { FeedReadError, type FeedReader, type RowError } from '../types';

/**
 * Test helpers for the readers: a feed as a byte stream (in small chunks to exercise chunk
 * boundaries) and the outcome of reading it.
 */
export function feedStream(content: string | Buffer, chunkSize = 64 * 1024): Readable {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  function* chunks(): Generator<Buffer> {
    for (let start = 0; start < bytes.length; start += chunkSize)
      yield bytes.subarray(start, start + chunkSize);
  }
  return Readable.from(chunks(), { objectMode: false });
}

export interface ReadOutcome<T> {
  rows: T[];
  errors: RowError[];
}

/** Reads a whole feed; rethrows a FeedReadError. */
export async function readAll<T>(
  reader: FeedReader<T>,
  content: string | Buffer | Readable,
  chunkSize?: number,
): Promise<ReadOutcome<T>> {
  const input = content instanceof Readable ? content : feedStream(content, chunkSize);
  const outcome: ReadOutcome<T> = { rows: [], errors: [] };
  for await (const parsed of reader(input)) {
    if (parsed.ok) outcome.rows.push(parsed.row);
    else outcome.errors.push(parsed.error);
  }
  return outcome;
}

/** The FeedReadError a feed throws (fails the test when it reads fine). */
export async function readFailure<T>(
  reader: FeedReader<T>,
  content: string | Buffer,
  chunkSize?: number,
): Promise<FeedReadError> {
  try {
    await readAll(reader, content, chunkSize);
  } catch (error) {
    if (error instanceof FeedReadError) return error;
    throw error;
  }
  throw new Error('expected a FeedReadError, but the feed was read');
}
