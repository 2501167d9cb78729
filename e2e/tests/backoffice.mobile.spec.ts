import { test } from '@playwright/test';
import { walkBackOffices } from './backoffice-pages';

test.describe('back offices on a phone', () => {
  test("every page of the operators', dealers', editors' and curators' back offices passes axe and fits 390 px", async ({
    page,
  }) => {
    test.setTimeout(240_000); // four back offices, axe on each of about twenty pages
    await walkBackOffices(page);
  });
});
