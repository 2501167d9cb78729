import { describe, expect, it } from 'vitest';
import { composeAlertMail } from './mail-notifications';

type Row = Parameters<typeof composeAlertMail>[0]['rows'][number];

const row = (fields: Partial<Row>): Row => ({
  id: 1,
  user_uuid: '00000000-0000-4000-8000-000000000001',
  email: 'mia@example.com',
  display_name: 'Mia',
  locale: 'de',
  unsubscribe_token: 'f'.repeat(64),
  type: 'price',
  name: 'Azul',
  price_cents: 2499,
  old_price_cents: 2999,
  path: '/games/brettspiele/azul',
  ...fields,
});

const moderation = row({
  type: 'moderation',
  name: 'Deine Bewertung „Schöne Fliesen“ zu Azul ist veröffentlicht.',
  price_cents: null,
  old_price_cents: null,
});

describe('the notification mail', () => {
  it('speaks of alerts when every line comes from an alert', async () => {
    const mail = await composeAlertMail({
      rows: [row({})],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    expect(mail.subject).toBe('Neuigkeiten zu deinen Alarmen');
    expect(mail.text).toContain('es gibt Neuigkeiten zu deinen Alarmen:');
  });

  it('does not call a review decision or a list update an alert', async () => {
    const alone = await composeAlertMail({
      rows: [moderation],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    expect(alone.subject).toBe('Neues für dich bei Spielraum');
    expect(alone.text).toContain('es gibt Neues für dich:');
    expect(alone.text).not.toContain('zu deinen Alarmen');
    expect(alone.text).toContain('Deine Bewertung „Schöne Fliesen“ zu Azul ist veröffentlicht.');

    const mixed = await composeAlertMail({
      rows: [row({}), moderation],
      mode: 'daily',
      publicUrl: 'https://spielraum.example',
    });
    expect(mixed.subject).toBe('Deine tägliche Übersicht bei Spielraum');
    expect(mixed.text).toContain('das hat sich seit gestern für dich getan:');
  });
});

describe('the unsubscribe parts of a notification mail', () => {
  it('gives an alert mail the alert unsubscribe and a news mail its own, the token as the mail’s secret', async () => {
    const alert = await composeAlertMail({
      rows: [row({})],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    const token = 'f'.repeat(64);
    expect(alert.headers).toEqual({
      'List-Unsubscribe': `<https://spielraum.example/api/unsubscribe/alerts-${token}/>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(alert.text).toContain(`https://spielraum.example/unsubscribe/alerts-${token}`);
    expect(alert.secrets).toEqual([token]);

    const news = await composeAlertMail({
      rows: [
        row({
          type: 'news',
          name: 'Test: Azul',
          price_cents: null,
          old_price_cents: null,
          path: '/magazine/tests/azul',
        }),
      ],
      mode: 'daily',
      publicUrl: 'https://spielraum.example',
    });
    expect(news.subject).toBe('Deine tägliche Übersicht der Neuigkeiten');
    expect(news.text).toContain('Neu: Test: Azul https://spielraum.example/magazine/tests/azul');
    expect(news.headers['List-Unsubscribe']).toBe(
      `<https://spielraum.example/api/unsubscribe/news-${token}/>`,
    );
  });

  it('writes English for a user whose locale is en', async () => {
    const mail = await composeAlertMail({
      rows: [row({ locale: 'en' })],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    expect(mail.subject).toBe('News about your alerts');
    expect(mail.text).toContain('Azul: now €24.99 incl. shipping (before €29.99)');
  });
});
