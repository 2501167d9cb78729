import { z } from 'zod';
import { baseEnvSchema, parseEnv } from '@spielraum/schema/env';

/** Environment of the indexer worker and CLI. */
export const indexerEnvSchema = baseEnvSchema.extend({
  FILES_DIR: z.string().min(1).optional(),
  /** The portal's public address, for links in alert mails. */
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** How long a worker holds a job's lock; a killed worker's job is taken over after this. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'only lowercase letters, digits, - and _')
    .default('spielraum'),
});
export type IndexerEnv = z.infer<typeof indexerEnvSchema>;

export function loadIndexerEnv(source: Record<string, string | undefined> = process.env): IndexerEnv {
  return parseEnv(indexerEnvSchema, source);
}
