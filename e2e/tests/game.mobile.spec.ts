import { expect, test } from '@playwright/test';

test.describe('game page on a phone', () => {
  test('offers become cards, the page does not scroll sideways, the shop link is reachable', async ({
    page,
  }) => {
    await page.goto('/games/brettspiele/sky-team');
    await expect(page.getByRole('heading', { level: 1, name: 'Sky Team' })).toBeVisible();
    const comparison = page.getByRole('region', { name: 'Preisvergleich' });
    await expect(comparison.getByRole('table')).toBeHidden();
    const cards = page.getByTestId('offer-card');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole('link', { name: /^zum Shop: / })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: 'Preisverlauf' }).getByRole('img')).toBeVisible();
  });
});
