import { z } from 'zod';

/** Where a feed comes from: a local file, an upload in the file store, or an HTTP(S) URL. */
export const feedSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), path: z.string().min(1) }),
  z.object({ kind: z.literal('upload'), key: z.string().min(1) }),
  z.object({ kind: z.literal('url'), url: z.url({ protocol: /^https?$/ }) }),
]);
export type FeedSource = z.infer<typeof feedSourceSchema>;

/** How a feed run records its source (`feed_runs.source`). */
export function describeSource(source: FeedSource): string {
  if (source.kind === 'file') return `file:${source.path}`;
  if (source.kind === 'upload') return `upload:${source.key}`;
  return source.url;
}

/**
 * Where an uploaded or CLI-ingested feed file is kept in the file store: per dealer, named by its
 * content hash, with the file's extension (letters and dots only) so the format reads from it.
 */
export function uploadedFeedKey(dealerId: number, contentHash: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? fileName
          .slice(dot)
          .toLowerCase()
          .replace(/[^a-z.]/g, '')
      : '';
  return `feeds/dealer-${dealerId}/${contentHash}${extension}`;
}
