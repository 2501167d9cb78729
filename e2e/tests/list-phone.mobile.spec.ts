import { expect, test, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

/** A category list, as a shopper on a phone opens it from a search engine. */
const CATEGORY_LIST = '/games/brettspiele';

// the phone the goals are stated for (the project's Pixel 7 is 412 px wide)
test.use({ viewport: { width: 390, height: 844 } });

/** Sums the layout shifts without recent input since the page started (as CLS counts them). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);
}

/** The search calls of the list (`filter/data/` and the facet value searches). */
function countSearchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/filter/')) calls.push(request.url());
  });
  return calls;
}

test.describe('the game list on a phone', () => {
  // each journey loads a fresh list and waits out the effects after hydration
  test.describe.configure({ timeout: 90_000 });

  test('arrives ready from the server: no jump, no second search, three results on the first screen', async ({
    page,
  }) => {
    const layoutShift = await observeLayoutShifts(page);
    const searchCalls = countSearchCalls(page);
    await page.goto(CATEGORY_LIST);
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first()).toBeVisible();
    await toBeHydrated(page.getByRole('button', { name: /^Filter/ }));
    await page.waitForLoadState('load');
    // effects after hydration (a widget mounting, a media query) would shift or search by now
    await page.waitForTimeout(2000);

    expect(await layoutShift()).toBeLessThanOrEqual(0.05);
    expect(searchCalls).toEqual([]);
    // the desktop filter column is in the page but not shown; the phone gets the button
    await expect(page.getByRole('complementary', { name: 'Filter' })).toBeHidden();
    const third = await results.nth(2).boundingBox();
    expect(third).not.toBeNull();
    expect(third!.y).toBeLessThan(844);

    // the first row's cover loads at once and first, the others when they come near
    const firstCover = results.first().getByRole('img');
    await expect(firstCover).toHaveAttribute('fetchpriority', 'high');
    await expect(firstCover).not.toHaveAttribute('loading', 'lazy');
    await expect(results.nth(5).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  test('the filter drawer opens by keyboard without a search and a filter applies', async ({ page }) => {
    await page.goto(CATEGORY_LIST);
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await toBeHydrated(filterButton);
    const searchCalls = countSearchCalls(page);

    await filterButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer).toBeVisible();
    const family = drawer.getByRole('checkbox', { name: /^Familienspiele/ });
    await expect(family).toBeVisible();
    // the panel mounting in the drawer asks for the search the page shows: answered from the page
    await page.waitForTimeout(500);
    expect(searchCalls).toEqual([]);

    await family.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/filter-spielkategorien=\d+-familienspiele/);
    await expect(family).toBeChecked();
    expect(searchCalls.length).toBeGreaterThan(0);

    await drawer.getByRole('button', { name: /^\d+ Spiele? anzeigen$/ }).press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Gesetzte Filter' }).getByText('Kategorie: Familienspiele'),
    ).toBeVisible();
  });

  test('"Zu den Ergebnissen" skips the search field and filters', async ({ page }) => {
    await page.goto(CATEGORY_LIST);
    const skip = page.getByRole('link', { name: 'Zu den Ergebnissen' });
    await toBeHydrated(skip);
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Ergebnisse', level: 2 })).toBeFocused();
    // the next stop is a control of the results, not the search field
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Spiele suchen' })).not.toBeFocused();
  });

  test("a game page's shipping table fits the phone without sideways scrolling", async ({ page }) => {
    await page.goto(CATEGORY_LIST);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
