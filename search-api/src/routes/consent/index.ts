import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_VERSION,
  consentCookieValue,
  consentRequestSchema,
  parseConsentCookie,
  type ConsentResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { clearProductHistory } from '../../accounts/delete-account';
import { findSession, SESSION_COOKIE } from '../../accounts/find-session';
import { recordConsent } from '../../consent/record-consent';
import { clientIp } from '../../http/client-ip';
import { parseJson } from '../../http/validate';
import { consume, RATE_LIMITS } from '../../rate-limit/limits';

/**
 * `POST consent/` (SPEC §1's dialog): logs the choice with its time and text version and sets
 * the consent cookie the page reads (`version.flags.consentId`, readable by the page's script,
 * a year long). The same browser keeps its consent id across choices. A choice without the
 * product history deletes the signed-in user's recorded history: nothing of an option is kept
 * after it was withdrawn.
 */
export function consentRoutes({ platform, config, limits }: AccountsContext) {
  return new Hono().post('/consent/', async (c) => {
    const choice = await parseJson(c, consentRequestSchema);
    await consume(limits, `consent:ip:${clientIp(c, config.trustedProxies)}`, RATE_LIMITS.consentPerIp);
    const earlier = parseConsentCookie(getCookie(c, CONSENT_COOKIE));
    // withdrawing the product history deletes what was recorded for the signed-in account
    if (!choice.history) {
      const session = await findSession({
        db: platform.database.db,
        cookieValue: getCookie(c, SESSION_COOKIE),
      });
      if (session) await clearProductHistory({ database: platform.database, userUuid: session.user.uuid });
    }
    const consentId = await recordConsent({
      db: platform.database.db,
      consentId: earlier?.consentId ?? null,
      choice,
    });
    setCookie(c, CONSENT_COOKIE, consentCookieValue(choice, consentId), {
      path: '/',
      sameSite: 'Lax',
      secure: config.secureCookies,
      maxAge: CONSENT_MAX_AGE_DAYS * 24 * 60 * 60,
    });
    const answer: ConsentResponse = {
      data: {
        consent_id: consentId,
        version: CONSENT_VERSION,
        history: choice.history,
        analytics: choice.analytics,
        social: choice.social,
      },
    };
    return c.json(answer);
  });
}
