import { Hono } from 'hono';

/**
 * Paths crawlers are asked to leave alone: the signed-in user's own pages, the back offices, the
 * pages mail links open (their addresses carry tokens) and the API. The pages themselves say
 * `noindex` too, for crawlers that ignore this file. Shared list views (`/wishlistview/…`) are
 * left crawlable on purpose: their `noindex` must be readable to keep a leaked link out of the
 * index.
 */
const DISALLOWED_PATHS = [
  // the signed-in user's pages
  '/settings',
  '/wishlists',
  '/collections',
  '/ignore-games',
  '/alerts',
  '/notifications',
  // pages opened from mails
  '/verification/',
  '/verify/',
  '/newpassword/',
  '/deleteuser/',
  '/unsubscribe/',
  '/haendler/',
  // back offices
  '/haendlerbereich',
  '/redaktion/',
  '/betrieb',
  '/recommendationsmanagement',
  '/recommendationform/',
  '/recommendationscomments',
  '/outbox',
  '/api/',
] as const;

/**
 * Under `/api/` only the images may be fetched: Open Graph, the game pages' structured data and
 * image search point at them, and link-preview bots (Twitterbot, for one) obey robots.txt.
 */
const ALLOWED_API_PATHS = ['/api/images/', '/api/magazine/images/'] as const;

/** The text of `/robots.txt` for a public origin (PUBLIC_URL). */
function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ALLOWED_API_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/robots.txt`: everything public may be crawled, except the paths of `DISALLOWED_PATHS`; names
 * the sitemap by its absolute URL. Cached for a day, as it changes only with a release.
 */
export function robotsRoutes({ publicUrl }: { publicUrl: string }) {
  const body = robotsTxt(publicUrl);
  return new Hono().get('/robots.txt', (c) =>
    c.body(body, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    }),
  );
}
