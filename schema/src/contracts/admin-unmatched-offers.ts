import { z } from 'zod';
import { ID_COLUMN_MAX } from '../constants/limits';
import { message } from '../constants/messages';
import { readGtin } from '../constants/text';
import { availabilityValues } from '../constants/values';

/** Unmatched offers per page of the operators' list. */
export const UNMATCHED_OFFERS_PER_PAGE = 25;

/** The GTIN filter of the list: every offer, only those with a GTIN, only those without. */
export const unmatchedGtinFilterValues = ['all', 'with', 'without'] as const;
export type UnmatchedGtinFilter = (typeof unmatchedGtinFilterValues)[number];

/** An empty query value (`?dealer=`) means "not set", as a form sends it. */
const unset = (value: unknown) => (value === '' ? undefined : value);

/** Query of `GET /api/admin/unmatched-offers/?page=&dealer=&q=&gtin=`. */
export const unmatchedOffersQuerySchema = z.object({
  page: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(100_000, message('maxValue', { amount: 100_000 }))
    .default(1),
  dealer: z.preprocess(
    unset,
    z.coerce
      .number({ error: message('invalidValue') })
      .int(message('invalidValue'))
      .min(1, message('minValue', { amount: 1 }))
      .max(ID_COLUMN_MAX.integer, message('maxValue', { amount: ID_COLUMN_MAX.integer }))
      .optional(),
  ),
  q: z.preprocess(
    unset,
    z
      .string({ error: message('invalidValue') })
      .trim()
      .max(200, message('maxLength', { amount: 200 }))
      .optional(),
  ),
  gtin: z.enum(unmatchedGtinFilterValues, { error: message('chooseFromList') }).default('all'),
});
export type UnmatchedOffersQuery = z.infer<typeof unmatchedOffersQuerySchema>;

/** A live dealer offer that matches no product version, as the operators see it. */
export const unmatchedOfferSchema = z.object({
  id: z.number().int(),
  dealer: z.object({ id: z.number().int(), name: z.string() }),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  price_cents: z.number().int(),
  shipping_cents: z.number().int().nullable(),
  availability: z.enum(availabilityValues),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  brand: z.string().nullable(),
  first_seen_at: z.iso.datetime({ offset: true }),
});
export type UnmatchedOffer = z.infer<typeof unmatchedOfferSchema>;

/**
 * `GET /api/admin/unmatched-offers/`: one page (newest first) with the total for paging, the
 * counts with and without GTIN under the dealer and text filters (whatever the GTIN filter), and
 * every dealer with unmatched offers for the dealer filter.
 */
export const unmatchedOffersResponseSchema = z.object({
  data: z.object({
    offers: z.array(unmatchedOfferSchema),
    total: z.number().int(),
    page: z.number().int(),
    rows_per_page: z.number().int(),
    counts: z.object({
      all: z.number().int(),
      with_gtin: z.number().int(),
      without_gtin: z.number().int(),
    }),
    dealers: z.array(z.object({ id: z.number().int(), name: z.string(), unmatched: z.number().int() })),
  }),
});
export type UnmatchedOffersResponse = z.infer<typeof unmatchedOffersResponseSchema>;

/** A GTIN typed by hand, read the way the feeds read theirs (see readGtin). */
export const typedGtinSchema = z
  .string({ error: message('invalidGtin') })
  .max(40, message('invalidGtin'))
  .transform((text, context) => {
    const read = readGtin(text);
    if (read.ok) return read.gtin;
    context.addIssue({ code: 'custom', message: message('invalidGtin') });
    return z.NEVER;
  });

/**
 * Body of `POST /api/admin/unmatched-offers/{id}/assign/`: the offer goes to the product version
 * that carries `gtin`, or to the version `product_version_id` chosen by hand (exactly one).
 */
export const assignOfferSchema = z
  .object({
    gtin: typedGtinSchema.optional(),
    product_version_id: z
      .number({ error: message('invalidValue') })
      .int(message('invalidValue'))
      .min(1, message('minValue', { amount: 1 }))
      .max(ID_COLUMN_MAX.integer, message('maxValue', { amount: ID_COLUMN_MAX.integer }))
      .optional(),
  })
  .refine((body) => (body.gtin === undefined) !== (body.product_version_id === undefined), {
    message: message('gtinOrVersionRequired'),
    path: ['gtin'],
  });
export type AssignOfferInput = z.input<typeof assignOfferSchema>;

/** A game as the assignment names it. */
const assignedProductSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/**
 * `POST /api/admin/unmatched-offers/{id}/assign/`: the offer now belongs to this product and
 * version; price statistics are recomputed, the search document and the alerts follow by job.
 */
export const assignOfferResponseSchema = z.object({
  data: z.object({
    offer_id: z.number().int(),
    product_version_id: z.number().int(),
    product: assignedProductSchema,
  }),
});
export type AssignOfferResponse = z.infer<typeof assignOfferResponseSchema>;

/** An edition of a game that an offer can be assigned to. */
export const productVersionOptionSchema = z.object({
  id: z.number().int(),
  gtin: z.string().nullable(),
  mpn: z.string().nullable(),
  language: z.string(),
  edition: z.string().nullable(),
  label: z.string().nullable(),
});
export type ProductVersionOption = z.infer<typeof productVersionOptionSchema>;

/** `GET /api/admin/products/{id}/versions/`: a game and its editions, for the assignment. */
export const productVersionsResponseSchema = z.object({
  data: z.object({ product: assignedProductSchema, versions: z.array(productVersionOptionSchema) }),
});
export type ProductVersionsResponse = z.infer<typeof productVersionsResponseSchema>;
