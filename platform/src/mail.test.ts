import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@spielraum/schema/db';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { createMailer } from './mail';

describe(`mailer (${testMode()} mode)`, () => {
  let database: TestDatabase;
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.dispose();
  });

  it('keeps mail in the outbox in embedded mode', async () => {
    const mailer = createMailer({ database, from: 'Spielraum <noreply@example.com>' });
    expect(mailer.mode).toBe('outbox');
    const id = await mailer.send({ to: 'anna@example.com', subject: 'Willkommen', text: 'Hallo Anna' });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.id === id)).toMatchObject({ subject: 'Willkommen', sentAt: null });
  });

  it('delivers over SMTP and marks the outbox entry sent', async () => {
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Spielraum <noreply@example.com>',
    });
    expect(mailer.mode).toBe('smtp');
    const id = await mailer.send({
      to: 'ben@example.com',
      subject: 'Preisalarm',
      text: 'Catan ist günstiger.',
    });
    expect(received.at(-1)).toContain('Subject: Preisalarm');
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.id === id)?.sentAt).toBeInstanceOf(Date);
    await mailer.close();
  });

  it('delivers the one-click unsubscribe headers of RFC 8058', async () => {
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Spielraum <noreply@example.com>',
    });
    await mailer.send({
      to: 'finn@example.com',
      subject: 'Neuigkeiten zu deinen Alarmen',
      text: 'Azul ist günstiger.',
      headers: {
        'List-Unsubscribe': '<https://spielraum.example/api/unsubscribe/alerts-abc/>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    // long header lines arrive folded (RFC 5322)
    const raw = received.at(-1)!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/spielraum\.example\/api\/unsubscribe\/alerts-abc\/>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    await mailer.close();
  });

  it('keeps no usable link token in the stored copy of a delivered mail', async () => {
    const mailer = createMailer({
      database,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Spielraum <noreply@example.com>',
    });
    const token = 'Geheim_Token-1234567890abcdefghijklmnop';
    const id = await mailer.send({
      to: 'dora@example.com',
      subject: 'Neues Passwort',
      text: `Hallo Dora,\n\nhttps://spielraum.example/newpassword/u-1/${token}\n`,
      html: `<p><a href="https://spielraum.example/newpassword/u-1/${token}">Neues Passwort</a></p>`,
      secrets: [token],
    });
    // delivered with the link, a mail that works
    expect(received.at(-1)).toContain(token.slice(0, 20));
    const [row] = (await database.db.select().from(mailOutbox)).filter((mail) => mail.id === id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).not.toContain(token);
    expect(row?.html).not.toContain(token);
    expect(row?.text).toContain('/newpassword/u-1/[entfernt]');
    await mailer.close();
  });

  it('keeps the links in embedded mode, where the outbox page is how mail arrives', async () => {
    const mailer = createMailer({ database, from: 'Spielraum <noreply@example.com>' });
    const id = await mailer.send({
      to: 'emil@example.com',
      subject: 'Bestätigen',
      text: 'https://localhost/verification/u-2/offen-sichtbar',
      secrets: ['offen-sichtbar'],
    });
    const [row] = (await database.db.select().from(mailOutbox)).filter((mail) => mail.id === id);
    expect(row?.text).toContain('offen-sichtbar');
  });

  it('records the SMTP error and rethrows so the job retries', async () => {
    const mailer = createMailer({ database, smtpUrl: 'smtp://127.0.0.1:1', from: 'noreply@example.com' });
    await expect(mailer.send({ to: 'cem@example.com', subject: 'Test', text: 'x' })).rejects.toThrow();
    const rows = await database.db.select().from(mailOutbox);
    const failed = rows.find((row) => row.to === 'cem@example.com');
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toBeTruthy();
  });
});
