import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';
/** 20 rows as BoardGameGeek's collection export writes them (invented, no real user's data). */
const FIXTURE = fileURLToPath(
  new URL('../../search-api/src/bgg-import/bgg-collection.fixture.csv', import.meta.url),
);

async function logIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail Adresse').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

test('a BoardGameGeek collection is reviewed, imported into collection and wish list, and exported as CSV', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'kuratorin@spielraum.demo');
  await page.goto('/collections');
  const importLink = page.getByRole('link', { name: 'BoardGameGeek-Sammlung importieren' });
  await toBeHydrated(importLink);
  await importLink.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'BoardGameGeek-Sammlung importieren' }),
  ).toBeVisible();

  await page.getByLabel('CSV-Datei von BoardGameGeek').setInputFiles(FIXTURE);
  const alerts = page.getByRole('checkbox', { name: /Preisalarm anlegen/ });
  await expect(alerts).not.toBeChecked();
  await alerts.check();
  await page.getByRole('button', { name: 'Datei prüfen' }).click();

  // the uncertain matches wait for the user, the suggestion preselected
  await expect(page.getByRole('heading', { name: 'Bitte prüfen (3)' })).toBeVisible();
  await expect(
    page.getByText(/20 Zeilen gelesen: 13 sicher erkannt, 3 zu prüfen, 3 nicht gefunden\./),
  ).toBeVisible();
  const kingdomBuilder = page.getByRole('radiogroup', { name: 'Zeile 15: Kingdom Builder' });
  await expect(kingdomBuilder.getByRole('radio', { name: /^Kingdom Builder \(2011/ })).toBeChecked();
  const targi = page.getByRole('radiogroup', { name: 'Zeile 17: Targi' });
  await expect(targi.getByRole('radio', { name: /^Targi/ })).toBeChecked();
  // Dorfromantik is skipped by keyboard: the arrow key moves from the suggestion to "Überspringen"
  const dorfromantik = page.getByRole('radiogroup', { name: 'Zeile 16: Dorfromantik' });
  const suggestion = dorfromantik.getByRole('radio', { name: /^Dorfromantik – Das Brettspiel/ });
  await expect(suggestion).toBeChecked();
  await suggestion.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dorfromantik.getByRole('radio', { name: 'Überspringen' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Nicht gefunden (3)' })).toBeVisible();
  await expect(page.getByText('Brass: Birmingham (2018)')).toBeVisible();
  await page.screenshot({ path: 'test-results/bgg-import-review.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(kingdomBuilder)
    .toBeInViewport({ ratio: 0.1 })
    .catch(() => undefined);
  await page.screenshot({ path: 'test-results/bgg-import-review-390.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Import abschließen' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Der Import ist abgeschlossen.' });
  await expect(done).toBeVisible();
  // a second run against the same portal finds everything there already: the import is idempotent
  await expect(done).toContainText(/„Meine Sammlung“: (11 neu, 0|0 neu, 11) schon vorhanden/);
  await expect(done).toContainText(/„Meine Wunschliste“: (4 neu, 0|0 neu, 4) schon vorhanden/);
  await expect(done).toContainText('4 Zeilen übersprungen');
  await page.screenshot({ path: 'test-results/bgg-import-done.png', fullPage: true });

  await done.getByRole('link', { name: 'Zur Sammlung' }).click();
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Sammlung' })).toBeVisible();
  for (const title of ['Catan – Das Spiel', 'Flügelschlag', 'Kingdom Builder', 'Targi', 'Mombasa'])
    await expect(main.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  // the result is gone once the page is left; the wish list is reached from the overview
  await page.goto('/wishlists');
  const wishlist = page.getByRole('link', { name: 'Meine Wunschliste' });
  await toBeHydrated(wishlist);
  await wishlist.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Wunschliste' })).toBeVisible();
  for (const title of ['Zug um Zug', 'Pandemie', 'Dominion', 'Heat: Pedal to the Metal'])
    await expect(main.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Dorfromantik – Das Brettspiel' })).toHaveCount(0);

  await page.goto('/collections');
  const csvLink = page.getByRole('link', { name: 'Als CSV (Excel)' });
  await toBeHydrated(csvLink);
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^spielraum-meine-daten-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv).toContain('Sammlung;Meine Sammlung;Catan – Das Spiel;3;');
  expect(csv).toContain('Wunschliste;Meine Wunschliste;Zug um Zug;1;');
  expect(csv).toContain('Wunschliste;Meine Wunschliste;Dominion;4;');
});
