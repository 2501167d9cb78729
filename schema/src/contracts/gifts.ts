import { z } from 'zod';
import { message } from '../constants/messages';

/**
 * Gift mode of shared wish lists: a visitor reserves a game ("Ich schenke das") with an optional
 * name and gets an undo secret; the owner sees reservations only after opting in.
 */

/** Limits of a reservation; the server refuses more with a German message. */
export const GIFT_LIMITS = {
  gifterNameMaxLength: 40,
  /** Undo secrets: 256 random bits, base64url without padding. */
  undoSecretLength: 43,
} as const;

/** Letters, digits, spaces and the punctuation of names ("Tante Erna", "O'Brien", "Familie Müller-Lüdenscheidt"). */
const GIFTER_NAME = /^[\p{L}\p{M}\p{N} .,'’&()-]*$/u;

/**
 * `POST /api/sharedlists/{hash}/items/{product_id}/reservation/`: the name is optional; empty
 * (or only spaces) reserves anonymously.
 */
export const reserveGiftRequestSchema = z.object({
  gifter_name: z
    .string({ error: message('invalidValue') })
    .trim()
    .max(GIFT_LIMITS.gifterNameMaxLength, message('maxLength', { amount: GIFT_LIMITS.gifterNameMaxLength }))
    .regex(GIFTER_NAME, message('gifterNameInvalid'))
    .optional()
    .transform((value) => (value ? value : null)),
});
export type ReserveGiftRequest = z.input<typeof reserveGiftRequestSchema>;

export const giftUndoSecretSchema = z
  .string({ error: message('giftUndoLinkInvalid') })
  .regex(/^[A-Za-z0-9_-]{43}$/, message('giftUndoLinkInvalid'));

/** `DELETE /api/sharedlists/{hash}/items/{product_id}/reservation/` with the secret of the reservation. */
export const cancelGiftRequestSchema = z.object({ undo_secret: giftUndoSecretSchema });

/**
 * A reservation as a list item carries it: its public id (a browser recognises its own by it),
 * and the name only when the gifter gave one.
 */
export const giftReservationSchema = z.object({
  id: z.string(),
  gifter_name: z.string().nullable(),
  reserved_at: z.string(),
});
export type GiftReservation = z.infer<typeof giftReservationSchema>;

/** The answer to a reservation: the secret that undoes it, shown once and kept by the browser. */
export const reserveGiftResponseSchema = z.object({
  data: z.object({
    product_id: z.number().int(),
    reservation: giftReservationSchema,
    undo_secret: giftUndoSecretSchema,
  }),
});
export type ReserveGiftResponse = z.infer<typeof reserveGiftResponseSchema>;

/** `PATCH /api/userlists/{id}/settings/`: whether the owner sees the reservations on the list. */
export const listSettingsRequestSchema = z.object({
  show_reservations: z.boolean({ error: message('invalidValue') }),
});
