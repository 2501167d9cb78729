import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@spielraum/schema/client';
import { oauthAccounts, users } from '@spielraum/schema/db';
import type { OAuthEnv } from '../env';
import { findUserByEmail } from './log-in';

export const OAUTH_PROVIDER_NAMES = ['google', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDER_NAMES)[number];

/**
 * One sign-in provider: client credentials and endpoints. The endpoints come from the
 * environment with the providers' real addresses as defaults, so tests can point them at a
 * local OAuth2 server while production talks to Google and Facebook.
 */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: string[];
  /** PKCE (S256): Google supports it; Facebook's classic flow is used without. */
  pkce: boolean;
}
export type OAuthProviders = Partial<Record<OAuthProviderName, OAuthProviderConfig>>;

export const PROVIDER_DEFAULTS: Record<
  OAuthProviderName,
  Omit<OAuthProviderConfig, 'clientId' | 'clientSecret'>
> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    pkce: false,
  },
};

/** The providers configured in the environment (`GOOGLE_CLIENT_ID`, `FACEBOOK_CLIENT_ID`, …). */
export function oauthProvidersFromEnv(env: OAuthEnv): OAuthProviders {
  const providers: OAuthProviders = {};
  for (const name of OAUTH_PROVIDER_NAMES) {
    const prefix = name === 'google' ? 'GOOGLE' : 'FACEBOOK';
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    const defaults = PROVIDER_DEFAULTS[name];
    providers[name] = {
      ...defaults,
      clientId,
      clientSecret,
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] ?? defaults.authorizationUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] ?? defaults.tokenUrl,
      userinfoUrl: env[`${prefix}_USERINFO_URL`] ?? defaults.userinfoUrl,
    };
  }
  return providers;
}

/** What we take from a provider's userinfo answer. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const googleUserinfo = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254).optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().max(200).optional(),
});
const facebookUserinfo = z.object({
  id: z.string().min(1).max(255),
  email: z.email().max(254).optional(),
  name: z.string().max(200).optional(),
});

/** Reads the userinfo answer of a provider; throws on anything unexpected. */
export function parseUserinfo(provider: OAuthProviderName, body: unknown): ExternalIdentity {
  if (provider === 'google') {
    const info = googleUserinfo.parse(body);
    return {
      subject: info.sub,
      email: info.email ?? null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: info.name ?? null,
    };
  }
  const info = facebookUserinfo.parse(body);
  // Facebook only hands out confirmed addresses.
  return {
    subject: info.id,
    email: info.email ?? null,
    emailVerified: info.email !== undefined,
    name: info.name ?? null,
  };
}

/**
 * The account for an external sign-in: the linked one; else the account with the same,
 * provider-verified e-mail, which gets linked; else a new verified account without password.
 * An unverified account with that address was never proven to be its owner's: it loses its
 * password (someone may have registered the address first) and becomes verified.
 */
export async function accountForExternalIdentity({
  db,
  provider,
  identity,
}: {
  db: Database;
  provider: OAuthProviderName;
  identity: ExternalIdentity;
}) {
  const [linked] = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.uuid, oauthAccounts.userUuid))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.subject)))
    .limit(1);
  if (linked) return linked.user;
  if (!identity.email || !identity.emailVerified) return null;

  let user = await findUserByEmail(db, identity.email);
  if (user && !user.verified) {
    [user] = await db
      .update(users)
      .set({ verified: true, passwordHash: null, updatedAt: new Date() })
      .where(eq(users.uuid, user.uuid))
      .returning();
  }
  if (!user) {
    [user] = await db
      .insert(users)
      .values({
        email: identity.email,
        displayName: (identity.name ?? identity.email.split('@')[0] ?? 'Spielraum').slice(0, 60),
        verified: true,
      })
      .returning();
  }
  if (!user) return null;
  await db
    .insert(oauthAccounts)
    .values({ provider, providerUserId: identity.subject, userUuid: user.uuid })
    .onConflictDoNothing();
  return user;
}

/** The short-lived state of one sign-in attempt, kept in a signed HttpOnly cookie. */
export interface OAuthAttempt {
  provider: OAuthProviderName;
  state: string;
  codeVerifier: string | null;
  redirectTo: string | null;
  stayLoggedIn: boolean;
  expiresAt: number;
}

const attemptSchema = z.object({
  provider: z.enum(OAUTH_PROVIDER_NAMES),
  state: z.string(),
  codeVerifier: z.string().nullable(),
  redirectTo: z.string().nullable(),
  stayLoggedIn: z.boolean(),
  expiresAt: z.number(),
});

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`oauth|${payload}`).digest('base64url');
}

export function sealAttempt(secret: string, attempt: OAuthAttempt): string {
  const payload = Buffer.from(JSON.stringify(attempt)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export function openAttempt(
  secret: string,
  sealed: string | undefined,
  now = Date.now(),
): OAuthAttempt | null {
  if (!sealed || sealed.length > 4000) return null;
  const [payload, mac] = sealed.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(mac);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const attempt = attemptSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return attempt.expiresAt > now ? attempt : null;
  } catch {
    return null;
  }
}
