import { expect, type Page } from '@playwright/test';

/** The newest link to `/{prefix}/…` the portal "sent" to `email`, read from the /outbox page. */
export async function mailedLink(page: Page, email: string, prefix: string): Promise<string> {
  const link = page.locator('article', { hasText: email }).first().locator(`a[href*="/${prefix}/"]`);
  // the mail is sent by a job, a moment after the answer: the outbox is read again until it is there
  await expect(async () => {
    await page.goto('/outbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${prefix} link for ${email}`);
  return new URL(href).pathname;
}

/** A verified account made through the API the way the web client calls it (cookie and header pair). */
export async function createVerifiedAccount(page: Page, email: string, name: string, password: string) {
  await page.request.get('/api/session/');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const signup = await page.request.post('/api/signup/', {
    // each account signs up as a visitor of its own: the per-IP sign-up limit (5 an hour) would
    // otherwise refuse the sixth account the suite makes (TRUST_PROXY in the config)
    headers: { 'X-XSRF-TOKEN': token, 'X-Forwarded-For': visitorAddress(email) },
    data: { display_name: name, email, email_confirmation: email, password, password_confirmation: password },
  });
  expect(signup.ok()).toBe(true);
  const [, , uuid, verification] = (await mailedLink(page, email, 'verification')).split('/');
  const verify = await page.request.post('/api/verify/', {
    headers: { 'X-XSRF-TOKEN': token },
    data: { uuid, token: verification },
  });
  expect(verify.ok()).toBe(true);
}

/** A documentation address (198.51.100.0/24) of its own for each e-mail address. */
function visitorAddress(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.100.${(hash % 254) + 1}`;
}
