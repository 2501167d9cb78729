import { z } from 'zod';
import { baseEnvSchema } from '@spielraum/schema/env';

/**
 * Environment of the infrastructure every process builds with `createPlatform`: the base
 * variables (data folder, database, Redis, mail) plus files, queue and worker settings. The
 * indexer parses it as it is; search-api extends it with its own variables.
 */
export const platformEnvSchema = baseEnvSchema.extend({
  FILES_DIR: z.string().min(1).optional(),
  /** The portal's public address, for links in mails. */
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** How long a worker holds a job's lock; a killed worker's job is taken over after this. */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'only lowercase letters, digits, - and _')
    .default('spielraum'),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;
