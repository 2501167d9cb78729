import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { germanIssueMessage } from './zod-messages';

const fieldsOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: germanIssueMessage }).error?.issues.map((issue) => issue.message);

describe('German field messages for zod defaults', () => {
  it('speaks German where a contract set no text of its own', () => {
    const contract = z.strictObject({
      name: z.string().min(3).max(5),
      count: z.number().int().min(2).max(9),
      mail: z.email(),
      site: z.url(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
    });
    expect(
      fieldsOf(contract, {
        name: 'x',
        count: 10,
        mail: 'nein',
        site: 'nein',
        kind: 'c',
        tags: ['a', 'b'],
        extra: 1,
      }),
    ).toEqual([
      'Bitte gib mindestens 3 Zeichen ein.',
      'Bitte gib höchstens 9 ein.',
      'Keine oder ungültige E-Mail Adresse.',
      'Ungültige URL',
      'Bitte wähle einen Eintrag aus der Liste',
      'Zu viele Einträge (höchstens 1).',
      'Dieses Feld gibt es hier nicht.',
    ]);
    expect(fieldsOf(z.object({ name: z.string() }), {})).toEqual(['Dies ist eine Pflichtangabe.']);
    expect(fieldsOf(z.object({ name: z.string() }), { name: 4 })).toEqual(['Dieser Wert ist ungültig.']);
  });

  it('leaves a contract’s own message alone', () => {
    expect(fieldsOf(z.string().min(8, 'eigener Text'), 'kurz')).toEqual(['eigener Text']);
  });
});
