import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  message,
  safeRedirectTarget,
  type OAuthProvidersResponse,
  type OAuthStartResponse,
} from '@spielraum/schema';
import { issueAntiForgeryToken } from '../../accounts/anti-forgery';
import type { AccountsContext } from '../../accounts/context';
import {
  accountForExternalIdentity,
  OAUTH_PROVIDER_NAMES,
  openAttempt,
  parseUserinfo,
  sealAttempt,
  type OAuthProviderName,
  type OAuthProviders,
} from '../../accounts/oauth';
import { startSession } from '../../accounts/sessions';
import { AppError } from '../../http/errors';
import { parseJson } from '../../http/validate';

const ATTEMPT_COOKIE = 'spielraum_oauth';
const ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;

/** The body of `POST loginwithgoogle/` and `loginwithfacebook/` (also described in `src/openapi/`). */
export const oauthStartRequestSchema = z
  .object({
    redirect_to: z
      .string()
      .max(2000)
      .transform((value, ctx) => {
        const target = safeRedirectTarget(value);
        if (target === null) ctx.addIssue({ code: 'custom', message: message('badRequest') });
        return target ?? z.NEVER;
      })
      .optional(),
    stay_logged_in: z.boolean().optional().default(false),
  })
  .optional()
  .default({ stay_logged_in: false });

/** The provider's answer on the callback; anything else ends at `/?oauth=failed`. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
});

/**
 * Sign-in through Google and Facebook (SPEC §6) with arctic's OAuth 2.0 client:
 * `POST loginwithgoogle/` and `POST loginwithfacebook/` answer the provider's authorization
 * address (state and PKCE verifier in a signed, HttpOnly, ten-minute cookie);
 * `GET oauth/{provider}/callback` checks the state, trades the code, reads the userinfo,
 * signs the user in (session rotated) and returns to the remembered page, or to
 * `/?oauth=failed` where the client shows the request-error notice (SPEC §8).
 * `GET oauth/providers` tells the login dialog which buttons to show.
 */
export function oauthRoutes({ platform, config }: AccountsContext, providers: OAuthProviders) {
  const { db } = platform.database;
  const callbackUrl = (provider: OAuthProviderName) => `${config.publicUrl}/api/oauth/${provider}/callback`;
  const clientFor = (provider: OAuthProviderName) => {
    const settings = providers[provider];
    if (!settings) throw new AppError('not_found', { error: 'provider not configured' });
    return {
      settings,
      client: new OAuth2Client(settings.clientId, settings.clientSecret, callbackUrl(provider)),
    };
  };

  async function start(c: Context, provider: OAuthProviderName) {
    const { settings, client } = clientFor(provider);
    const body = await parseJson(c, oauthStartRequestSchema);
    const state = generateState();
    const codeVerifier = settings.pkce ? generateCodeVerifier() : null;
    const url = codeVerifier
      ? client.createAuthorizationURLWithPKCE(
          settings.authorizationUrl,
          state,
          CodeChallengeMethod.S256,
          codeVerifier,
          settings.scopes,
        )
      : client.createAuthorizationURL(settings.authorizationUrl, state, settings.scopes);
    setCookie(
      c,
      ATTEMPT_COOKIE,
      sealAttempt(config.sessionSecret, {
        provider,
        state,
        codeVerifier,
        redirectTo: body.redirect_to ?? null,
        stayLoggedIn: body.stay_logged_in,
        expiresAt: Date.now() + ATTEMPT_LIFETIME_MS,
      }),
      {
        path: '/api/oauth',
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.secureCookies,
        maxAge: ATTEMPT_LIFETIME_MS / 1000,
      },
    );
    const answer: OAuthStartResponse = { data: { url: url.toString() } };
    return c.json(answer);
  }

  const app = new Hono()
    .get('/oauth/providers', (c) => {
      const answer: OAuthProvidersResponse = {
        data: OAUTH_PROVIDER_NAMES.filter((provider) => providers[provider] !== undefined),
      };
      return c.json(answer);
    })
    .post('/loginwithgoogle/', (c) => start(c, 'google'))
    .post('/loginwithfacebook/', (c) => start(c, 'facebook'));

  for (const provider of OAUTH_PROVIDER_NAMES) {
    app.get(`/oauth/${provider}/callback`, async (c) => {
      const attempt = openAttempt(config.sessionSecret, getCookie(c, ATTEMPT_COOKIE));
      deleteCookie(c, ATTEMPT_COOKIE, {
        path: '/api/oauth',
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.secureCookies,
      });
      const query = oauthCallbackQuerySchema.safeParse(c.req.query());
      const fail = (reason: string) => {
        platform.logger.warn({ provider, reason }, 'external sign-in failed');
        return c.redirect('/?oauth=failed', 302);
      };
      if (!attempt || attempt.provider !== provider) return fail('no or foreign attempt');
      if (!query.success || query.data.state !== attempt.state) return fail('state mismatch');
      try {
        const { settings, client } = clientFor(provider);
        const tokens = await client.validateAuthorizationCode(
          settings.tokenUrl,
          query.data.code,
          attempt.codeVerifier,
        );
        const response = await fetch(settings.userinfoUrl, {
          headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
        });
        if (!response.ok) return fail(`userinfo answered ${response.status}`);
        const identity = parseUserinfo(provider, await response.json());
        const user = await accountForExternalIdentity({ db, provider, identity });
        if (!user) return fail('no verified e-mail');
        const sessionValue = await startSession({
          c,
          db,
          config,
          userUuid: user.uuid,
          persistent: attempt.stayLoggedIn,
        });
        issueAntiForgeryToken(c, config, sessionValue);
        return c.redirect(safeRedirectTarget(attempt.redirectTo) ?? '/', 302);
      } catch (error) {
        return fail(error instanceof Error ? error.message.slice(0, 200) : 'unexpected');
      }
    });
  }
  return app;
}
