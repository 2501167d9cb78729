import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { apiErrorSchema, contactFormResponseSchema, MESSAGES, serverMessage } from '@spielraum/schema';
import { contactMessages } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';
import { createContactFormToken } from '../../contact/form-token';
import { createMemoryRateLimitStore } from '../../rate-limit/store';

const SECRET = 'contact-test-secret-that-is-long-enough-for-the-check';
const TEAM = 'team@spielraum.example';
/** A token of a form shown `ageMs` ago. */
const tokenShown = (ageMs: number) => createContactFormToken(SECRET, Date.now() - ageMs);
const contact = (overrides: Record<string, unknown> = {}) => ({
  name_from: 'Lea Brandt',
  email_from: 'lea@example.com',
  message: 'Bei Azul stimmt der Versandpreis von Shop X nicht mehr.',
  website: '',
  form_token: tokenShown(10_000),
  ...overrides,
});

describe(`contact form (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;
  const post = async (body: unknown, browser = new TestBrowser(app)) => {
    await browser.session();
    const response = await browser.request('/api/contact/', { method: 'POST', json: body });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({ platform: inbox.platform, sessionSecret: SECRET, contactTo: TEAM });
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('hands out a form token that is not kept by caches', async () => {
    const response = await app.request('/api/contact/form/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = contactFormResponseSchema.parse(await response.json());
    expect(data.form_token).toMatch(/^\d+\.[\w-]+$/);
  });

  it('stores the message and mails it to the team with a reply to the sender', async () => {
    const sent = await post(contact());
    expect(sent).toEqual({ status: 200, body: { data: 'success' } });
    const [stored] = await inbox.platform.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ nameFrom: 'Lea Brandt', emailFrom: 'lea@example.com', mailError: null });
    expect(stored?.mailedAt).toBeInstanceOf(Date);
    const [mail] = await inbox.mailsTo(TEAM);
    expect(mail).toContain('Kontaktformular: Nachricht von Lea Brandt');
    expect(mail).toContain('Bei Azul stimmt der Versandpreis von Shop X nicht mehr.');
    if (testMode() === 'server') expect(mail).toMatch(/^Reply-To: lea@example\.com/m);
    // the sender's confirmation is fixed text: neither the name nor the message comes back
    const confirmations = await inbox.mailsTo('lea@example.com');
    expect(confirmations.at(-1)).toContain('Deine Nachricht an Spielraum ist angekommen');
    expect(confirmations.join('\n')).not.toContain('Lea Brandt');
    expect(confirmations.join('\n')).not.toContain('Versandpreis');
  });

  it('answers bad input with the German field texts and stores nothing', async () => {
    const before = await inbox.platform.database.db.$count(contactMessages);
    const missing = await post({ form_token: tokenShown(10_000) });
    expect(missing.status).toBe(400);
    expect(apiErrorSchema.parse(missing.body).fields).toEqual({
      name_from: MESSAGES.required,
      email_from: MESSAGES.invalidEmail,
      message: MESSAGES.required,
    });
    const bad = await post(contact({ email_from: 'lea@', message: 'Hallo', name_from: 'x'.repeat(101) }));
    expect(apiErrorSchema.parse(bad.body).fields).toEqual({
      name_from: 'Bitte gib höchstens 100 Zeichen ein.',
      email_from: MESSAGES.invalidEmail,
      message: 'Bitte gib mindestens 10 Zeichen ein.',
    });
    expect(await inbox.platform.database.db.$count(contactMessages)).toBe(before);
  });

  it('refuses bots: the hidden field filled, a send within seconds, an old or forged form', async () => {
    const before = await inbox.platform.database.db.$count(contactMessages);
    // a refused send counts against the hourly limit too: five of them, on an app of their own
    const own = createApp({ platform: inbox.platform, sessionSecret: SECRET, contactTo: TEAM });
    const refused = async (body: unknown) => {
      const answer = await post(body, new TestBrowser(own));
      expect(answer.status).toBe(400);
      return apiErrorSchema.parse(answer.body).message;
    };
    expect(await refused(contact({ website: 'https://spam.example' }))).toBe(
      serverMessage('contactBotRefused'),
    );
    expect(await refused(contact({ form_token: tokenShown(500) }))).toBe(serverMessage('contactTooFast'));
    expect(await refused(contact({ form_token: tokenShown(25 * 3_600_000) }))).toBe(
      serverMessage('contactFormExpired'),
    );
    const forged = `${Date.now() - 10_000}.${'A'.repeat(43)}`;
    expect(await refused(contact({ form_token: forged }))).toBe(serverMessage('contactBotRefused'));
    expect(
      await refused(contact({ form_token: createContactFormToken('another-secret', Date.now() - 10_000) })),
    ).toBe(serverMessage('contactBotRefused'));
    expect(await inbox.platform.database.db.$count(contactMessages)).toBe(before);
  });

  it('refuses a send without the anti-forgery pair', async () => {
    const response = await app.request('/api/contact/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contact()),
    });
    expect(response.status).toBe(403);
  });

  it('limits sends per address to five an hour', async () => {
    const limited = createApp({
      platform: inbox.platform,
      sessionSecret: SECRET,
      contactTo: TEAM,
      rateLimits: createMemoryRateLimitStore(),
    });
    const browser = new TestBrowser(limited);
    await browser.session();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await browser.request('/api/contact/', {
        method: 'POST',
        json: contact({ message: `Nachricht Nummer ${i + 1} an das Team.` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe(`contact form when the mail transport fails (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    // nothing listens on port 9: the SMTP connection is refused, as with a stopped mail server
    platform = await createTestPlatform({ smtpUrl: 'smtp://127.0.0.1:9' });
    app = createApp({ platform, sessionSecret: SECRET, contactTo: TEAM });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it("answers SPEC's failure text and keeps the message with the reason", async () => {
    const browser = new TestBrowser(app);
    await browser.session();
    const response = await browser.request('/api/contact/', { method: 'POST', json: contact() });
    expect(response.status).toBe(502);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.',
    );
    const [stored] = await platform.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.emailFrom, 'lea@example.com'));
    expect(stored?.mailedAt).toBeNull();
    expect(stored?.mailError).toMatch(/ECONNREFUSED|connect/i);
    expect(stored?.message).toBe('Bei Azul stimmt der Versandpreis von Shop X nicht mehr.');
  });
});
