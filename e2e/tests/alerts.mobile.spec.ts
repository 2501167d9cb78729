import { expect, test, type Page } from '@playwright/test';

async function signInOnAlerts(page: Page) {
  await page.goto('/alerts');
  const login = page.getByRole('dialog', { name: 'Bitte melde dich an' });
  await login.getByRole('textbox', { name: 'E-Mail Adresse' }).fill('kuratorin@spielraum.demo');
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Alarme', level: 1 })).toBeVisible();
}

/** Nothing of the page is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('on a phone a "save N+ %" alert is set from the game page and shown on /alerts', async ({ page }) => {
  await signInOnAlerts(page);

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
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/alerts-mobile.png', fullPage: true });
});

test('on a phone a low alert for one language edition is set in a dialog that fits the screen', async ({
  page,
}) => {
  await signInOnAlerts(page);
  // Sushi Go! is sold in a German, English, French and Italian edition
  const game = (
    (await (await page.request.get('/api/game/sushi-go/')).json()) as {
      data: { product: { title: string; category: string } };
    }
  ).data.product;
  await page.goto(`/games/${game.category}/sushi-go`);
  await page.getByRole('region', { name: 'Alarme' }).getByRole('button', { name: 'Preisalarm' }).click();
  const dialog = page.getByRole('dialog', { name: `Preisalarm für ${game.title}` });
  await dialog.getByText('beim Tiefstpreis', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Tiefstpreis', exact: true }).click();
  await page.getByRole('option', { name: /^52-Wochen-Tief/ }).click();
  await dialog.getByRole('textbox', { name: 'Sprachausgabe' }).click();
  await page.getByRole('option', { name: 'nur Ausgabe auf Deutsch' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Sprachausgabe' })).toHaveValue('nur Ausgabe auf Deutsch');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/alerts-mobile-low-dialog.png' });
  await dialog.getByRole('button', { name: 'Alarm setzen' }).click();
  await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();

  await page.goto('/alerts');
  const item = page.getByRole('listitem', { name: game.title });
  await expect(item.getByText('Benachrichtigung beim 52-Wochen-Tief')).toBeVisible();
  await expect(item.getByText('Nur Angebote der Ausgabe: Deutsch')).toBeVisible();
  await fitsThePhone(page);
  await page.screenshot({ path: 'test-results/alerts-mobile-low.png', fullPage: true });
});
