import { expect, test, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

const LABEL = 'Spiele, Verlage, Autoren und Magazin durchsuchen';

function headerSearch(page: Page) {
  return page.getByRole('search', { name: 'Suche' }).getByRole('combobox', { name: LABEL });
}

test.describe('search box in the header', () => {
  test('a word with a typo offers grouped suggestions; arrow keys and Enter open the game', async ({
    page,
  }) => {
    await page.goto('/games/brettspiele/sky-team');
    const field = headerSearch(page);
    await toBeHydrated(field);
    await field.pressSequentially('Kascadia');
    const listbox = page.getByRole('listbox', { name: LABEL });
    await expect(listbox).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const games = listbox.getByRole('group', { name: 'Spiele' });
    await expect(games.getByRole('option').first()).toContainText('Cascadia');
    await field.press('ArrowDown');
    const active = listbox.getByRole('option', { selected: true });
    await expect(active).toContainText('Cascadia');
    await expect(field).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/games\/brettspiele\/cascadia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cascadia' })).toBeVisible();
  });

  test('a publisher opens its games; Escape closes and keeps the focus in the field', async ({ page }) => {
    await page.goto('/magazine');
    const field = headerSearch(page);
    await toBeHydrated(field);
    await field.fill('hans im gl');
    const publishers = page.getByRole('listbox', { name: LABEL }).getByRole('group', { name: 'Verlage' });
    const publisher = publishers.getByRole('option', { name: /Hans im Glück/ });
    await expect(publisher).toBeVisible();
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();
    await field.press('ArrowDown');
    await publisher.click();
    await expect(page).toHaveURL(/\/verlag\/hans-im-glueck$/);
    await expect(
      page.getByRole('complementary', { name: 'Filter' }).getByRole('checkbox', { name: /^Hans im Glück/ }),
    ).toBeChecked();
  });

  test('Enter on free text opens the game list with that text; nothing found says so', async ({ page }) => {
    await page.goto('/games/brettspiele/sky-team');
    const field = headerSearch(page);
    await toBeHydrated(field);
    await field.fill('qxzvprt');
    await expect(page.getByRole('status').filter({ hasText: 'Keine Treffer' })).toBeVisible();
    await field.fill('würfel');
    const listbox = page.getByRole('listbox', { name: LABEL });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    // the suggestions end with the way to the whole list; Arrow up from the field reaches it
    await field.press('ArrowUp');
    await expect(listbox.getByRole('option', { selected: true })).toHaveText('Alle Ergebnisse für „würfel“');
    await field.press('Escape');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/games\?term=w%C3%BCrfel$/);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ Spiele?$/ })).toBeVisible();
    // the header's field shows what the list searches for, and follows the list's own field
    await expect(field).toHaveValue('würfel');
    const listField = page.getByRole('main').getByRole('combobox', { name: 'Spiele suchen' });
    await toBeHydrated(listField);
    await listField.fill('dorf');
    await expect(page).toHaveURL(/\/games\?term=dorf$/);
    await expect(field).toHaveValue('dorf');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/games\/[\w-]+\/[\w-]+$/);
    await expect(field).toHaveValue('');
  });

  test('a list address with a search shows its text in the header field before any script runs', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/games?term=Azul');
    await expect(headerSearch(page)).toHaveValue('Azul');
    await page.goto('/verlag/kosmos?term=Exit');
    await expect(headerSearch(page)).toHaveValue('Exit');
    await page.goto('/games/brettspiele/sky-team?term=Azul');
    await expect(headerSearch(page)).toHaveValue('');
    await context.close();
  });

  test('the start page has a search box of its own that works like the header one', async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('search', { name: 'Spielesuche' }).getByRole('combobox', { name: LABEL });
    await toBeHydrated(field);
    await field.fill('Spielwarenmesse');
    const post = page
      .getByRole('listbox', { name: LABEL })
      .getByRole('group', { name: 'Magazin' })
      .getByRole('option')
      .first();
    await expect(post).toContainText('Spielwarenmesse');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/magazine\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });
});
