import { expect, test, type Page } from '@playwright/test';
import { collectHydrationErrors, toBeHydrated } from './hydration';

const CATEGORY_LINK = /^(.+) \((\d+)\)$/;

/** The badge percentages of the listed cards, in their order. */
async function percents(page: Page): Promise<number[]> {
  const badges = await page
    .getByRole('main')
    .getByText(/^−\d+ % Echter Rabatt$/)
    .allTextContents();
  return badges.map((text) => Number(/\d+/.exec(text)![0]));
}

test.describe('Preisstürze', () => {
  test('lists real discounts by size, narrows by category and leads to a game', async ({ page }) => {
    // four page loads on a shared machine
    test.setTimeout(90_000);
    const hydrationErrors = collectHydrationErrors(page);
    await page.goto('/preisstuerze');
    await expect(page).toHaveTitle('Preisstürze – Spielraum');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/preisstuerze$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preisstürze', exact: true })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();

    // every card says how big its real discount is, the biggest first
    const all = await percents(page);
    expect(all.length).toBe(await cards.count());
    expect(all).toEqual([...all].sort((a, b) => b - a));
    await page.screenshot({ path: 'test-results/deals-desktop.png', fullPage: true });

    // a category with fewer deals than all of them narrows the list to its games
    const filter = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
    const total = Number(CATEGORY_LINK.exec((await filter.getByRole('link').first().textContent())!)![2]);
    const names = await filter.getByRole('link').allTextContents();
    const narrower = names
      .slice(1)
      .map((name) => CATEGORY_LINK.exec(name)!)
      .find((match) => Number(match[2]) > 0 && Number(match[2]) < total);
    expect(narrower, 'the demo data has real discounts in more than one category').toBeDefined();
    const [label, category, count] = narrower!;
    const link = filter.getByRole('link', { name: label, exact: true });
    await toBeHydrated(link);
    // by keyboard: the category links are ordinary links
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Preisstürze: ${category}` })).toBeVisible();
    await expect(page).toHaveURL(/\/preisstuerze\?category=[a-z-]+$/);
    await expect(filter.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards).toHaveCount(Math.min(Number(count), 24));
    const slug = new URL(page.url()).searchParams.get('category')!;
    for (const href of await cards
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.map((element) => element.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/games/${slug}/`));
    const narrowed = await percents(page);
    expect(narrowed).toEqual([...narrowed].sort((a, b) => b - a));

    // a category without any shows the empty state
    const emptyName = names.map((name) => CATEGORY_LINK.exec(name)!).find((match) => match[2] === '0');
    if (emptyName) {
      await filter.getByRole('link', { name: emptyName[0], exact: true }).click();
      await expect(page.getByText('Gerade keine Preisstürze in dieser Kategorie.')).toBeVisible();
      await expect(cards).toHaveCount(0);
      await page.getByRole('link', { name: 'Alle Preisstürze ansehen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Preisstürze', exact: true })).toBeVisible();
    }

    // a card leads to its game page
    const first = cards.first().getByRole('heading').getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/games\/[a-z-]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(hydrationErrors).toEqual([]);
  });

  test('the footer and the start page link to it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Preisstürze' })).toHaveAttribute(
      'href',
      '/preisstuerze',
    );
    await expect(page.getByRole('link', { name: 'Alle Preisstürze ansehen' })).toHaveAttribute(
      'href',
      '/preisstuerze',
    );
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/preisstuerze</loc>');
  });
});
