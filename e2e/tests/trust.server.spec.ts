import { expect, test } from '@playwright/test';
import { toBeHydrated } from './hydration';

// Runs against the portal in server mode (PostgreSQL, Redis, SMTP): its SMTP port has no server
// behind it, as when the team's mail server is stopped (playwright.config.ts, server-portal.mjs).
test.describe('contact form in server mode with the mail server stopped', () => {
  // this portal has just started: its first page renders and compresses the scripts once, which
  // took longer than a hydration wait; a first visit warms it as a visitor before would have
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.close();
  });

  test('shows the SPEC failure text and keeps what the visitor wrote', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Nachricht senden' });
    await toBeHydrated(send);
    const name = page.getByRole('textbox', { name: 'Dein Name' });
    const email = page.getByRole('textbox', { name: 'Deine E-Mail Adresse' });
    const message = page.getByRole('textbox', { name: 'Deine Nachricht' });
    await name.fill('Jonas Keller');
    await email.fill('jonas@example.com');
    await message.fill('Mir fehlt bei Cascadia die Angabe zur Spieldauer.');
    // the API refuses a form sent within 3 s of being shown (bots do that; people need longer)
    await page.waitForTimeout(3000);

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/'));
    await send.click();
    expect((await answer).status()).toBe(502);
    await expect(
      page.getByText('Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.'),
    ).toBeVisible();
    await expect(page.getByText('Vielen Dank. Die E-Mail wurde erfolgreich gesendet.')).toHaveCount(0);
    // nothing typed is lost: the visitor can send again later
    await expect(name).toHaveValue('Jonas Keller');
    await expect(email).toHaveValue('jonas@example.com');
    await expect(message).toHaveValue('Mir fehlt bei Cascadia die Angabe zur Spieldauer.');
  });
});
