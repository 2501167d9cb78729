import type { JobDefinition } from '../platform/jobs/types';
import { buildSearchDocumentsJob } from './build-search-documents';
import { ingestOfferFeedJob, ingestProductFeedJob } from './ingest-offer-feed';
import { sendMailJob } from './send-mail';

export { buildSearchDocumentsJob, ingestOfferFeedJob, ingestProductFeedJob, sendMailJob };

/** Every job the worker (server mode) or the in-process queue (embedded mode) runs. */
export const allJobs: JobDefinition[] = [
  sendMailJob as JobDefinition,
  ingestOfferFeedJob as JobDefinition,
  ingestProductFeedJob as JobDefinition,
  buildSearchDocumentsJob as JobDefinition,
];
