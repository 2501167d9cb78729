import { expect, test, type Page } from '@playwright/test';
import { openLoginDialog } from './login';

/**
 * Pages under their Content-Security-Policy: walks the public pages and the signed-in ones and
 * fails on any violation the browser reports (a blocked inline script, eval, a foreign image).
 */

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      violations.push(message.text());
  });
  return violations;
}

test('public and signed-in pages run under their Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  for (const path of [
    '/games',
    '/games/brettspiele?filter-preis=10-50',
    '/games/brettspiele/sky-team',
    '/extendedsearch',
    '/seite-gibt-es-nicht',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // client-side navigation and the lazily loaded parts (search, menus, dialogs)
  await page.goto('/games');
  await page.getByRole('combobox', { name: 'Spiele suchen' }).fill('Azul');
  await page.waitForLoadState('networkidle');

  await openLoginDialog(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-Mail Adresse').fill('mia@spielraum.demo');
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  for (const path of ['/wishlists', '/alerts', '/notifications', '/settings']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
