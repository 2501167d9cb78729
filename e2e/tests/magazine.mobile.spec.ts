import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

test.describe('magazine on a phone', () => {
  test('a reader arrives from a search engine, reads a post, searches and is asked to sign in to comment', async ({
    page,
  }) => {
    await page.goto('/magazine/tests');
    await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();
    const firstPost = page.locator('main article a[href^="/magazine/tests/"]').first();
    const href = await firstPost.getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Du bist hier' })).toBeVisible();
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await page.screenshot({ path: 'test-results/magazine-post-phone.png' });

    const login = page.getByRole('button', { name: 'Anmelden und kommentieren' });
    await login.scrollIntoViewIfNeeded();
    await toBeHydrated(login);
    await login.click();
    await expect(page.getByRole('dialog', { name: /Anmelden|Bitte melde dich an/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/magazine');
    const search = page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: 'Suchbegriff' }))
      .first();
    await toBeHydrated(search);
    await search.fill('Wuerfel');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/magazine\/searchterm\?q=Wuerfel/);
    await expect(page.locator('mark').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
