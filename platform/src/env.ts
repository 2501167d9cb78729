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
  /** The VAPID key pair of web push (`web-push generate-vapid-keys`); generated in embedded mode. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
    .optional(),
  /** Who push services may contact about our messages; default `mailto:` and MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  /**
   * Accept push endpoints on loopback and private networks (`true` in the embedded portal by
   * default, for a local push service); a deployment sends only to public push services.
   */
  PUSH_ENDPOINTS_FROM_INTERNAL_HOSTS: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'only lowercase letters, digits, - and _')
    .default('spielraum'),
});
export type PlatformEnv = z.infer<typeof platformEnvSchema>;
