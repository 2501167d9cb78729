import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the server-rendered element (its props, and so its event
 * handlers, are attached): a click on a button of a freshly loaded page is lost before that,
 * which a busy machine makes likely. No sleep: polls the element for React's props key.
 */
export async function toBeHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * React's hydration complaints. The production build reports them minified as uncaught errors
 * (#418 text/element mismatch, #419/#421/#422/#423/#425 fell back to client rendering).
 */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const hydration = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)\b/i;
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) errors.push(error.message);
  });
  return errors;
}
