import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const PASSWORD = 'sicheres-passwort';
const GAMES = ['azul', 'cascadia', 'carcassonne', 'sky-team', 'fluegelschlag'];
/** Offers one can order (the basket leaves out what is not available). */
const ORDERABLE = new Set(['is_available', 'not_in_stock_but_can_order', 'pre_available']);

interface GameAnswer {
  data: {
    product: { product_id: number; title: string };
    offers: { dealer: { id: number }; price: number; availability: string }[];
    shipping: { dealer_id: number; shipping_cost: number; free_shipping_threshold: number | null }[];
  };
}

/** "1.234,56 €" → 123456 cents. */
function cents(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

/**
 * The cheapest basket by trying every assignment of every game to every shop that offers it
 * (from the public game pages' offers and shipping rules), and the sum of buying each game on
 * its own at its best total: what the page must show, computed without the optimiser.
 */
function bruteForce(games: GameAnswer['data'][]) {
  const rules = new Map<number, { cost: number; freeFrom: number | null }>();
  for (const game of games)
    for (const rule of game.shipping)
      rules.set(rule.dealer_id, { cost: rule.shipping_cost, freeFrom: rule.free_shipping_threshold });
  const shipping = (dealer: number, subtotal: number) => {
    const rule = rules.get(dealer)!;
    return rule.freeFrom !== null && subtotal >= rule.freeFrom ? 0 : rule.cost;
  };
  const choices = games.map((game) => {
    const cheapest = new Map<number, number>();
    for (const offer of game.offers)
      if (ORDERABLE.has(offer.availability))
        cheapest.set(offer.dealer.id, Math.min(cheapest.get(offer.dealer.id) ?? Infinity, offer.price));
    return [...cheapest];
  });
  let best = Infinity;
  const walk = (position: number, subtotals: Map<number, number>) => {
    if (position === choices.length) {
      let total = 0;
      for (const [dealer, subtotal] of subtotals) total += subtotal + shipping(dealer, subtotal);
      best = Math.min(best, total);
      return;
    }
    for (const [dealer, price] of choices[position]!) {
      const next = new Map(subtotals);
      next.set(dealer, (next.get(dealer) ?? 0) + price);
      walk(position + 1, next);
    }
  };
  walk(0, new Map());
  const separate = choices.reduce(
    (sum, offers) => sum + Math.min(...offers.map(([dealer, price]) => price + shipping(dealer, price))),
    0,
  );
  return {
    best,
    separate,
    dealers: new Set(choices.flatMap((offers) => offers.map(([dealer]) => dealer))).size,
  };
}

async function logIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail Adresse').fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

test('a wish list of five games shows its cheapest purchase and saving, as brute force over the offers finds them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `korb-${Date.now()}@example.com`;
  await createVerifiedAccount(page, email, 'Korbine', PASSWORD);
  await page.goto('/');
  await logIn(page, email);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': token };
  const created = await page.request.post('/api/userlists/', {
    headers,
    data: { kind: 'wishlist', name: 'Spieleabend' },
  });
  expect(created.status()).toBe(201);
  const listId = ((await created.json()) as { data: { id: number } }).data.id;
  const games: GameAnswer['data'][] = [];
  for (const slug of GAMES) {
    const game = ((await (await page.request.get(`/api/game/${slug}/`)).json()) as GameAnswer).data;
    games.push(game);
    const added = await page.request.post(`/api/userlists/${listId}/items/`, {
      headers,
      data: { product_id: game.product.product_id },
    });
    expect(added.ok()).toBe(true);
  }
  const expected = bruteForce(games);
  expect(expected.dealers).toBeGreaterThan(1);

  await page.goto(`/wishlists/${listId}`);
  const basket = page.getByRole('region', { name: 'Günstigster Einkauf' });
  const compute = basket.getByRole('button', { name: 'Günstigsten Einkauf berechnen' });
  await toBeHydrated(compute);
  await compute.click();
  const total = basket.getByTestId('basket-total');
  await expect(total).toBeVisible();
  expect(cents(await total.innerText())).toBe(expected.best);
  const saving = await basket.getByTestId('basket-saving').innerText();
  if (expected.separate > expected.best) {
    expect(saving).toContain('Du sparst');
    expect(cents(saving)).toBe(expected.separate - expected.best);
  } else expect(saving).toContain('So günstig wie der Einzelkauf');
  // each game in exactly one order, each with a link to its shop
  const orders = basket.getByRole('region');
  const rows = await orders.getByRole('link', { name: / bei .+ kaufen$/ }).count();
  expect(rows).toBe(GAMES.length);
  for (const game of games)
    await expect(basket.getByRole('link', { name: game.product.title, exact: true })).toHaveCount(1);
});
