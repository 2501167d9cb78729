import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

/** "34,94 €" → 3494 (cents). */
function cents(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

/** Totals and availability words of the price table's rows, top to bottom. */
async function offerRows(page: Page) {
  const rows = page.getByTestId('offer-row');
  const count = await rows.count();
  const result: Array<{ total: number; availability: string }> = [];
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    result.push({
      total: cents((await row.getByTestId('offer-total').textContent()) ?? ''),
      availability: ((await row.getByRole('cell').nth(4).textContent()) ?? '').trim(),
    });
  }
  return result;
}

function buyableTotals(rows: Array<{ total: number; availability: string }>): number[] {
  return rows.filter((row) => !row.availability.startsWith('Nicht lieferbar')).map((row) => row.total);
}

test.describe('game page', () => {
  test('a visitor opens a game from the list and compares prices sorted by total', async ({ page }) => {
    await page.goto('/games');
    const firstGame = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstGame.textContent())!.trim();
    await firstGame.click();
    await expect(page).toHaveURL(/\/games\/[a-z-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} – Spielraum`);

    const comparison = page.getByRole('region', { name: 'Preisvergleich' });
    await expect(comparison.getByRole('table')).toBeVisible();
    const ascending = buyableTotals(await offerRows(page));
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // the best total at the top of the page is the first row
    expect(cents((await page.getByTestId('best-total').textContent()) ?? '')).toBe(ascending[0]);

    await comparison.getByRole('button', { name: /Gesamtpreis aufsteigend sortiert/ }).click();
    await expect(comparison.getByRole('columnheader', { name: /Gesamtpreis/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = buyableTotals(await offerRows(page));
    expect(descending).toEqual([...ascending].reverse());

    const shopLink = comparison.getByRole('link', { name: /^zum Shop: / }).first();
    await expect(shopLink).toHaveAttribute('href', /^https:\/\/[a-z-]+\.example\//);
    await expect(shopLink).toHaveAttribute('target', '_blank');
    await expect(shopLink).toHaveAttribute('rel', /noopener/);
  });

  test('the price table filters by availability', async ({ page }) => {
    await page.goto('/games/brettspiele/sky-team');
    const comparison = page.getByRole('region', { name: 'Preisvergleich' });
    const all = await page.getByTestId('offer-row').count();
    const select = comparison.getByRole('combobox', { name: 'Verfügbarkeit' });
    // a choice made before React took the server's select over would be undone
    await toBeHydrated(select);
    const option = select.getByRole('option', { name: /^Sofort lieferbar \(\d+\)$/ });
    const label = (await option.textContent()) ?? '';
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    await select.selectOption({ label });
    await expect(page.getByTestId('offer-row')).toHaveCount(expected);
    expect(expected).toBeLessThan(all);
    for (const row of await offerRows(page)) expect(row.availability).toContain('Sofort lieferbar');
    await expect(comparison.getByText(`${expected} Angebote`)).toBeVisible();
  });

  test('gallery, price history with lows, details, shipping and reviews are on the page', async ({
    page,
  }) => {
    await page.goto('/games/brettspiele/sky-team');
    const gallery = page.getByRole('group', { name: 'Bilder' });
    await expect(gallery.getByRole('img', { name: 'Cover von Sky Team' })).toBeVisible();
    await gallery.getByRole('button', { name: 'Bild 2 anzeigen' }).click();
    await expect(gallery.getByRole('img', { name: 'Spielmaterial von Sky Team' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Bild 2 anzeigen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const history = page.getByRole('region', { name: 'Preisverlauf' });
    await expect(
      history.getByRole('img', { name: /^Günstigster Gesamtpreis inkl\. Versand pro Tag/ }),
    ).toBeVisible();
    await expect(history.getByText('Tiefstpreis inkl. Versand der letzten 30 Tage')).toBeVisible();
    await expect(history.getByText('Tiefstpreis inkl. Versand der letzten 52 Wochen')).toBeVisible();
    await expect(history.getByText('Tiefstpreis inkl. Versand seit Beobachtung')).toBeVisible();
    // one best price on the page: the history's current best total is the one at the top
    const current = history
      .getByText('Aktueller Bestpreis inkl. Versand')
      .locator('xpath=following-sibling::dd');
    expect(cents((await current.textContent()) ?? '')).toBe(
      cents((await page.getByTestId('best-total').textContent()) ?? ''),
    );

    const details = page.getByRole('region', { name: 'Produktdetails' });
    await expect(details.getByText('Verlag')).toBeVisible();
    await expect(details.getByText('Kosmos')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Versandinformationen' }).getByRole('table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bewertungen' })).toBeVisible();
  });

  test('the page arrives server-rendered with JSON-LD', async ({ request }) => {
    const response = await request.get('/games/brettspiele/sky-team');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Sky Team – Spielraum</title>');
    const { '@graph': graph } = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!,
    ) as { '@graph': Array<{ '@type': string; offers?: { lowPrice: string } }> };
    // the product and its breadcrumb trail in one graph
    expect(graph.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const jsonLd = graph[0]!;
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Sky Team',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'EUR' },
    });
    expect(html).toContain(`ab ${jsonLd.offers!.lowPrice.replace('.', ',')}`);
  });

  test('an unknown game shows the German 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/games/brettspiele/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zu allen Spielen' })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/games/brettspiele/sky-team');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
