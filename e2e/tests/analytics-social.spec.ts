import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

/** Every request the page sends: to our analytics, and to any host that is not the portal. */
function watchRequests(page: Page, origin: string) {
  const analytics: Request[] = [];
  const foreign: string[] = [];
  page.context().on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && !url.protocol.startsWith('data')) foreign.push(request.url());
    else if (url.pathname === '/api/analytics/events/') analytics.push(request);
  });
  return { analytics, foreign };
}

const eventsOf = (requests: Request[]) =>
  requests.flatMap((request) => (request.postDataJSON() as { events: unknown[] }).events);

async function chooseInFooter(page: Page, analytics: boolean) {
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await toBeHydrated(settings);
  await settings.click();
  const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
  const toggle = dialog.getByRole('switch', { name: /Web-Analyse/ });
  if (analytics) await toggle.check();
  else await toggle.uncheck();
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('web analytics and social media, as consented', () => {
  // a fresh browser: no consent cookie yet
  test.use({ storageState: { cookies: [], origins: [] } });

  test('nothing is counted or loaded from networks without consent; with it page views and "zum Shop" are counted and the operator sees them; withdrawing stops it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // two browsers, waits for the analytics flush and the operator's dashboard: more than 30 s on busy cores
    test.setTimeout(90_000);
    // a dealer's shop opens in a new tab: the test keeps it from leaving this machine
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const seen = watchRequests(page, new URL(baseURL!).origin);

    await page.goto('/magazine');
    const dialog = page.getByRole('dialog', { name: 'Datenschutz-Einstellungen' });
    await toBeHydrated(dialog.getByRole('button', { name: 'Alle ablehnen' }));
    await dialog.getByRole('button', { name: 'Alle ablehnen' }).click();
    await expect(dialog).toBeHidden();
    // a post: its share buttons are plain links, and nothing was fetched from a network
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const whatsapp = page.getByRole('link', { name: 'Auf WhatsApp teilen' });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(page.getByRole('link', { name: 'Auf Facebook teilen' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await page.goto('/games/brettspiele/azul');
    const toShop = page.getByRole('link', { name: /^zum Shop: Azul/ }).first();
    await toBeHydrated(toShop);
    const shopUrl = await toShop.getAttribute('href');
    await toShop.click();
    await page.waitForTimeout(2_500);
    expect(seen.analytics).toHaveLength(0);
    // the shop tab is the one request that left, on the visitor's own click
    expect(seen.foreign.filter((url) => url !== shopUrl)).toEqual([]);

    // consent from the footer: page views and the click are sent
    await chooseInFooter(page, true);
    await page.goto('/games/brettspiele/azul');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/analytics/events/'));
    await toBeHydrated(page.getByRole('link', { name: /^zum Shop: Azul/ }).first());
    await page
      .getByRole('link', { name: /^zum Shop: Azul/ })
      .first()
      .click();
    await sent;
    await expect
      .poll(() => eventsOf(seen.analytics))
      .toEqual(
        expect.arrayContaining([
          { kind: 'page_view', path: '/games/brettspiele/azul' },
          expect.objectContaining({ kind: 'click_out' }),
        ]),
      );

    // withdrawn: nothing more
    await chooseInFooter(page, false);
    const before = seen.analytics.length;
    await page.goto('/games/brettspiele/carcassonne');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2_500);
    expect(seen.analytics).toHaveLength(before);

    // the operator's statistics show the game with its click (the server adds counts up every few seconds)
    // the operator's browser has made its cookie choice: the consent dialog would cover the header
    const operator = await browser.newContext();
    await operator.addCookies([
      { name: 'spielraum_consent', value: '1.000.00000000-0000-4000-8000-00000000e2e1', url: baseURL! },
    ]);
    const admin = await operator.newPage();
    await openLoginDialog(admin);
    const login = admin.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail Adresse').fill('betrieb@spielraum.demo');
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(login).toBeHidden();
    await expect
      .poll(
        async () => {
          await admin.goto('/betrieb/statistik');
          const row = admin
            .getByRole('table', { name: 'Beliebteste Spiele' })
            .getByRole('row', { name: /Azul/ });
          return (await row.count()) > 0 ? row.first().innerText() : '';
        },
        { timeout: 20_000, intervals: [2_000] },
      )
      .toMatch(/Azul/);
    await expect(admin.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
    await expectNoSeriousViolations(admin);
    await operator.close();
  });
});

test.describe('dealers', () => {
  test('the directory lists the shops with rating and shipping; each has its page; the dealers page shows the feed fields', async ({
    page,
  }) => {
    await page.goto('/dealers');
    await expect(page.getByRole('heading', { name: 'Feed-Formate und Felder' })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('Pflicht');

    await page.goto('/dealers-details');
    const directory = page.getByRole('main');
    await expect(directory).toContainText('von 5');
    await expect(directory).toContainText(/Versand \d+,\d\d €|versandkostenfrei/);
    const first = directory.getByRole('link', { name: /Händlerprofil|Zum Händler|Details/ }).first();
    await first.click();
    await expect(page).toHaveURL(/\/dealers-details\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/dealers-details\/[a-z0-9-]+$/,
    );
    await expectNoSeriousViolations(page);
    expect((await page.goto('/dealers-details/gibt-es-nicht'))?.status()).toBe(404);
  });
});

test.describe('contact messages in the back office', () => {
  test('an operator reads the messages sent through the contact form', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Nachricht senden' });
    await toBeHydrated(send);
    await page.getByRole('textbox', { name: 'Dein Name' }).fill('Jonas Weber');
    await page.getByRole('textbox', { name: 'Deine E-Mail Adresse' }).fill('jonas@example.com');
    await page
      .getByRole('textbox', { name: 'Deine Nachricht' })
      .fill('Im Händlerverzeichnis fehlt ein Laden aus Kiel.');
    // the API refuses a form sent within 3 s of being shown
    await page.waitForTimeout(3000);
    await send.click();
    await expect(page.getByText('Vielen Dank. Die E-Mail wurde erfolgreich gesendet.')).toBeVisible();

    await openLoginDialog(page);
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail Adresse').fill('betrieb@spielraum.demo');
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(login).toBeHidden();
    await page.goto('/betrieb');
    await page
      .getByRole('link', { name: /Kontaktanfragen/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/betrieb\/kontakt/);
    await expect(page.getByRole('main')).toContainText('Im Händlerverzeichnis fehlt ein Laden aus Kiel.');
    await expect(page.getByRole('link', { name: 'jonas@example.com' }).first()).toHaveAttribute(
      'href',
      'mailto:jonas@example.com',
    );
    await expectNoSeriousViolations(page);
  });
});
