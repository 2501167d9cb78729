import { expect, test } from '@playwright/test';
import {
  checkOpen,
  Findings,
  signInFreshUser,
  walkAccountPages,
  walkPublicPages,
} from './accessibility-walk';

/** The same walk at a phone's width, with the phone menu and the list's filter drawer open. */
test.describe('accessibility walk on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed out: every page, the phone menu, the filter drawer and the login dialog', async ({ page }) => {
    test.setTimeout(360_000); // dozens of pages, axe on each, on a busy 2-core machine
    const findings = new Findings();
    await walkPublicPages(page, findings);

    await page.goto('/');
    await checkOpen(
      page,
      findings,
      'phone menu',
      page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }),
      page.getByRole('dialog', { name: 'Menü' }),
    );
    await page.goto('/games');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await checkOpen(
      page,
      findings,
      'filter drawer',
      page.getByRole('button', { name: 'Filter', exact: true }),
      page.getByRole('dialog', { name: 'Filter' }),
    );
    await page.goto('/games/brettspiele/sky-team');
    await checkOpen(
      page,
      findings,
      'login dialog from "Merken"',
      page
        .getByRole('main')
        .getByRole('button', { name: /merken$/ })
        .first(),
      page.getByRole('dialog', { name: 'Anmelden' }),
    );
    findings.expectNone();
  });

  test('signed in: the account pages and the "Merken" menu', async ({ page }) => {
    test.setTimeout(360_000); // dozens of pages, axe on each, on a busy 2-core machine
    const findings = new Findings();
    await signInFreshUser(page, 'axe-phone');
    await walkAccountPages(page, findings);
    await page.goto('/games/brettspiele/sky-team');
    await checkOpen(
      page,
      findings,
      '"Merken" menu',
      page
        .getByRole('main')
        .getByRole('button', { name: /merken$/ })
        .first(),
      page.getByRole('menu'),
    );
    findings.expectNone();
  });
});
