import { expect, test } from '@playwright/test';

test('on a phone the menu opens as a drawer and leads to a category', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Tabletop' }).click();
  await expect(page).toHaveURL(/\/games\/tabletop$/);
  await expect(page.getByRole('heading', { name: 'Tabletop', level: 1 })).toBeVisible();
  // the list's compact phone card: as wide as the screen, with a small cover beside the text
  const card = page.getByRole('main').getByRole('article').first();
  expect((await card.boundingBox())?.width).toBeGreaterThan(300);
  const cover = await card.getByRole('img', { name: /^Cover von / }).boundingBox();
  expect(cover?.width).toBeLessThan(120);
});
