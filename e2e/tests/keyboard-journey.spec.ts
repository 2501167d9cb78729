import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { toBeHydrated } from './hydration';

/** What has the keyboard focus: tag, accessible-ish name, and where it sits. */
interface Focused {
  tag: string;
  name: string;
  href: string | null;
  type: string | null;
  role: string | null;
  inMain: boolean;
  inFilters: boolean;
  inArticleHeading: boolean;
  inMenu: boolean;
  inDialog: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { tag: 'none', name: '', href: null, type: null } as unknown as Focused;
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      href: element.getAttribute('href'),
      type: element.getAttribute('type'),
      role: element.getAttribute('role'),
      inMain: element.closest('main') !== null,
      inFilters: element.closest('aside, [role="complementary"]') !== null,
      inArticleHeading: element.closest('article h2, article h3') !== null,
      inMenu: element.closest('[role="menu"]') !== null,
      inDialog: element.closest('[role="dialog"]') !== null,
    };
  });
}

/** Presses Tab until the focused element passes `wanted` (at most `limit` times). */
async function tabTo(page: Page, wanted: (element: Focused) => boolean, what: string, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (wanted(element)) return element;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** The focused element is the page's level-1 heading with this text. */
async function expectFocusOnHeading(page: Page, text?: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  if (text !== undefined) await expect(heading).toHaveText(text);
}

test.describe('keyboard only', () => {
  test('start page to list, filter, game, sort, Merken after sign-in and back', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = `tastatur-${Date.now()}@example.org`;
    const password = 'tastatur-passwort-1';
    // the account is made in a browser of its own: this one stays a visitor until the dialog
    const setup = await browser.newContext();
    await createVerifiedAccount(await setup.newPage(), email, 'Tara Tastatur', password);
    await setup.close();

    // start page: Tab to a tile that opens a game list and press Enter
    await page.goto('/');
    await toBeHydrated(page.getByRole('banner').getByRole('link').first());
    await tabTo(
      page,
      (element) =>
        element.tag === 'a' && element.inMain && /^\/games(\/[a-z-]+)?(\?|$)/.test(element.href ?? ''),
      'a start-page tile to a game list',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/games/);
    await expectFocusOnHeading(page);

    // the full list
    await page.goto('/games');
    const firstHit = page.getByRole('main').getByRole('article').first();
    await expect(firstHit).toBeVisible();
    await toBeHydrated(firstHit.getByRole('link').first());

    // a filter: Space toggles it, the list updates, the focus stays on the filter
    const filter = await tabTo(
      page,
      (element) =>
        element.tag === 'input' &&
        element.type === 'checkbox' &&
        element.role !== 'switch' &&
        element.inFilters,
      'a filter checkbox',
    );
    const filterId = await page.evaluate(() => document.activeElement!.id);
    await page.keyboard.press('Space');
    // a single category filter may have a landing page of its own: the address changes either way
    await expect(page).not.toHaveURL(/\/games$/);
    await expect(page.locator(`[id="${filterId}"]`)).toBeChecked();
    await expect(page.locator(`[id="${filterId}"]`)).toBeFocused();
    expect(filter.tag).toBe('input');

    // a result: Enter opens the game, the focus is on its heading
    const hit = await tabTo(page, (element) => element.tag === 'a' && element.inArticleHeading, 'a result');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/games\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expectFocusOnHeading(page, hit.name);

    // the offers sorted by the total, the other way round
    await tabTo(page, (element) => /Gesamtpreis .*sortiert/.test(element.name), 'the total column sort');
    await page.keyboard.press('Enter');
    const comparison = page.getByRole('region', { name: 'Preisvergleich' });
    await expect(comparison.getByRole('columnheader', { name: /Gesamtpreis/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(comparison.getByRole('button', { name: /Gesamtpreis .*sortiert/ })).toBeFocused();

    // "Merken" as a visitor: the login dialog; sign in there by keyboard
    const merken = `${hit.name} merken`;
    await tabTo(page, (element) => element.name === merken, '"Merken"');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await tabTo(page, (element) => element.type === 'email', 'the e-mail field', 10);
    await page.keyboard.type(email);
    await tabTo(page, (element) => element.type === 'password', 'the password field', 5);
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    // the Merken menu opens by itself, with the focus in it
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await focused(page)).inMenu).toBe(true);
    await expect(menu.getByRole('menuitem').first()).toBeVisible();

    // Escape closes it and gives the focus back to "Merken"
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: merken })).toBeFocused();

    // back to the list: the focus is on its heading again
    await page.goBack();
    await expect(page).not.toHaveURL(/\/games\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expectFocusOnHeading(page);
  });
});
