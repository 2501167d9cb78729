import { expect, test } from '@playwright/test';

test('on a phone the login dialog fills the screen and signs in', async ({ page }) => {
  await page.goto('/notifications');
  const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 1);
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill('mia@spielraum.demo');
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounts-mobile-signed-in.png' });
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/accounts-mobile-settings.png', fullPage: true });
});
