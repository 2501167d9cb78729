import { expect, test } from '@playwright/test';

test('on a phone the menu opens as a drawer and leads to a category', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeHidden();
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Tabletop' }).click();
  await expect(page).toHaveURL(/\/games\/tabletop$/);
  await expect(page.getByRole('heading', { name: 'Tabletop', level: 1 })).toBeVisible();
  const card = page.getByRole('img', { name: /^Cover von / }).first();
  const box = await card.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
});
