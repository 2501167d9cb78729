import type { Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

/** The start page's "Anmelden" dialog, opened once the page has hydrated (a click before is lost). */
export async function openLoginDialog(page: Page): Promise<void> {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Anmelden', exact: true });
  await toBeHydrated(login);
  await login.click();
}
