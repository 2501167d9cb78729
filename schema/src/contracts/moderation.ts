import { z } from 'zod';
import { message } from '../constants/messages';

/**
 * The editors' one moderation queue (SPEC §3, §4: reviews and comments are checked before they
 * are published): reviews, magazine comments and recommendation-list comments, pending or
 * reported, oldest first. `GET /api/editor/moderation/?kind=&status=&page=` and
 * `PATCH /api/editor/moderation/{kind}/{id}/` (permission `editor_moderate`). Authors hear the
 * decision as a notification (and a mail per their setting) with the reason.
 */

export const moderationKindValues = ['review', 'magazine_comment', 'recommendation_comment'] as const;
export type ModerationKind = (typeof moderationKindValues)[number];

/** `open`: pending, or published and reported since; the others as stored. */
export const moderationQueueStatusValues = ['open', 'published', 'rejected'] as const;

/** Why an item is not published, as the author reads it. */
export const MODERATION_REASONS = {
  off_topic: 'Kein Bezug zum Spiel oder Thema',
  insult: 'Beleidigend oder herabsetzend',
  advertising: 'Werbung oder Spam',
  personal_data: 'Enthält persönliche Daten',
  spoiler: 'Verrät den Ausgang einer Geschichte ohne Warnung',
  false_facts: 'Offensichtlich falsche Angaben',
  duplicate: 'Doppelt eingereicht',
  other: 'Sonstiges (siehe Hinweis)',
} as const;
export type ModerationReason = keyof typeof MODERATION_REASONS;
const reasonKeys = Object.keys(MODERATION_REASONS) as [ModerationReason, ...ModerationReason[]];

export const MODERATION_LIMITS = { pageSize: 20, noteMaxLength: 500 } as const;

export const moderationQueueQuerySchema = z.object({
  kind: z.enum(moderationKindValues, { error: message('chooseFromList') }).optional(),
  status: z.enum(moderationQueueStatusValues, { error: message('chooseFromList') }).optional(),
  page: z.coerce
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1)
    .max(10_000)
    .optional(),
});

export const moderationQueueItemSchema = z.object({
  kind: z.enum(moderationKindValues),
  id: z.number().int(),
  /** What it is about and where it shows (game, post or list), for the moderator's context. */
  target_title: z.string(),
  target_path: z.string(),
  /** For replies: the comment answered. */
  parent_text: z.string().nullable(),
  author_name: z.string(),
  /** Reviews only. */
  title: z.string().nullable(),
  rating: z.number().int().nullable(),
  text: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  report_count: z.number().int(),
  /** The latest reports' words, newest first (at most five). */
  reports: z.array(z.string()),
  created_at: z.string(),
  moderated_at: z.string().nullable(),
  rejection_reason: z.enum(reasonKeys).nullable(),
  moderator_note: z.string().nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationQueueResponseSchema = z.object({
  data: z.object({
    items: z.array(moderationQueueItemSchema),
    /** Counted up to 10,000 per kind (pending and reported apart): a queue that long pages no further. */
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    /** Open items per kind, for the filter's counts (also up to 10,000 each). */
    open: z.object({
      review: z.number().int(),
      magazine_comment: z.number().int(),
      recommendation_comment: z.number().int(),
    }),
  }),
});
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

/**
 * `PATCH /api/editor/moderation/{kind}/{id}/`: publish or reject. A rejection needs a reason
 * (and a note when the reason is "other"); `title` and `text` correct obvious typos before
 * publishing.
 */
export const moderateItemRequestSchema = z
  .object({
    status: z.enum(['published', 'rejected'], { error: message('chooseFromList') }),
    reason: z.enum(reasonKeys, { error: message('chooseFromList') }).optional(),
    note: z
      .string({ error: message('badRequest') })
      .trim()
      .max(MODERATION_LIMITS.noteMaxLength, message('maxLength', { amount: MODERATION_LIMITS.noteMaxLength }))
      .optional(),
    title: z
      .string({ error: message('badRequest') })
      .trim()
      .min(1, message('required'))
      .max(120, message('maxLength', { amount: 120 }))
      .optional(),
    text: z
      .string({ error: message('badRequest') })
      .trim()
      .min(1, message('required'))
      .max(5000, message('maxLength', { amount: 5000 }))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'rejected' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: message('moderationReasonRequired') });
    if (value.reason === 'other' && !value.note)
      context.addIssue({ code: 'custom', path: ['note'], message: message('required') });
  });
export type ModerateItemRequest = z.input<typeof moderateItemRequestSchema>;

export const moderationItemResponse = z.object({ data: moderationQueueItemSchema });

/** `POST /api/reports/` ("Melden"): a signed-in user reports a published review or comment once. */
export const reportRequestSchema = z.object({
  item_type: z.enum(['review', 'comment'], { error: message('badRequest') }),
  item_id: z
    .number({ error: message('badRequest') })
    .int(message('badRequest'))
    .min(1, message('badRequest'))
    .max(2_147_483_647, message('badRequest')),
  reason: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(MODERATION_LIMITS.noteMaxLength, message('maxLength', { amount: MODERATION_LIMITS.noteMaxLength })),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;
