import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { toBeHydrated } from './hydration';

/**
 * Mail links as people open them: in a browser that has never talked to the portal (the mail
 * app on a phone, a browser restarted since the sign-up), so the link's page is the very first
 * request and the unsafe call it makes must work without any API call before it.
 */

const PASSWORD = 'erstes-passwort';

/** The newest link to `/{prefix}/…` mailed to `email`, from /outbox (embedded mode, loopback). */
async function mailedLink(request: APIRequestContext, email: string, prefix: string): Promise<string> {
  const pattern = new RegExp(`href="https?://[^"]*?(/${prefix}/[^"]+)"`);
  const find = async () => {
    const html = await (await request.get('/outbox')).text();
    const articles = html.split('<article>').filter((article) => article.includes(email));
    return pattern.exec(articles[0] ?? '')?.[1];
  };
  // the mail is sent by a job, a moment after the answer: the outbox is read again until it is there
  await expect.poll(find, { timeout: 30_000, message: `no ${prefix} link for ${email}` }).toBeTruthy();
  return (await find())!;
}

/** Calls the API the way the web client does: the anti-forgery cookie copied into the header. */
async function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'GET',
  path: string,
  data?: unknown,
  visitor?: string,
) {
  await request.get('/api/session/');
  const state = await request.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': token };
  // the per-IP sign-up limit: each journey signs up as a visitor of its own (TRUST_PROXY in the config)
  if (visitor) headers['X-Forwarded-For'] = visitor;
  return method === 'POST' ? request.post(path, { headers, data }) : request.get(path, { headers });
}

async function signUp(request: APIRequestContext, email: string, visitor: string): Promise<void> {
  const response = await apiCall(
    request,
    'POST',
    '/api/signup/',
    {
      display_name: 'Frida',
      email,
      email_confirmation: email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
    visitor,
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** A page in a brand-new browser context: no cookies, nothing loaded before. */
async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  return context.newPage();
}

test.describe('mail links in a fresh browser', () => {
  test('verification link', async ({ browser, baseURL, request }) => {
    const email = `frisch-verify-${Date.now()}@example.com`;
    await signUp(request, email, '198.51.100.21');
    const page = await freshPage(browser, baseURL);
    await page.goto(await mailedLink(request, email, 'verification'));
    await expect(page.getByText('Dein Konto wurde erfolgreich bestätigt.')).toBeVisible();
    await page.context().close();
  });

  test('"Neuen Bestätigungslink senden"', async ({ browser, baseURL, request }) => {
    const email = `frisch-resend-${Date.now()}@example.com`;
    await signUp(request, email, '198.51.100.22');
    const link = await mailedLink(request, email, 'verification');
    const uuid = link.split('/')[2];
    const page = await freshPage(browser, baseURL);
    await page.goto(`/verify/${uuid}`);
    const resend = page.getByRole('button', { name: 'Neuen Bestätigungslink senden' });
    await expect(resend).toBeVisible();
    await toBeHydrated(resend);
    await resend.click();
    await expect(page.getByText('Wir haben dir einen neuen Bestätigungslink geschickt.')).toBeVisible();
    await page.context().close();
  });

  test('password reset link', async ({ browser, baseURL, request }) => {
    const email = `frisch-reset-${Date.now()}@example.com`;
    await signUp(request, email, '198.51.100.23');
    const reset = await apiCall(request, 'POST', '/api/requestpasswordreset/', { email });
    expect(reset.ok(), await reset.text()).toBe(true);
    const page = await freshPage(browser, baseURL);
    await page.goto(await mailedLink(request, email, 'newpassword'));
    await toBeHydrated(page.getByRole('button', { name: 'Passwort speichern' }));
    await page.getByLabel('Neues Passwort').fill('neues-passwort');
    await page.getByLabel('Passwort wiederholen').fill('neues-passwort');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort geändert' })).toBeVisible();
    await page.context().close();
  });

  test('account deletion link', async ({ browser, baseURL, request }) => {
    const email = `frisch-delete-${Date.now()}@example.com`;
    await signUp(request, email, '198.51.100.24');
    const verify = await mailedLink(request, email, 'verification');
    const [, , uuid, token] = verify.split('/');
    expect((await apiCall(request, 'POST', '/api/verify/', { uuid, token })).ok()).toBe(true);
    expect((await apiCall(request, 'POST', '/api/login/', { email, password: PASSWORD })).ok()).toBe(true);
    expect((await apiCall(request, 'GET', '/api/requestuserdeletion')).ok()).toBe(true);

    const page = await freshPage(browser, baseURL);
    await page.goto(await mailedLink(request, email, 'deleteuser'));
    const confirm = page.getByRole('button', { name: 'Konto endgültig löschen' });
    await expect(confirm).toBeVisible();
    await toBeHydrated(confirm);
    await confirm.click();
    await expect(page.getByRole('heading', { name: 'Konto gelöscht' })).toBeVisible();
    await page.context().close();
  });
});
