import { describe, expect, it } from 'vitest';
import { RepeatedKeys } from './repeated-keys';

describe('RepeatedKeys', () => {
  it('finds no repeat among distinct keys, across many growths of its table', () => {
    const keys = new RepeatedKeys();
    for (let i = 1; i <= 300_000; i++) keys.add(`D1-${i}`);
    // keys that differ only in length, case, or in characters beyond Latin-1
    for (const key of ['', 'a', 'aa', 'A', 'ä', 'ä ', 'Ä', '游戏', '游戏1', 'sku\u0000']) keys.add(key);
    expect(keys.repeated).toBe(false);
  });

  it.each([
    ['the first key again at the end', 0],
    ['a key from the middle', 123_456],
    ['the key just added', 199_999],
  ])('notices %s', (_, index) => {
    const keys = new RepeatedKeys();
    for (let i = 0; i < 200_000; i++) keys.add(`SKU-${i}`);
    expect(keys.repeated).toBe(false);
    keys.add(`SKU-${index}`);
    expect(keys.repeated).toBe(true);
    // and stays set
    keys.add('something new');
    expect(keys.repeated).toBe(true);
  });

  it('notices a repeated key that is not ASCII', () => {
    const keys = new RepeatedKeys();
    keys.add('Würfel-7');
    keys.add('Wurfel-7');
    expect(keys.repeated).toBe(false);
    keys.add('Würfel-7');
    expect(keys.repeated).toBe(true);
  });
});
