import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import type { OfferRow } from '../types';
import { readIdealoCsv } from './idealo-csv';
import { readAll, readFailure } from './testing';

const HEADER =
  'sku;title;url;price;formerPrice;eans;hans;brand;deliveryTime;deliveryCosts_dhl;deliveryCosts_dpd;used;imageUrls;categoryPath';

const AZUL: OfferRow = {
  line: 2,
  sku: 'ID-1',
  title: 'Azul – Spiel des Jahres',
  url: 'https://shop.example/azul',
  priceCents: 129900,
  formerPriceCents: 139900,
  shippingCents: 390,
  availability: 'is_available',
  availabilityDate: null,
  deliveryTime: '1-3 Werktage',
  condition: 'used',
  gtin: '4002051693602',
  mpn: 'PLAN-1',
  brand: 'Plan B',
  imageUrl: 'https://img.example/w_200,h_300/azul.jpg',
  productType: 'Spiele > Legespiele',
};

const AZUL_LINE =
  'ID-1;Azul – Spiel des Jahres;https://shop.example/azul;1.299,00;1.399,00;4002051693603,4002051693602|96385074;PLAN-1,PLAN-1b;Plan B;1-3 Werktage;4,90;3,90;1;https://img.example/w_200,h_300/azul.jpg,https://img.example/2.jpg;Spiele > Legespiele';

describe('readIdealoCsv', () => {
  test.each([1, 9, 65536])(
    'reads semicolon rows with German numbers (chunks of %i bytes)',
    async (chunkSize) => {
      const outcome = await readAll(readIdealoCsv, `${HEADER}\n${AZUL_LINE}\n`, chunkSize);
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toEqual([AZUL]);
    },
  );

  test('reads comma rows with a byte-order mark, dot numbers, mixed-case headers and no deliveryCosts', async () => {
    const csv = `\uFEFFSKU,Title,URL,Price,deliveryTime,EANs,used\r\nC-1,"Carcassonne, Big Box",https://shop.example/c,29.99,sofort lieferbar,96385074,false\r\n`;
    const outcome = await readAll(readIdealoCsv, csv);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toMatchObject([
      {
        line: 2,
        sku: 'C-1',
        title: 'Carcassonne, Big Box',
        priceCents: 2999,
        formerPriceCents: null,
        shippingCents: null,
        availability: 'is_available',
        deliveryTime: 'sofort lieferbar',
        condition: 'new',
        gtin: '0000096385074',
      },
    ]);
  });

  test('deliveryTime maps to the five availability values; the lowest non-empty delivery cost counts', async () => {
    const rows = [
      ['D-1', 'nicht lieferbar', '', '0,00'],
      ['D-2', 'Vorbestellung', '5,90', ''],
      ['D-3', '5-10 Werktage', '', ''],
      ['D-4', 'Nachbestellt, ca. 2 Wochen', '6,90', '4,50'],
    ];
    const csv = [
      'sku;title;url;price;deliveryTime;deliveryCosts_dhl;deliveryCosts_hermes',
      ...rows.map(
        ([sku, time, dhl, hermes]) => `${sku};Spiel;https://s.example/${sku};10;${time};${dhl};${hermes}`,
      ),
    ].join('\n');
    const outcome = await readAll(readIdealoCsv, csv);
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows.map((row) => [row.sku, row.availability, row.shippingCents])).toEqual([
      ['D-1', 'not_available', 0],
      ['D-2', 'pre_available', 590],
      ['D-3', 'not_in_stock_but_can_order', null],
      ['D-4', 'not_available_reordered', 450],
    ]);
  });

  test('a Windows-1252 file decodes; bad rows name idealo columns', async () => {
    const csv = [
      'sku;title;url;price;deliveryTime;eans;used;deliveryCosts_dhl;formerPrice',
      'W-1;Spaß für Groß;https://s.example/1;9,99;sofort lieferbar;;0;;0',
      'W-2;Größe;https://s.example/2;9,99;irgendwann;4002051693603|12345;vielleicht;teuer;',
      'W-3;Größe;https://s.example/3;25.000,00;sofort;;;;',
      ';;https://s.example/4;;;;;;',
    ].join('\r\n');
    const outcome = await readAll(readIdealoCsv, iconv.encode(csv, 'windows-1252'));
    expect(outcome.rows.map((row) => [row.sku, row.title, row.formerPriceCents, row.condition])).toEqual([
      ['W-1', 'Spaß für Groß', null, 'new'],
    ]);
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      {
        line: 3,
        reason:
          'deliveryTime: "irgendwann" is unknown; deliveryCosts_dhl: "teuer" is not a price; used: "vielleicht" is not 0, 1, true or false; eans: 4002051693603 has a wrong check digit',
      },
      { line: 4, reason: 'price: 25000.00 EUR is absurd (max 20000 EUR)' },
      { line: 5, reason: 'sku: missing; title: missing; price: missing; deliveryTime: missing' },
    ]);
  });

  test('a feed without deliveryTime column is refused naming it', async () => {
    const error = await readFailure(readIdealoCsv, 'sku;title;url;price\nX;Y;https://s.example;1\n');
    expect(error.message).toBe('missing required column "deliveryTime"');
    expect(error.line).toBe(1);
  });
});
