import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('writes German headers, German numbers right-aligned, ids as typed and statuses in German', () => {
    const table = formatTable(
      [
        { dealer: 'spielwelt', run: 1234, status: 'succeeded', rows_total: 1_234_567, error: null },
        { dealer: 'brettspielhaus', run: 7, status: 'failed', rows_total: 0, error: 'line 2: bad price' },
      ],
      { dealer: 'Händler', run: 'Feed-Lauf', status: 'Status', rows_total: 'Zeilen', error: 'Grund' },
    );
    expect(table.split('\n')).toEqual([
      'Händler         Feed-Lauf  Status             Zeilen  Grund',
      '--------------  ---------  --------------  ---------  -----------------',
      'spielwelt            1234  erfolgreich     1.234.567',
      'brettspielhaus          7  fehlgeschlagen          0  line 2: bad price',
    ]);
  });
});
