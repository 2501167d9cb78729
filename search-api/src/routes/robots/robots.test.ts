import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createApp } from '../../app';

/**
 * Whether a crawler may fetch `path`, read as Google reads robots.txt: the longest matching
 * Allow or Disallow rule wins, Allow on a tie; no match allows.
 */
function crawlable(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix! }))
    .filter((rule) => rule.prefix !== '' && path.startsWith(rule.prefix));
  const longest = Math.max(0, ...rules.map((rule) => rule.prefix.length));
  return rules.length === 0 || rules.some((rule) => rule.allow && rule.prefix.length === longest);
}

describe(`/robots.txt (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform, publicUrl: 'https://spielraum.example/' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('is cacheable plain text for every crawler that names the absolute sitemap URL', async () => {
    const response = await app.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text).toContain('\nSitemap: https://spielraum.example/sitemap.xml\n');
    expect((await app.request('/sitemap.xml')).status).toBe(200);
  });

  it('leaves the public pages and the images crawlable', async () => {
    const text = await (await app.request('/robots.txt')).text();
    for (const path of [
      '/',
      '/games',
      '/games/brettspiele/azul',
      '/magazine/tests/sky-team-im-test',
      '/recommendations/familienabend',
      '/dealers-details/spielekiste',
      '/legal-notice',
      '/wishlistview/abc123',
      '/api/images/12?w=1200',
      '/api/magazine/images/3/1200.webp',
      '/sitemap.xml',
    ])
      expect(crawlable(text, path), path).toBe(true);
  });

  it('keeps crawlers out of account, back-office, mail-link and API paths', async () => {
    const text = await (await app.request('/robots.txt')).text();
    for (const path of [
      '/settings',
      '/wishlists',
      '/wishlists/4',
      '/collections/2',
      '/ignore-games',
      '/alerts',
      '/notifications',
      '/verification/0b5e/token',
      '/verify/0b5e',
      '/newpassword/0b5e/token',
      '/deleteuser/0b5e/token',
      '/unsubscribe/alerts-token',
      '/haendler/login',
      '/haendler/einladung/0b5e/token',
      '/haendlerbereich/shops/1',
      '/redaktion/magazin',
      '/betrieb',
      '/betrieb/statistik',
      '/recommendationsmanagement',
      '/recommendationform/3',
      '/recommendationscomments',
      '/outbox',
      '/api/session/',
      '/api/filter/data/',
    ])
      expect(crawlable(text, path), path).toBe(false);
  });
});
