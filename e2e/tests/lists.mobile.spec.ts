import { expect, test } from '@playwright/test';

test('on a phone: keep a game without a list, create one from the toast, see the list fit the screen', async ({
  page,
}) => {
  await page.goto('/collections');
  const dialog = page.getByRole('dialog', { name: 'Bitte melde dich an' });
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill('redaktion@spielraum.demo');
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill('spielraum-demo');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Meine Sammlungen', level: 1 })).toBeVisible();
  await expect(page.getByText('Du hast noch keine Sammlung.')).toBeVisible();

  await page.goto('/games');
  const card = page.getByRole('main').getByRole('article').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `${title} merken` }).click();
  await page.getByRole('menuitem', { name: 'In die Sammlung' }).click();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Bitte lege zuerst eine Wunschliste oder Sammlung an, bevor du Spiele hinzufügst.' });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: 'test-results/lists-mobile-no-list-toast.png' });
  await notice.getByRole('button', { name: 'Sammlung anlegen und Spiel hinzufügen' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `„${title}“ steht jetzt auf „Meine Sammlung“.` }),
  ).toBeVisible();

  await page.goto('/collections');
  await expect(page.getByText('1 Spiel', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Meine Sammlung' }).click();
  await expect(page.getByRole('heading', { name: 'Meine Sammlung', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // a collection shows no price sum, and nothing is wider than the phone
  await expect(page.getByTestId('best-total-sum')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/lists-mobile-collection.png', fullPage: true });
});
