import type { JobDefinition, JobQueue } from '@spielraum/platform';
import { buildSearchDocumentsJob } from './build-search-documents';
import {
  evaluateAlertsJob,
  evaluateNewsAlertsJob,
  publishDuePostsJob,
  schedulePostSweep,
} from './evaluate-alerts';
import {
  deliverPushNotificationsJob,
  schedulePushSweep,
  sendTestPushJob,
} from './deliver-push-notifications';
import { fetchProductImagesJob } from './fetch-product-images';
import { ingestOfferFeedJob, ingestProductFeedJob } from './ingest-offer-feed';
import { purgeExpiredDataJob, schedulePurge } from './purge-expired-data';
import { resizeMagazineImageJob, resizeMagazineImageJobId } from './resize-magazine-image';
import { resizeMediaImageJob } from './resize-media-image';
import { sendAlertMailsJob, scheduleAlertDigest } from './send-alert-mails';
import { sendMailJob } from './send-mail';

export {
  buildSearchDocumentsJob,
  deliverPushNotificationsJob,
  evaluateAlertsJob,
  evaluateNewsAlertsJob,
  ingestOfferFeedJob,
  ingestProductFeedJob,
  publishDuePostsJob,
  purgeExpiredDataJob,
  resizeMagazineImageJob,
  resizeMagazineImageJobId,
  resizeMediaImageJob,
  scheduleAlertDigest,
  sendAlertMailsJob,
  sendMailJob,
  sendTestPushJob,
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
  deliverPushNotificationsJob as JobDefinition,
  sendTestPushJob as JobDefinition,
  resizeMagazineImageJob as JobDefinition,
  resizeMediaImageJob as JobDefinition,
  fetchProductImagesJob as JobDefinition,
  publishDuePostsJob as JobDefinition,
  purgeExpiredDataJob as JobDefinition,
];

/**
 * Registers the recurring jobs (the daily alert digest, the sweep of due magazine posts, the push sweep, the nightly purge of expired personal data): BullMQ
 * job schedulers in server mode (upserted, so every worker start may call it), timers in the
 * embedded process.
 */
export async function scheduleRecurringJobs(queue: JobQueue): Promise<void> {
  await scheduleAlertDigest(queue);
  await schedulePostSweep(queue);
  await schedulePushSweep(queue);
  await schedulePurge(queue);
}
