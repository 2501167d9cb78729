import type { JobDefinition, Platform } from '@spielraum/platform';
import { createTestPlatform as createPlatformForTest } from '@spielraum/platform/testing';
import { allJobs } from '../jobs/index';

/**
 * The platform's test platform (see `@spielraum/platform/testing`) running the indexer's jobs,
 * so tests produce data the way the worker and the all-in-one process do.
 */
export async function createTestPlatform(
  options: {
    jobs?: readonly JobDefinition[];
    /** Deliver mail over SMTP (a local test server). */ smtpUrl?: string;
  } = {},
): Promise<Platform> {
  return createPlatformForTest({ ...options, jobs: options.jobs ?? allJobs });
}

export { deleteQueuePrefix } from '@spielraum/platform/testing';
export { createTestCatalogue, type TestCatalogue } from './catalogue';
export { TestPushService, type ReceivedPush, type TestSubscription } from './push-service';
