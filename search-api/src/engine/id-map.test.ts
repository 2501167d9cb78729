import { describe, expect, it } from 'vitest';
import { IdMap } from './id-map';
import { SeededRandom } from '@spielraum/schema/synthetic';

describe('IdMap', () => {
  it('behaves like a Map through inserts, overwrites, deletes and growth', () => {
    const random = new SeededRandom(5);
    const map = new IdMap();
    const reference = new Map<number, number>();
    for (let step = 0; step < 20_000; step++) {
      const id = random.int(0, 5_000);
      if (random.chance(0.3)) {
        expect(map.delete(id)).toBe(reference.delete(id));
      } else {
        map.set(id, step);
        reference.set(id, step);
      }
    }
    expect(map.size).toBe(reference.size);
    for (let id = 0; id <= 5_000; id++) expect(map.get(id)).toBe(reference.get(id));
  });
});
