import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, loginResponseSchema, signupResponseSchema } from '@spielraum/schema';
import { mailOutbox, oneTimeTokens, users } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const signup = (email: string, overrides: Record<string, unknown> = {}) => ({
  display_name: 'Jana',
  email,
  email_confirmation: email,
  password: 'sicheres-passwort',
  password_confirmation: 'sicheres-passwort',
  ...overrides,
});

describe(`sign-up and verification (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform, publicUrl: 'http://localhost:4104' });
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('signs up, mails the verification link, verifies once, then the login works', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.request('/api/signup/', {
      method: 'POST',
      json: signup('jana@example.com'),
    });
    expect(response.status).toBe(200);
    const { data } = signupResponseSchema.parse(await response.json());

    // not verified yet: login answers "user not verified" with the uuid
    const early = await browser.login('jana@example.com', 'sicheres-passwort');
    expect(apiErrorSchema.parse(await early.json())).toMatchObject({
      error: 'user not verified',
      uuid: data.uuid,
    });

    const link = await inbox.linkTo('jana@example.com', 'verification');
    const [, , uuid, token] = link.split('/');
    expect(uuid).toBe(data.uuid);
    // stored hashed only
    const stored = await inbox.platform.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userUuid, data.uuid));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    // a delivered mail keeps no usable link; the embedded outbox is the delivery and keeps it
    const [kept] = await inbox.platform.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'jana@example.com'));
    if (testMode() === 'server') {
      expect(kept?.sentAt).toBeInstanceOf(Date);
      expect(`${kept?.text} ${kept?.html}`).not.toContain(token);
    } else {
      expect(kept?.text).toContain(token);
    }

    const verified = await browser.request('/api/verify/', { method: 'POST', json: { uuid, token } });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ data: 'success' });

    // the link cannot be used again: the account is already verified
    const again = await browser.request('/api/verify/', { method: 'POST', json: { uuid, token } });
    expect(again.status).toBe(400);
    expect(apiErrorSchema.parse(await again.json())).toMatchObject({
      error: 'user already verified',
      message: 'Dein Konto ist bereits bestätigt.',
    });

    const login = await browser.login('jana@example.com', 'sicheres-passwort');
    expect(loginResponseSchema.parse(await login.json()).data.user_data.verified).toBe(true);
  });

  it('refuses a used e-mail with 400 "email already in use" (case-insensitive)', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    await browser.request('/api/signup/', { method: 'POST', json: signup('doppelt@example.com') });
    const response = await browser.request('/api/signup/', {
      method: 'POST',
      json: signup('Doppelt@Example.com'),
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({
      error: 'email already in use',
      message: 'Zu dieser E-Mail Adresse gibt es bereits ein Konto. Möchtest du dich anmelden?',
    });
  });

  it('answers the SPEC §5 validation texts letter for letter', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.request('/api/signup/', {
      method: 'POST',
      json: signup('neu@example.com', {
        display_name: '',
        email_confirmation: 'anders@example.com',
        password: 'kurz',
        password_confirmation: 'anders',
      }),
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).fields).toEqual({
      display_name: 'Dies ist eine Pflichtangabe.',
      email_confirmation: 'E-Mail Adressen stimmen nicht überein',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
      password_confirmation: 'Passwörter stimmen nicht überein.',
    });
    const mismatch = await browser.request('/api/signup/', {
      method: 'POST',
      json: signup('neu@example.com', {
        email_confirmation: 'anders@example.com',
        password_confirmation: 'anders-anders',
      }),
    });
    expect(apiErrorSchema.parse(await mismatch.json()).fields).toEqual({
      email_confirmation: 'E-Mail Adressen stimmen nicht überein',
      password_confirmation: 'Passwörter stimmen nicht überein.',
    });
    const badEmail = await browser.request('/api/signup/', { method: 'POST', json: signup('kein-at') });
    expect(apiErrorSchema.parse(await badEmail.json()).fields?.email).toBe(
      'Keine oder ungültige E-Mail Adresse.',
    );
  });

  it('resends a new link that replaces the old one; expired links fail', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const { data } = signupResponseSchema.parse(
      await (
        await browser.request('/api/signup/', { method: 'POST', json: signup('resend@example.com') })
      ).json(),
    );
    const first = await inbox.linkTo('resend@example.com', 'verification');
    const resent = await browser.request('/api/resendverificationmail/', {
      method: 'POST',
      json: { uuid: data.uuid },
    });
    expect(resent.status).toBe(200);
    const second = await inbox.linkTo('resend@example.com', 'verification');
    expect(second).not.toBe(first);
    const [, , , oldToken] = first.split('/');
    const oldAnswer = await browser.request('/api/verify/', {
      method: 'POST',
      json: { uuid: data.uuid, token: oldToken },
    });
    expect(apiErrorSchema.parse(await oldAnswer.json()).error).toBe('invalid token');

    // expire the current link
    await inbox.platform.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userUuid, data.uuid));
    const [, , , newToken] = second.split('/');
    const expired = await browser.request('/api/verify/', {
      method: 'POST',
      json: { uuid: data.uuid, token: newToken },
    });
    expect(expired.status).toBe(400);
    expect(apiErrorSchema.parse(await expired.json())).toMatchObject({
      error: 'invalid token',
      message: 'Die Bestätigung ist fehlgeschlagen. Der Link ist ungültig oder abgelaufen.',
    });
    const [user] = await inbox.platform.database.db.select().from(users).where(eq(users.uuid, data.uuid));
    expect(user?.verified).toBe(false);
  });

  it('limits resends per account with 429', async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const { data } = signupResponseSchema.parse(
      await (
        await browser.request('/api/signup/', { method: 'POST', json: signup('viel@example.com') })
      ).json(),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await browser.request('/api/resendverificationmail/', { method: 'POST', json: { uuid: data.uuid } }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
