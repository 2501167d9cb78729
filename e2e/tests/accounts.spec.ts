import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'spielraum-demo';

/** The newest link to `/{prefix}/…` the portal "sent" to `email`, read from the /outbox page. */
async function mailedLink(page: Page, email: string, prefix: string): Promise<string> {
  await page.goto('/outbox');
  const link = page.locator('article', { hasText: email }).first().locator(`a[href*="/${prefix}/"]`);
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${prefix} link for ${email}`);
  return new URL(href).pathname;
}

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
    await login.getByRole('button', { name: 'Anmelden' }).click();
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
    await notice.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('login while unverified goes to the verify page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = await fillLogin(page, 'noah@spielraum.demo', DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
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
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(
      page.getByText('Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/collections\?sort=name#ende$/);
    await expect(page.getByRole('heading', { name: 'Sammlungen', level: 1 })).toBeVisible();

    // sign-out clears the user and goes to /
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
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

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
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
    await login.getByRole('button', { name: 'Anmelden' }).click();
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
        let page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
        const dialog = await fillLogin(page, 'mia@spielraum.demo', DEMO_PASSWORD);
        if (stay) await dialog.getByLabel('Angemeldet bleiben').check();
        await dialog.getByRole('button', { name: 'Anmelden' }).click();
        await expect(page.getByTestId('signed-in-user')).toHaveText('Mia');
        await context.close();

        context = await launch(dir);
        page = context.pages()[0] ?? (await context.newPage());
        await page.goto('/');
        if (stay) await expect(page.getByTestId('signed-in-user')).toHaveText('Mia');
        else await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
        await context.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
