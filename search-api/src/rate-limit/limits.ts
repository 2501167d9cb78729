import { AppError } from '../http/errors';
import type { RateLimitStore } from './store';

/**
 * The abuse limits of the account calls (per account and per IP). A serious shop allows a few
 * mistakes and slows down guessing: the 6th wrong password for one account within a minute is
 * refused, and one IP may not try more than a handful of sign-ups or mails.
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 5, windowMs: 60_000 },
  loginPerIp: { limit: 30, windowMs: 60_000 },
  signupPerIp: { limit: 5, windowMs: 3_600_000 },
  mailPerAccount: { limit: 3, windowMs: 900_000 },
  mailPerIp: { limit: 10, windowMs: 900_000 },
  contactPerIp: { limit: 5, windowMs: 3_600_000 },
  /** Far more than a person changes their mind; keeps the consent log from being flooded. */
  consentPerIp: { limit: 30, windowMs: 3_600_000 },
  commentsPerAccount: { limit: 30, windowMs: 3_600_000 },
  /**
   * A browser sends its analytics at most every 2 s while a person clicks through pages (about 30
   * calls a minute when hurried); four times that is a script, not a visitor.
   */
  analyticsPerIp: { limit: 120, windowMs: 60_000 },
  /** A family behind one address reserves a handful of gifts; a script reserving a whole list does not get far. */
  giftReservationsPerIp: { limit: 20, windowMs: 3_600_000 },
  /** Undo secrets are 256 bits, so this only keeps the table from being hammered. */
  giftUndoPerIp: { limit: 30, windowMs: 3_600_000 },
  /** A person tries the test notification a few times while setting a phone up; not a stream of them. */
  testPushPerAccount: { limit: 5, windowMs: 600_000 },
} as const;

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit and refuses with 429, the German message and Retry-After once the limit is
 * passed.
 */
export async function consume(store: RateLimitStore, key: string, limit: Limit): Promise<void> {
  const count = await store.hit(key, limit.windowMs);
  if (count > limit.limit) throw await tooManyRequests(store, key, limit);
}

/** Refuses with 429 when the key already reached its limit (without counting this call). */
export async function ensureBelow(store: RateLimitStore, key: string, limit: Limit): Promise<void> {
  if ((await store.count(key)) >= limit.limit) throw await tooManyRequests(store, key, limit);
}

async function tooManyRequests(store: RateLimitStore, key: string, limit: Limit): Promise<AppError> {
  const remainingMs = (await store.remainingMs(key)) || limit.windowMs;
  return new AppError('rate_limited', {
    error: 'too many requests',
    retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
  });
}
