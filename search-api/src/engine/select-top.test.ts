import { describe, expect, it } from 'vitest';
import { selectTop } from './select-top';
import { SeededRandom } from '@spielraum/schema/synthetic';

describe('selectTop', () => {
  it('returns the same as a full sort, cut to the limit', () => {
    const random = new SeededRandom(3);
    for (let run = 0; run < 50; run++) {
      const items = Array.from({ length: random.int(0, 300) }, () => random.int(0, 100));
      const limit = random.int(0, 40);
      const compare = (left: number, right: number) => (left % 7) - (right % 7) || right - left;
      expect(selectTop(items, limit, compare)).toEqual([...items].sort(compare).slice(0, limit));
    }
  });
});
