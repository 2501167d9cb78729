import { afterEach, describe, expect, it } from 'vitest';
import { forgetGift, parseUndoFragment, readStoredGifts, storeGift, undoLink } from './gift-storage';

const SECRET = 'aB3_-'.repeat(8) + 'xyz';
const HASH = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('the gift reservations a browser keeps', () => {
  afterEach(() => localStorage.clear());

  it('writes the undo link with product and secret in the fragment and reads it back', () => {
    const link = undoLink(`https://spielraum.example/wishlistview/${HASH}`, 17, SECRET);
    expect(link).toBe(`https://spielraum.example/wishlistview/${HASH}#reservierung-aufheben=17.${SECRET}`);
    expect(parseUndoFragment(new URL(link).hash)).toEqual({ productId: 17, secret: SECRET });
  });

  it('ignores fragments that are not an undo link', () => {
    for (const fragment of [
      '',
      '#',
      '#reservierung-aufheben=17',
      `#reservierung-aufheben=x.${SECRET}`,
      `#reservierung-aufheben=17.${SECRET}!`,
    ])
      expect(parseUndoFragment(fragment)).toBeNull();
  });

  it('remembers reservations per shared list and forgets them again', () => {
    storeGift(HASH, 3, { id: 'r-1', secret: SECRET });
    storeGift(HASH, 4, { id: 'r-2', secret: SECRET });
    storeGift('BBBBBBBBBBBBBBBBBBBBBB', 3, { id: 'r-3', secret: SECRET });
    expect([...readStoredGifts(HASH)]).toEqual([
      [3, { id: 'r-1', secret: SECRET }],
      [4, { id: 'r-2', secret: SECRET }],
    ]);
    forgetGift(HASH, 3);
    expect([...readStoredGifts(HASH).keys()]).toEqual([4]);
    forgetGift(HASH, 4);
    expect(readStoredGifts(HASH).size).toBe(0);
    expect(readStoredGifts('BBBBBBBBBBBBBBBBBBBBBB').size).toBe(1);
  });

  it('survives what someone else wrote under its key', () => {
    localStorage.setItem('spielraum_gift_reservations', '{kaputt');
    expect(readStoredGifts(HASH).size).toBe(0);
    localStorage.setItem(
      'spielraum_gift_reservations',
      JSON.stringify({ [HASH]: { 3: { id: 1, secret: 'x' } } }),
    );
    expect(readStoredGifts(HASH).size).toBe(0);
  });
});
