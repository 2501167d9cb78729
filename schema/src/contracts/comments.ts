import { z } from 'zod';
import { message } from '../constants/messages';
import { commentTargetValues, moderationStatusValues } from '../constants/values';

/**
 * Comments on magazine posts and recommendation lists (SPEC §3, §4: sent to the editorial
 * team, public only after approval). One level of replies. Calls designed in SPEC §7's style:
 * `GET comments/?target_type=&target_id=` and `POST comments/`; the editorial team decides in the
 * one moderation queue (`moderation.ts`).
 */

export const COMMENT_LIMITS = {
  textMaxLength: 3000,
  /** Pending comments a user may have at once; more wait for moderation. */
  pendingPerUser: 20,
} as const;

const dbId = z
  .number({ error: message('badRequest') })
  .int(message('badRequest'))
  .min(1, message('badRequest'))
  .max(2_147_483_647, message('badRequest'));

export const commentTargetSchema = z.enum(commentTargetValues, { error: message('badRequest') });

export const commentThreadQuerySchema = z.object({
  target_type: commentTargetSchema,
  target_id: z.coerce.number({ error: message('badRequest') }).pipe(dbId),
});

/** `POST /api/comments/` */
export const createCommentRequestSchema = z.object({
  target_type: commentTargetSchema,
  target_id: dbId,
  parent_id: dbId.nullable().optional(),
  text: z
    .string({ error: message('required') })
    .trim()
    .min(1, message('required'))
    .max(COMMENT_LIMITS.textMaxLength, message('maxLength', { amount: COMMENT_LIMITS.textMaxLength })),
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

const commentBase = {
  id: z.number().int(),
  author_name: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** `pending` only on the signed-in author's own comments ("wartet auf Freigabe"). */
  status: z.enum(moderationStatusValues),
  own: z.boolean(),
};
export const commentReplySchema = z.object(commentBase);
export const commentSchema = z.object({ ...commentBase, replies: z.array(commentReplySchema) });
export type Comment = z.infer<typeof commentSchema>;

/** The visible thread of one target: approved comments and the viewer's own pending ones. */
export const commentThreadSchema = z.object({
  target_type: commentTargetSchema,
  target_id: z.number().int(),
  comments: z.array(commentSchema),
  /** Approved comments and replies. */
  count: z.number().int(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentThreadResponseSchema = z.object({ data: commentThreadSchema });
export const commentResponseSchema = z.object({ data: commentReplySchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;
