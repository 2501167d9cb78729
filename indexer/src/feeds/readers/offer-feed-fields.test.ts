import { describe, expect, test } from 'vitest';
import {
  IDEALO_DELIVERY_COSTS_PREFIX,
  OFFER_FEED_FIELDS,
  OFFER_FEED_FORMATS,
  type OfferFeedField,
  type OfferFeedFormat,
} from '@spielraum/schema/feeds';
import { readerFor } from './index';
import { readAll, readFailure } from './testing';

/*
 * The "Für Händler" page lists schema's OFFER_FEED_FIELDS as the fields we read. These tests hold
 * the real readers to that list: its examples make a valid offer, its required fields are the
 * ones a row (or a CSV header) cannot do without, and every field it names is read.
 */

/** A real column for the catalogue's `deliveryCosts_…` row, which stands for any such column. */
const DELIVERY_COSTS_COLUMN = `${IDEALO_DELIVERY_COSTS_PREFIX}_dhl`;

/** The field's name in the feed being built. */
function feedName(field: OfferFeedField): string {
  return field.name.endsWith('…') ? DELIVERY_COSTS_COLUMN : field.name;
}

/** The name the readers' row errors use for the field (`price: missing`, `deliveryCosts_dhl: …`). */
function reasonName(field: OfferFeedField): string {
  return feedName(field).replace(/^g:/, '');
}

type Values = Array<[field: OfferFeedField, value: string]>;

/** A one-offer feed of the format with the given field values (as they stand in the feed). */
function feedOf(format: OfferFeedFormat, values: Values): string {
  switch (format) {
    case 'google_csv':
      return `${values.map(([field]) => feedName(field)).join('\t')}\n${values.map(([, value]) => value).join('\t')}\n`;
    case 'idealo_csv':
      return `${values.map(([field]) => feedName(field)).join(';')}\n${values.map(([, value]) => value).join(';')}\n`;
    case 'google_xml':
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title><item>',
        ...values.map(([field, value]) => `<${field.name}>${value}</${field.name}>`),
        '</item></channel></rss>',
      ].join('\n');
    case 'jsonl':
      return `{${values.map(([field, value]) => `${JSON.stringify(field.name)}: ${value}`).join(', ')}}\n`;
  }
}

/** A value of the field that no reader accepts (too long for any field; not a price for money). */
function brokenValue(format: OfferFeedFormat, field: OfferFeedField): string {
  const long = 'x'.repeat(20_001);
  if (format === 'jsonl') return JSON.stringify(long);
  if (format === 'google_xml' && field.name === 'g:shipping')
    return `<g:country>DE</g:country><g:price>${long}</g:price>`;
  return long;
}

const examples = (fields: readonly OfferFeedField[]): Values => fields.map((field) => [field, field.example]);

describe('the offer feed field catalogue (schema OFFER_FEED_FIELDS) and the readers', () => {
  test('lists every offer feed format once', () => {
    expect(OFFER_FEED_FIELDS.map((entry) => entry.format).sort()).toEqual([...OFFER_FEED_FORMATS].sort());
  });

  describe.each(OFFER_FEED_FIELDS.map((entry) => [entry.format, entry] as const))('%s', (format, entry) => {
    const read = (values: Values) => readAll(readerFor(format), feedOf(format, values));

    test('its examples make one valid offer', async () => {
      const outcome = await read(examples(entry.fields));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toHaveLength(1);
      expect(outcome.rows[0]).toMatchObject({ sku: 'SK-10234', gtin: '4002051693602', shippingCents: 495 });
    });

    test('its optional fields may all be left out', async () => {
      const outcome = await read(examples(entry.fields.filter((field) => field.required)));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toHaveLength(1);
    });

    test.each(entry.fields.filter((field) => field.required).map((field) => [field.name, field] as const))(
      'refuses an offer without the required %s',
      async (_, required) => {
        const values = examples(entry.fields.filter((field) => field !== required));
        if (format === 'google_csv' || format === 'idealo_csv') {
          const failure = await readFailure(readerFor(format), feedOf(format, values));
          expect(failure.message).toBe(`missing required column "${required.name}"`);
        } else {
          const outcome = await read(values);
          expect(outcome.rows).toEqual([]);
          expect(outcome.errors.map((error) => error.reason)).toEqual([`${reasonName(required)}: missing`]);
        }
      },
    );

    test.each(entry.fields.filter((field) => field.required).map((field) => [field.name, field] as const))(
      'refuses an offer whose required %s is empty',
      async (_, required) => {
        const empty = format === 'jsonl' ? '""' : '';
        const outcome = await read(
          entry.fields.map((field) => [field, field === required ? empty : field.example]),
        );
        expect(outcome.rows).toEqual([]);
        expect(outcome.errors.map((error) => error.reason)).toEqual([`${reasonName(required)}: missing`]);
      },
    );

    test.each(entry.fields.map((field) => [field.name, field] as const))(
      'reads %s (a broken value fails the row, naming it)',
      async (_, broken) => {
        const outcome = await read(
          entry.fields.map((field) => [field, field === broken ? brokenValue(format, field) : field.example]),
        );
        expect(outcome.rows).toEqual([]);
        expect(outcome.errors).toHaveLength(1);
        expect(outcome.errors[0]!.reason).toMatch(new RegExp(`^${reasonName(broken)}: `));
      },
    );
  });
});
