import { describe, expect, test } from 'vitest';
import { feedFormatValues } from '@spielraum/schema';
import { readerFor } from './index';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readIdealoCsv } from './idealo-csv';
import { readOfferJsonLines } from './jsonl';
import { readProductCsv } from './product-csv';
import { readProductJsonLines } from './product-jsonl';

describe('readerFor', () => {
  test('every feed format of the schema has its reader', () => {
    expect(feedFormatValues.map((format) => readerFor(format))).toEqual([
      readGoogleXml,
      readGoogleCsv,
      readIdealoCsv,
      readOfferJsonLines,
      readProductJsonLines,
      readProductCsv,
    ]);
  });
});
