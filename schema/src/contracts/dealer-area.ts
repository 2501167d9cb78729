import { z } from 'zod';
import { message } from '../constants/messages';
import { feedRunStatusValues } from '../constants/values';
import { newPasswordField } from './accounts';
import { socialLinksSchema } from './social-links';

/**
 * The dealer area (SPEC §1 and §6 shop/dealer user type): a dealer account's shops, each shop's
 * public profile (logo, website, social links) and its clicks on "zum Shop". Every call answers
 * 401 to visitors, 403 to accounts that are no dealer accounts and 404 for a shop the account is
 * not a member of, so nobody learns which shops exist.
 */

export const DEALER_AREA_LIMITS = {
  websiteMaxLength: 300,
  /** Days of the shop's click statistics. */
  clickOutDays: 30,
} as const;

/** A shop's last feed run as its dealer sees it. */
export const dealerAreaFeedRunSchema = z.object({
  status: z.enum(feedRunStatusValues),
  /** When it ended, else when it started, else when it was queued. */
  at: z.iso.datetime({ offset: true }),
  rows_applied: z.number().int(),
  rows_failed: z.number().int(),
});
export type DealerAreaFeedRun = z.infer<typeof dealerAreaFeedRunSchema>;

/** One of the account's shops: its facts and its public profile. */
export const dealerAreaShopSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Inactive shops are hidden from the public pages (an operator decides). */
  active: z.boolean(),
  /** Live offers (not gone, assigned to a game): what game pages show. */
  offer_count: z.number().int(),
  last_feed_run: dealerAreaFeedRunSchema.nullable(),
  logo_image_id: z.number().int().nullable(),
  website: z.string(),
  social_links: socialLinksSchema,
});
export type DealerAreaShop = z.infer<typeof dealerAreaShopSchema>;

/** `GET /api/dealer-area/shops/`: the account's shops by name (none: the account is not linked). */
export const dealerAreaShopsResponseSchema = z.object({
  data: z.object({ shops: z.array(dealerAreaShopSchema) }),
});
export type DealerAreaShopsResponse = z.infer<typeof dealerAreaShopsResponseSchema>;

/** `GET /api/dealer-area/shops/{id}/` and the answers of the profile and logo calls. */
export const dealerAreaShopResponseSchema = z.object({ data: z.object({ shop: dealerAreaShopSchema }) });
export type DealerAreaShopResponse = z.infer<typeof dealerAreaShopResponseSchema>;

/** `PUT /api/dealer-area/shops/{id}/profile/`: the website and the whole set of social links. */
export const dealerProfileRequestSchema = z
  .object({
    website: z
      .string({ error: message('invalidUrl') })
      .trim()
      .min(1, message('required'))
      .max(
        DEALER_AREA_LIMITS.websiteMaxLength,
        message('maxLength', { amount: DEALER_AREA_LIMITS.websiteMaxLength }),
      )
      .pipe(z.url({ protocol: /^https?$/, error: message('invalidUrl') })),
    social_links: socialLinksSchema,
  })
  .strict();
export type DealerProfileRequest = z.input<typeof dealerProfileRequestSchema>;

/** `POST /api/dealer-invitation/`: an invited shop member sets the first password through the mailed link. */
export const acceptDealerInvitationRequestSchema = z
  .object({
    uuid: z.uuid({ error: message('badRequest') }),
    token: z.string({ error: message('badRequest') }).regex(/^[A-Za-z0-9_-]{20,100}$/, message('badRequest')),
    password: newPasswordField,
    password_confirmation: z.string({ error: message('required') }).max(200),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: message('passwordsDoNotMatch'),
  });
export type AcceptDealerInvitationRequest = z.input<typeof acceptDealerInvitationRequestSchema>;
