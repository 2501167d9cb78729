import { expect, test } from '@playwright/test';

/** The game page's budget of JavaScript on the wire (compressed), as the web bench measures it. */
const GAME_PAGE_JS_BUDGET = 170 * 1024;

// Bytes, not time: what a page transfers does not depend on the machine, so a module that
// starts loading on every game page (a barrel import pulled a feature's widgets in once) fails
// here at once instead of waiting for someone to run `pnpm bench`.
test('the game page transfers at most 170 KB of JavaScript on a cold load', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const transferred: Array<[string, number]> = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url) transferred.push([new URL(url).pathname, event.encodedDataLength]);
  });
  await page.goto('/games/brettspiele/sky-team', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Sky Team', level: 1 })).toBeVisible();
  const total = transferred.reduce((sum, [, bytes]) => sum + bytes, 0);
  const listing = transferred
    .sort((a, b) => b[1] - a[1])
    .map(([path, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${path}`)
    .join('\n');
  expect(total, `JavaScript of the game page:\n${listing}`).toBeLessThanOrEqual(GAME_PAGE_JS_BUDGET);
  expect(transferred.length).toBeGreaterThan(3);
});
