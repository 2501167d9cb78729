import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textArrayParam } from '@spielraum/schema/client';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { titleKey, titleKeySql } from './title-key';

const TITLES = [
  'Zug um Zug – Europa',
  'Ticket to Ride: Europe',
  'Die Quacksalber von Quedlinburg',
  'Flügelschlag',
  'ÄRGER DICH NICHT',
  'Straße & Spiel',
  'Orléans: Handel & Intrige',
  'Ñandú 7 Wonders!',
  'Świat Dysku',
  '  ',
];

describe(`title keys in JavaScript and SQL (${testMode()} mode)`, () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('folds accents, umlauts and ß and keeps only a–z and digits', () => {
    expect(titleKey('Zug um Zug – Europa')).toBe('zugumzugeuropa');
    expect(titleKey('Flügelschlag')).toBe('flugelschlag');
    expect(titleKey('Straße & Spiel')).toBe('strassespiel');
    expect(titleKey('Orléans: Handel & Intrige')).toBe('orleanshandelintrige');
  });

  it('computes the same key in the database', async () => {
    const rows = await platform.database.query<{ title: string; key: string }>(sql`
      select t.title, ${titleKeySql(sql`t.title`)} as key
      from unnest(${textArrayParam(TITLES)}::text[]) as t(title)`);
    expect(rows.map((row) => row.key)).toEqual(TITLES.map(titleKey));
  });
});
