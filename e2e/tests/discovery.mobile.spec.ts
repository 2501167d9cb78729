import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

test.describe('discovery on a phone', () => {
  test('the filter panel opens, refines and closes', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // Below 768 px the filters are not beside the hits but behind a button.
    await expect(page.getByRole('complementary', { name: 'Filter' })).toHaveCount(0);

    const open = page.getByRole('button', { name: 'Filter', exact: true });
    // a tap before the page has hydrated opens nothing
    await toBeHydrated(open);
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await expect(panel).toBeVisible();
    await panel.getByRole('checkbox', { name: /^Familienspiele/ }).check();
    // one category is that category's landing page
    await expect(page).toHaveURL(/\/kategorie\/familienspiele$/);
    await expect(panel.getByRole('checkbox', { name: /^Familienspiele/ })).toBeChecked();

    await panel.getByRole('button', { name: /^\d+ Spiele anzeigen$/ }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Gesetzte Filter' }).getByText('Kategorie: Familienspiele'),
    ).toBeVisible();
  });
});
