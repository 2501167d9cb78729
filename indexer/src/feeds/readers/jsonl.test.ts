import { describe, expect, test } from 'vitest';
import { readOfferJsonLines } from './jsonl';
import { readAll, readFailure } from './testing';

describe('readOfferJsonLines', () => {
  test('reads Google attribute names with text, numbers, money objects and shipping forms', async () => {
    const lines = [
      JSON.stringify({
        id: 'J-1',
        title: 'Azul',
        link: 'https://shop.example/azul',
        price: '39.99 EUR',
        sale_price: { value: '29.99', currency: 'EUR' },
        gtin: 4002051693602,
        availability: 'in_stock',
        shipping: 'DE:::4.95 EUR',
        condition: 'refurbished',
      }),
      '',
      JSON.stringify({
        id: 'J-2',
        title: 'Azul',
        link: 'https://shop.example/azul2',
        price: 19.5,
        availability: 'backorder',
        shipping: [
          { country: 'AT', price: '1.00 EUR' },
          { country: 'DE', price: { value: 3.9, currency: 'EUR' } },
        ],
        unknown_field: true,
      }),
    ].join('\r\n');
    const outcome = await readAll(readOfferJsonLines, lines, 4);
    expect(outcome.errors).toEqual([]);
    expect(
      outcome.rows.map((row) => [
        row.line,
        row.sku,
        row.priceCents,
        row.formerPriceCents,
        row.shippingCents,
        row.availability,
        row.condition,
        row.gtin,
      ]),
    ).toEqual([
      [1, 'J-1', 2999, 3999, 495, 'is_available', 'refurbished', '4002051693602'],
      [3, 'J-2', 1950, null, 390, 'not_in_stock_but_can_order', 'new', null],
    ]);
  });

  test('lines that are not JSON objects, wrong types and invalid values are row errors', async () => {
    const good = { id: 'G', title: 'T', link: 'https://s.example', price: '5 EUR', availability: 'in_stock' };
    const lines = [
      '{"id": "broken", ',
      '[1, 2, 3]',
      JSON.stringify({ ...good, title: ['a', 'b'], shipping: 42 }),
      JSON.stringify({ ...good, price: '-1 EUR', availability: 'sometimes' }),
      JSON.stringify(good),
    ].join('\n');
    const outcome = await readAll(readOfferJsonLines, lines);
    expect(outcome.rows.map((row) => row.line)).toEqual([5]);
    expect(outcome.errors).toEqual([
      {
        line: 1,
        reason: expect.stringMatching(/^not JSON \(.+\)$/) as string,
        raw: '{"id": "broken", ',
        sku: 'broken',
      },
      { line: 2, reason: 'not a JSON object', raw: '[1, 2, 3]' },
      {
        line: 3,
        reason:
          'title: expected text or a number, found a list; shipping: expected Google text form or {country, price} objects',
        raw: JSON.stringify({ ...good, title: ['a', 'b'], shipping: 42 }),
        sku: 'G',
      },
      {
        line: 4,
        reason: 'price: -1.00 is negative; availability: "sometimes" is unknown',
        raw: JSON.stringify({ ...good, price: '-1 EUR', availability: 'sometimes' }),
        sku: 'G',
      },
    ]);
  });

  test('a 10 MB line is a row error, the next line still reads, and it is quick', async () => {
    const started = Date.now();
    const good = JSON.stringify({
      id: 'G',
      title: 'T',
      link: 'https://s.example',
      price: 5,
      availability: 'in_stock',
    });
    const huge = JSON.stringify({ id: 'H', title: 'x'.repeat(10 * 1024 * 1024) });
    const outcome = await readAll(readOfferJsonLines, `${huge}\n${good}\n`);
    expect(outcome.rows.map((row) => row.line)).toEqual([2]);
    expect(outcome.errors.map(({ line, reason, raw }) => ({ line, reason, raw: raw.length }))).toEqual([
      { line: 1, reason: 'record: longer than 1000000 characters', raw: 2000 },
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('an empty file is refused', async () => {
    expect((await readFailure(readOfferJsonLines, '\n\n')).message).toBe('feed is empty');
  });
});
