import { z } from 'zod';
import { message } from '../constants/messages';
import { feedKindValues, feedRunStatusValues } from '../constants/values';
import { OFFER_FEED_FORMATS } from '../feeds/detect-offer-format';
import { SLUG_PATTERN } from '../magazine/slug';
import { CRON_PATTERN_MAX_LENGTH, isValidCronPattern } from './cron-pattern';

/**
 * The operators' dealer settings (`/api/admin/dealers/`, behind the operator permission): list,
 * read, create and edit a dealer, its logo, and fetch its feed now. A dealer's feed address and
 * schedule become the job scheduler `dealer-{id}` of the `ingest-offer-feed` job, the same one
 * `indexer schedule` writes. Money in integer euro cents, shipping to Germany.
 */

export const ADMIN_DEALER_LIMITS = {
  dealersPerPage: 50,
  nameMaxLength: 120,
  /** The feed upload and the CLI look dealers up by slugs of at most 80 characters. */
  slugMaxLength: 80,
  websiteMaxLength: 500,
  feedUrlMaxLength: 2000,
  shippingInfoMaxLength: 1000,
  /** 1 000 € */
  maxShippingCents: 100_000,
  /** 100 000 € */
  maxThresholdCents: 10_000_000,
  maxRatingCount: 100_000_000,
  searchMaxLength: 100,
} as const;

/** The offer formats a dealer may declare (the form's choices). */
export const dealerFeedFormatValues = OFFER_FEED_FORMATS;

export const adminDealerStatusValues = ['all', 'active', 'inactive'] as const;
export type AdminDealerStatus = (typeof adminDealerStatusValues)[number];

/** Query of `GET /api/admin/dealers/?page=&q=&status=`. */
export const adminDealersQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(100_000, message('maxValue', { amount: 100_000 }))
    .default(1),
  q: z
    .string()
    .trim()
    .max(
      ADMIN_DEALER_LIMITS.searchMaxLength,
      message('maxLength', { amount: ADMIN_DEALER_LIMITS.searchMaxLength }),
    )
    .default(''),
  status: z.enum(adminDealerStatusValues, { error: message('chooseFromList') }).default('all'),
});
export type AdminDealersQuery = z.infer<typeof adminDealersQuerySchema>;

const euroLimit = (cents: number) => `${(cents / 100).toLocaleString('de-DE')} €`;
const centsField = (max: number) =>
  z
    .number({ error: message('invalidPrice') })
    .int(message('invalidPrice'))
    .min(0, message('nonNegative'))
    .max(max, message('maxValue', { amount: euroLimit(max) }));
const httpUrl = (max: number) =>
  z
    .string({ error: message('invalidUrl') })
    .trim()
    .max(max, message('maxLength', { amount: max }))
    .pipe(z.url({ protocol: /^https?$/, error: message('invalidUrl') }));

const isValidSchedule = (schedule: unknown) => typeof schedule === 'string' && isValidCronPattern(schedule);

/**
 * `POST /api/admin/dealers/` and `PUT /api/admin/dealers/{id}/`: every setting of a dealer. A
 * feed schedule needs a feed address; saving both (on an active dealer) registers or replaces
 * the scheduler, clearing either or disabling the dealer removes it. Fetched feeds are full
 * feeds: offers a feed no longer lists go out of stock (the mass-removal guard still applies).
 */
export const adminDealerRequestSchema = z
  .object({
    name: z
      .string({ error: message('required') })
      .trim()
      .min(1, message('required'))
      .max(
        ADMIN_DEALER_LIMITS.nameMaxLength,
        message('maxLength', { amount: ADMIN_DEALER_LIMITS.nameMaxLength }),
      ),
    slug: z
      .string({ error: message('required') })
      .trim()
      .min(1, message('required'))
      .max(
        ADMIN_DEALER_LIMITS.slugMaxLength,
        message('maxLength', { amount: ADMIN_DEALER_LIMITS.slugMaxLength }),
      )
      // an empty slug is told "required" above, not "wrong characters"
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), message('magazineSlugInvalid')),
    website: httpUrl(ADMIN_DEALER_LIMITS.websiteMaxLength),
    /** Shipping to Germany below the free-shipping threshold (or always, without one). */
    shipping_cost: centsField(ADMIN_DEALER_LIMITS.maxShippingCents),
    /** Order value from which shipping to Germany is free (0: always); null: never free. */
    free_shipping_threshold: centsField(ADMIN_DEALER_LIMITS.maxThresholdCents).nullable(),
    shipping_info: z
      .string({ error: message('invalidValue') })
      .trim()
      .max(
        ADMIN_DEALER_LIMITS.shippingInfoMaxLength,
        message('maxLength', { amount: ADMIN_DEALER_LIMITS.shippingInfoMaxLength }),
      ),
    /** 0 to 5 with one decimal; null while the dealer has no rating. */
    rating: z
      .number({ error: message('invalidValue') })
      .min(0, message('minValue', { amount: 0 }))
      .max(5, message('maxValue', { amount: 5 }))
      .refine((rating) => Math.abs(rating * 10 - Math.round(rating * 10)) < 1e-9, message('invalidValue'))
      .nullable(),
    rating_count: z
      .number({ error: message('invalidValue') })
      .int(message('invalidValue'))
      .min(0, message('nonNegative'))
      .max(
        ADMIN_DEALER_LIMITS.maxRatingCount,
        message('maxValue', { amount: ADMIN_DEALER_LIMITS.maxRatingCount }),
      ),
    feed_url: httpUrl(ADMIN_DEALER_LIMITS.feedUrlMaxLength).nullable(),
    /** The format the dealer declares; a fetched feed's content decides first (detectOfferFormat). */
    feed_format: z.enum(dealerFeedFormatValues, { error: message('chooseFromList') }).nullable(),
    /** Cron pattern, Berlin time: "0 4 * * *" is every day at 4:00. */
    feed_schedule: z
      .string({ error: message('cronPatternInvalid') })
      .trim()
      .max(CRON_PATTERN_MAX_LENGTH, message('cronPatternInvalid'))
      .refine(isValidCronPattern, message('cronPatternInvalid'))
      .nullable(),
    active: z.boolean({ error: message('invalidValue') }),
  })
  // only a valid schedule asks for an address, so a wrong pattern keeps its own message
  .refine((dealer) => !isValidSchedule(dealer.feed_schedule) || dealer.feed_url !== null, {
    path: ['feed_schedule'],
    message: message('dealerScheduleNeedsUrl'),
  });
export type AdminDealerRequest = z.infer<typeof adminDealerRequestSchema>;

/** A dealer's newest feed run, as the dealer list shows it. */
export const dealerLastRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(feedKindValues),
  status: z.enum(feedRunStatusValues),
  rows_failed: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
});

/** A dealer with every setting, as the operators see it. */
export const adminDealerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  website: z.string(),
  /** The logo, served by `/api/images/{id}` (the game page's price table shows it). */
  logo_image_id: z.number().int().nullable(),
  rating: z.number().nullable(),
  rating_count: z.number().int(),
  shipping_cost: z.number().int(),
  free_shipping_threshold: z.number().int().nullable(),
  shipping_info: z.string(),
  feed_url: z.string().nullable(),
  feed_format: z.enum(dealerFeedFormatValues).nullable(),
  feed_schedule: z.string().nullable(),
  active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  last_run: dealerLastRunSchema.nullable(),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

/** `GET /api/admin/dealers/`: one page of dealers by name, with the total for paging. */
export const adminDealersResponseSchema = z.object({
  data: z.object({
    dealers: z.array(adminDealerSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
  }),
});
export type AdminDealersResponse = z.infer<typeof adminDealersResponseSchema>;

/** One dealer: the answer of reading, creating, editing it and of its logo's upload or removal. */
export const adminDealerResponseSchema = z.object({ data: adminDealerSchema });
export type AdminDealerResponse = z.infer<typeof adminDealerResponseSchema>;
