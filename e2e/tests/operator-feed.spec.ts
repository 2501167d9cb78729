import { expect, test } from '@playwright/test';
import { ingestDealerFeed } from './operator-feed';

/** "34,94 €" → 3494 (cents). */
function cents(text: string): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text);
  if (!match) throw new Error(`no euro amount in "${text}"`);
  return Number(match[1]!.replace(/\./g, '')) * 100 + Number(match[2]);
}

test.describe('operator feed upload', () => {
  test('an operator uploads a dealer feed through the portal and the game page shows the new best total', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/games');
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/games\/[a-z-]+\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const before = cents((await page.getByTestId('best-total').textContent()) ?? '');

    const game = (await (await request.get(`/api/game/${slug}/`)).json()) as {
      data: { product: { versions: Array<{ gtin: string | null }> } };
    };
    const gtin = game.data.product.versions.find((version) => version.gtin)?.gtin;
    expect(gtin).toBeTruthy();
    const newTotal = Math.max(100, before - 100);
    const euros = (newTotal / 100).toFixed(2);
    const run = await ingestDealerFeed(baseURL!, {
      dealer: 'spielekiste',
      fileName: 'e2e-preissenkung.csv',
      content: `id,title,link,price,gtin,brand,availability,shipping\nE2E-${slug},E2E-Angebot,https://spielekiste.example/e2e,${euros} EUR,${gtin},E2E,in_stock,DE:::0.00 EUR\n`,
    });
    expect(run).toMatchObject({ status: 'succeeded', rows_applied: 1, rows_failed: 0 });

    await page.reload();
    await expect(page.getByTestId('best-total')).toContainText(euros.replace('.', ','));
    const totals = await page.getByTestId('offer-total').allTextContents();
    expect(totals.map(cents)).toContain(newTotal);
  });

  test('the upload is refused to visitors without the operator permission', async ({ request }) => {
    await request.get('/api/session/');
    const token = (await request.storageState()).cookies.find(
      (cookie) => cookie.name === 'XSRF-TOKEN',
    )?.value;
    const multipart = { file: { name: 'feed.csv', mimeType: 'text/csv', buffer: Buffer.from('id\n') } };
    const anonymous = await request.post('/api/admin/feeds/spielekiste/', {
      headers: { 'x-xsrf-token': token ?? '' },
      multipart,
    });
    expect(anonymous.status()).toBe(401);
    const forged = await request.post('/api/admin/feeds/spielekiste/', { multipart });
    expect(forged.status()).toBe(403);
  });
});
