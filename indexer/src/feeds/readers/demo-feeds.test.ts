import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderGoogleCsvFeed, renderGoogleXmlFeed, writeDemoFeeds } from '../../demo/feeds';
import { generateDemoData, type DemoData } from '../../demo/generate';
import { generateSyntheticCatalogue } from '../../demo/synthetic';
import type { DemoOffer } from '../../demo/generate';
import type { FeedReader, OfferRow } from '../types';
import { readerFor } from './index';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readAll } from './testing';

/** What a reader must get back from a generated demo offer, exactly. */
function expected(offer: DemoOffer) {
  return {
    sku: offer.sku,
    title: offer.title,
    url: offer.url,
    priceCents: offer.priceCents,
    formerPriceCents: offer.formerPriceCents,
    shippingCents: offer.shippingCents,
    availability: offer.availability,
    availabilityDate: offer.availabilityDate,
    condition: offer.condition,
    gtin: offer.gtin,
    mpn: offer.mpn,
    brand: offer.brand,
  };
}

function compared(row: OfferRow) {
  const { sku, title, url, priceCents, formerPriceCents, shippingCents, availability, availabilityDate } =
    row;
  const { condition, gtin, mpn, brand } = row;
  return {
    sku,
    title,
    url,
    priceCents,
    formerPriceCents,
    shippingCents,
    availability,
    availabilityDate,
    condition,
    gtin,
    mpn,
    brand,
  };
}

describe('the demo dealer feeds read back exactly', () => {
  let data: DemoData;
  let byDealer: Map<string, DemoOffer[]>;
  let directory: string;

  beforeAll(async () => {
    data = generateDemoData();
    byDealer = new Map();
    for (const offer of data.offers)
      byDealer.set(offer.dealer.slug, [...(byDealer.get(offer.dealer.slug) ?? []), offer]);
    directory = await mkdtemp(join(tmpdir(), 'spielraum-demo-feeds-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  test('the demo data covers every availability, sale prices, used offers and free shipping', () => {
    expect(new Set(data.offers.map((offer) => offer.availability)).size).toBe(5);
    expect(data.offers.some((offer) => offer.formerPriceCents !== null)).toBe(true);
    expect(data.offers.some((offer) => offer.condition === 'used')).toBe(true);
    expect(data.offers.some((offer) => offer.shippingCents === 0)).toBe(true);
  });

  test('as Google XML, every dealer', async () => {
    for (const [, offers] of byDealer) {
      const dealer = offers[0]!.dealer;
      const outcome = await readAll(readGoogleXml, renderGoogleXmlFeed(dealer.name, dealer.website, offers));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows.map(compared)).toEqual(offers.map(expected));
    }
  });

  test('as Google CSV, every dealer', async () => {
    for (const [, offers] of byDealer) {
      const outcome = await readAll(readGoogleCsv, renderGoogleCsvFeed(offers[0]!.dealer.website, offers));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows.map(compared)).toEqual(offers.map(expected));
      expect(outcome.rows.map((row) => row.line)).toEqual(offers.map((_offer, index) => index + 2));
    }
  });

  test('the files writeDemoFeeds writes, with the reader of each dealer’s format', async () => {
    const paths = await writeDemoFeeds(directory, data.offers);
    expect(paths.size).toBe(byDealer.size);
    for (const [slug, path] of paths) {
      const offers = byDealer.get(slug)!;
      const reader = readerFor(offers[0]!.dealer.feedFormat) as FeedReader<OfferRow>;
      const outcome = await readAll(reader, createReadStream(path));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows.map(compared)).toEqual(offers.map(expected));
    }
  });
});

test("the synthetic benchmark's Google CSV offer feeds read without a single row error", async () => {
  const outDir = await mkdtemp(join(tmpdir(), 'spielraum-synthetic-'));
  try {
    const result = await generateSyntheticCatalogue({
      products: 300,
      offers: 3000,
      dealers: 2,
      seed: 11,
      outDir,
    });
    let rows = 0;
    for (const file of result.offerFiles) {
      const outcome = await readAll(readGoogleCsv, createReadStream(file));
      expect(outcome.errors).toEqual([]);
      rows += outcome.rows.length;
      expect(outcome.rows.every((row) => row.shippingCents !== null && row.gtin?.startsWith('28'))).toBe(
        true,
      );
    }
    expect(rows).toBe(3000);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
});
