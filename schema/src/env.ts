import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The repository root (this file is schema/src/env.ts). pnpm runs each package's scripts inside
 * the package folder, so a default relative to the working directory would give `pnpm start`
 * and `pnpm indexer` two different data folders.
 */
const REPOSITORY_ROOT = resolve(import.meta.dirname, '../..');

/**
 * DATA_DIR as an absolute path: the default is `.data` at the repository root; a relative value
 * is taken from the folder the command was typed in (pnpm passes it as INIT_CWD).
 */
function dataDirectory(value: string | undefined): string {
  if (value === undefined) return resolve(REPOSITORY_ROOT, '.data');
  if (isAbsolute(value)) return value;
  return resolve(process.env.INIT_CWD ?? process.cwd(), value);
}

/**
 * Environment shared by every service. Absent DATABASE_URL means embedded PGlite in DATA_DIR;
 * absent REDIS_URL means jobs run in process. Parsed once at start-up with `parseEnv`.
 */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `pretty` (readable, German dates) or `json` lines; unset: pretty in a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** PGlite, files and the session secret in embedded mode; `.data` at the repository root by default. */
  DATA_DIR: z.string().min(1).optional().transform(dataDirectory),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Spielraum <noreply@spielraum.localhost>'),
  MEILI_URL: z.url({ message: 'must be an http(s) URL' }).optional(),
  MEILI_KEY: z.string().optional(),
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses `source` with `schema`; on failure throws an EnvError with one line per bad variable. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const shown =
      typeof cleaned[name] === 'string' ? ` (got "${redact(name, cleaned[name] as string)}")` : '';
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(problems);
}

function redact(name: string, value: string): string {
  if (/SECRET|PASSWORD|KEY|TOKEN/i.test(name)) return '***';
  return value.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@').slice(0, 120);
}

export type BaseEnv = z.infer<typeof baseEnvSchema>;
