import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../http/errors';
import type { AccountsConfig } from './config';
import { hashSessionId, SESSION_COOKIE } from './find-session';

/**
 * Anti-forgery (SPEC §7: "all calls carry an anti-forgery cookie and header pair"): a signed
 * double-submit token. The names follow the XSRF-TOKEN / X-XSRF-TOKEN convention that axios
 * (and so the bull-board dashboard) sends by itself.
 */
export const ANTI_FORGERY_COOKIE = 'XSRF-TOKEN';
export const ANTI_FORGERY_HEADER = 'x-xsrf-token';

/** Methods that change nothing: no anti-forgery pair needed. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value a token is bound to: the session (its hash) or "anonymous" before sign-in. */
function binding(sessionValue: string | undefined): string {
  return sessionValue ? `session:${hashSessionId(sessionValue)}` : 'anonymous';
}

function sign(secret: string, nonce: string, sessionValue: string | undefined): string {
  return createHmac('sha256', secret)
    .update(`anti-forgery|${binding(sessionValue)}|${nonce}`)
    .digest('base64url');
}

/** A fresh token `nonce.signature` bound to the given session cookie value. */
export function createAntiForgeryToken(secret: string, sessionValue: string | undefined): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce, sessionValue)}`;
}

/** True when the token was signed with our secret for exactly this session. */
export function isValidAntiForgeryToken(
  secret: string,
  token: string | undefined,
  sessionValue: string | undefined,
): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, nonce, sessionValue));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sets a new anti-forgery cookie bound to `sessionValue` (undefined: anonymous). Called when a
 * session starts or ends so the next call carries a token for the new session. Readable by
 * the page's script (it must copy it into the header); ends with the browser.
 */
export function issueAntiForgeryToken(c: Context, config: AccountsConfig, sessionValue: string | undefined) {
  setCookie(c, ANTI_FORGERY_COOKIE, createAntiForgeryToken(config.sessionSecret, sessionValue), {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure: config.secureCookies,
  });
}

/**
 * Refuses every unsafe call (POST, PUT, PATCH, DELETE) with 403 unless the header equals the
 * cookie and the cookie is signed for the request's session. Safe calls hand out a token when
 * the browser has none valid for its session, so the first page load arms the client.
 */
export function antiForgery(config: AccountsConfig): MiddlewareHandler {
  return async (c, next) => {
    const sessionValue = getCookie(c, SESSION_COOKIE);
    const cookieToken = getCookie(c, ANTI_FORGERY_COOKIE);
    const valid = isValidAntiForgeryToken(config.sessionSecret, cookieToken, sessionValue);
    if (!SAFE_METHODS.has(c.req.method)) {
      const headerToken = c.req.header(ANTI_FORGERY_HEADER);
      if (!valid || !headerToken || !cookieToken || !sameString(headerToken, cookieToken)) {
        throw new AppError('csrf_failed', { error: 'anti-forgery token missing or invalid' });
      }
    }
    await next();
    const issuedByHandler = c.res.headers
      .getSetCookie()
      .some((cookie) => cookie.startsWith(`${ANTI_FORGERY_COOKIE}=`));
    if (!valid && !issuedByHandler) issueAntiForgeryToken(c, config, sessionValue);
  };
}
