import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

const DEMO_PASSWORD = 'spielraum-demo';

/** Signs in through the API the way the web client does (cookie and header pair). */
export async function signInByApi(page: Page, email: string): Promise<void> {
  await page.request.get('/api/session/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post('/api/login/', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

/** The first link in `main` whose address matches `pattern`, as a path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return href;
}

/**
 * Opens every page of the operators', the dealers', the editors' and the curators' back offices
 * (a detail page through the first link its list shows) and checks each: a level-1 heading, no serious or critical axe
 * finding, and nothing wider than the window (a phone at 390 px scrolls only down).
 */
export async function walkBackOffices(page: Page): Promise<void> {
  const check = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // the lists load their rows after the first paint
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
  };

  await signInByApi(page, 'betrieb@spielraum.demo');
  for (const path of [
    '/betrieb',
    '/betrieb/haendler',
    '/betrieb/haendler/neu',
    '/betrieb/feeds',
    '/betrieb/unzugeordnet',
    '/betrieb/warteschlangen',
    '/betrieb/statistik',
    '/betrieb/kontakt',
  ])
    await check(path);
  await page.goto('/betrieb/haendler');
  await check(await firstLink(page, /^\/betrieb\/haendler\/\d+$/));
  await page.goto('/betrieb/feeds');
  await check(await firstLink(page, /^\/betrieb\/feeds\/\d+$/));

  await page.context().clearCookies();
  await signInByApi(page, 'haendler@spielraum.demo');
  await check('/haendlerbereich');
  await check(await firstLink(page, /^\/haendlerbereich\/shops\/\d+$/));

  await page.context().clearCookies();
  await signInByApi(page, 'redaktion@spielraum.demo');
  for (const path of [
    '/redaktion/magazin',
    '/redaktion/magazin/neu',
    '/redaktion/seiten',
    '/redaktion/moderation',
  ])
    await check(path);
  await page.goto('/redaktion/magazin');
  await check(await firstLink(page, /^\/redaktion\/magazin\/\d+$/));
  await page.goto('/redaktion/seiten');
  await check(await firstLink(page, /^\/redaktion\/seiten\/[\w-]+$/));

  await page.context().clearCookies();
  await signInByApi(page, 'kuratorin@spielraum.demo');
  await check('/recommendationsmanagement');
  await check('/recommendationscomments');
  await page.goto('/recommendationsmanagement');
  await check(await firstLink(page, /^\/recommendationform\/\d+$/));
}
