import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const CAP_TEXT = 'Es können höchstens 5 Filter gleichzeitig gesetzt werden.';

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

function filters(page: Page) {
  return page.getByRole('complementary', { name: 'Filter' });
}

test.describe('discovery: start page, game lists, advanced search', () => {
  test('a tile opens the filtered list; five filters disable the sixth; back keeps filters and scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Kategorien' })
      .getByRole('link', { name: 'Familienspiele' })
      .click();
    await expect(page).toHaveURL(/\/games\?filter-spielkategorien=\d+-familienspiele$/);
    await expect(filters(page).getByRole('checkbox', { name: /^Familienspiele/ })).toBeChecked();
    const total = page.getByRole('status').filter({ hasText: /^\d+ Spiele$/ });
    await expect(total).toBeVisible();

    // Four more filters: a genre, two switches and a player count.
    await filters(page)
      .getByRole('checkbox', { name: /^Tiere/ })
      .check();
    await expect(page).toHaveURL(/filter-genre=\d+-tiere/);
    await filters(page).getByRole('switch', { name: 'Zubehör anzeigen' }).check();
    await expect(page).toHaveURL(/filter-zubehoer=1/);
    await filters(page).getByRole('textbox', { name: 'Spieleranzahl' }).click();
    await page.getByRole('option', { name: '2 Spieler', exact: true }).click();
    await expect(page).toHaveURL(/filter-spieleranzahl=2/);
    await filters(page).getByRole('switch', { name: 'Produkte ohne Angebote zeigen' }).check();
    await expect(page).toHaveURL(/filter-ohne-angebote=1/);

    // The sixth filter is offered no more, and the reason is on screen.
    await expect(filters(page).getByText(CAP_TEXT)).toBeVisible();
    const expansions = filters(page).getByRole('switch', { name: 'Erweiterungen anzeigen' });
    await expect(expansions).toBeDisabled();
    await filters(page).getByRole('button', { name: 'Mechanik' }).click();
    const mechanic = filters(page).getByRole('region', { name: 'Mechanik' }).getByRole('checkbox').first();
    await expect(mechanic).toBeDisabled();
    await expect(mechanic).toHaveAccessibleDescription(CAP_TEXT);
    // Another value of a facet already set adds no filter.
    await expect(filters(page).getByRole('checkbox', { name: /^Humor/ })).toBeEnabled();

    const listUrl = page.url();
    const firstCard = page.getByRole('main').getByRole('article').nth(4).getByRole('link');
    await firstCard.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    await firstCard.click();
    await expect(page).toHaveURL(/\/games\/[a-z0-9-]+\/[a-z0-9-]+$/);

    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expect(filters(page).getByRole('checkbox', { name: /^Tiere/ })).toBeChecked();
    await expect(filters(page).getByRole('switch', { name: 'Zubehör anzeigen' })).toBeChecked();
    await expect(filters(page).getByRole('switch', { name: 'Produkte ohne Angebote zeigen' })).toBeChecked();
    await expect(filters(page).getByRole('textbox', { name: 'Spieleranzahl' })).toHaveValue('2 Spieler');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);
  });

  test('an invalid category redirects to all games', async ({ page }) => {
    await page.goto('/games/quatsch');
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Spiele' })).toBeVisible();
  });

  test('the list sorts, pages with at most six page links and removes filters', async ({ page }) => {
    await page.goto('/games');
    await page.getByRole('textbox', { name: 'Sortieren nach' }).click();
    await page.getByRole('option', { name: 'Preis inkl. Versand aufsteigend' }).click();
    await expect(page).toHaveURL(/\/games\?sort=total-asc$/);
    const pages = page.getByRole('navigation', { name: 'Seiten' });
    await expect(pages.getByRole('link', { name: /^Seite \d+$/ })).toHaveCount(6);
    await pages.getByRole('link', { name: 'Seite 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(pages.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/games?filter-spielkategorien=1-familienspiele&term=dorf');
    await expect(
      page
        .getByRole('searchbox', { name: 'Spiele suchen' })
        .or(page.getByRole('combobox', { name: 'Spiele suchen' })),
    ).toHaveValue('dorf');
    await page.getByRole('button', { name: 'Filter „Kategorie: Familienspiele“ entfernen' }).click();
    await expect(page).toHaveURL(/\/games\?term=dorf$/);
  });

  test('the search box suggests game names and opens the chosen game', async ({ page }) => {
    await page.goto('/games');
    const box = page
      .getByRole('searchbox', { name: 'Spiele suchen' })
      .or(page.getByRole('combobox', { name: 'Spiele suchen' }));
    await box.fill('Kingdo');
    await page.getByRole('option', { name: 'Kingdomino', exact: true }).click();
    await expect(page).toHaveURL(/\/games\/brettspiele\/kingdomino$/);
  });

  test('advanced search shows the validation texts and opens the filtered list', async ({ page }) => {
    await page.goto('/extendedsearch');
    await expect(page.getByRole('heading', { level: 1, name: 'Erweiterte Suche' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Preis inkl. Versand von' }).fill('zehn');
    await page.getByRole('textbox', { name: 'Erscheinungsjahr von' }).fill('15');
    await page.getByRole('textbox', { name: 'Verlag' }).fill('Kosm');
    await page.getByRole('button', { name: 'Spiele finden' }).click();
    await expect(page.getByText('Bitte gib einen gültigen Preis ein')).toBeVisible();
    await expect(page.getByText('Bitte gib ein gültiges Jahr im Format JJJJ ein')).toBeVisible();
    await expect(page.getByText('Bitte wähle einen Eintrag aus der Liste')).toBeVisible();
    await expect(page).toHaveURL(/\/extendedsearch$/);

    await page.getByRole('textbox', { name: 'Preis inkl. Versand von' }).fill('10');
    await page.getByRole('textbox', { name: 'Preis inkl. Versand bis' }).fill('60,50');
    await page.getByRole('textbox', { name: 'Erscheinungsjahr von' }).fill('2015');
    await page.getByRole('textbox', { name: 'Verlag' }).fill('Kosmos');
    await page.getByRole('option', { name: 'Kosmos', exact: true }).click();
    await page.getByRole('button', { name: 'Spiele finden' }).click();

    await expect(page).toHaveURL(
      /\/games\?filter-verlag=\d+-kosmos&filter-erscheinungsjahr=2015-&filter-preis=10-60\.5$/,
    );
    const active = page.getByRole('group', { name: 'Gesetzte Filter' });
    await expect(active.getByText('Verlag: Kosmos')).toBeVisible();
    await expect(active.getByText('Erscheinungsjahr: ab 2015')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('start page, list and advanced search have no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Aktuelle Angebote' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/games/brettspiele');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/extendedsearch');
    await expect(page.getByRole('button', { name: 'Spiele finden' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
