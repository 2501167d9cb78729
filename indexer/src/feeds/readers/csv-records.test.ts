import { describe, expect, test } from 'vitest';
import { capLineLength } from './csv-records';

async function capped(pieces: string[], maxChars: number) {
  const beginnings: string[] = [];
  async function* text() {
    yield* pieces;
  }
  const out: string[] = [];
  for await (const piece of capLineLength(text(), maxChars, (beginning) => beginnings.push(beginning)))
    out.push(piece);
  return { text: out.join(''), pieces: out, beginnings };
}

describe('capLineLength', () => {
  test('passes short lines unchanged, in whole lines, whatever the pieces', async () => {
    const text = 'ab\ncd\r\nef\n\ngh';
    for (const size of [1, 2, 3, 5, 100]) {
      const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        text.slice(i * size, (i + 1) * size),
      );
      const result = await capped(pieces, 5);
      expect(result.text).toBe(text);
      expect(result.beginnings).toEqual([]);
      // only the last line, which has no line break, is passed without one
      expect(result.pieces.slice(0, -1).every((piece) => piece.endsWith('\n'))).toBe(true);
    }
  });

  test('replaces each line longer than the limit by one marker line and keeps its beginning', async () => {
    const result = await capped(['ok\n12345', '6789\nfine\n', 'abcdefgh', 'ijk'], 5);
    expect(result.text).toBe('ok\n\uFDD0\nfine\n\uFDD0\n');
    expect(result.beginnings).toEqual(['123456789', 'abcdefgh']);
  });

  test('drops a long line that comes in many pieces without passing any of it on', async () => {
    let longest = 0;
    async function* text() {
      yield 'a,b\n';
      for (let i = 0; i < 1000; i++) yield 'x'.repeat(100);
      yield '\nc,d\n';
    }
    const out: string[] = [];
    for await (const piece of capLineLength(text(), 500, () => undefined)) {
      longest = Math.max(longest, piece.length);
      out.push(piece);
    }
    expect(out.join('')).toBe('a,b\n\uFDD0\nc,d\n');
    expect(longest).toBeLessThanOrEqual(500);
  });
});
