import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_LIMITS } from '@spielraum/schema';

/**
 * The contact form's time token: `time.signature`, the time the form was shown signed with the
 * session secret. A send with it proves a page was loaded at least `minFillMs` before, which
 * bots that post the form at once cannot, and no third-party captcha is needed.
 */
function sign(secret: string, time: string): string {
  return createHmac('sha256', secret).update(`contact-form|${time}`).digest('base64url');
}

export function createContactFormToken(secret: string, now = Date.now()): string {
  const time = String(now);
  return `${time}.${sign(secret, time)}`;
}

export type ContactFormTokenCheck = 'ok' | 'invalid' | 'too fast' | 'expired';

export function checkContactFormToken(
  secret: string,
  token: string,
  now = Date.now(),
): ContactFormTokenCheck {
  const [time, signature, extra] = token.split('.');
  if (!time || !signature || extra !== undefined || !/^\d{1,15}$/.test(time)) return 'invalid';
  const expected = Buffer.from(sign(secret, time));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  const age = now - Number(time);
  if (age < CONTACT_LIMITS.minFillMs) return 'too fast';
  if (age > CONTACT_LIMITS.maxFormAgeMs) return 'expired';
  return 'ok';
}
