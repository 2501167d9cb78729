import { test } from '@playwright/test';
import {
  checkOpen,
  Findings,
  signInFreshUser,
  SIGNED_IN_PUBLIC_PATHS,
  walkAccountPages,
  walkListPages,
  walkMailLinkPages,
  walkPaths,
  walkPublicPages,
} from './accessibility-walk';

/**
 * axe (WCAG 2.2 A and AA) on every page a shopper reaches, signed out and signed in, and with the
 * dialogs and menus open: no serious or critical finding. The back offices have their own walk
 * (backoffice-pages.ts).
 */
test.describe('accessibility walk on the desktop', () => {
  test('signed out: every page', async ({ page }) => {
    test.setTimeout(360_000); // dozens of pages, axe on each, on a busy 2-core machine
    const findings = new Findings();
    await walkPublicPages(page, findings);
    await walkMailLinkPages(page, findings);
    findings.expectNone();
  });

  test('signed out: the login dialog and the header menus', async ({ page }) => {
    test.setTimeout(90_000);
    const findings = new Findings();

    await page.goto('/');
    const banner = page.getByRole('banner');
    await checkOpen(
      page,
      findings,
      'login dialog',
      banner.getByRole('button', { name: 'Anmelden', exact: true }),
      page.getByRole('dialog', { name: 'Anmelden' }),
    );
    await checkOpen(
      page,
      findings,
      'header submenu',
      banner.getByRole('button', { name: 'Unterkategorien von Trading Card Games' }),
      page.getByRole('menu'),
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

  test('signed in: own pages, a shared list, the user menu, "Merken", the price alert and "Melden"', async ({
    page,
  }) => {
    test.setTimeout(360_000); // dozens of pages, axe on each, on a busy 2-core machine
    const findings = new Findings();
    await signInFreshUser(page, 'axe-desktop');
    await walkAccountPages(page, findings);
    await walkListPages(page, findings);
    await walkPaths(page, findings, SIGNED_IN_PUBLIC_PATHS);

    await page.goto('/');
    await checkOpen(
      page,
      findings,
      'user menu',
      page.getByRole('banner').getByRole('button', { name: /Bea Barrierefrei/ }),
      page.getByRole('menu'),
    );

    await page.goto('/games/brettspiele/sky-team');
    const main = page.getByRole('main');
    await checkOpen(
      page,
      findings,
      '"Merken" menu',
      main.getByRole('button', { name: /merken$/ }).first(),
      page.getByRole('menu'),
    );
    await checkOpen(
      page,
      findings,
      'price alert dialog',
      main.getByRole('button', { name: 'Preisalarm', exact: true }),
      page.getByRole('dialog', { name: /Preisalarm für/ }),
    );
    // the reviews' actions arrive with their part, which loads when the pointer reaches it
    await page.locator('#bewertungen').hover();
    await checkOpen(
      page,
      findings,
      '"Melden" dialog of a review',
      main.getByRole('button', { name: /^Bewertung von .+ melden$/ }).first(),
      page.getByRole('dialog', { name: 'Beitrag melden' }),
    );
    findings.expectNone();
  });
});
