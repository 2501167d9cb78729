import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, sessionResponseSchema } from '@spielraum/schema';
import { oneTimeTokens } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

describe(`password reset (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform });
    await createTestUser(inbox.platform.database.db, {
      email: 'tom@example.com',
      password: 'altes-passwort',
    });
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const reset = (browser: TestBrowser, link: string, password: string, confirmation = password) => {
    const [, , uuid, token] = link.split('/');
    return browser.request('/api/resetpassword/', {
      method: 'POST',
      json: { uuid, token, password, password_confirmation: confirmation },
    });
  };

  it('answers "user not found" for unknown addresses', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.request('/api/requestpasswordreset/', {
      method: 'POST',
      json: { email: 'wer@example.com' },
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      error: 'user not found',
      message: 'Zu dieser E-Mail Adresse ist uns kein Konto bekannt.',
    });
  });

  it('mails a link, sets the new password once, ends old sessions; the link cannot be reused', async () => {
    const signedIn = new TestBrowser(app);
    await signedIn.session();
    await signedIn.login('tom@example.com', 'altes-passwort');

    const browser = new TestBrowser(app);
    await browser.session();
    const requested = await browser.request('/api/requestpasswordreset/', {
      method: 'POST',
      json: { email: 'TOM@example.com' },
    });
    expect(await requested.json()).toEqual({ data: 'success' });
    const link = await inbox.linkTo('tom@example.com', 'newpassword');

    const tooShort = await reset(browser, link, 'kurz');
    expect(apiErrorSchema.parse(await tooShort.json()).fields?.password).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    );
    const mismatch = await reset(browser, link, 'neues-passwort', 'anderes-passwort');
    expect(apiErrorSchema.parse(await mismatch.json()).fields?.password_confirmation).toBe(
      'Passwörter stimmen nicht überein.',
    );

    expect((await reset(browser, link, 'neues-passwort')).status).toBe(200);
    const reused = await reset(browser, link, 'drittes-passwort');
    expect(reused.status).toBe(400);
    expect(apiErrorSchema.parse(await reused.json()).error).toBe('invalid token');

    expect((await browser.login('tom@example.com', 'altes-passwort')).status).toBe(400);
    expect((await browser.login('tom@example.com', 'neues-passwort')).status).toBe(200);
    // the session from before the reset has ended
    expect(sessionResponseSchema.parse(await (await signedIn.session()).json()).data.user).toBeNull();
  });

  it('refuses expired links', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.request('/api/requestpasswordreset/', {
      method: 'POST',
      json: { email: 'tom@example.com' },
    });
    const link = await inbox.linkTo('tom@example.com', 'newpassword');
    const [, , uuid] = link.split('/');
    await inbox.platform.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.userUuid, uuid!));
    const response = await reset(browser, link, 'noch-ein-passwort');
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'Das Passwort konnte nicht geändert werden. Der Link ist ungültig oder abgelaufen.',
    );
  });
});
