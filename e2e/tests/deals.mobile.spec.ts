import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('Preisstürze on a phone', () => {
  test('fits 390 px, shows the percentages and filters by category', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/preisstuerze');
    await expect(page.getByRole('heading', { level: 1, name: 'Preisstürze', exact: true })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByText(/^−\d+ % Echter Rabatt$/)).toBeVisible();
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/deals-phone.png', fullPage: false });

    const filter = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
    const link = filter.getByRole('link', { name: /^Brettspiele \(\d+\)$/ });
    await toBeHydrated(link);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preisstürze: Brettspiele' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/deals-phone-category.png', fullPage: true });
  });
});
