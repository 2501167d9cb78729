import type { Platform } from '@spielraum/platform';
import type { RateLimitStore } from '../rate-limit/store';
import type { AccountsConfig } from './config';

/** What every account route gets: the platform, the configuration and the abuse-limit store. */
export interface AccountsContext {
  platform: Platform;
  config: AccountsConfig;
  limits: RateLimitStore;
}
