import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

test.describe('search box on a phone', () => {
  test('the field below the header bar finds a game by touch', async ({ page }) => {
    await page.goto('/games/brettspiele/sky-team');
    const field = page
      .getByRole('search', { name: 'Suche' })
      .getByRole('combobox', { name: 'Spiele, Verlage, Autoren und Magazin durchsuchen' });
    await expect(field).toBeVisible();
    const box = (await field.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    await toBeHydrated(field);
    await field.tap();
    await field.pressSequentially('casc');
    const option = page
      .getByRole('listbox')
      .getByRole('group', { name: 'Spiele' })
      .getByRole('option', { name: /Cascadia/ });
    await expect(option).toBeVisible();
    await option.tap();
    await expect(page).toHaveURL(/\/games\/brettspiele\/cascadia$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
