import { expect, test } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { collectHydrationErrors, toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

/** The static pages by path with a phrase of their text (the shipped content). */
const PAGES = [
  ['contact', 'Kontakt', 'keine Kaufberatung'],
  ['legal-notice', 'Impressum', 'Angaben gemäß § 5 DDG'],
  ['privacy-policy', 'Datenschutz', 'Deine Rechte'],
  ['terms-and-conditions', 'AGB', 'Geltungsbereich'],
  ['about-us', 'Über uns', 'Spielraum'],
  ['influencers', 'Für Influencer', 'Empfehlungslisten'],
  ['dealers', 'Für Händler', 'Feed'],
  ['dealers-details', 'Händler-Details', 'Versandkosten'],
  ['infopage-for-influencer', 'Infos für Influencer', 'Werbung'],
  ['jobs', 'Jobs', 'jobs@spielraum.example'],
] as const;

test.describe('static pages', () => {
  test('every page answers with its text, canonical and description, is in the sitemap and passes axe', async ({
    page,
    request,
  }) => {
    // ten pages, each checked by axe: more than the default 30 s on two busy cores
    test.setTimeout(90_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [path, title, phrase] of PAGES) {
      const response = await page.goto(`/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(phrase);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${path}$`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, path).toBeGreaterThanOrEqual(50);
      expect(sitemap, path).toContain(`/${path}</loc>`);
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe('contact form', () => {
  test('sends a message with the SPEC success text and refuses a bot that fills the hidden field', async ({
    page,
  }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Nachricht senden' });
    await toBeHydrated(send);
    await expect(send).toBeEnabled();
    // every SPEC field text before anything is sent
    await send.click();
    await expect(page.getByText('Dies ist eine Pflichtangabe.')).toHaveCount(2);
    await expect(page.getByText('Keine oder ungültige E-Mail Adresse.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Dein Name' }).fill('Lea Brandt');
    await page.getByRole('textbox', { name: 'Deine E-Mail Adresse' }).fill('lea@example.com');
    await page
      .getByRole('textbox', { name: 'Deine Nachricht' })
      .fill('Bei Azul fehlt ein Händler aus Leipzig.');
    // the API refuses a form sent within 3 s of being shown (bots do that; people need longer)
    await page.waitForTimeout(3000);
    await send.click();
    await expect(page.getByText('Vielen Dank. Die E-Mail wurde erfolgreich gesendet.')).toBeVisible();

    // a bot fills every field, the one people never see too
    await page.getByRole('button', { name: 'Weitere Nachricht schreiben' }).click();
    await page.getByRole('textbox', { name: 'Dein Name' }).fill('Spam Bot');
    await page.getByRole('textbox', { name: 'Deine E-Mail Adresse' }).fill('bot@example.com');
    await page.getByRole('textbox', { name: 'Deine Nachricht' }).fill('Billige Uhren, jetzt kaufen!');
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(
      page.getByText(
        'Deine Nachricht konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es noch einmal.',
      ),
    ).toBeVisible();
  });
});

test.describe('cookie consent and product history', () => {
  // a fresh browser: no consent cookie yet
  test.use({ storageState: { cookies: [], origins: [] } });

  test('with "Alle ablehnen" nothing is recorded; with consent three games show on the start page until cleared', async ({
    page,
  }) => {
    const historyCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(userproductshistory|gamecards)\//.test(request.url())) historyCalls.push(request.url());
    });
    const consentAnswers: Array<{ consent_id: string; history: boolean }> = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/consent/') && response.ok())
        consentAnswers.push(
          ((await response.json()) as { data: { consent_id: string; history: boolean } }).data,
        );
    });

    const hydrationErrors = collectHydrationErrors(page);
    await page.goto('/games/brettspiele/azul');
    const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    await expect(dialog).toBeVisible();
    const reject = dialog.getByRole('button', { name: 'Alle ablehnen' });
    const accept = dialog.getByRole('button', { name: 'Alle akzeptieren' });
    // the server renders the dialog into a first visit's page; the browser's module takes it over
    await toBeHydrated(reject);
    expect(hydrationErrors).toEqual([]);
    // rejecting is as easy as accepting: the same size, side by side
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
    expect(Math.abs(rejectBox!.width - acceptBox!.width)).toBeLessThan(2);
    await reject.click();
    await expect(dialog).toBeHidden();

    for (const slug of ['brettspiele/carcassonne', 'brettspiele/fluegelschlag', 'brettspiele/azul']) {
      await page.goto(`/games/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(await page.evaluate(() => localStorage.getItem('spielraum_history'))).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toHaveCount(0);
    expect(historyCalls).toEqual([]);

    // consent from the footer: the history starts
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await toBeHydrated(settings);
    await settings.click();
    await dialog.getByRole('switch', { name: /Produktverlauf/ }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    const viewed = ['Carcassonne', 'Azul', 'Flügelschlag'];
    for (const title of viewed) {
      await page.goto(`/games?term=${encodeURIComponent(title)}`);
      await page.getByRole('link', { name: title, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Zuletzt angesehen' });
    await expect(recent.getByRole('article')).toHaveCount(3);
    await expect(recent.getByRole('article').first()).toContainText('Flügelschlag');

    // cleared, gone
    await recent.getByRole('button', { name: 'Verlauf löschen' }).click();
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toHaveCount(0);

    // both choices were logged under one consent id
    expect(consentAnswers.map((answer) => answer.history)).toEqual([false, true]);
    expect(new Set(consentAnswers.map((answer) => answer.consent_id)).size).toBe(1);
  });

  test("a signed-in user's history is kept with the account and cleared in the settings", async ({
    page,
  }) => {
    const email = `verlauf-${Date.now()}@example.com`;
    await createVerifiedAccount(page, email, 'Rosa', 'sicheres-passwort');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    await toBeHydrated(dialog.getByRole('switch', { name: /Produktverlauf/ }));
    await dialog.getByRole('switch', { name: /Produktverlauf/ }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    await openLoginDialog(page);
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail Adresse').fill(email);
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('sicheres-passwort');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Rosa');

    for (const slug of ['brettspiele/azul', 'brettspiele/carcassonne', 'brettspiele/fluegelschlag']) {
      // recorded on the server by the page once it has loaded
      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/userproductshistory/') && response.request().method() === 'POST',
      );
      await page.goto(`/games/${slug}`);
      expect((await recorded).ok()).toBe(true);
    }
    // the list comes from the account, not from this browser
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Zuletzt angesehen' });
    await expect(recent.getByRole('article')).toHaveCount(3);
    await expect(recent.getByRole('article').first()).toContainText('Flügelschlag');

    await recent.getByRole('link', { name: 'Verlauf verwalten' }).click();
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Produktverlauf löschen' }).click();
    await expect(page.getByText('Dein Produktverlauf wurde gelöscht.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Zuletzt angesehen' })).toHaveCount(0);
  });
});
