import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { platformEnvSchema } from '@spielraum/platform';
import { parseEnv, EnvError } from '@spielraum/schema/env';

/**
 * Google and Facebook sign-in: client id and secret enable a provider; the endpoint variables
 * default to the providers' real addresses (tests point them at a local OAuth2 server).
 */
export const oauthEnvSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().optional(),
  GOOGLE_TOKEN_URL: z.url().optional(),
  GOOGLE_USERINFO_URL: z.url().optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().optional(),
  FACEBOOK_TOKEN_URL: z.url().optional(),
  FACEBOOK_USERINFO_URL: z.url().optional(),
});
export type OAuthEnv = z.infer<typeof oauthEnvSchema>;

/** Environment of the search-api process (API, and in embedded mode also web and jobs). */
export const apiEnvSchema = platformEnvSchema.extend(oauthEnvSchema.shape).extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Loopback unless opened on purpose (`0.0.0.0` in a container): embedded mode shows /outbox. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin used in mails and canonical URLs. */
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  /** Signs session and anti-forgery tokens; at least 32 characters. Generated in embedded mode. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAINTENANCE_MODE: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(false),
  /**
   * How many reverse proxies of ours stand in front (our nginx: `true` or 1). Abuse limits then
   * take the client address that the outermost of them appended to X-Forwarded-For; addresses
   * the client wrote itself are ignored. `false` or 0: the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front (0-99)')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
  /** The team's address the contact form mails to (default kontakt@spielraum.example). */
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  /** Bearer token a Prometheus scraper reads `/api/metrics` with (operators may without). */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(resolve(import.meta.dirname, '../../web/dist')),
});
export type ApiEnv = z.infer<typeof apiEnvSchema> & { SESSION_SECRET: string; PUBLIC_URL: string };

/**
 * Parses the environment once at start-up. Server mode needs SESSION_SECRET from the
 * environment; embedded mode creates one in the data folder and keeps it across restarts.
 */
export function loadApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const env = parseEnv(apiEnvSchema, source);
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (env.DATABASE_URL || env.NODE_ENV === 'production') {
      throw new EnvError(['SESSION_SECRET: required in server mode (at least 32 random characters)']);
    }
    const dir = env.DATA_DIR;
    const file = join(dir, 'session-secret');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  return { ...env, SESSION_SECRET: secret, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
