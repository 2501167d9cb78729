import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { toBeHydrated } from './hydration';

/** WCAG 2.2 level A and AA, the level the portal promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The public pages with fixed addresses (the static pages are schema's STATIC_PAGES). */
const PUBLIC_PATHS = [
  '/',
  '/games',
  '/games/brettspiele',
  '/games/brettspiele/sky-team',
  '/kategorie/familienspiele',
  '/verlag/kosmos',
  '/games/brettspiele?page=2',
  '/extendedsearch',
  '/magazine',
  '/magazine/searchterm?q=Spiel',
  '/recommendations',
  '/recommendations/kooperativ-gewinnen',
  '/haendler/login',
  '/contact',
  '/legal-notice',
  '/privacy-policy',
  '/terms-and-conditions',
  '/about-us',
  '/influencers',
  '/dealers',
  '/dealers-details',
  '/infopage-for-influencer',
  '/jobs',
  '/gibt-es-nicht',
];

/** Mail-link pages opened with a link that is no longer valid: what most people who reopen a mail see. */
const MAIL_LINK_PATHS = [
  '/unsubscribe/ungueltig',
  '/verify/00000000-0000-4000-8000-000000000000',
  '/newpassword/00000000-0000-4000-8000-000000000000/ungueltig',
];

/** The signed-in user's own pages. */
const ACCOUNT_PATHS = [
  '/settings',
  '/alerts',
  '/notifications',
  '/wishlists',
  '/collections',
  '/ignore-games',
];

/** Serious or critical findings, one line each, collected over the whole walk. */
export class Findings {
  readonly lines: string[] = [];

  async check(page: Page, where: string): Promise<void> {
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const violation of violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      // Mantine's menus hold a focusable, empty placeholder inside role="menu" that takes the focus
      // on opening, so ArrowDown reaches the first item; without it the keyboard cannot enter the
      // menu (lists.spec.ts). axe reads it as a child a menu may not have; known and accepted.
      if (
        violation.id === 'aria-required-children' &&
        violation.nodes.every((node) => /^#mantine-[\w-]+-dropdown$/.test(node.target.join(' ')))
      )
        continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      this.lines.push(`${where} – ${violation.id}: ${targets}`);
    }
  }

  expectNone(): void {
    expect(this.lines).toEqual([]);
  }
}

/** Opens `path` and checks it once its content (lists, lazy parts) has arrived. */
async function visit(page: Page, findings: Findings, path: string, label = path): Promise<void> {
  await page.goto(path);
  // the heading is there once the page's lazy part rendered; the 404 page has one too
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await findings.check(page, label);
}

/** The first link in <main> whose address matches `pattern`, as a path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return href;
}

/** The pages whose look changes for a signed-in user (header, "Merken", alerts, comments). */
export const SIGNED_IN_PUBLIC_PATHS = [
  '/',
  '/games',
  '/games/brettspiele/sky-team',
  '/recommendations/kooperativ-gewinnen',
];

export async function walkPaths(page: Page, findings: Findings, paths: readonly string[]): Promise<void> {
  for (const path of paths) await visit(page, findings, path);
}

/** Every public page, with the detail pages reached through the first link of their list. */
export async function walkPublicPages(page: Page, findings: Findings): Promise<void> {
  for (const path of PUBLIC_PATHS) await visit(page, findings, path);
  await visit(page, findings, '/magazine');
  const post = await firstLink(page, /^\/magazine\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await visit(page, findings, post);
  await visit(page, findings, post.split('/').slice(0, 3).join('/'));
  await visit(page, findings, '/dealers-details');
  await visit(page, findings, await firstLink(page, /^\/dealers-details\/[a-z0-9-]+$/));
}

export async function walkMailLinkPages(page: Page, findings: Findings): Promise<void> {
  for (const path of MAIL_LINK_PATHS) await visit(page, findings, path);
}

/** A verified account of its own, signed in in this browser through the API. */
export async function signInFreshUser(page: Page, prefix: string): Promise<void> {
  const email = `${prefix}-${Date.now()}@example.org`;
  const password = 'barrierefrei-1';
  await createVerifiedAccount(page, email, 'Bea Barrierefrei', password);
  await page.request.get('/api/session/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await page.request.post('/api/login/', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { email, password },
  });
  expect(login.ok()).toBe(true);
}

export async function walkAccountPages(page: Page, findings: Findings): Promise<void> {
  for (const path of ACCOUNT_PATHS) await visit(page, findings, path);
}

/**
 * A wish list with a game, shared: its own page and the read-only view its link opens. Made
 * through the API (the lists journey makes them by hand), in the signed-in browser of `page`.
 */
export async function walkListPages(page: Page, findings: Findings): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': token };
  const created = await page.request.post('/api/userlists/', {
    headers,
    data: { kind: 'wishlist', name: 'Für die Spielerunde' },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const game = (await (await page.request.get('/api/game/sky-team/')).json()) as {
    data: { product: { product_id: number } };
  };
  const added = await page.request.post(`/api/userlists/${id}/items/`, {
    headers,
    data: { product_id: game.data.product.product_id, note: 'Für den Spieleabend' },
  });
  expect(added.ok()).toBe(true);
  const shared = await page.request.post(`/api/userlists/${id}/share/`, { headers });
  expect(shared.ok()).toBe(true);
  const hash = ((await shared.json()) as { data: { share_hash: string } }).data.share_hash;
  await visit(page, findings, `/wishlists/${id}`);
  await visit(page, findings, `/wishlistview/${hash}`);
}

/**
 * Opens `opener` once the page has hydrated, waits for `opened`, checks the page with it open,
 * closes it with Escape and expects the focus back on the opener (a lazy placeholder's real
 * button has the same role and name).
 */
export async function checkOpen(
  page: Page,
  findings: Findings,
  label: string,
  opener: ReturnType<Page['getByRole']>,
  opened: ReturnType<Page['getByRole']>,
): Promise<void> {
  await toBeHydrated(opener);
  await opener.click();
  await expect(opened).toBeVisible();
  // the open animation ends before axe reads the colours
  await page.waitForTimeout(300);
  await findings.check(page, label);
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(opener).toBeFocused();
}
