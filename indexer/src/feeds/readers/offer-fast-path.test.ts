import { describe, expect, it } from 'vitest';
import { fastGoogleOffer, googleOfferSchema, type GoogleOfferFields } from './offer-row-schema';

/**
 * The Google offer fast path must agree with the zod schema: a row it accepts is accepted by zod
 * with exactly the same data, and a row it hands on is one zod refuses (so the fast path only
 * skips zod for valid rows and every reported reason still comes from zod).
 */
const CANDIDATES: { [K in keyof GoogleOfferFields]-?: Array<GoogleOfferFields[K]> } = {
  id: ['SKU-1', '  SKU-2 ', '', '   ', undefined, 'x'.repeat(200), 'x'.repeat(201), 'bad\u0001id', 'Ã¤rger'],
  title: ['Carcassonne', ' Azul  ', '', undefined, 'y'.repeat(1001), 'Spiel \uFFFD'],
  link: [
    'https://shop.example/p/1',
    'http://shop.example',
    'ftp://shop.example',
    'shop.example',
    '',
    undefined,
  ],
  price: [
    '29.99 EUR',
    '29,99',
    '1.299,00 €',
    '0.00 EUR',
    '-1 EUR',
    '12 USD',
    '1.299',
    '20000.01 EUR',
    'abc',
    '',
    undefined,
  ],
  sale_price: ['19.99 EUR', '0 EUR', 'x', '', '  ', undefined],
  gtin: ['4002051693602', '4002051693603', '400205169360', 'abc', '', undefined],
  mpn: ['MPN-1', '', undefined, 'm'.repeat(201)],
  brand: ['Kosmos', '', undefined],
  availability: ['in_stock', 'in stock', 'out_of_stock', 'preorder', 'backorder', 'maybe', '', undefined],
  availability_date: ['2026-12-01', '2026-13-45', 'tomorrow', '', undefined],
  shipping: [
    'DE:::4.95 EUR',
    'DE:::4.95 EUR,AT:::9.90 EUR',
    'AT:::9.90 EUR',
    'DE:::9,90 EUR,DE::Express:12.00 EUR',
    'DE::4.95',
    'DE:::5000 EUR',
    '',
    undefined,
    [{ country: 'DE', price: '3.50 EUR' }],
    [{ country: 'DE', price: 'free' }],
  ],
  condition: ['new', 'Neu', 'used', 'gebraucht', 'refurbished', 'broken', '', undefined],
  image_link: ['https://img.example/1.jpg', 'not a url', '', undefined],
  product_type: ['Spiele > Brettspiele', '', undefined],
};

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Google offer fast path', () => {
  it('accepts exactly the rows zod accepts, with the same data', () => {
    const next = random(42);
    let accepted = 0;
    let handedOn = 0;
    for (let i = 0; i < 20_000; i++) {
      const fields: GoogleOfferFields = {};
      // mostly valid values (the first candidates), sometimes any
      for (const [name, values] of Object.entries(CANDIDATES) as Array<
        [keyof GoogleOfferFields, unknown[]]
      >) {
        const value = next() < 0.95 ? values[0] : values[Math.floor(next() * values.length)];
        if (value !== undefined) (fields as Record<string, unknown>)[name] = value;
      }
      const fast = fastGoogleOffer(fields);
      const zod = googleOfferSchema.safeParse(fields);
      if (fast) {
        accepted++;
        expect(zod.success, JSON.stringify(fields)).toBe(true);
        expect(fast).toEqual(zod.data);
      } else {
        handedOn++;
        expect(zod.success, JSON.stringify(fields)).toBe(false);
      }
    }
    expect(accepted).toBeGreaterThan(1000);
    expect(handedOn).toBeGreaterThan(1000);
  });
});
