import { expect, test } from '@playwright/test';

test('on a phone a "save N+ %" alert is set from the game page and shown on /alerts', async ({ page }) => {
  await page.goto('/alerts');
  const login = page.getByRole('dialog', { name: 'Bitte melde dich an' });
  await login.getByRole('textbox', { name: 'E-Mail Adresse' }).fill('kuratorin@spielraum.demo');
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Alarme', level: 1 })).toBeVisible();

  await page.goto('/games/brettspiele/sky-team');
  await page.getByRole('region', { name: 'Alarme' }).getByRole('button', { name: 'Preisalarm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preisalarm für Sky Team' });
  await dialog.getByText('bei Ersparnis').click();
  await dialog.getByRole('textbox', { name: /Ersparnis gegenüber/ }).click();
  await page.getByRole('option', { name: /^20\+ % sparen/ }).click();
  await page.screenshot({ path: 'test-results/alerts-mobile-dialog.png' });
  await dialog.getByRole('button', { name: 'Alarm setzen' }).click();
  await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();

  await page.goto('/alerts');
  const item = page.getByRole('listitem', { name: 'Sky Team' });
  await expect(item.getByText(/^20\+ % sparen \(ab [\d,]+\s€, also höchstens [\d,]+\s€\)$/)).toBeVisible();
  // the page fits the phone's width
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: 'test-results/alerts-mobile.png', fullPage: true });
});
