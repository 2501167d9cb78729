import { platformEnvSchema, type PlatformEnv } from '@spielraum/platform';
import { parseEnv } from '@spielraum/schema/env';

/** Environment of the indexer worker and CLI: the platform's, nothing of their own. */
export type IndexerEnv = PlatformEnv;

export function loadIndexerEnv(source: Record<string, string | undefined> = process.env): IndexerEnv {
  return parseEnv(platformEnvSchema, source);
}
