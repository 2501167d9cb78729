import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { collectHydrationErrors, toBeHydrated } from './hydration';
import { openLoginDialog } from './login';
import { ingestDealerFeed } from './operator-feed';

/**
 * Smarter alerts, each journey with an account of its own and demo dealers the other journeys
 * leave alone: a low alert fires once on a new 30-day low and not on the next equal price; a
 * wish list's rule fires for a game added after the rule; a drop at a dealer the user excluded
 * does not alert. Prices change through dealer feeds an operator uploads, as in production.
 */

const PASSWORD = 'sicheres-passwort';
const EXCLUDED_DEALER = { slug: 'ludothek-online', name: 'Ludothek Online' };
const OTHER_DEALER = 'spielzeit-shop';

interface GameFacts {
  slug: string;
  category: string;
  title: string;
  gtin: string;
  bestTotal: number;
  lowest30d: number;
}

/** 1299 → "12,99 €" (how the portal shows a total, de-DE). */
function shown(amount: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount / 100);
}

/** 1299 → "12,99" (how a user types a desired total). */
function typed(amount: number): string {
  return (amount / 100).toFixed(2).replace('.', ',');
}

/** A dealer feed in the demo dealers' CSV format: one offer per game, matched by its GTIN, free shipping. */
function feedRows(dealer: string, rows: Array<{ game: GameFacts; total: number }>): string {
  const lines = rows.map(
    ({ game, total }) =>
      `E2E-SMART-${game.slug},E2E-Angebot,https://${dealer}.example/e2e-${game.slug},${(total / 100).toFixed(2)} EUR,${game.gtin},E2E,in_stock,DE:::0.00 EUR`,
  );
  return `id,title,link,price,gtin,brand,availability,shipping\n${lines.join('\n')}\n`;
}

let feeds = 0;
async function ingest(baseURL: string, dealer: string, rows: Array<{ game: GameFacts; total: number }>) {
  const run = await ingestDealerFeed(baseURL, {
    dealer,
    fileName: `e2e-smart-${Date.now()}-${++feeds}.csv`,
    content: feedRows(dealer, rows),
  });
  expect(run).toMatchObject({ status: 'succeeded', rows_applied: rows.length, rows_failed: 0 });
  return run;
}

/** The facts of the `index`-th game with an offer on /games, from its game page call. */
async function gameWithOffer(page: Page, request: APIRequestContext, index: number): Promise<GameFacts> {
  await page.goto('/games');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: /ab \d/ }).nth(index);
  const href = await card.getByRole('link').first().getAttribute('href');
  const slug = href!.split('/').pop()!;
  const game = (await (await request.get(`/api/game/${slug}/`)).json()) as {
    data: {
      product: { title: string; category: string; versions: Array<{ gtin: string | null }> };
      prices: { best_total: number; lowest_30d: number | null };
    };
  };
  const gtin = game.data.product.versions.find((version) => version.gtin)?.gtin;
  expect(gtin).toBeTruthy();
  expect(game.data.prices.best_total).toBeGreaterThan(600);
  return {
    slug,
    category: game.data.product.category,
    title: game.data.product.title,
    gtin: gtin!,
    bestTotal: game.data.prices.best_total,
    lowest30d: game.data.prices.lowest_30d ?? game.data.prices.best_total,
  };
}

async function signUpAndIn(page: Page, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  await createVerifiedAccount(page, email, 'Schnäppchenjägerin', PASSWORD);
  await page.goto('/');
  await openLoginDialog(page);
  const login = page.getByRole('dialog', { name: 'Anmelden' });
  await login.getByLabel('E-Mail Adresse').fill(email);
  await login.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toHaveText('Schnäppchenjägerin');
  return email;
}

/** Opens the game page's price alert dialog. */
async function openPriceAlert(page: Page, game: GameFacts) {
  await page.goto(`/games/${game.category}/${game.slug}`);
  await expect(page.getByRole('heading', { name: game.title, level: 1 })).toBeVisible();
  const button = page.getByRole('region', { name: 'Alarme' }).getByRole('button', { name: 'Preisalarm' });
  await toBeHydrated(button);
  await button.click();
  return page.getByRole('dialog', { name: `Preisalarm für ${game.title}` });
}

async function setDesiredPrice(page: Page, game: GameFacts, price: number) {
  const dialog = await openPriceAlert(page, game);
  await dialog.getByRole('textbox', { name: /Wunschpreis/ }).fill(typed(price));
  await dialog.getByRole('button', { name: 'Alarm setzen' }).click();
  await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The user's notifications: waits until the header bell counts `unread`, then lists them on /notifications. */
async function notificationsOnceCounted(page: Page, unread: number) {
  const bell = page.getByRole('banner').getByRole('link', { name: /^Benachrichtigungen/ });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(bell).toHaveAccessibleName(`Benachrichtigungen, ${unread} ungelesen`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(unread);
  return items;
}

test('a low alert fires once when a feed sets a new 30-day low, not on the next equal price', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpAndIn(page, 'tief');
  const game = await gameWithOffer(page, request, 6);
  const witness = await gameWithOffer(page, request, 7);

  const dialog = await openPriceAlert(page, game);
  await dialog.getByText('beim Tiefstpreis', { exact: true }).click();
  await expect(dialog.getByLabel('Tiefstpreis', { exact: true })).toHaveValue(/^30-Tage-Tief/);
  await dialog.getByRole('button', { name: 'Alarm setzen' }).click();
  await expect(page.getByText('Der Alarm wurde angelegt.')).toBeVisible();
  await page.goto('/alerts');
  await expect(
    page.getByRole('listitem', { name: game.title }).getByText('Benachrichtigung beim 30-Tage-Tief'),
  ).toBeVisible();

  // a new 30-day low
  const low = Math.min(game.bestTotal, game.lowest30d) - 150;
  await ingest(baseURL!, OTHER_DEALER, [{ game, total: low }]);
  const first = await notificationsOnceCounted(page, 1);
  await expect(
    first.filter({ has: page.getByRole('link', { name: game.title, exact: true }) }),
  ).toBeVisible();
  await expect(first.getByText(`Preis: ${shown(low)}`)).toBeVisible();

  // the same price again from another dealer: no new low, no notification. A second alert on
  // another game fires in the same run, so the run has certainly been evaluated when it shows.
  await setDesiredPrice(page, witness, witness.bestTotal - 100);
  await ingest(baseURL!, EXCLUDED_DEALER.slug, [
    { game, total: low },
    { game: witness, total: witness.bestTotal - 200 },
  ]);
  const second = await notificationsOnceCounted(page, 2);
  await expect(
    second.filter({ has: page.getByRole('link', { name: witness.title, exact: true }) }),
  ).toHaveCount(1);
  await expect(second.filter({ has: page.getByRole('link', { name: game.title, exact: true }) })).toHaveCount(
    1,
  );
});

test('a wish list rule fires for a game added to the list after the rule', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpAndIn(page, 'regel');
  const listName = 'Regelliste';
  await page.goto('/wishlists');
  await toBeHydrated(page.getByRole('button', { name: 'Liste anlegen' }));
  await page.getByLabel('Name der neuen Liste').fill(listName);
  await page.getByRole('button', { name: 'Liste anlegen' }).click();
  await page.getByRole('link', { name: listName }).click();
  await expect(page.getByRole('heading', { name: listName, level: 1 })).toBeVisible();

  // the rule: every game 10 % below today's price
  const rules = page.getByRole('region', { name: 'Benachrichtigungsregel' });
  await expect(rules.getByText('Diese Liste hat noch keine Benachrichtigungsregel.')).toBeVisible();
  await toBeHydrated(rules.getByRole('button', { name: 'Regel anlegen' }));
  await rules.getByLabel('Benachrichtige mich').selectOption({ label: 'bei einem Preis unter dem heutigen' });
  await rules.getByLabel('Ersparnis').selectOption({ label: '10 % unter dem heutigen Preis' });
  await rules.getByRole('button', { name: 'Regel anlegen' }).click();
  await expect(page.getByText('Die Regel wurde angelegt.')).toBeVisible();
  const rule = rules.getByRole('listitem', { name: 'Jedes Spiel 10 % unter dem Preis beim Anlegen' });
  await expect(rule.getByText('Alarme: 0')).toBeVisible();

  // a game added afterwards, from the search page's card
  const game = await gameWithOffer(page, request, 9);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: game.title }).first();
  await toBeHydrated(card.getByRole('button', { name: / merken$/ }));
  await card.getByRole('button', { name: / merken$/ }).click();
  await page.getByRole('menuitem', { name: listName, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: `steht jetzt auf „${listName}“` })).toBeVisible();

  await page.goto('/alerts');
  const alert = page.getByRole('listitem', { name: game.title });
  await expect(alert.getByText(`Regel der Wunschliste „${listName}“`)).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Löschen' })).toHaveCount(0);

  const dropped = Math.floor(game.bestTotal * 0.85);
  await ingest(baseURL!, OTHER_DEALER, [{ game, total: dropped }]);
  const items = await notificationsOnceCounted(page, 1);
  await expect(
    items.filter({ has: page.getByRole('link', { name: game.title, exact: true }) }),
  ).toBeVisible();
  await expect(items.getByText(`Preis: ${shown(dropped)}`)).toBeVisible();
  await expect(items.getByText(`Liste: ${listName}`)).toBeVisible();
});

test("an excluded dealer's drop does not alert; the game page leaves that dealer out", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signUpAndIn(page, 'ohne');
  const game = await gameWithOffer(page, request, 8);
  await setDesiredPrice(page, game, game.bestTotal - 100);

  // exclude a dealer in the settings
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Händler ausschließen' });
  const picker = section.getByLabel('Ausgeschlossene Händler', { exact: true });
  await toBeHydrated(picker);
  await picker.click();
  await picker.fill('Ludothek');
  await page.getByRole('option', { name: EXCLUDED_DEALER.name }).click();
  await section.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(page.getByText('Deine Händlerauswahl wurde gespeichert.')).toBeVisible();

  // the excluded dealer drops the game below the threshold: nothing; then another dealer does
  await ingest(baseURL!, EXCLUDED_DEALER.slug, [{ game, total: game.bestTotal - 400 }]);
  await ingest(baseURL!, OTHER_DEALER, [{ game, total: game.bestTotal - 200 }]);
  const items = await notificationsOnceCounted(page, 1);
  await expect(items.getByText(`Preis: ${shown(game.bestTotal - 200)}`)).toBeVisible();

  // the game page's best price and offers are without the excluded dealer, which a toggle shows;
  // the server renders this personal view already, so hydration finds the same markup
  const gamePath = `/games/${game.category}/${game.slug}`;
  const serverHtml = await (await page.request.get(gamePath)).text();
  expect(serverHtml).toContain('data-testid="best-total-without-excluded"');
  const hydrationErrors = collectHydrationErrors(page);
  await page.goto(gamePath);
  await expect(page.getByTestId('best-total')).toContainText(shown(game.bestTotal - 200));
  await expect(page.getByTestId('best-total-without-excluded')).toBeVisible();
  const offers = page.getByRole('region', { name: 'Preisvergleich' });
  const toggle = offers.getByRole('button', { name: '1 ausgeschlossenen Händler anzeigen' });
  await toBeHydrated(toggle);
  await expect(offers.getByRole('row').filter({ hasText: EXCLUDED_DEALER.name })).toHaveCount(0);
  await toggle.click();
  // the dealer's own demo offer and the feed's
  await expect(offers.getByRole('row').filter({ hasText: EXCLUDED_DEALER.name }).first()).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Ausgeschlossene Händler ausblenden' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});
