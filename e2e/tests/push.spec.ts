import { expect, test, type Page } from '@playwright/test';
// the push service the indexer's tests use: subscriptions made as a browser makes them, messages
// decrypted with the subscription's private key and their VAPID signature checked
import { TestPushService } from '../../indexer/src/testing/push-service';
import { createVerifiedAccount } from './accounts';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';
import { ingestDealerFeed } from './operator-feed';

/*
 * Web push in Debian's Chromium against `pnpm start`. Headless Chromium's own push service is
 * Google's, unreachable here, so the browser cannot subscribe itself: the journey subscribes a
 * device through the API with a subscription of the local push service, as the settings page
 * sends it, and drives everything else in the browser (the settings section, the test
 * notification, an alert's push after a feed). The service worker is registered by the page and
 * gets a push delivered through the DevTools protocol, which shows the notification.
 */

const PASSWORD = 'push-e2e-geheim';
const GAME = 'codenames';
const DEALER = 'spielekiste';

async function xsrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

test('push notifications: a device, its settings, the test push and an alert reach a local push endpoint', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const service = await TestPushService.start();
  try {
    const email = `push-${Date.now()}@example.com`;
    await createVerifiedAccount(page, email, 'Pia Push', PASSWORD);
    await openLoginDialog(page);
    const login = page.getByRole('dialog', { name: 'Anmelden' });
    await login.getByLabel('E-Mail Adresse').fill(email);
    await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByTestId('signed-in-user')).toHaveText('Pia Push');

    // the browser's own subscription cannot be made here; the API gets one as the page sends it
    const key = (
      (await (await page.request.get('/api/push/key/')).json()) as { data: { public_key: string } }
    ).data.public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const subscription = service.subscribe();
    const subscribed = await page.request.post('/api/push/devices/', {
      headers: { 'X-XSRF-TOKEN': await xsrf(page) },
      data: subscription,
    });
    expect(subscribed.status()).toBe(201);

    // the settings section lists the device
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Push-Benachrichtigungen' });
    await expect(section.getByRole('heading', { name: 'Push-Benachrichtigungen', level: 2 })).toBeVisible();
    const devices = section.getByRole('list', { name: 'Deine Geräte' }).getByRole('listitem');
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText('Chrome auf');
    await expect(devices.first()).toContainText('noch nichts zugestellt');
    // this browser is not subscribed, and asks for nothing before a click
    await expect(section.getByRole('button', { name: 'Auf diesem Gerät einschalten' })).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    // quiet hours and the daily cap, by keyboard
    const quiet = section.getByRole('switch', { name: /Ruhezeit/ });
    await toBeHydrated(quiet);
    await quiet.focus();
    await page.keyboard.press('Space');
    await expect(quiet).toBeChecked();
    const from = section.getByLabel(/^Von/);
    const to = section.getByLabel(/^Bis/);
    await expect(from).toHaveValue('22:00');
    await to.fill('06:30');
    const cap = section.getByRole('textbox', { name: /Höchstens pro Tag/ });
    await cap.fill('5');
    await cap.press('Enter');
    await expect(page.getByText('Deine Push-Einstellungen wurden gespeichert.')).toBeVisible();
    const stored = (await (await page.request.get('/api/push/settings/')).json()) as { data: unknown };
    expect(stored.data).toEqual({ quiet_hours: { from: '22:00', to: '06:30' }, daily_cap: 5 });
    // quiet hours now would hold the alert's push below; none for this journey
    await quiet.click();
    await section.getByRole('button', { name: 'Push-Einstellungen speichern' }).click();
    await expect(page.getByText('Deine Push-Einstellungen wurden gespeichert.').nth(0)).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/push/settings/')).json()) as { data: unknown }).data,
      )
      .toEqual({ quiet_hours: null, daily_cap: 5 });

    // the test notification reaches the local push endpoint, encrypted and signed with our key
    await section.getByRole('button', { name: 'Testbenachrichtigung senden' }).click();
    await expect(page.getByText('Die Testbenachrichtigung ist an 1 Gerät unterwegs.')).toBeVisible();
    await expect.poll(() => service.to(subscription.endpoint).length, { timeout: 20_000 }).toBe(1);
    const [testPush] = service.to(subscription.endpoint);
    expect(testPush?.payload).toEqual({
      title: 'Testbenachrichtigung von Spielraum',
      body: 'So sehen Push-Benachrichtigungen auf diesem Gerät aus.',
      url: '/settings',
      tag: 'spielraum-test',
    });
    expect(testPush?.vapidPublicKey).toBe(key);
    expect(testPush?.claims.aud).toBe(service.origin);
    expect(testPush?.headers['content-encoding']).toBe('aes128gcm');
    expect(service.refused).toEqual([]);
    await page.reload();
    await expect(devices.first()).toContainText('zuletzt zugestellt am');

    // a price alert fires after a dealer's feed: its notification is pushed with the game's page
    const game = (await (await page.request.get(`/api/game/${GAME}/`)).json()) as {
      data: {
        product: {
          product_id: number;
          title: string;
          category: string;
          versions: Array<{ gtin: string | null }>;
        };
        prices: { best_total: number };
      };
    };
    const { product, prices } = game.data;
    const gtin = product.versions.find((version) => version.gtin)?.gtin;
    expect(gtin).toBeTruthy();
    const threshold = prices.best_total - 100;
    const alert = await page.request.post('/api/alerts/', {
      headers: { 'X-XSRF-TOKEN': await xsrf(page) },
      data: { kind: 'price', product_id: product.product_id, desired_price: threshold },
    });
    expect(alert.status()).toBe(201);
    const dropped = threshold - 250;
    await ingestDealerFeed(baseURL!, {
      dealer: DEALER,
      fileName: 'e2e-push.csv',
      content: `id,title,link,price,gtin,brand,availability,shipping\nE2E-PUSH-${GAME},E2E-Angebot,https://${DEALER}.example/e2e-push,${(dropped / 100).toFixed(2)} EUR,${gtin},E2E,in_stock,DE:::0.00 EUR\n`,
    });
    await expect.poll(() => service.to(subscription.endpoint).length, { timeout: 30_000 }).toBe(2);
    const alertPush = service.to(subscription.endpoint)[1]!;
    const euro = (amount: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount / 100);
    expect(alertPush.payload).toMatchObject({
      title: `Preisalarm: ${product.title}`,
      body: `Jetzt ${euro(dropped)} inkl. Versand (vorher ${euro(prices.best_total)})`,
      url: `/games/${product.category}/${GAME}`,
    });
    expect(alertPush.headers.topic).toMatch(/^n\d+$/);
    // the same notification is never pushed twice
    await page.waitForTimeout(2_000);
    expect(service.to(subscription.endpoint)).toHaveLength(2);

    // the page's service worker shows a push it gets (delivered through the DevTools protocol)
    await page.context().grantPermissions(['notifications']);
    await page.goto('/settings');
    await toBeHydrated(section.getByRole('button', { name: 'Testbenachrichtigung senden' }));
    const cdp = await page.context().newCDPSession(page);
    const registrationIds: string[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations as Array<{ registrationId: string; scopeURL: string }>)
        if (registration.scopeURL === `${new URL(baseURL!).origin}/`)
          registrationIds.push(registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    // the click registers the service worker and subscribes; headless Chromium refuses the
    // subscription at its own push service, which the page then says in German
    await section.getByRole('button', { name: 'Auf diesem Gerät einschalten' }).click();
    await expect(
      page.getByText(
        /^Push-Benachrichtigungen (sind auf diesem Gerät eingeschaltet|konnten auf diesem Gerät nicht eingeschaltet werden)\.$/,
      ),
    ).toBeVisible();
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(`${new URL(baseURL!).origin}/sw.js`);
    await expect.poll(() => registrationIds.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: registrationIds.at(-1)!,
      data: JSON.stringify(alertPush.payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            tag: shown.tag,
            url: (shown.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([
        {
          title: alertPush.payload.title,
          body: alertPush.payload.body,
          tag: alertPush.payload.tag,
          url: `${new URL(baseURL!).origin}${alertPush.payload.url}`,
        },
      ]);

    // the device is removed from the list; the test button has nothing left to send to
    await page.screenshot({ path: 'test-results/push-settings.png', fullPage: true });
    await section
      .getByRole('button', { name: /^Chrome auf .* entfernen$/ })
      .first()
      .click();
    await expect(page.getByText('Das Gerät wurde entfernt.')).toBeVisible();
    await expect(section.getByText('Noch kein Gerät angemeldet.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Testbenachrichtigung senden' })).toBeDisabled();

    // the push service renews the browser's subscription: the service worker stores the new one
    // for the signed-in user as the page would, with the anti-forgery pair from the cookie store
    const renewed = service.subscribe();
    const [worker] = page.context().serviceWorkers();
    expect(worker).toBeTruthy();
    const renewedStored = await worker!.evaluate(
      (json) =>
        (
          self as unknown as {
            renewSubscription(old: null, renewed: { toJSON(): unknown }): Promise<boolean>;
          }
        ).renewSubscription(null, { toJSON: () => json }),
      renewed,
    );
    expect(renewedStored).toBe(true);
    await page.reload();
    await expect(devices).toHaveCount(1);
    const listed = (await (await page.request.get('/api/push/devices/')).json()) as {
      data: { devices: Array<{ endpoint: string }> };
    };
    expect(listed.data.devices.map((device) => device.endpoint)).toEqual([renewed.endpoint]);

    // on a phone the section fits the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(section).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await section.screenshot({ path: 'test-results/push-settings-phone.png' });
  } finally {
    await service.close();
  }
});
