import { describe, expect, it } from 'vitest';
import { StringColumn } from './string-column';

describe('StringColumn', () => {
  it('keeps UTF-8 strings per document through rewrites, clears and compaction', () => {
    const column = new StringColumn();
    const expected: string[] = [];
    for (let round = 0; round < 30; round++) {
      for (let doc = 0; doc < 500; doc++) {
        const text = `Würfel – ${'ß'.repeat((doc + round) % 7)} ${round}/${doc} 🎲`;
        column.set(doc, text);
        expected[doc] = text;
      }
      column.clear(round);
      expected[round] = '';
    }
    for (let doc = 0; doc < 500; doc++) expect(column.get(doc)).toBe(expected[doc]);
    expect(column.get(9_999)).toBe('');
  });
});
