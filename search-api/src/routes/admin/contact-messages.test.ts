import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  contactMessageResponseSchema,
  contactMessagesResponseSchema,
  PERMISSIONS,
} from '@spielraum/schema';
import { contactMessages, dealers } from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Logger, Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { TestInbox } from '../../accounts/test-inbox';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

const PASSWORD = 'richtig-geheim';
const TEAM = 'team@spielraum.example';
const LIST = '/api/admin/contact-messages/';
const resendPath = (id: number | string) => `/api/admin/contact-messages/${id}/resend/`;

type Database = Platform['database']['db'];

/** A logger that keeps every line it is given, to check that no personal data reaches the log. */
function recordingLogger(lines: string[]): Logger {
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const logger = { info: record, error: record, warn: record, debug: record, trace: record, fatal: record };
  return { ...logger, child: () => logger } as unknown as Logger;
}

/** The operator and one user of every other kind, all with the same password. */
async function createPeople(db: Database) {
  const [dealer] = await db
    .insert(dealers)
    .values({
      slug: 'testhaendler',
      name: 'Testhändler',
      website: 'https://t.example',
      shippingCostDeCents: 0,
    })
    .returning();
  const people: Array<[string, string[], number?]> = [
    ['ops@example.com', [PERMISSIONS.operator]],
    ['mia@example.com', []],
    ['kuratorin@example.com', [PERMISSIONS.recommendationListAdd, PERMISSIONS.recommendationListEdit]],
    ['redaktion@example.com', [PERMISSIONS.magazineEdit, PERMISSIONS.moderate]],
    ['haendler@example.com', [], dealer!.id],
  ];
  for (const [email, permissions, dealerId] of people)
    await createTestUser(db, { email, password: PASSWORD, permissions, dealerId });
}

async function signedIn(app: ReturnType<typeof createApp>, email: string) {
  const browser = new TestBrowser(app);
  await browser.session();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  return browser;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe(`operators' contact messages (${testMode()} mode)`, () => {
  let inbox: TestInbox;
  let app: ReturnType<typeof createApp>;
  let operator: TestBrowser;
  const logLines: string[] = [];
  /** Ids of the 30 stored messages, newest first; every third one was not mailed. */
  const ids: number[] = [];

  beforeAll(async () => {
    inbox = await TestInbox.start();
    app = createApp({
      platform: { ...inbox.platform, logger: recordingLogger(logLines) },
      contactTo: TEAM,
    });
    const { db } = inbox.platform.database;
    await createPeople(db);
    operator = await signedIn(app, 'ops@example.com');
    for (let index = 0; index < 30; index++) {
      const failed = index % 3 === 0;
      const [row] = await db
        .insert(contactMessages)
        .values({
          nameFrom: `Absenderin ${index + 1}`,
          emailFrom: `absenderin${index + 1}@example.com`,
          message: `Nachricht ${index + 1}\nmit zweiter Zeile <b>und Markup</b>`,
          createdAt: minutesAgo(index),
          mailedAt: failed ? null : minutesAgo(index),
          mailError: failed ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
        })
        .returning({ id: contactMessages.id });
      ids.push(row!.id);
    }
  }, 60_000);
  afterAll(async () => {
    await inbox?.close();
  });

  it('lists the messages newest first, 25 a page, with the total, kept by no cache', async () => {
    const response = await operator.request(LIST);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = contactMessagesResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ total: 30, page: 1, rows_per_page: 25 });
    expect(data.messages.map((item) => item.id)).toEqual(ids.slice(0, 25));
    expect(data.messages[0]).toEqual({
      id: ids[0],
      name: 'Absenderin 1',
      email: 'absenderin1@example.com',
      message: 'Nachricht 1\nmit zweiter Zeile <b>und Markup</b>',
      created_at: expect.any(String),
      mailed_at: null,
      mail_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(data.messages[1]).toMatchObject({ mailed_at: expect.any(String), mail_error: null });

    const second = contactMessagesResponseSchema.parse(
      await (await operator.request(`${LIST}?page=2&status=all`)).json(),
    ).data;
    expect(second).toMatchObject({ total: 30, page: 2 });
    expect(second.messages.map((item) => item.id)).toEqual(ids.slice(25));
    const beyond = contactMessagesResponseSchema.parse(
      await (await operator.request(`${LIST}?page=3`)).json(),
    );
    expect(beyond.data).toMatchObject({ total: 30, messages: [] });
  });

  it('filters the messages whose mail has not gone out', async () => {
    const response = await operator.request(`${LIST}?status=failed`);
    expect(response.status).toBe(200);
    const { data } = contactMessagesResponseSchema.parse(await response.json());
    const failed = ids.filter((_, index) => index % 3 === 0);
    expect(data.total).toBe(failed.length);
    expect(data.messages.map((item) => item.id)).toEqual(failed);
    expect(data.messages.every((item) => item.mailed_at === null && item.mail_error !== null)).toBe(true);
  });

  it('refuses a bad page or filter with German messages', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=zwei',
      'page=',
      'page=100001',
      'status=offen',
    ]) {
      const response = await operator.request(`${LIST}?${query}`);
      expect(response.status, query).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.message).toBe('Die Anfrage ist ungültig.');
      expect(Object.values(error.fields ?? {}), query).toEqual([
        expect.stringMatching(
          /^(Dieser Wert ist ungültig\.|Bitte gib mindestens 1 ein\.|Bitte gib höchstens 100000 ein\.|Bitte wähle einen Eintrag aus der Liste)$/,
        ),
      ]);
    }
  });

  it('mails a failed message to the team again and records that it went out', async () => {
    const id = ids[3]!;
    const response = await operator.request(resendPath(id), { method: 'POST' });
    expect(response.status).toBe(200);
    const { data } = contactMessageResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ id, name: 'Absenderin 4', mail_error: null, mailed_at: expect.any(String) });
    const [stored] = await inbox.platform.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored?.mailedAt).toBeInstanceOf(Date);
    expect(stored?.mailError).toBeNull();

    const mails = await inbox.mailsTo(TEAM);
    const mail = mails.find((text) => text.includes(`Nachricht Nr. ${id}`));
    expect(mail).toContain('Kontaktformular: Nachricht von Absenderin 4');
    expect(mail).toContain('E-Mail: absenderin4@example.com');
    // SMTP carries CRLF line ends
    expect(mail).toMatch(/Nachricht 4\r?\nmit zweiter Zeile/);
    if (testMode() === 'server') expect(mail).toMatch(/^Reply-To: absenderin4@example\.com/m);

    const failed = contactMessagesResponseSchema.parse(
      await (await operator.request(`${LIST}?status=failed`)).json(),
    ).data;
    expect(failed.total).toBe(9);
    expect(failed.messages.map((item) => item.id)).not.toContain(id);
  });

  it('answers unknown ids with a German 404', async () => {
    for (const unknown of ['999999', '0', 'abc', '2147483648', '01', '-1']) {
      const response = await operator.request(resendPath(unknown), { method: 'POST' });
      expect(response.status, unknown).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).message).toBe(
        'Diese Kontaktanfrage gibt es nicht (mehr).',
      );
    }
  });

  it('refuses to send again without the anti-forgery pair', async () => {
    const id = ids[6]!;
    const response = await operator.request(resendPath(id), { method: 'POST', antiForgery: false });
    expect(response.status).toBe(403);
    apiErrorSchema.parse(await response.json());
    const [stored] = await inbox.platform.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(stored?.mailedAt).toBeNull();
  });

  it('is only for operators: 401 for visitors, 403 for users, curators, editors and dealers', async () => {
    const calls: Array<[string, 'GET' | 'POST']> = [
      [`${LIST}?status=failed`, 'GET'],
      [resendPath(ids[9]!), 'POST'],
    ];
    const visitor = new TestBrowser(app);
    await visitor.session();
    for (const [path, method] of calls) {
      const response = await visitor.request(path, { method });
      expect(response.status, path).toBe(401);
      apiErrorSchema.parse(await response.json());
    }
    for (const email of [
      'mia@example.com',
      'kuratorin@example.com',
      'redaktion@example.com',
      'haendler@example.com',
    ]) {
      const browser = await signedIn(app, email);
      for (const [path, method] of calls) {
        const response = await browser.request(path, { method });
        expect(response.status, `${email} ${path}`).toBe(403);
        expect(apiErrorSchema.parse(await response.json()).message).toMatch(/\S/);
      }
    }
    const [stored] = await inbox.platform.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids[9]!));
    expect(stored?.mailedAt).toBeNull();
    for (const [path, method] of calls)
      expect((await operator.request(path, { method })).status, path).toBe(200);
  });

  it('logs message ids, never the senders', () => {
    expect(logLines.some((line) => line.includes('contactMessageId'))).toBe(true);
    for (const line of logLines)
      expect(line).not.toMatch(/Absenderin|absenderin\d+@example\.com|Nachricht \d/);
  });
});

describe(`operators' contact messages when the mail transport fails (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;
  const logLines: string[] = [];

  beforeAll(async () => {
    // nothing listens on port 9: the SMTP connection is refused, as with a stopped mail server
    platform = await createTestPlatform({ smtpUrl: 'smtp://127.0.0.1:9' });
    app = createApp({ platform: { ...platform, logger: recordingLogger(logLines) }, contactTo: TEAM });
    await createPeople(platform.database.db);
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
  });

  it('answers 502 with the reason and keeps the new reason on the message', async () => {
    const { db } = platform.database;
    const [row] = await db
      .insert(contactMessages)
      .values({
        nameFrom: 'Lea Brandt',
        emailFrom: 'lea@example.com',
        message: 'Bei Azul stimmt der Versandpreis von Shop X nicht mehr.',
        mailError: 'ein älterer Fehler',
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    const operator = await signedIn(app, 'ops@example.com');
    const response = await operator.request(resendPath(id), { method: 'POST' });
    expect(response.status).toBe(502);
    expect(apiErrorSchema.parse(await response.json()).message).toMatch(
      /^Der erneute Versand ist fehlgeschlagen: .*(ECONNREFUSED|connect)/i,
    );
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.mailedAt).toBeNull();
    expect(stored?.mailError).toMatch(/ECONNREFUSED|connect/i);

    const { data } = contactMessagesResponseSchema.parse(
      await (await operator.request(`${LIST}?status=failed`)).json(),
    );
    expect(data.messages).toEqual([
      expect.objectContaining({ id, mailed_at: null, mail_error: stored?.mailError }),
    ]);
    for (const line of logLines) expect(line).not.toMatch(/Lea Brandt|lea@example\.com|Azul/);
  });
});
