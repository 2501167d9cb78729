import type { JobDefinition } from '@spielraum/platform';
import { buildSearchDocumentsJob } from './build-search-documents';
import { evaluateAlertsJob, evaluateNewsAlertsJob } from './evaluate-alerts';
import { ingestOfferFeedJob, ingestProductFeedJob } from './ingest-offer-feed';
import { sendAlertMailsJob, scheduleAlertDigest } from './send-alert-mails';
import { sendMailJob } from './send-mail';

export {
  buildSearchDocumentsJob,
  evaluateAlertsJob,
  evaluateNewsAlertsJob,
  ingestOfferFeedJob,
  ingestProductFeedJob,
  scheduleAlertDigest,
  sendAlertMailsJob,
  sendMailJob,
};

/** Every job the worker (server mode) or the in-process queue (embedded mode) runs. */
export const allJobs: JobDefinition[] = [
  sendMailJob as JobDefinition,
  ingestOfferFeedJob as JobDefinition,
  ingestProductFeedJob as JobDefinition,
  buildSearchDocumentsJob as JobDefinition,
  evaluateAlertsJob as JobDefinition,
  evaluateNewsAlertsJob as JobDefinition,
  sendAlertMailsJob as JobDefinition,
];
