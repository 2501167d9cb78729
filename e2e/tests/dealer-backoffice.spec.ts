import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailedLink } from './accounts';
import { expectNoSeriousViolations } from './axe';
import { signInByApi, walkBackOffices } from './backoffice-pages';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';
const DEALER_PASSWORD = 'haendler-passwort-2026';
/** A 1×1 PNG: the shop's logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid EAN-13 that no demo product carries: 12 digits and their check digit. */
function unknownGtin(seed: number): string {
  const digits = `400${String(seed).padStart(9, '0').slice(-9)}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

async function gtinOf(request: APIRequestContext, slug: string): Promise<string> {
  const game = (await (await request.get(`/api/game/${slug}/`)).json()) as {
    data: { product: { versions: Array<{ gtin: string | null }> } };
  };
  const gtin = game.data.product.versions.find((version) => version.gtin)?.gtin;
  if (!gtin) throw new Error(`no GTIN for ${slug}`);
  return gtin;
}

const HEADER = 'id,title,link,price,gtin,brand,availability,shipping';

async function signIn(page: Page, email: string, password: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail Adresse').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

test.describe("dealers' and operators' back offices", () => {
  let server: Server;
  let feedUrl = '';
  let feed = '';

  test.beforeAll(async () => {
    // the dealer's feed address: a real HTTP server on this machine serving the file
    server = createServer((request, response) => {
      if (request.url !== '/feed.csv') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(feed);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`;
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('an operator lists a shop with a scheduled feed, invites its dealer, who fixes a GTIN, uploads a feed and shows a logo', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const shopName = `Spieletruhe ${stamp}`;
    const dealerEmail = `truhe-${stamp}@example.com`;
    const [azulGtin, carcassonneGtin, patchworkGtin] = await Promise.all([
      gtinOf(request, 'azul'),
      gtinOf(request, 'carcassonne'),
      gtinOf(request, 'patchwork'),
    ]);
    const strangeGtin = unknownGtin(stamp % 1_000_000_000);
    feed = [
      HEADER,
      `TR-1,Azul,https://truhe.example/azul,31.90 EUR,${azulGtin},Next Move,in_stock,DE:::4.90 EUR`,
      `TR-2,Carcassonne,https://truhe.example/carcassonne,keine Angabe,${carcassonneGtin},Hans im Glück,in_stock,DE:::4.90 EUR`,
      `TR-3,Patchwork (Neuauflage),https://truhe.example/patchwork,17.50 EUR,${strangeGtin},Lookout,in_stock,DE:::4.90 EUR`,
      '',
    ].join('\n');

    // the operator lists the shop with its feed address and a schedule
    await signIn(page, 'betrieb@spielraum.demo', DEMO_PASSWORD);
    await page.goto('/betrieb/haendler');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Händler anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Händler anlegen' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(shopName);
    await page.getByRole('textbox', { name: 'Website' }).fill('https://truhe.example');
    await page.getByRole('textbox', { name: 'Versandkosten (€)' }).fill('4,90');
    await page.getByRole('textbox', { name: 'Feed-Adresse (URL)' }).fill(feedUrl);
    // every minute: the run comes within a minute of saving
    await page.getByRole('textbox', { name: 'Zeitplan (Cron)' }).fill('* * * * *');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Händler bearbeiten: ${shopName}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    const dealerPath = new URL(page.url()).pathname;

    // the scheduled run happens: one row applied, one failed, one without a product
    const runs = page.getByRole('region', { name: 'Letzte Feed-Läufe' });
    await expect(async () => {
      await page.goto(dealerPath);
      await expect(runs.getByRole('link', { name: /^Lauf \d+$/ })).toBeVisible({ timeout: 1_000 });
      await expect(runs.getByText('Erfolgreich')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 100_000, intervals: [3_000] });
    await expect(runs.getByRole('row').nth(1)).toContainText('3 (2 / 1)');

    // the dealer is invited by mail
    const members = page.getByRole('region', { name: 'Zugänge zum Händlerbereich' });
    await toBeHydrated(members.getByRole('button', { name: 'Einladen' }));
    await members.getByRole('textbox', { name: 'E-Mail Adresse einladen' }).fill(dealerEmail);
    await members.getByRole('button', { name: 'Einladen' }).click();
    await expect(page.getByText(`${dealerEmail} wurde eingeladen`)).toBeVisible();
    const invitation = await mailedLink(page, dealerEmail, 'einladung');

    // the dealer accepts the invitation in a browser of their own
    const dealer = await (await browser.newContext()).newPage();
    await dealer.goto(invitation);
    await expect(dealer.getByRole('heading', { level: 1, name: 'Einladung annehmen' })).toBeVisible();
    await expectNoSeriousViolations(dealer);
    const accept = dealer.getByRole('button', { name: 'Passwort festlegen und anmelden' });
    await toBeHydrated(accept);
    await dealer.getByLabel('Neues Passwort').fill(DEALER_PASSWORD);
    await dealer.getByLabel('Passwort wiederholen').fill(DEALER_PASSWORD);
    await accept.click();
    await expect(dealer.getByRole('heading', { level: 1, name: 'Händlerbereich' })).toBeVisible();
    await dealer.context().close();

    // later, from the shop login
    const shop = await (await browser.newContext()).newPage();
    await shop.goto('/');
    await shop.getByRole('contentinfo').getByRole('link', { name: 'Händler-Login' }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Händler-Login' })).toBeVisible();
    await expectNoSeriousViolations(shop);
    const login = shop.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true });
    await toBeHydrated(login);
    await shop.getByRole('main').getByLabel('E-Mail Adresse').fill(dealerEmail);
    await shop
      .getByRole('main')
      .getByRole('textbox', { name: 'Passwort', exact: true })
      .fill(DEALER_PASSWORD);
    await login.click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Händlerbereich' })).toBeVisible();
    await expectNoSeriousViolations(shop);
    await shop.getByRole('link', { name: `${shopName} verwalten` }).click();
    await expect(shop.getByRole('heading', { level: 1, name: `${shopName} verwalten` })).toBeVisible();

    // the scheduled run: one row skipped, with its line and reason, also as CSV
    await shop.getByRole('tab', { name: 'Feed-Läufe' }).click();
    const runsPanel = shop.getByRole('tabpanel', { name: 'Feed-Läufe' });
    await expect(runsPanel.getByText(`Wir rufen deinen Feed unter ${feedUrl} ab.`)).toBeVisible();
    await runsPanel
      .getByRole('button', { name: /^Lauf vom .* ansehen$/ })
      .first()
      .click();
    const skipped = runsPanel.getByRole('table', { name: 'Übersprungene Zeilen mit Grund' });
    // line 1 is the header: Carcassonne's row without a price is line 3
    await expect(skipped.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('3');
    await expect(skipped.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toBeEmpty();
    const csvHref = await runsPanel
      .getByRole('link', { name: 'Alle übersprungenen Zeilen als CSV herunterladen' })
      .getAttribute('href');
    const csv = await (await shop.request.get(csvHref!)).text();
    expect(csv).toContain('Zeile;Grund');
    expect(csv).toMatch(/\r?\n3;/);
    await expectNoSeriousViolations(shop);

    // the offer without a product gets its GTIN and is matched at once
    await shop.getByRole('tab', { name: 'Angebote ohne Zuordnung' }).click();
    const unmatched = shop.getByRole('tabpanel', { name: 'Angebote ohne Zuordnung' });
    await unmatched.getByRole('textbox', { name: 'GTIN für Patchwork (Neuauflage)' }).fill(patchworkGtin);
    await unmatched.getByRole('button', { name: 'GTIN vorschlagen' }).click();
    await expect(
      shop.getByText(/„Patchwork \(Neuauflage\)“ ist jetzt .*Patchwork.* zugeordnet\./),
    ).toBeVisible();
    await expectNoSeriousViolations(shop);

    // a new feed, uploaded: Azul cheaper (the shop's feed address serves the same from now on,
    // so the next scheduled fetch agrees with the upload)
    feed = `${HEADER}\nTR-1,Azul,https://truhe.example/azul,27.90 EUR,${azulGtin},Next Move,in_stock,DE:::4.90 EUR\n`;
    await shop.getByRole('tab', { name: 'Feed hochladen' }).click();
    const uploadPanel = shop.getByRole('tabpanel', { name: 'Feed hochladen' });
    await uploadPanel
      .locator('input[type="file"]')
      .setInputFiles({ name: 'spieletruhe.csv', mimeType: 'text/csv', buffer: Buffer.from(feed) });
    await uploadPanel.getByRole('button', { name: 'Feed hochladen' }).click();
    await expect(shop.getByText('Der Feed ist angekommen und wird verarbeitet.')).toBeVisible();
    await expect(uploadPanel.getByText('erfolgreich')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(shop);

    // the shop's logo, uploaded by the dealer, in the price table of a game it offers
    await shop.getByRole('tab', { name: 'Profil' }).click();
    const profile = shop.getByRole('tabpanel', { name: 'Profil' });
    await profile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await profile.getByRole('button', { name: 'Logo hochladen' }).click();
    await expect(profile.getByRole('img', { name: `Logo von ${shopName}` }).first()).toBeVisible();
    await shop.goto('/games/brettspiele/azul');
    const offerRow = shop
      .getByRole('row')
      .filter({ has: shop.getByRole('img', { name: `Logo von ${shopName}` }) });
    await expect(offerRow).toBeVisible();
    await expect(offerRow).toContainText('32,80');

    // another shop's dealer sees none of it
    const other = await (await browser.newContext()).newPage();
    await signInByApi(other, 'haendler@spielraum.demo');
    const shopId = /\/betrieb\/haendler\/(\d+)$/.exec(dealerPath);
    const foreign = await other.request.get(`/api/dealer-area/shops/${shopId![1]}/feed-runs/`);
    expect(foreign.status()).toBe(404);
    await other.context().close();
    await shop.context().close();

    // the every-minute schedule ends with the journey: the feed server stops with this file, and
    // a schedule left behind would fail every minute for the rest of the suite
    await page.goto(dealerPath);
    await toBeHydrated(page.getByRole('textbox', { name: 'Zeitplan (Cron)' }));
    await page.getByRole('textbox', { name: 'Zeitplan (Cron)' }).fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Der Händler wurde gespeichert.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Zeitplan (Cron)' })).toHaveValue('');
  });

  test("every page of the operators', dealers', editors' and curators' back offices passes axe and fits the window", async ({
    page,
  }) => {
    test.setTimeout(240_000); // four back offices, axe on each of about twenty pages
    await walkBackOffices(page);
  });
});
