import { z } from 'zod';
import { message } from '../constants/messages';
import { listKindValues, lowWindowValues } from '../constants/values';

/**
 * Contracts of the BoardGameGeek collection import and of the export of a user's lists and
 * alerts. The import has two steps: `POST /api/bggimport/` takes the CSV file BoardGameGeek's
 * collection page exports and answers a preview (parsed rows with their matches, nothing
 * written); `POST /api/bggimport/{id}/confirm/` applies it with the user's decisions in one
 * transaction. `GET /api/mydata/export/?format=csv|json` downloads the user's lists and alerts.
 */

/** Limits of an uploaded BoardGameGeek collection file; larger ones are refused in German. */
export const BGG_IMPORT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 5000,
  /** Candidates offered per row on the review screen. */
  maxCandidates: 5,
  /** Rows refused by the parser that the preview lists (all are counted). */
  maxListedErrors: 200,
  /** A preview can be confirmed for this long. */
  previewHours: 24,
} as const;

/** The columns without which a file is not a BoardGameGeek collection export. */
export const BGG_REQUIRED_COLUMNS = ['objectname', 'objectid', 'own', 'wishlist'] as const;

/**
 * BoardGameGeek's wish-list priority 1 "Must have", 2 "Love to have", 3 "Like to have",
 * 4 "Thinking about it", 5 "Don't buy this" onto our list priority, where 1 is the highest
 * and 5 the lowest: the two scales run the same way, so each step keeps its number; a
 * wish without a priority gets our default 3.
 */
export function listPriorityOfBggWish(bggPriority: number | null): number {
  return bggPriority !== null && bggPriority >= 1 && bggPriority <= 5 ? bggPriority : 3;
}

/** How a row found its game: certain matches are applied, uncertain ones wait for the user. */
export const bggMatchStatusValues = ['certain', 'uncertain', 'unmatched'] as const;
export type BggMatchStatus = (typeof bggMatchStatusValues)[number];

export const bggCandidateSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  release_year: z.number().int().nullable(),
  publisher: z.string().nullable(),
  /** 0 to 100: 100 by BoardGameGeek id, less by title, year and publisher. */
  confidence: z.number().int().min(0).max(100),
  matched_by: z.enum(['bgg_id', 'title', 'alternative_title', 'title_start']),
});
export type BggCandidate = z.infer<typeof bggCandidateSchema>;

/** One game of the uploaded file that goes to the collection, a wish list or an alert. */
export const bggImportRowSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  bgg_id: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  own: z.boolean(),
  wishlist: z.boolean(),
  /** BoardGameGeek's wish-list priority (1 "Must have" … 5 "Don't buy this"). */
  wishlist_priority: z.number().int().nullable(),
  /** Our list priority the wish gets (`listPriorityOfBggWish`). */
  list_priority: z.number().int().min(1).max(5),
  want_to_buy: z.boolean(),
  status: z.enum(bggMatchStatusValues),
  /** The certain match, or the best candidate of an uncertain row; null when unmatched. */
  match: bggCandidateSchema.nullable(),
  candidates: z.array(bggCandidateSchema),
});
export type BggImportRow = z.infer<typeof bggImportRowSchema>;

export const bggImportRowErrorSchema = z.object({ line: z.number().int(), message: z.string() });

/** The list a part of the import goes to: an existing one, or one the confirmation creates. */
const bggImportTargetSchema = z.object({ list_id: z.number().int().nullable(), name: z.string() });

export const bggImportPreviewSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  created_at: z.string(),
  rows: z.array(bggImportRowSchema),
  /** Rows skipped because they could not be read, with their line (at most `maxListedErrors`). */
  errors: z.array(bggImportRowErrorSchema),
  counts: z.object({
    /** Data rows of the file. */
    rows: z.number().int(),
    certain: z.number().int(),
    uncertain: z.number().int(),
    unmatched: z.number().int(),
    /** Rows neither owned, wished nor wanted (rated or played only): nothing to import. */
    ignored: z.number().int(),
    errors: z.number().int(),
  }),
  targets: z.object({ collection: bggImportTargetSchema, wishlist: bggImportTargetSchema }),
});
export type BggImportPreview = z.infer<typeof bggImportPreviewSchema>;

export const bggImportPreviewResponseSchema = z.object({ data: bggImportPreviewSchema });
export type BggImportPreviewResponse = z.infer<typeof bggImportPreviewResponseSchema>;

const lineField = z
  .number({ error: message('badRequest') })
  .int(message('badRequest'))
  .min(1, message('badRequest'))
  .max(1_000_000, message('badRequest'));

/**
 * `POST /api/bggimport/{id}/confirm/`: a decision per row the user reviewed: the candidate they
 * chose, or null to skip the row. Certain rows without a decision are applied with their match,
 * uncertain rows without one are skipped. `price_alerts` adds a price alert ("10 % günstiger")
 * for every game marked "want to buy" that has an offer.
 */
export const bggImportConfirmRequestSchema = z.object({
  decisions: z
    .array(
      z.object({
        line: lineField,
        product_id: z
          .number({ error: message('badRequest') })
          .int(message('badRequest'))
          .min(1, message('badRequest'))
          .max(2_147_483_647, message('badRequest'))
          .nullable(),
      }),
    )
    .max(BGG_IMPORT_LIMITS.maxRows, message('maxItems', { amount: BGG_IMPORT_LIMITS.maxRows })),
  price_alerts: z.boolean({ error: message('badRequest') }).default(false),
});
export type BggImportConfirmRequest = z.input<typeof bggImportConfirmRequestSchema>;

/** The saving the price alerts of "want to buy" games ask for, relative to today's best total. */
export const BGG_PRICE_ALERT_DISCOUNT_PERCENT = 10;

const appliedListSchema = z.object({
  list_id: z.number().int(),
  name: z.string(),
  /** Games newly put on the list. */
  added: z.number().int(),
  /** Games that were on it already (a second import adds nothing). */
  already: z.number().int(),
});

export const bggImportResultSchema = z.object({
  collection: appliedListSchema.nullable(),
  wishlist: appliedListSchema.nullable(),
  alerts_created: z.number().int(),
  /** Wanted games without an alert: one exists already, the game has no offer, or the limit is reached. */
  alerts_skipped: z.number().int(),
  /** Rows not applied: skipped by the user, unmatched or uncertain without a decision. */
  skipped: z.number().int(),
});
export type BggImportResult = z.infer<typeof bggImportResultSchema>;

export const bggImportResultResponseSchema = z.object({ data: bggImportResultSchema });
export type BggImportResultResponse = z.infer<typeof bggImportResultResponseSchema>;

/** `GET /api/mydata/export/?format=`: CSV for spreadsheets (German Excel) or JSON. */
export const myDataExportQuerySchema = z.object({
  format: z.enum(['csv', 'json'], { error: message('chooseFromList') }),
});

/** The JSON export: every list with its games, and every alert. */
export const myDataExportSchema = z.object({
  exported_at: z.string(),
  lists: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(listKindValues),
      games: z.array(
        z.object({
          product_id: z.number().int(),
          title: z.string(),
          bgg_id: z.number().int().nullable(),
          priority: z.number().int(),
          note: z.string().nullable(),
          added_at: z.string(),
          url: z.string(),
        }),
      ),
    }),
  ),
  alerts: z.array(
    z.object({
      kind: z.string(),
      news_type: z.string().nullable(),
      product_id: z.number().int().nullable(),
      title: z.string().nullable(),
      publisher: z.string().nullable(),
      desired_price_cents: z.number().int().nullable(),
      desired_discount_percent: z.number().int().nullable(),
      /** A low alert's window (`30d`, `52w`, `all`). */
      low_window: z.enum(lowWindowValues).nullable(),
      /** The language edition whose offers count; null for every edition. */
      language: z.string().nullable(),
      /** The wish list whose rule made the alert; null for an alert the user set on the game. */
      list_rule: z.string().nullable(),
      paused: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
