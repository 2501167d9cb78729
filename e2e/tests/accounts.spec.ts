import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, mailedLink } from './accounts';
import { openLoginDialog } from './login';
import { toBeHydrated } from './hydration';

const DEMO_PASSWORD = 'spielraum-demo';

async function fillLogin(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-Mail Adresse').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  return dialog;
}

test.describe('accounts', () => {
  test('sign up → mail → verify → login → protected page', async ({ page }) => {
    const email = `neu-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
    await dialog.getByLabel('Anzeigename').fill('Jana');
    await dialog.getByRole('textbox', { name: 'E-Mail Adresse', exact: true }).fill(email);
    await dialog.getByLabel('E-Mail Adresse wiederholen').fill(email.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('kurz');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(dialog.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort');
    await dialog.getByLabel('Passwort wiederholen').fill('anderes-passwort');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(dialog.getByText('Passwörter stimmen nicht überein.')).toBeVisible();
    await dialog.getByLabel('Passwort wiederholen').fill('sicheres-passwort');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/verify\/[0-9a-f-]{36}$/);
    await expect(
      page.getByText('Fast geschafft! Wir haben dir eine E-Mail zur Bestätigung geschickt.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'E-Mail Adresse bestätigen' })).toBeVisible();

    const link = await mailedLink(page, email, 'verification');
    await page.goto(link);
    await expect(page.getByText('Dein Konto wurde erfolgreich bestätigt.')).toBeVisible();
    // a few seconds later the login dialog opens
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(login).toBeVisible({ timeout: 8000 });
    await fillLogin(page, email, 'sicheres-passwort');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Jana');

    await page.goto('/wishlists');
    await expect(page.getByRole('heading', { name: 'Wunschlisten', level: 1 })).toBeVisible();

    // the link a second time: already verified
    await page.goto(link);
    await expect(page.getByText('Dein Konto ist bereits bestätigt.')).toBeVisible();
  });

  test('signing up with a used address offers the login for 10 s', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto erstellen' });
    await dialog.getByLabel('Anzeigename').fill('Mia');
    await dialog.getByRole('textbox', { name: 'E-Mail Adresse', exact: true }).fill('mia@spielraum.demo');
    await dialog.getByLabel('E-Mail Adresse wiederholen').fill('mia@spielraum.demo');
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('irgendein-passwort');
    await dialog.getByLabel('Passwort wiederholen').fill('irgendein-passwort');
    await dialog.getByRole('button', { name: 'Konto erstellen' }).click();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Zu dieser E-Mail Adresse gibt es bereits ein Konto.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('login while unverified goes to the verify page', async ({ page }) => {
    await openLoginDialog(page);
    const dialog = await fillLogin(page, 'noah@spielraum.demo', DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/verify\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Neuen Bestätigungslink senden' }).click();
    await expect(page.getByText('Wir haben dir einen neuen Bestätigungslink geschickt.')).toBeVisible();
  });

  test('a protected route sends a visitor to the start page with the login dialog, then back', async ({
    page,
  }) => {
    await page.goto('/collections?sort=name#ende');
    await expect(page).toHaveURL(/\/\?login=required/);
    const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Für diese Seite musst du angemeldet sein.')).toBeVisible();
    await fillLogin(page, 'mia@spielraum.demo', 'falsches-passwort');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(
      page.getByText('Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/collections\?sort=name#ende$/);
    await expect(page.getByRole('heading', { name: 'Sammlungen', level: 1 })).toBeVisible();

    // sign-out clears the user and goes to /
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }),
    ).toBeVisible();
  });

  test('password reset end to end', async ({ page }) => {
    // a fresh account, so the demo password stays as it is for the other journeys
    const email = `reset-${Date.now()}@example.com`;
    const signup = await page.request.get('/api/session/');
    expect(signup.ok()).toBe(true);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registrieren' }).click();
    const form = page.getByRole('dialog', { name: 'Konto erstellen' });
    await form.getByLabel('Anzeigename').fill('Tom');
    await form.getByRole('textbox', { name: 'E-Mail Adresse', exact: true }).fill(email);
    await form.getByLabel('E-Mail Adresse wiederholen').fill(email);
    await form.getByRole('textbox', { name: 'Passwort', exact: true }).fill('erstes-passwort');
    await form.getByLabel('Passwort wiederholen').fill('erstes-passwort');
    await form.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page).toHaveURL(/\/verify\//);

    await openLoginDialog(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Passwort vergessen?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Passwort vergessen' });
    await forgot.getByLabel('E-Mail Adresse').fill('niemand@example.com');
    await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByText('Zu dieser E-Mail Adresse ist uns kein Konto bekannt.')).toBeVisible();
    await forgot.getByLabel('E-Mail Adresse').fill(email);
    await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(
      page.getByText('Wir haben dir einen Link zum Zurücksetzen deines Passworts geschickt.'),
    ).toBeVisible();

    const link = await mailedLink(page, email, 'newpassword');
    await page.goto(link);
    await page.getByLabel('Neues Passwort').fill('neues-passwort');
    await page.getByLabel('Passwort wiederholen').fill('neues-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort geändert' })).toBeVisible();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await fillLogin(page, email, 'neues-passwort');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Tom');

    // the link works only once
    await page.goto(link);
    await page.getByLabel('Neues Passwort').fill('drittes-passwort');
    await page.getByLabel('Passwort wiederholen').fill('drittes-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(
      page.getByText('Das Passwort konnte nicht geändert werden. Der Link ist ungültig oder abgelaufen.'),
    ).toBeVisible();
  });

  test('"stay logged in" survives a browser restart, the other session does not', async ({ baseURL }) => {
    // four browser starts and two sign-ins: more than the default 30 s on two busy cores
    test.setTimeout(90_000);
    const launch = (dir: string) =>
      chromium.launchPersistentContext(dir, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu'],
        baseURL,
        locale: 'de-DE',
      });
    for (const stay of [true, false]) {
      const dir = mkdtempSync(join(tmpdir(), 'spielraum-browser-'));
      try {
        let context = await launch(dir);
        // a returning visitor's browser: the cookie choice made and kept for a year, so the consent
        // dialog does not cover the header after the restart (or race the first click)
        await context.addCookies([
          {
            name: 'spielraum_consent',
            value: '1.000.00000000-0000-4000-8000-00000000e2e0',
            url: baseURL!,
            expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
          },
        ]);
        let page = context.pages()[0] ?? (await context.newPage());
        await openLoginDialog(page);
        const dialog = await fillLogin(page, 'mia@spielraum.demo', DEMO_PASSWORD);
        if (stay) await dialog.getByLabel('Angemeldet bleiben').check();
        await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
        await expect(page.getByTestId('signed-in-user')).toHaveText('Mia');
        await context.close();

        context = await launch(dir);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        if (stay) await expect(page.getByTestId('signed-in-user')).toHaveText('Mia');
        else
          await expect(
            page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }),
          ).toBeVisible();
        await context.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  test('settings: profile, avatar, custom fields, unsaved-changes warning, product history', async ({
    page,
  }) => {
    const email = `einstellungen-${Date.now()}@example.com`;
    await createVerifiedAccount(page, email, 'Ida', 'sicheres-passwort');
    await page.goto('/settings');
    const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
    await fillLogin(page, email, 'sicheres-passwort');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();

    const profile = page.getByRole('region', { name: 'Profil' });
    await profile.getByRole('textbox', { name: 'Anzeigename' }).fill('Ida Brettspiel');
    await profile.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Dein Profil wurde gespeichert.')).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Ida Brettspiel');

    await page.getByRole('button', { name: 'Avatar auswählen' }).click();
    await page
      .getByRole('dialog', { name: 'Wähle deinen Avatar' })
      .getByRole('button', { name: 'Würfel' })
      .click();
    await expect(page.getByText('Dein Avatar wurde gespeichert.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Würfel' })).toBeVisible();

    const about = page.getByRole('region', { name: 'Über dich' });
    await about.getByRole('textbox', { name: 'Lieblingsspiel' }).fill('Azul');
    // leaving with unsaved fields warns
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: 'Brettspiele' })
      .click();
    const warning = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await about.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Angaben wurden gespeichert.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Über dich' }).getByRole('textbox', { name: 'Lieblingsspiel' }),
    ).toHaveValue('Azul');

    await page.getByRole('button', { name: 'Produktverlauf löschen' }).click();
    await expect(page.getByText('Dein Produktverlauf wurde gelöscht.')).toBeVisible();
  });

  test('delete account end to end', async ({ page }) => {
    const email = `loeschen-${Date.now()}@example.com`;
    await createVerifiedAccount(page, email, 'Lotte', 'sicheres-passwort');
    await openLoginDialog(page);
    const dialog = await fillLogin(page, email, 'sicheres-passwort');
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Lotte');

    await page.goto('/settings');
    // the settings arrive server-rendered: a click before hydration is lost
    await toBeHydrated(page.getByRole('button', { name: 'Konto löschen' }));
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    await expect(
      page.getByText(
        'Wir haben dir eine E-Mail geschickt. Bitte bestätige die Löschung deines Kontos über den Link darin.',
      ),
    ).toBeVisible();

    const link = await mailedLink(page, email, 'deleteuser');
    await page.goto(link);
    await toBeHydrated(page.getByRole('button', { name: 'Konto endgültig löschen' }));
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(page.getByRole('heading', { name: 'Konto gelöscht', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true }),
    ).toBeVisible();

    // the link a second time: error
    await page.goto(link);
    await toBeHydrated(page.getByRole('button', { name: 'Konto endgültig löschen' }));
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await expect(
      page.getByText('Dein Konto konnte nicht gelöscht werden. Der Link ist ungültig oder abgelaufen.'),
    ).toBeVisible();

    // the account is gone: login fails
    await openLoginDialog(page);
    const again = await fillLogin(page, email, 'sicheres-passwort');
    await again.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(
      page.getByText('Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.'),
    ).toBeVisible();
  });
});

test('Google login against the local OAuth2 server returns to the wanted page', async ({ page }) => {
  await page.goto('/alerts');
  const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
  await dialog.getByRole('button', { name: 'Mit Google anmelden' }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Alarme', level: 1 })).toBeVisible();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Gustav Google');
});
