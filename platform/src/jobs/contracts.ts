import { z } from 'zod';
import { feedSourceSchema, OFFER_FEED_FORMATS, PRODUCT_FEED_FORMATS } from '@spielraum/schema/feeds';
import { defineJobContract, type JobContract } from './types';

/**
 * The contracts of the portal's jobs: name, payload and queue settings, what a producer
 * enqueues against. Their handlers are the job definitions in `indexer/src/jobs`, which the
 * worker and the all-in-one process run; the API enqueues with the contracts alone.
 */

/**
 * Delivers one mail through the mailer (outbox, then SMTP in server mode); retried with backoff.
 * A delivered job is removed at once: its payload holds the mail's link tokens (`secrets`).
 */
export const sendMailContract = defineJobContract({
  name: 'send-mail',
  attempts: 8,
  removeOnComplete: true,
  urgent: true,
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1),
    html: z.string().optional(),
    secrets: z.array(z.string().min(1).max(500)).max(10).optional(),
    /** The one-click unsubscribe pair (RFC 8058); a line break would start a header of its own. */
    headers: z
      .object({
        'List-Unsubscribe': z
          .string()
          .max(1000)
          .regex(/^<https?:\/\/[^\r\n>]+>$/),
        'List-Unsubscribe-Post': z.literal('List-Unsubscribe=One-Click'),
      })
      .partial()
      .strict()
      .optional(),
  }),
});

/** Ingests one dealer offer feed; its job id is `offerFeedJobId` (or a scheduler's id for URL feeds). */
export const ingestOfferFeedContract = defineJobContract({
  name: 'ingest-offer-feed',
  attempts: 5,
  payload: z.object({
    dealerId: z.number().int().positive(),
    /** Absent: read from the feed's content when the job runs (URL feeds, schedules). */
    format: z.enum(OFFER_FEED_FORMATS).optional(),
    /** `format` was detected from the feed by whoever queued the job (recorded on the run). */
    formatDetected: z.boolean().default(false),
    full: z.boolean().default(false),
    /** The operator confirmed that this full feed may remove more offers than the guard allows. */
    allowMassRemoval: z.boolean().default(false),
    source: feedSourceSchema,
  }),
});

/**
 * The deterministic id of an offer-feed job: the dealer, the feed's content (hash) and every
 * option that changes the outcome, so the same file queued again with a corrected format, as a
 * full feed or with a confirmed mass removal, is a run of its own while the same file with the
 * same options runs once.
 */
export function offerFeedJobId({
  dealerId,
  contentKey,
  format,
  full,
  allowMassRemoval = false,
}: {
  dealerId: number;
  /** The content hash (or, for a URL fetched now, a unique key). */
  contentKey: string;
  /** Undefined: read from the content when the job runs. */
  format: string | undefined;
  full: boolean;
  allowMassRemoval?: boolean;
}): string {
  return `feed-${dealerId}-${contentKey}-${format ?? 'detect'}${full ? '-full' : ''}${allowMassRemoval ? '-allow-mass-removal' : ''}`;
}

/** Ingests one product-attribute feed (JSON Lines or CSV with the SPEC §3 attribute names). */
export const ingestProductFeedContract = defineJobContract({
  name: 'ingest-product-feed',
  attempts: 5,
  payload: z.object({ format: z.enum(PRODUCT_FEED_FORMATS), source: feedSourceSchema }),
});

/**
 * Rebuilds search documents: of the products a feed run touched, of given products, or of all.
 * With `prices` the products' price statistics are recomputed first, as `indexer reindex` does
 * (the operators' reindex); a job over all products reports its progress in documents.
 */
export const buildSearchDocumentsContract = defineJobContract({
  name: 'build-search-documents',
  payload: z.union([
    z.object({ feedRunId: z.number().int().positive() }),
    z.object({
      productIds: z.array(z.number().int().positive()).min(1).max(500_000),
      prices: z.boolean().optional(),
    }),
    z.object({ all: z.literal(true), prices: z.boolean().optional() }),
  ]),
});

/** Evaluates the alerts against one committed feed run (job id `alerts-run-{feedRunId}`). */
export const evaluateAlertsContract = defineJobContract({
  name: 'evaluate-alerts',
  attempts: 8,
  payload: z.object({ feedRunId: z.number().int().positive() }),
});

/** Evaluates the magazine news alerts for one published post (job id `news-post-{postId}`). */
export const evaluateNewsAlertsContract = defineJobContract({
  name: 'evaluate-news-alerts',
  attempts: 8,
  payload: z.object({ postId: z.number().int().positive() }),
});

/** Mails the unmailed alert notifications of the users with the given alert-mail setting. */
export const sendAlertMailsContract = defineJobContract({
  name: 'send-alert-mails',
  attempts: 8,
  payload: z.object({ mode: z.enum(['immediately', 'daily']) }),
});

/**
 * Pushes the users' new notifications to their devices (Web Push): at most once per
 * notification and device (a delivery record claims each), held through the user's quiet
 * hours, at most the daily cap per Berlin day. Queued after each writing of notifications and
 * every minute by a scheduler (held pushes whose quiet hours ended, retries).
 */
export const deliverPushNotificationsContract = defineJobContract({
  name: 'deliver-push-notifications',
  attempts: 3,
  payload: z.object({}),
});

/**
 * Sends the "Testbenachrichtigung" to one user's devices (all, or the one named) at once: no
 * quiet hours, not counted against the cap, since the user asked for it now.
 */
export const sendTestPushContract = defineJobContract({
  name: 'send-test-push',
  attempts: 1,
  urgent: true,
  payload: z.object({
    userUuid: z.uuid(),
    subscriptionId: z.number().int().positive().optional(),
  }),
});

/**
 * Writes the WebP widths of an uploaded magazine image (job id `magazine-image-{imageId}`):
 * `MAGAZINE_IMAGE_WIDTHS` no wider than the original (an original narrower than the smallest
 * gets that one at its own width), recorded in `magazine_images.widths`.
 */
export const resizeMagazineImageContract = defineJobContract({
  name: 'resize-magazine-image',
  attempts: 5,
  payload: z.object({ imageId: z.number().int().positive() }),
});

/**
 * Writes the stored variants of one media file (job id `resizeMediaImageJobId`: `media-image-{mediaId}`):
 * every SPEC §9 width in AVIF and WebP that is not stored yet (`resizeMediaImage`). Enqueued by
 * the image endpoint when it had to make a variant on the spot, and after a feed's cover was
 * downloaded.
 */
export const resizeMediaImageContract = defineJobContract({
  name: 'resize-media-image',
  attempts: 5,
  background: true,
  payload: z.object({ mediaId: z.number().int().positive() }),
});

/**
 * Downloads the images a product feed names for one product (`media_files`, the first is the
 * cover) that are not stored yet, keeps those that are JPEG, PNG, WebP or GIF, and queues their
 * resizing and the product's search document. Job id `product-images-{productId}-{hash of the
 * addresses}`: a feed naming the same images again queues nothing new.
 */
export const fetchProductImagesContract = defineJobContract({
  name: 'fetch-product-images',
  attempts: 3,
  background: true,
  payload: z.object({
    productId: z.number().int().positive(),
    urls: z.array(z.string().url().max(2048)).min(1).max(10),
  }),
});

/**
 * Finds published posts whose time has come and whose news alerts were not evaluated yet,
 * and enqueues `evaluate-news-alerts` for each (every 15 seconds): how a scheduled post notifies
 * at its time, and how a job lost with an embedded process is made up for.
 */
export const publishDuePostsContract = defineJobContract({
  name: 'publish-due-posts',
  attempts: 3,
  payload: z.object({}),
});

/**
 * Deletes personal data whose keeping time has passed (the privacy policy's periods): contact
 * messages, copies of sent mails, expired sessions and one-time links, old import previews. Nightly.
 */
export const purgeExpiredDataContract = defineJobContract({
  name: 'purge-expired-data',
  attempts: 3,
  payload: z.object({}),
});

/** Every job of the portal, as the queue dashboard lists them and a producer's queue opens them. */
export const jobContracts: readonly JobContract[] = [
  sendMailContract,
  ingestOfferFeedContract,
  ingestProductFeedContract,
  buildSearchDocumentsContract,
  evaluateAlertsContract,
  evaluateNewsAlertsContract,
  sendAlertMailsContract,
  deliverPushNotificationsContract,
  sendTestPushContract,
  resizeMagazineImageContract,
  resizeMediaImageContract,
  fetchProductImagesContract,
  publishDuePostsContract,
  purgeExpiredDataContract,
];
