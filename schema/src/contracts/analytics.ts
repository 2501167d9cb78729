import { z } from 'zod';
import { message } from '../constants/messages';
import { ANALYTICS_LIMITS } from './analytics-limits';

/**
 * The kinds of page a view is counted for, from the pathname alone: the start page, the game
 * list (and the advanced search), a game page, the magazine, the recommendation lists, shared
 * wish lists and collections, the static pages, a user's own pages, everything else.
 */
export const analyticsPageValues = [
  'start',
  'games',
  'game',
  'magazine',
  'recommendations',
  'lists',
  'static',
  'account',
  'other',
] as const;
export type AnalyticsPage = (typeof analyticsPageValues)[number];

const offerId = z
  .number({ error: message('invalidValue') })
  .int(message('invalidValue'))
  .positive(message('invalidValue'))
  .max(Number.MAX_SAFE_INTEGER, message('invalidValue'));

/** One thing a browser with the analytics consent saw or did. */
export const analyticsEventSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('page_view'),
        // a pathname only: no query string or fragment ever reaches the server's counts
        path: z
          .string({ error: message('invalidValue') })
          .max(
            ANALYTICS_LIMITS.maxPathLength,
            message('maxLength', { amount: ANALYTICS_LIMITS.maxPathLength }),
          )
          .regex(/^\/[^?#\s]*$/, message('invalidValue')),
      })
      .strict(),
    z.object({ kind: z.literal('click_out'), offer_id: offerId }).strict(),
  ],
  { error: message('invalidValue') },
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `POST analytics/events/`: a batch of page views and clicks on "zum Shop". */
export const analyticsEventsRequestSchema = z
  .object({
    events: z
      .array(analyticsEventSchema, { error: message('invalidValue') })
      .min(1, message('minItems', { amount: 1 }))
      .max(
        ANALYTICS_LIMITS.maxEventsPerCall,
        message('maxItems', { amount: ANALYTICS_LIMITS.maxEventsPerCall }),
      ),
  })
  .strict();

/** `?days=` of the operators' figures: the last 1 to 365 Berlin days, today included. */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(1, message('minValue', { amount: 1 }))
    .max(ANALYTICS_LIMITS.maxDays, message('maxValue', { amount: ANALYTICS_LIMITS.maxDays }))
    .default(ANALYTICS_LIMITS.defaultDays),
});

/** A Berlin calendar day, `YYYY-MM-DD`. */
const day = z.iso.date();
const count = z.number().int().nonnegative();

/** The period the figures cover, first and last day included. */
const periodSchema = z.object({ days: z.number().int(), from: day, to: day });

const analyticsGameSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
});

/** `GET /api/admin/analytics/?days=`: the operators' overview. */
export const analyticsOverviewResponseSchema = z.object({
  data: periodSchema.extend({
    totals: z.object({ page_views: count, click_outs: count }),
    /** Every day of the period, oldest first, with zeros where nothing was counted. */
    per_day: z.array(z.object({ day, page_views: count, click_outs: count })),
    /** Page views per kind of page, most first. */
    pages: z.array(z.object({ page: z.enum(analyticsPageValues), views: count })),
    /**
     * The `ANALYTICS_LIMITS.topGames` games with the most page views, their clicks on "zum Shop" and the conversion
     * (click-outs per game page view; null without views).
     */
    top_games: z.array(
      analyticsGameSchema.extend({
        page_views: count,
        click_outs: count,
        conversion: z.number().nonnegative().nullable(),
      }),
    ),
    /** Clicks on "zum Shop" per dealer, most first. */
    dealers: z.array(z.object({ dealer_id: z.number().int(), name: z.string(), click_outs: count })),
  }),
});
export type AnalyticsOverviewResponse = z.infer<typeof analyticsOverviewResponseSchema>;
export type AnalyticsOverview = AnalyticsOverviewResponse['data'];

/** `GET /api/admin/analytics/dealers/{dealerId}/?days=`: one dealer's clicks on "zum Shop". */
export const dealerAnalyticsResponseSchema = z.object({
  data: periodSchema.extend({
    dealer: z.object({ id: z.number().int(), name: z.string() }),
    total_click_outs: count,
    /** Every day of the period, oldest first. */
    per_day: z.array(z.object({ day, click_outs: count })),
    /** The dealer's games by clicks, most first (at most `ANALYTICS_LIMITS.dealerGames`). */
    games: z.array(analyticsGameSchema.extend({ click_outs: count })),
  }),
});
export type DealerAnalyticsResponse = z.infer<typeof dealerAnalyticsResponseSchema>;
export type DealerAnalytics = DealerAnalyticsResponse['data'];
