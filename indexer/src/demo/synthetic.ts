import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify';
import { CATEGORY_SLUGS, gtinCheckDigit, type Availability } from '@spielraum/schema';
import { DEMO_CATEGORIES, DEMO_GENRES, DEMO_MECHANICS, DEMO_THEME_WORLDS } from './catalogue/types';
import { GOOGLE_AVAILABILITY } from './feeds';
import {
  ADJECTIVES,
  FIRST_NAMES,
  LAST_NAMES,
  NOUNS,
  PLACES,
  SeededRandom,
} from '@spielraum/schema/synthetic';

/**
 * Generator of large synthetic catalogues for benchmarks: product-attribute feeds (JSON
 * Lines with the SPEC §3 attribute names) and dealer offer feeds (Google-Merchant CSV), written
 * as streams so memory stays flat at any size. Seeded: the same options give the same files.
 */
export interface SyntheticOptions {
  products: number;
  offers: number;
  dealers: number;
  seed: number;
  outDir: string;
  onProgress?: (progress: { phase: 'products' | 'offers'; done: number; total: number }) => void;
}

export interface SyntheticResult {
  productFile: string;
  offerFiles: string[];
  products: number;
  offers: number;
}

const SUFFIXES = [
  '',
  '',
  '',
  ': Das Kartenspiel',
  ': Die Erweiterung',
  ' – Big Box',
  ': Duell',
  ' Junior',
  ': Legacy',
  ' 2. Edition',
];
const CATEGORIES: readonly string[] = DEMO_CATEGORIES.slice(0, 12);
const MECHANICS: readonly string[] = DEMO_MECHANICS;
const GENRES: readonly string[] = DEMO_GENRES;
const THEMES: readonly string[] = DEMO_THEME_WORLDS.slice(0, 8);
const LANGUAGES = ['de', 'de', 'de', 'en', 'fr', 'multi'];

async function write(
  stream: WriteStream | ReturnType<typeof stringify>,
  chunk: string | Record<string, string>,
): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function finish(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'finish');
}

function syntheticGtin(index: number): string {
  const body = `28${String(index).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

export async function generateSyntheticCatalogue(options: SyntheticOptions): Promise<SyntheticResult> {
  const random = new SeededRandom(options.seed);
  await mkdir(options.outDir, { recursive: true });
  const productFile = join(options.outDir, 'products.jsonl');
  const products = createWriteStream(productFile);
  const prices = new Uint32Array(options.products);
  const publisherCount = Math.max(20, Math.round(options.products / 150));
  const designerCount = Math.max(50, Math.round(options.products / 60));
  const step = Math.max(1, Math.floor(options.products / 100));
  for (let i = 0; i < options.products; i++) {
    const title = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} von ${random.pick(PLACES)}${random.pick(SUFFIXES)}`;
    const playersFrom = random.int(1, 3);
    const price = random.int(5, 150) * 100 + 99;
    prices[i] = price;
    const record = {
      product_id: i + 1,
      product_version_id: i + 1,
      label: `${title} #${i + 1}`,
      sku: `SYN-${i + 1}`,
      gtin: syntheticGtin(i + 1),
      group: random.pick(CATEGORY_SLUGS),
      product_type: random.weighted([
        ['game', 70],
        ['expansion', 20],
        ['accessory', 10],
      ] as const),
      game_category: random.sample(CATEGORIES, random.int(1, 3)),
      game_mechanism: random.sample(MECHANICS, random.int(1, 4)),
      genre: random.sample(GENRES, random.int(1, 2)),
      license: random.next() < 0.05 ? [random.pick(THEMES)] : [],
      serie: random.next() < 0.2 ? [`Reihe ${random.int(1, 2000)}`] : [],
      tag: random.sample(
        ['Solo-Modus', 'Familienabend', 'Schnell erklärt', 'Viel Interaktion', 'Für Reisen', 'Große Runde'],
        random.int(0, 2),
      ),
      publisher: [`Verlag ${random.int(1, publisherCount)}`],
      author: random.next() < 0.1 ? [`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`] : [],
      illustrator: [`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.int(1, designerCount)}`],
      designer: [`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.int(1, designerCount)}`],
      language: [random.pick(LANGUAGES)],
      number_of_players_from: playersFrom,
      number_of_players_to: playersFrom + random.int(0, 5),
      playing_time: random.pick([15, 20, 30, 45, 60, 90, 120, 180, 240]),
      release_year: random.int(1980, 2026),
      age_from: random.pick([4, 6, 8, 10, 12, 14, 16]),
      rating: random.next() < 0.7 ? Math.round((2 + random.next() * 3) * 100) / 100 : null,
      total_votes: random.int(0, 5000),
      description: `${title} ist ein synthetisches Testprodukt für Benchmarks.`,
    };
    await write(products, `${JSON.stringify(record)}\n`);
    if (i % step === 0) options.onProgress?.({ phase: 'products', done: i, total: options.products });
  }
  await finish(products);

  const offerFiles: string[] = [];
  const perDealer = Math.ceil(options.offers / options.dealers);
  let written = 0;
  const offerStep = Math.max(1, Math.floor(options.offers / 100));
  for (let dealer = 1; dealer <= options.dealers && written < options.offers; dealer++) {
    const file = join(options.outDir, `dealer-${dealer}.csv`);
    offerFiles.push(file);
    const out = createWriteStream(file);
    const csv = stringify({
      header: true,
      columns: [
        'id',
        'title',
        'link',
        'price',
        'gtin',
        'mpn',
        'brand',
        'availability',
        'shipping',
        'condition',
        'product_type',
      ],
    });
    csv.pipe(out);
    const count = Math.min(perDealer, options.offers - written);
    for (let i = 0; i < count; i++) {
      const productIndex = random.int(0, options.products - 1);
      const availability: Availability = random.weighted([
        ['is_available', 75],
        ['not_in_stock_but_can_order', 10],
        ['pre_available', 3],
        ['not_available_reordered', 5],
        ['not_available', 7],
      ] as const);
      const price = Math.max(99, Math.round(prices[productIndex]! * (0.8 + random.next() * 0.35)));
      await write(csv, {
        id: `D${dealer}-${i + 1}`,
        title: `Produkt ${productIndex + 1}`,
        link: `https://dealer-${dealer}.example/p/${productIndex + 1}`,
        price: `${(price / 100).toFixed(2)} EUR`,
        gtin: syntheticGtin(productIndex + 1),
        mpn: `MPN-${productIndex + 1}`,
        brand: 'Synthetik',
        availability: GOOGLE_AVAILABILITY[availability],
        shipping: `DE:::${random.pick(['0.00', '3.99', '4.95', '5.90'])} EUR`,
        condition: random.next() < 0.03 ? 'used' : 'new',
        product_type: 'Spiele',
      });
      written++;
      if (written % offerStep === 0)
        options.onProgress?.({ phase: 'offers', done: written, total: options.offers });
    }
    csv.end();
    await once(out, 'finish');
  }
  return { productFile, offerFiles, products: options.products, offers: written };
}
