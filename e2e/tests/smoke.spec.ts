import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

test.describe('smoke: a visitor browses the demo portal', () => {
  test('start page leads to the list of demo games', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Spielraum/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spielraum');
    await expect(page.getByRole('link', { name: 'Familienspiele' })).toBeVisible();

    await page.getByRole('link', { name: 'Alle Spiele ansehen' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { name: 'Alle Spiele', level: 1 })).toBeVisible();
    const count = await page.getByText(/^\d+ Spiele$/).textContent();
    expect(Number(count?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(300);
    await expect(page.getByText(/^ab \d+,\d{2}\s€$/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Cover von / }).first()).toBeVisible();
  });

  test('the main menu opens a category and paging keeps it in the URL', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Kartenspiele' })
      .click();
    await expect(page).toHaveURL(/\/games\/kartenspiele$/);
    await expect(page.getByRole('heading', { name: 'Kartenspiele', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/games\/kartenspiele\?page=2$/);
    await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('the keyboard opens a category submenu, walks it and Escape closes it again', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    const toggle = () => nav.getByRole('button', { name: 'Unterkategorien von Trading Card Games' });
    await toBeHydrated(toggle());
    await toggle().focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(6);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Pokémon' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Yu-Gi-Oh!' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle()).toBeFocused();
    // open again from the button, and Enter on an item follows its link
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Pokémon' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/games\/trading-card-games-tcg\?filter-tcg=pokemon$/);
  });

  test('an unknown category redirects to all games, an unknown page shows the German 404', async ({
    page,
  }) => {
    await page.goto('/games/schach');
    await expect(page).toHaveURL(/\/games$/);
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the API answers an anonymous session', async ({ request }) => {
    const response = await request.get('/api/session/');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ data: { user: null, permissions: [] } });
  });

  test('the footer links to the static pages', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Informationen' })
      .getByRole('link', { name: 'Impressum' })
      .click();
    await expect(page).toHaveURL(/\/legal-notice$/);
    await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  });
});
