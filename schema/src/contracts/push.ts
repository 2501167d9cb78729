import { z } from 'zod';
import { message } from '../constants/messages';

/**
 * Web Push as a notification channel beside the in-app list and mail: a browser subscribes
 * itself (per device, after the user's click), the user sets quiet hours and a daily cap, and
 * the indexer pushes every new notification to the user's devices.
 */

/** Limits of the push channel; the server refuses more with a German message. */
export const PUSH_LIMITS = {
  /** Notifications pushed per Berlin day when the user set nothing. */
  defaultDailyCap: 10,
  minDailyCap: 1,
  maxDailyCap: 50,
  /** Devices per user; a further subscription refuses until one is removed. */
  maxDevicesPerUser: 20,
  endpointMaxLength: 2048,
} as const;

/** `HH:MM` of a day, 00:00 to 23:59. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `GET /api/push/key/`: the VAPID public key browsers subscribe with; null when push is not set up. */
export const pushKeyResponseSchema = z.object({
  data: z.object({ public_key: z.string().nullable() }),
});
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64Url = (bytes: number) =>
  z
    .string({ error: message('pushSubscriptionInvalid') })
    .regex(/^[A-Za-z0-9_-]+$/, message('pushSubscriptionInvalid'))
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, message('pushSubscriptionInvalid'));

/**
 * `POST /api/push/devices/`: the browser's `PushSubscription.toJSON()`: the push service's
 * endpoint (https; the server may refuse internal addresses), the P-256 key (65 bytes) and the
 * auth secret (16 bytes).
 */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z
    .string({ error: message('pushSubscriptionInvalid') })
    .max(PUSH_LIMITS.endpointMaxLength, message('pushSubscriptionInvalid'))
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), message('pushSubscriptionInvalid')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64Url(65), auth: base64Url(16) },
    { error: message('pushSubscriptionInvalid') },
  ),
});
export type PushSubscribeRequest = z.input<typeof pushSubscribeRequestSchema>;

/** One of the user's devices: its endpoint (the browser finds itself by it), name and health. */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  endpoint: z.string(),
  created_at: z.string(),
  last_success_at: z.string().nullable(),
  failure_count: z.number().int(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDeviceResponseSchema = z.object({ data: pushDeviceSchema });
export type PushDeviceResponse = z.infer<typeof pushDeviceResponseSchema>;

/** `GET /api/push/devices/`: the signed-in user's devices, newest first. */
export const pushDevicesResponseSchema = z.object({ data: z.object({ devices: z.array(pushDeviceSchema) }) });
export type PushDevicesResponse = z.infer<typeof pushDevicesResponseSchema>;

const clockTimeField = z
  .string({ error: message('pushQuietHoursInvalid') })
  .regex(CLOCK_TIME, message('pushQuietHoursInvalid'));

/**
 * Push settings: quiet hours in German time (`from` after `to` spans midnight; null for none)
 * and the most notifications pushed per day.
 */
export const pushSettingsSchema = z.object({
  quiet_hours: z
    .object({ from: clockTimeField, to: clockTimeField })
    .refine((hours) => hours.from !== hours.to, { message: message('pushQuietHoursSame'), path: ['to'] })
    .nullable(),
  daily_cap: z
    .number({ error: message('invalidValue') })
    .int(message('invalidValue'))
    .min(PUSH_LIMITS.minDailyCap, message('minValue', { amount: PUSH_LIMITS.minDailyCap }))
    .max(PUSH_LIMITS.maxDailyCap, message('maxValue', { amount: PUSH_LIMITS.maxDailyCap })),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** `PUT /api/push/settings/` takes the whole settings; the answer is what was stored. */
export const pushSettingsRequestSchema = pushSettingsSchema.strict();
export const pushSettingsResponseSchema = z.object({ data: pushSettingsSchema });
export type PushSettingsResponse = z.infer<typeof pushSettingsResponseSchema>;

/** `POST /api/push/test/`: the test notification is queued for this many devices. */
export const pushTestResponseSchema = z.object({ data: z.object({ devices: z.number().int() }) });
export type PushTestResponse = z.infer<typeof pushTestResponseSchema>;

/** Minutes after midnight of an `HH:MM` time. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** `HH:MM` of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Whether `minute` (after midnight, German time) lies in the quiet hours from `from` up to,
 * not including, `to`; a span with `from` after `to` runs over midnight (22:00–07:00).
 */
export function isInQuietHours(minute: number, from: number, to: number): boolean {
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
