import { test } from '@playwright/test';
import { walkBackOffices } from './backoffice-pages';

test.describe('back offices on a phone', () => {
  test("every operators' and dealers' page passes axe and fits 390 px", async ({ page }) => {
    test.setTimeout(120_000);
    await walkBackOffices(page);
  });
});
