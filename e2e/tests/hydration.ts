import { expect, type Locator } from '@playwright/test';

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
