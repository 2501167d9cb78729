import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';
import { openLoginDialog } from './login';

const DEMO_PASSWORD = 'spielraum-demo';
const GAME = '/games/brettspiele/sky-team';
const TITLE = 'Ruhiger Landeanflug zu zweit';

async function signIn(page: Page, email: string) {
  await openLoginDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('textbox', { name: 'E-Mail Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

async function jsonLdRating(page: Page): Promise<{ ratingValue: number; reviewCount: number } | undefined> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    type Node = { aggregateRating?: { ratingValue: number; reviewCount: number } };
    // the game page writes its product and breadcrumbs as one graph
    const data = JSON.parse(block) as Node & { '@graph'?: Node[] };
    for (const node of [data, ...(data['@graph'] ?? [])])
      if (node.aggregateRating) return node.aggregateRating;
  }
  return undefined;
}

async function withdrawOwn(context: BrowserContext, productId: number) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  await context.request.delete(`/api/game/${productId}/review/`, { headers: { 'x-xsrf-token': token } });
}

test.describe.serial('reviews', () => {
  test("a review without stars gets SPEC's text; with stars it waits, the editors approve it, the game page shows it with the new average and in the JSON-LD", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    const game = await (await miaContext.request.get('/api/game/sky-team/')).json();
    // the demo data may hold a published review of Mia's here: counted from after it is gone
    await withdrawOwn(miaContext, game.data.product.product_id);
    const visitor = await browser.newPage();
    await visitor.goto(GAME);
    const before = await jsonLdRating(visitor);
    const countBefore = before?.reviewCount ?? 0;
    await mia.goto(GAME);
    const write = mia.getByRole('button', { name: 'Bewertung schreiben' });
    await toBeHydrated(write);
    await write.click();
    await mia.getByRole('textbox', { name: 'Titel' }).fill(TITLE);
    await mia
      .getByRole('textbox', { name: 'Dein Text' })
      .fill('Wenige Regeln, viel Spannung: jede Runde fühlt sich anders an.');
    await mia.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(mia.getByText('Bitte bewerte das Spiel')).toBeVisible();
    // the stars are radio buttons: chosen by keyboard, as a keyboard user does
    await mia.getByRole('radio', { name: '4 Sterne' }).focus();
    await mia.keyboard.press('Space');
    await mia.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(
      mia.getByText('Danke! Deine Bewertung ist bei der Redaktion und erscheint nach der Prüfung.'),
    ).toBeVisible();
    await expect(mia.getByText('wartet auf Prüfung')).toBeVisible();
    await mia.screenshot({ path: 'test-results/reviews-own-pending.png' });

    // not public yet
    await visitor.reload();
    await expect(visitor.getByText(TITLE)).toHaveCount(0);

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await signIn(editor, 'redaktion@spielraum.demo');
    await editor.goto('/redaktion/moderation?kind=review');
    const item = editor.getByRole('listitem').filter({ hasText: TITLE });
    await toBeHydrated(item.getByRole('button', { name: 'Freigeben' }));
    await item.getByRole('button', { name: 'Freigeben' }).click();
    await expect(editor.getByText('Die Bewertung ist freigegeben.')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByText(TITLE)).toBeVisible();
    const after = await jsonLdRating(visitor);
    expect(after?.reviewCount).toBe(countBefore + 1);
    const api = await (
      await visitor.request.get(`/api/game/${game.data.product.product_id}/reviews/`)
    ).json();
    expect(after?.ratingValue).toBeCloseTo(api.data.average, 1);
    await expect(visitor.getByText(new RegExp(`aus ${countBefore + 1} Bewertungen`))).toBeVisible();

    // the author hears the decision
    await mia.goto('/notifications');
    await expect(mia.getByText(`Deine Bewertung „${TITLE}“ zu Sky Team ist veröffentlicht.`)).toBeVisible();
    await Promise.all([miaContext.close(), editorContext.close(), visitor.close()]);
  });

  test('a rejected review shows its reason to its author only', async ({ browser }) => {
    const miaContext = await browser.newContext();
    const mia = await miaContext.newPage();
    await signIn(mia, 'mia@spielraum.demo');
    await mia.goto('/games/brettspiele/just-one');
    const section = mia.locator('#bewertungen');
    await section.hover();
    await expect(section.getByText('abgelehnt', { exact: true })).toBeVisible();
    await expect(section.getByText('Grund: Kein Bezug zum Spiel oder Thema')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto('/games/brettspiele/just-one');
    await visitor.locator('#bewertungen').hover();
    await expect(visitor.getByText('Grund: Kein Bezug zum Spiel oder Thema')).toHaveCount(0);
    await Promise.all([miaContext.close(), visitor.close()]);
  });
});
