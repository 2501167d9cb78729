import { expect, test, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

const DEMO_PASSWORD = 'spielraum-demo';
const GAME = '/games/brettspiele/sky-team';

/** Signs in through the login dialog that is open on the page. */
async function signInThroughDialog(page: Page, email: string, title = 'Anmelden') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

async function setPriceAlert(page: Page, price: string) {
  await page.getByRole('region', { name: 'Alarme' }).getByRole('button', { name: 'Preisalarm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preisalarm für Sky Team' });
  await expect(dialog.getByText('Gesamtpreis inkl. Versand').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /Wunschpreis/ }).fill(price);
  await dialog.getByRole('button', { name: 'Alarm setzen' }).click();
  return dialog;
}

test.describe('alerts', () => {
  test('price alert from the game page: set, refuse the identical one, pause, resume, edit, delete', async ({
    page,
  }) => {
    await page.goto(GAME);
    // visitors get the login dialog
    const priceAlert = page
      .getByRole('region', { name: 'Alarme' })
      .getByRole('button', { name: 'Preisalarm' });
    await toBeHydrated(priceAlert);
    await priceAlert.click();
    await signInThroughDialog(page, 'mia@spielraum.demo');
    await expect(page).toHaveURL(new RegExp(`${GAME}$`));

    const dialog = await setPriceAlert(page, '12,99');
    await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: 'test-results/alerts-game-page.png' });

    // the same desired price again: SPEC's text as a toast
    const again = await setPriceAlert(page, '12,99');
    await expect(page.getByText('Ein identischer Preisalarm existiert bereits.')).toBeVisible();
    await again.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'Alarme', level: 1 })).toBeVisible();
    const item = page
      .getByRole('region', { name: 'Preisalarme' })
      .getByRole('listitem', { name: 'Sky Team' });
    await expect(item.getByText('Wunschpreis: 12,99 €')).toBeVisible();
    await expect(item.getByText(/Aktuell: .* Gesamtpreis inkl\. Versand/)).toBeVisible();
    await expect(item.getByLabel('Status: aktiv')).toBeVisible();

    await item.getByRole('button', { name: 'Pausieren' }).click();
    await expect(item.getByLabel('Status: pausiert')).toBeVisible();
    await item.getByRole('button', { name: 'Fortsetzen' }).click();
    await expect(item.getByLabel('Status: aktiv')).toBeVisible();

    await item.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Preisalarm bearbeiten: Sky Team' });
    await edit.getByRole('textbox', { name: /Wunschpreis/ }).fill('11,50');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await expect(item.getByText('Wunschpreis: 11,50 €')).toBeVisible();
    await page.screenshot({ path: 'test-results/alerts-page.png', fullPage: true });

    await item.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Alarm löschen?' });
    await expect(confirm.getByText('Möchtest du den Alarm „Sky Team“ wirklich löschen?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(page.getByText('Der Alarm wurde gelöscht.')).toBeVisible();
    await expect(item).toBeHidden();
  });

  test('news alerts: for a game, for a publisher chosen from the list, and magazine tests', async ({
    page,
  }) => {
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Anmelden' });
    await toBeHydrated(login);
    await login.click();
    await signInThroughDialog(page, 'redaktion@spielraum.demo');
    await page.goto(GAME);
    const gameNews = page.getByRole('button', { name: 'Neuigkeiten zu diesem Spiel' });
    await toBeHydrated(gameNews);
    await gameNews.click();
    await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();

    await page.goto('/alerts');
    const add = page.getByRole('region', { name: 'Neuigkeiten abonnieren' });
    await add.getByRole('textbox', { name: 'Art der Neuigkeiten' }).click();
    await page.getByRole('option', { name: 'Magazin: Tests' }).click();
    await add.getByRole('button', { name: 'Abonnieren' }).click();
    const news = page.getByRole('region', { name: 'Neuigkeiten', exact: true });
    await expect(news.getByRole('listitem', { name: 'Magazin: Tests' })).toBeVisible();

    await add.getByRole('textbox', { name: 'Art der Neuigkeiten' }).click();
    await page.getByRole('option', { name: 'Neuigkeiten eines Verlags' }).click();
    await add.getByRole('textbox', { name: 'Verlag' }).fill('Kosm');
    await page.getByRole('option', { name: 'Kosmos' }).click();
    await add.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(news.getByRole('listitem', { name: 'Neuigkeiten vom Verlag Kosmos' })).toBeVisible();
    await expect(news.getByRole('listitem', { name: 'Neuigkeiten zu Sky Team' })).toBeVisible();
    await page.screenshot({ path: 'test-results/alerts-news.png', fullPage: true });
  });

  test('notifications page, header bell and the e-mail setting', async ({ page }) => {
    await page.goto('/notifications');
    await signInThroughDialog(page, 'betrieb@spielraum.demo', 'Bitte melde dich an');
    await expect(page.getByRole('heading', { name: 'Benachrichtigungen', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Benachrichtigungen/ })).toBeVisible();
    await expect(
      page.getByText('Keine Benachrichtigungen. Sobald einer deiner Alarme auslöst, erscheint er hier.'),
    ).toBeVisible();

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Benachrichtigungen per E-Mail' });
    const daily = section.getByRole('radio', { name: 'tägliche Zusammenfassung' });
    // a click before hydration is lost on the server-rendered radio
    await toBeHydrated(daily);
    await daily.check();
    await expect(page.getByText('Deine E-Mail-Einstellung wurde gespeichert.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Benachrichtigungen per E-Mail' }).getByRole('radio', {
        name: 'tägliche Zusammenfassung',
      }),
    ).toBeChecked();
  });
});
