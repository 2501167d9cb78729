import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { expect, test } from 'vitest';
import type { FeedFormat } from '@spielraum/schema';
import type { FeedReader } from '../types';
import { readerFor } from './index';

const FEEDS: Record<FeedFormat, { head: string; row: (index: number) => string }> = {
  google_xml: {
    head: '<rss xmlns:g="http://base.google.com/ns/1.0"><channel>\n',
    row: (index) =>
      `<item><g:id>${index}</g:id><title>T</title><link>https://s.example/${index}</link><g:price>5 EUR</g:price><g:availability>in_stock</g:availability></item>\n`,
  },
  google_csv: {
    head: 'id,title,link,price,availability\n',
    row: (index) => `${index},T,https://s.example/${index},5 EUR,in_stock\n`,
  },
  idealo_csv: {
    head: 'sku;title;url;price;deliveryTime\n',
    row: (index) => `${index};T;https://s.example/${index};5,00;sofort\n`,
  },
  jsonl: {
    head: '',
    row: (index) =>
      `${JSON.stringify({ id: String(index), title: 'T', link: `https://s.example/${index}`, price: 5, availability: 'in_stock' })}\n`,
  },
  product_jsonl: { head: '', row: (index) => `{"product_id":${index},"label":"L","group":"tabletop"}\n` },
  product_csv: { head: 'product_id,label,group\n', row: (index) => `${index},L,tabletop\n` },
};

test.each(Object.keys(FEEDS) as FeedFormat[])(
  '%s: a consumer that stops early releases the input (an endless feed)',
  async (format) => {
    const { head, row } = FEEDS[format];
    function* endless(): Generator<Buffer> {
      yield Buffer.from(head);
      for (let index = 0; ; index++) yield Buffer.from(row(index).repeat(50));
    }
    const input = Readable.from(endless());
    const reader = readerFor(format) as FeedReader<unknown>;
    let rows = 0;
    for await (const parsed of reader(input)) {
      expect(parsed.ok).toBe(true);
      if (++rows === 3) break;
    }
    await setImmediate();
    expect(input.destroyed).toBe(true);
  },
);
