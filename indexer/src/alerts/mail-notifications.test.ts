import { describe, expect, it } from 'vitest';
import { composeAlertMail } from './mail-notifications';

type Row = Parameters<typeof composeAlertMail>[0]['rows'][number];

const row = (fields: Partial<Row>): Row => ({
  id: 1,
  user_uuid: '00000000-0000-4000-8000-000000000001',
  email: 'mia@example.com',
  display_name: 'Mia',
  locale: 'de',
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
  it('speaks of alerts when every line comes from an alert', () => {
    const mail = composeAlertMail({
      rows: [row({})],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    expect(mail.subject).toBe('Neuigkeiten zu deinen Alarmen');
    expect(mail.text).toContain('es gibt Neuigkeiten zu deinen Alarmen:');
  });

  it('does not call a review decision or a list update an alert', () => {
    const alone = composeAlertMail({
      rows: [moderation],
      mode: 'immediately',
      publicUrl: 'https://spielraum.example',
    });
    expect(alone.subject).toBe('Neues für dich bei Spielraum');
    expect(alone.text).toContain('es gibt Neues für dich:');
    expect(alone.text).not.toContain('zu deinen Alarmen');
    expect(alone.text).toContain('Deine Bewertung „Schöne Fliesen“ zu Azul ist veröffentlicht.');

    const mixed = composeAlertMail({
      rows: [row({}), moderation],
      mode: 'daily',
      publicUrl: 'https://spielraum.example',
    });
    expect(mixed.subject).toBe('Deine tägliche Übersicht bei Spielraum');
    expect(mixed.text).toContain('das hat sich seit gestern für dich getan:');
  });
});
