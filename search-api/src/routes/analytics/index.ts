import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import {
  analyticsEventsRequestSchema,
  CONSENT_COOKIE,
  parseConsentCookie,
  serverMessage,
  type SuccessResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import type { AnalyticsBuffer } from '../../analytics/analytics-buffer';
import { clientIp } from '../../http/client-ip';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';

const SUCCESS: SuccessResponse = { data: 'success' };

/** Far above 20 events of 300 characters; anything bigger is no browser of ours. */
const MAX_BODY_BYTES = 32 * 1024;

function tooLarge(): never {
  throw new AppError('payload_too_large', { error: 'body too large' });
}

/**
 * The web analytics (SPEC §1 consent option "Web-Analyse"): `POST analytics/events/` takes a
 * batch of page views (pathnames) and clicks on "zum Shop" (offer ids) from a browser whose
 * consent cookie allows it (the page sends nothing otherwise; the API refuses too), limited per
 * client. The events are only added up in memory here (`AnalyticsBuffer`), never written per
 * call; the operators read the sums under `admin/analytics/`.
 */
export function analyticsRoutes({ config, limits }: AccountsContext, buffer: AnalyticsBuffer) {
  return new Hono().post(
    '/analytics/events/',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => tooLarge() }),
    async (c) => {
      if (!parseConsentCookie(getCookie(c, CONSENT_COOKIE))?.analytics)
        throw new AppError('forbidden', {
          error: 'no consent',
          message: serverMessage('analyticsNoConsent'),
        });
      await consume(limits, `analytics:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.analyticsPerIp);
      const { events } = await parseJson(c, analyticsEventsRequestSchema);
      buffer.record(events);
      return c.json(SUCCESS);
    },
  );
}
