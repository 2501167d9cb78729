import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Platform } from '@spielraum/platform';
import type { RenderPage } from '@spielraum/schema';
import type { SearchReplica } from './search/replica';
import { AppError, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { PageCache } from './http/page-cache';
import { webRoutes } from './http/web';
import { adminRoutes } from './routes/admin/index';
import { filterRoutes } from './routes/filter/index';
import { gamePageRoutes } from './routes/game/index';
import { healthRoutes } from './routes/health/index';
import { metricsRoutes } from './routes/metrics/index';
import { createMetrics } from './metrics/metrics';
import { imageRoutes } from './routes/images/index';
import { outboxRoutes } from './routes/outbox/index';
import { robotsRoutes } from './routes/robots/index';
import { unsubscribeRoutes } from './routes/unsubscribe/index';
import { sessionRoutes } from './routes/session/index';
import { sitemapRoutes } from './routes/sitemap/index';
import { antiForgery, SAFE_METHODS } from './accounts/anti-forgery';
import { accountsConfig } from './accounts/config';
import type { AccountsContext } from './accounts/context';
import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit/store';
import { loginRoutes } from './routes/login/index';
import { passwordRoutes } from './routes/password/index';
import { accountDeletionRoutes } from './routes/account-deletion/index';
import { customFieldRoutes } from './routes/custom-fields/index';
import { profileRoutes } from './routes/profile/index';
import { oauthRoutes } from './routes/oauth/index';
import type { OAuthProviders } from './accounts/oauth';
import { signupRoutes } from './routes/signup/index';
import { listRoutes } from './routes/lists/index';
import { giftRoutes } from './routes/gifts/index';
import { bggImportRoutes } from './routes/bgg-import/index';
import { alertRoutes } from './routes/alerts/index';
import { alertRuleRoutes } from './routes/alert-rules/index';
import { notificationRoutes } from './routes/notifications/index';
import { pushRoutes } from './routes/push/index';
import { commentRoutes } from './routes/comments/index';
import { consentRoutes } from './routes/consent/index';
import { productHistoryRoutes } from './routes/product-history/index';
import { analyticsRoutes } from './routes/analytics/index';
import { AnalyticsBuffer } from './analytics/analytics-buffer';
import { contactRoutes } from './routes/contact/index';
import { moderationRoutes } from './routes/moderation/index';
import { reviewRoutes } from './routes/reviews/index';
import { recommendationRoutes } from './routes/recommendations/index';
import { magazineRoutes } from './routes/magazine/index';
import { sitePageRoutes } from './routes/site-pages/index';
import { dealRoutes } from './routes/deals/index';
import { dealerRoutes } from './routes/dealers/index';
import { dealerAreaRoutes } from './routes/dealer-area/index';
import { MagazineSearchIndex } from './magazine/post-search-index';
import { suggestRoutes } from './routes/suggest/index';
import { apiDescriptionRoutes } from './routes/api-description/index';

/** The team's address for contact messages when CONTACT_EMAIL is not set (the outbox shows them in embedded mode). */
export const DEFAULT_CONTACT_EMAIL = 'kontakt@spielraum.example';

/** Calls of editors, curators, operators and dealers: what they change shows on public pages. */
const BACK_OFFICE_PATH = /^\/api\/(editor|curator|admin|dealer-area)\//;
/** A user withdrawing their published review changes the game page every visitor sees. */
const OWN_REVIEW_PATH = /^\/api\/game\/\d+\/review\/$/;

export interface AppOptions {
  platform: Platform;
  /** Built web client to serve; omitted in API-only tests. */
  webDistDir?: string;
  maintenance?: boolean;
  /** The search replica; the search calls are mounted when given. */
  search?: SearchReplica;
  /** Public origin for canonical URLs, the sitemap and mail links (also decides the cookies' Secure flag); defaults to http://localhost:3000. */
  publicUrl?: string;
  /** Server entry of the web client (see http/web.ts); pages are client-rendered without it. */
  renderPage?: RenderPage | null;
  /**
   * Signs anti-forgery tokens; every process of a deployment must share it (main.ts passes
   * SESSION_SECRET). Tests may leave it out and get a random one per app.
   */
  sessionSecret?: string;
  /** Reverse proxies of ours in front (`true`: one, our nginx); see http/client-ip.ts. */
  trustProxy?: boolean | number;
  /** Abuse-limit counters: Redis in server mode; an in-memory store when omitted. */
  rateLimits?: RateLimitStore;
  /** Google and Facebook sign-in, when configured (GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID, …). */
  oauth?: OAuthProviders;
  /** Where the contact form's messages are mailed (CONTACT_EMAIL). */
  contactTo?: string;
  /**
   * Sums the web analytics' events before writing them; whoever creates it closes it (startServer
   * does, writing what is left). Omitted: one of the app's own that writes every few seconds.
   */
  analytics?: AnalyticsBuffer;
  /** Lets a Prometheus scraper read `/api/metrics` with `Authorization: Bearer …` (METRICS_TOKEN). */
  metricsToken?: string;
}

/** The whole HTTP surface: the API under /api, the outbox page in embedded mode, the web client. */
export function createApp({
  platform,
  webDistDir,
  maintenance = false,
  search,
  publicUrl = 'http://localhost:3000',
  renderPage = null,
  sessionSecret,
  trustProxy,
  rateLimits,
  oauth = {},
  contactTo = DEFAULT_CONTACT_EMAIL,
  analytics = new AnalyticsBuffer({ database: platform.database, logger: platform.logger }),
  metricsToken,
}: AppOptions) {
  const accounts: AccountsContext = {
    platform,
    config: accountsConfig({
      sessionSecret: sessionSecret ?? randomBytes(32).toString('hex'),
      publicUrl,
      trustProxy,
    }),
    limits: rateLimits ?? createMemoryRateLimitStore(),
  };
  // pages of anonymous visitors are kept until the catalogue or the back office changes them
  let backOfficeEdits = 0;
  const pageCache = new PageCache({
    version: () => `${search?.changeSeq() ?? 0}:${backOfficeEdits}`,
    onRenewFailed: (error) =>
      platform.logger.error(
        { err: error instanceof Error ? { message: error.message, stack: error.stack } : { error } },
        'renewing a kept page failed; the kept one answers until its grace ends',
      ),
  });
  // one post index per process: the magazine's search and the search box's suggestions share it
  const postIndex = new MagazineSearchIndex({ db: platform.database.db });
  const metrics = createMetrics(platform);
  const api = new Hono()
    .use('*', metrics.middleware)
    .use('*', antiForgery(accounts.config))
    .use('*', async (c, next) => {
      await next();
      if (
        !SAFE_METHODS.has(c.req.method) &&
        (BACK_OFFICE_PATH.test(c.req.path) || OWN_REVIEW_PATH.test(c.req.path)) &&
        c.res.status < 400
      )
        backOfficeEdits += 1;
    })
    .route('/', healthRoutes(platform))
    .route('/', metricsRoutes(platform, metrics, metricsToken))
    .route('/', sessionRoutes(platform, { maintenance }))
    .route('/', gamePageRoutes(platform))
    .route('/', imageRoutes(platform))
    .route('/', adminRoutes(platform, { contactTo, accounts: accounts.config }))
    .route('/', loginRoutes(accounts))
    .route('/', signupRoutes(accounts))
    .route('/', passwordRoutes(accounts))
    .route('/', accountDeletionRoutes(accounts))
    .route('/', profileRoutes(accounts))
    .route('/', customFieldRoutes(accounts))
    .route('/', oauthRoutes(accounts, oauth))
    .route('/', listRoutes(accounts))
    .route('/', giftRoutes(accounts))
    .route('/', bggImportRoutes(accounts))
    .route('/', alertRoutes(accounts))
    .route('/', alertRuleRoutes(accounts))
    .route('/', notificationRoutes(accounts))
    .route('/', pushRoutes(accounts))
    .route('/', commentRoutes(accounts))
    .route('/', contactRoutes(accounts, contactTo))
    .route('/', consentRoutes(accounts))
    .route('/', productHistoryRoutes(accounts))
    .route('/', analyticsRoutes(accounts, analytics))
    .route('/', reviewRoutes(accounts))
    .route('/', moderationRoutes(accounts))
    .route('/', recommendationRoutes(accounts))
    .route('/', magazineRoutes(accounts, { searchIndex: postIndex }))
    .route('/', sitePageRoutes(accounts))
    .route('/', dealerRoutes(platform))
    .route('/', dealRoutes(platform))
    .route('/', dealerAreaRoutes(accounts));
  if (search) {
    api.route('/', filterRoutes(platform, search));
    api.route('/', suggestRoutes(platform, { replica: search, postIndex }));
  }
  api.all('*', () => {
    throw new AppError('not_found', { message: 'Diese API-Adresse gibt es nicht.' });
  });

  const app = new Hono();
  app.use('*', requestLog(platform.logger));
  const documentHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-origin', xFrameOptions: 'DENY' });
  // Hashed scripts and styles need only what applies to subresources (no sniffing, same-origin
  // loads); the document headers would add ~0.5 KB to each of a page's two dozen script
  // responses (the game page must stay within 170 KB of JavaScript) and mean nothing there.
  const assetHeaders = secureHeaders({
    crossOriginResourcePolicy: 'same-origin',
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use('*', (c, next) =>
    c.req.path.startsWith('/assets/') ? assetHeaders(c, next) : documentHeaders(c, next),
  );
  app.onError(handleError(platform.logger));
  // before the API's anti-forgery check: mail clients post the one-click unsubscribe without
  // cookies, and the link's token authenticates it
  app.route('/api', unsubscribeRoutes(platform));
  // public and cacheable: no anti-forgery cookie on them (see routes/api-description)
  app.route('/api', apiDescriptionRoutes());
  app.route('/api', api);
  if (platform.mailer.mode === 'outbox')
    app.route('/', outboxRoutes(platform, { trustedProxies: accounts.config.trustedProxies }));
  app.route('/', sitemapRoutes(platform, { publicUrl }));
  app.route('/', robotsRoutes({ publicUrl }));
  if (webDistDir) {
    // A page can be the first thing a browser asks for (a mail link opened on a phone); the
    // unsafe call it makes next needs the anti-forgery pair, so pages hand out the cookie as
    // the API's safe calls do. Hashed assets stay cookie-free.
    const armPage = antiForgery(accounts.config);
    app.use('*', (c, next) =>
      (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/assets/')
        ? armPage(c, next)
        : next(),
    );
    // server rendering asks the API in-process; only /api paths, so a page never renders a page
    const fetchApi = async (request: Request) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) throw new Error('fetchApi serves /api only');
      return app.fetch(request);
    };
    app.route(
      '/',
      webRoutes(webDistDir, { renderPage, fetchApi, publicUrl, logger: platform.logger, pageCache }),
    );
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
