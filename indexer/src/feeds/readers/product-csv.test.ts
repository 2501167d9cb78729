import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import { readProductCsv } from './product-csv';
import { readAll, readFailure } from './testing';

describe('readProductCsv', () => {
  test('reads SPEC §3 attributes with |-separated lists, semicolons and Windows-1252', async () => {
    const csv = [
      'product_id;product_version_id;label;group;product_type;game_category;designer;number_of_players_from;number_of_players_to;rating;gtin;description;media_files',
      'P-1;P-1-de;Flügelschlag;brettspiele;game;Kennerspiele|Familienspiele| ;Elizabeth Hargrave;1;5;4,6;4002051693602;"Vögel füttern;',
      'Eier legen";https://img.example/a.jpg|https://img.example/b.jpg',
      'P-2;;Skat;kartenspiele;;;;;;;;;',
    ].join('\r\n');
    const outcome = await readAll(readProductCsv, iconv.encode(csv, 'windows-1252'));
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toMatchObject([
      {
        line: 2,
        productId: 'P-1',
        productVersionId: 'P-1-de',
        label: 'Flügelschlag',
        group: 'brettspiele',
        productType: 'game',
        gameCategory: ['Kennerspiele', 'Familienspiele'],
        designer: ['Elizabeth Hargrave'],
        numberOfPlayersFrom: 1,
        numberOfPlayersTo: 5,
        rating: 4.6,
        gtin: '4002051693602',
        description: 'Vögel füttern;\r\nEier legen',
        mediaFiles: ['https://img.example/a.jpg', 'https://img.example/b.jpg'],
      },
      {
        line: 4,
        productId: 'P-2',
        productVersionId: null,
        label: 'Skat',
        productType: 'game',
        gameCategory: [],
      },
    ]);
  });

  test('bad rows and a missing required column', async () => {
    const outcome = await readAll(
      readProductCsv,
      'product_id,label,group,age_from,age_to\nP,,tabletop,12,8\nQ,Q,tabletop,zwölf,\n',
    );
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'label: missing' },
      { line: 3, reason: 'age_from: "zwölf" is not a whole number' },
    ]);
    expect((await readFailure(readProductCsv, 'product_id,label\nP,L\n')).message).toBe(
      'missing required column "group"',
    );
  });
});
