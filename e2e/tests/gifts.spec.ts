import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { collectHydrationErrors, toBeHydrated } from './hydration';

const PASSWORD = 'geschenk-geheim-1';
const GAMES = ['azul', 'cascadia'] as const;

interface GameAnswer {
  data: { product: { product_id: number; title: string } };
}

/** A browser of its own (no session, no storage), as a visitor who got the link; consent already declined. */
async function freshVisitor(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport,
  });
  await context.addCookies([
    { name: 'spielraum_consent', value: '1.000.00000000-0000-4000-8000-00000000e2e0', url: baseURL },
  ]);
  return { context, page: await context.newPage() };
}

async function openShared(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: /^Wunschliste „Geschenke für Greta/, level: 1 }),
  ).toBeVisible();
}

test('gift mode: a visitor reserves a game, another sees it taken and loses the race, the reservation is undone, the owner sees nothing unless asked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL!;
  // the owner: a fresh account with a wish list of two games, made through the API
  const email = `greta-${Date.now()}@example.com`;
  await createVerifiedAccount(page, email, 'Greta', PASSWORD);
  await page.request.get('/api/session/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': token };
  expect(
    (await page.request.post('/api/login/', { headers, data: { email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const ownerHeaders = {
    'X-XSRF-TOKEN':
      (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
  };
  const listName = `Geschenke für Greta ${Date.now() % 100_000}`;
  const created = await page.request.post('/api/userlists/', {
    headers: ownerHeaders,
    data: { kind: 'wishlist', name: listName },
  });
  expect(created.status()).toBe(201);
  const listId = ((await created.json()) as { data: { id: number } }).data.id;
  const titles: string[] = [];
  for (const slug of GAMES) {
    const game = ((await (await page.request.get(`/api/game/${slug}/`)).json()) as GameAnswer).data;
    titles.push(game.product.title);
    const added = await page.request.post(`/api/userlists/${listId}/items/`, {
      headers: ownerHeaders,
      data: { product_id: game.product.product_id },
    });
    expect(added.ok()).toBe(true);
  }
  const [first, second] = titles as [string, string];

  // the owner shares it; reservations are hidden by default
  await page.goto(`/wishlists/${listId}`);
  const share = page.getByRole('button', { name: 'Liste teilen' });
  await toBeHydrated(share);
  await share.click();
  const shareLink = await page.getByRole('textbox', { name: 'Link zum Teilen' }).inputValue();
  const sharePath = new URL(shareLink).pathname;
  expect(sharePath).toMatch(/^\/wishlistview\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('switch', { name: 'Reservierungen anzeigen' })).not.toBeChecked();

  // visitor B opens the list first and starts to reserve the first game
  const b = await freshVisitor(browser, origin, { width: 390, height: 844 });
  const bErrors = collectHydrationErrors(b.page);
  await openShared(b.page, sharePath);
  const bReserve = b.page.getByRole('button', { name: `Ich schenke ${first}` });
  await toBeHydrated(bReserve);
  await bReserve.click();
  await expect(b.page.getByRole('textbox', { name: 'Dein Name (freiwillig)' })).toBeFocused();

  // visitor A, in a browser of their own, reserves it with a name
  const a = await freshVisitor(browser, origin);
  const aErrors = collectHydrationErrors(a.page);
  await openShared(a.page, sharePath);
  await expect(a.page.getByText('Reserviere ein Spiel mit „Ich schenke das“')).toBeVisible();
  const aReserve = a.page.getByRole('button', { name: `Ich schenke ${first}` });
  await toBeHydrated(aReserve);
  await aReserve.click();
  await a.page.getByRole('textbox', { name: 'Dein Name (freiwillig)' }).fill('Tante Erna');
  await a.page.getByRole('button', { name: 'Reservieren' }).click();
  await expect(a.page.getByRole('alert').filter({ hasText: `Du hast „${first}“ reserviert.` })).toBeVisible();
  const aFirst = a.page.getByRole('main').getByRole('listitem').filter({ hasText: first });
  await expect(aFirst.getByText('Von dir reserviert')).toBeVisible();
  const undoLink = await aFirst
    .getByRole('textbox', { name: `Link zum Aufheben der Reservierung von ${first}` })
    .inputValue();
  expect(undoLink).toMatch(/\/wishlistview\/[A-Za-z0-9_-]{22}#reservierung-aufheben=\d+\.[A-Za-z0-9_-]{43}$/);
  await a.page.screenshot({ path: 'test-results/gifts-visitor-a.png', fullPage: true });
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.screenshot({ path: 'test-results/gifts-visitor-a-phone.png', fullPage: true });
  await a.page.setViewportSize({ width: 1280, height: 900 });
  // the same browser still knows it after a reload
  await a.page.reload();
  await expect(aFirst.getByText('Von dir reserviert')).toBeVisible();

  // B was too late: the server's message, and the game shows as reserved
  await b.page.getByRole('button', { name: 'Reservieren' }).click();
  await expect(
    b.page.getByRole('alert').filter({ hasText: 'Dieses Spiel hat gerade jemand anderes reserviert.' }),
  ).toBeVisible();
  const bFirst = b.page.getByRole('main').getByRole('listitem').filter({ hasText: first });
  await expect(bFirst.getByText('Bereits reserviert von Tante Erna')).toBeVisible();
  await expect(bFirst.getByRole('button', { name: `Ich schenke ${first}` })).toHaveCount(0);
  // a fresh load shows the same; the other game is still free
  await openShared(b.page, sharePath);
  await expect(bFirst.getByText('Bereits reserviert von Tante Erna')).toBeVisible();
  await expect(bFirst.getByRole('button', { name: /Ich schenke/ })).toHaveCount(0);
  await expect(b.page.getByRole('button', { name: `Ich schenke ${second}` })).toBeVisible();
  await b.page.screenshot({ path: 'test-results/gifts-visitor-b-phone.png', fullPage: true });

  // the owner sees nothing of it: not on the list page, not through the own shared link, not in the page's data
  await page.goto(`/wishlists/${listId}`);
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();
  await expect(page.getByTestId('owner-reservation')).toHaveCount(0);
  expect(await page.content()).not.toContain('Tante Erna');
  await page.goto(sharePath);
  await expect(page.getByText('Das ist deine eigene Wunschliste.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Ich schenke/ })).toHaveCount(0);
  expect(await page.content()).not.toContain('Tante Erna');
  await page.screenshot({ path: 'test-results/gifts-owner-shared-hidden.png', fullPage: true });

  // choosing to see them shows who reserved what; switched off again it is gone
  await page.goto(`/wishlists/${listId}`);
  const showReservations = page.getByRole('switch', { name: 'Reservierungen anzeigen' });
  await toBeHydrated(showReservations);
  await showReservations.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Reservierungen werden dir jetzt angezeigt.' }),
  ).toBeVisible();
  await expect(page.getByTestId('owner-reservation')).toHaveText('Reserviert von Tante Erna');
  await page.screenshot({ path: 'test-results/gifts-owner-shown.png', fullPage: true });
  await page.getByRole('switch', { name: 'Reservierungen anzeigen' }).click();
  await expect(page.getByTestId('owner-reservation')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Reservierungen anzeigen' })).not.toBeChecked();

  // A undoes; B can reserve the game again
  await aFirst.getByRole('button', { name: `Reservierung von ${first} aufheben` }).click();
  await expect(
    a.page.getByRole('alert').filter({ hasText: `Deine Reservierung von „${first}“ ist aufgehoben.` }),
  ).toBeVisible();
  await expect(aFirst.getByRole('button', { name: `Ich schenke ${first}` })).toBeVisible();
  await openShared(b.page, sharePath);
  await expect(b.page.getByRole('button', { name: `Ich schenke ${first}` })).toBeVisible();

  // the undo link works in any browser: A reserves the second game anonymously, the link opened elsewhere undoes it
  const aSecond = a.page.getByRole('main').getByRole('listitem').filter({ hasText: second });
  await aSecond.getByRole('button', { name: `Ich schenke ${second}` }).click();
  await a.page.getByRole('button', { name: 'Reservieren' }).click();
  await expect(aSecond.getByText('Von dir reserviert')).toBeVisible();
  const secondUndo = await aSecond
    .getByRole('textbox', { name: `Link zum Aufheben der Reservierung von ${second}` })
    .inputValue();
  await openShared(b.page, sharePath);
  await expect(
    b.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: second })
      .getByText('Bereits reserviert', { exact: true }),
  ).toBeVisible();
  const c = await freshVisitor(browser, origin);
  await c.page.goto(new URL(new URL(secondUndo).pathname + new URL(secondUndo).hash, origin).toString());
  await expect(
    c.page.getByRole('alert').filter({ hasText: 'Die Reservierung ist aufgehoben.' }),
  ).toBeVisible();
  expect(new URL(c.page.url()).hash).toBe('');
  await expect(c.page.getByRole('button', { name: `Ich schenke ${second}` })).toBeVisible();
  await c.context.close();

  expect(aErrors).toEqual([]);
  expect(bErrors).toEqual([]);
  await a.context.close();
  await b.context.close();
});
