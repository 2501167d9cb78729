import {
  TCG_SUBCATEGORIES,
  availabilityValues,
  slugify,
  type FacetValue,
  type ProductType,
  type SearchDocument,
} from '@spielraum/schema';
import {
  ADJECTIVES,
  AWARDS,
  CATEGORIES,
  DESCRIPTION_WORDS,
  ENGLISH_WORDS,
  FAMOUS_TITLES,
  FIRST_NAMES,
  GENRES,
  LANGUAGES,
  LAST_NAMES,
  MECHANICS,
  NAME_SYLLABLES,
  NOUNS,
  PLACES,
  PUBLISHER_PARTS,
  PUBLISHER_SUFFIXES,
  SeededRandom,
  THEME_WORLDS,
} from '@spielraum/schema/synthetic';

/** The value lists a generated catalogue draws from. */
interface Vocabulary {
  publishers: FacetValue[];
  designers: FacetValue[];
  authors: FacetValue[];
  illustrators: FacetValue[];
  categories: FacetValue[];
  mechanics: FacetValue[];
  genres: FacetValue[];
  series: FacetValue[];
  tags: FacetValue[];
  themeWorlds: FacetValue[];
  languages: FacetValue[];
  awards: FacetValue[];
}

/** A deterministic catalogue: `documentAt(i)` is the same for the same seed and size. */
export interface GeneratedCatalogue {
  size: number;
  documentAt(index: number): SearchDocument;
  /** Documents `from` (inclusive) to `to` (exclusive). */
  slice(from: number, to: number): SearchDocument[];
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

function valuesOf(names: readonly string[], firstId: number): FacetValue[] {
  return names.map((name, index) => ({ id: firstId + index, slug: slugify(name), name }));
}

function uniqueNames(random: SeededRandom, count: number, make: () => string): string[] {
  const names = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 20; attempt++) names.add(make());
  for (let extra = 1; names.size < count; extra++) names.add(`${make()} ${extra}`);
  return [...names];
}

function buildVocabulary(random: SeededRandom, size: number): Vocabulary {
  const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const personWithInitial = () =>
    `${random.pick(FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}. ${random.pick(LAST_NAMES)}`;
  const people = (count: number) =>
    uniqueNames(random, count, () => (random.chance(0.5) ? person() : personWithInitial()));
  const publisherNames = uniqueNames(random, clamp(size / 150, 20, 2000), () => {
    const base = `${random.pick(PUBLISHER_PARTS)}${random.pick(PUBLISHER_PARTS).toLowerCase()}`;
    return random.chance(0.6) ? `${base} ${random.pick(PUBLISHER_SUFFIXES)}` : base;
  });
  const seriesNames = uniqueNames(random, 40, () =>
    random.chance(0.5)
      ? `${random.pick(FAMOUS_TITLES)} Welt`
      : `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
  );
  const tagNames = uniqueNames(random, clamp(size / 1500, 30, 200), () =>
    random.chance(0.5) ? random.pick(NOUNS) : `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`,
  );
  return {
    publishers: valuesOf(publisherNames, 1000),
    designers: valuesOf(people(clamp(size / 60, 40, 5000)), 10_000),
    authors: valuesOf(people(clamp(size / 400, 10, 800)), 20_000),
    illustrators: valuesOf(people(clamp(size / 200, 10, 1500)), 30_000),
    categories: valuesOf(CATEGORIES, 100),
    mechanics: valuesOf(MECHANICS, 200),
    genres: valuesOf(GENRES, 300),
    series: valuesOf(seriesNames, 400),
    tags: valuesOf(tagNames, 500),
    themeWorlds: valuesOf(THEME_WORLDS, 800),
    languages: valuesOf(LANGUAGES, 900),
    awards: valuesOf(AWARDS, 950),
  };
}

const PRODUCT_TYPES: Array<[ProductType, number]> = [
  ['game', 0.6],
  ['expansion', 0.2],
  ['accessory', 0.08],
  ['booster', 0.05],
  ['book', 0.04],
  ['miniature', 0.03],
];

const GROUP_WEIGHTS: Array<[string, number]> = [
  ['brettspiele', 0.5],
  ['kartenspiele', 0.25],
  ['living-card-games-lcg', 0.04],
  ['trading-card-games-tcg', 0.08],
  ['pen-and-paper', 0.05],
  ['trading-cards', 0.03],
  ['tabletop', 0.05],
];

/** The invented proper name number `index`: the same word for the same index in every catalogue. */
function properName(index: number): string {
  const random = new SeededRandom(hashSeed(0x5eed, index));
  let name = '';
  for (let syllable = random.int(2, 4); syllable > 0; syllable--) name += random.pick(NAME_SYLLABLES);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function titleFor(random: SeededRandom, productType: ProductType, tcg: string | null, names: number): string {
  const noun = () => random.pick(NOUNS);
  const adjective = () => random.pick(ADJECTIVES);
  const name = () => properName(random.skewed(names, 1.5));
  if (productType === 'booster' && tcg) return `${tcg} Booster: ${adjective()} ${noun()}`;
  const base = (() => {
    const roll = random.next();
    if (roll < 0.06) return random.pick(FAMOUS_TITLES);
    if (roll < 0.16) return `${name()}: ${adjective()} ${noun()}`;
    if (roll < 0.22) return `Die ${noun()} von ${name()}`;
    if (roll < 0.32) return `${random.pick(['Die', 'Das', 'Der'])} ${adjective()} ${noun()}`;
    if (roll < 0.45) return `${noun()} von ${random.pick(PLACES)}`;
    if (roll < 0.6) return `${noun()}: ${adjective()} ${noun()}`;
    if (roll < 0.7) return `Das ${noun()}spiel`;
    if (roll < 0.8) return `${random.pick(ENGLISH_WORDS)} of ${random.pick(ENGLISH_WORDS)}`;
    if (roll < 0.9)
      return `${noun()} ${random.pick(['Spiel', 'Spiele', 'Kartenspiel', 'Würfelspiel', 'Brettspiel'])}`;
    return `${adjective()} ${noun()} ${random.pick(PLACES)}`;
  })();
  if (productType === 'expansion') return `${base}: ${adjective()} ${noun()} Erweiterung`;
  if (productType === 'accessory')
    return `${base} ${random.pick(['Sleeves', 'Insert', 'Spielmatte', 'Würfelturm', 'Zubehör-Box'])}`;
  if (productType === 'book')
    return `${base} – ${random.pick(['Regelbuch', 'Roman', 'Quellenbuch', 'Abenteuerband'])}`;
  if (productType === 'miniature') return `${base} Miniaturen ${noun()}`;
  return base;
}

function describe(random: SeededRandom): string {
  const words: string[] = [];
  const length = random.int(8, 20);
  for (let index = 0; index < length; index++) words.push(random.pick(DESCRIPTION_WORDS));
  return `${words.join(' ')}.`;
}

function pickValues(
  random: SeededRandom,
  values: FacetValue[],
  min: number,
  max: number,
  skew = 2,
): FacetValue[] {
  return random.skewedSet(values.length, random.int(min, max), skew).map((index) => values[index]!);
}

function hashSeed(seed: number, index: number): number {
  let value = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b) >>> 0;
  return (value ^ (value >>> 13)) >>> 0;
}

/**
 * A seeded generator of search documents with shop-like distributions: about one publisher
 * per 150 products (at most 2,000), one designer per 60 (at most 5,000), 12 categories,
 * 30 mechanics, 15 genres, 40 series, skewed popularity, prices 5–150 €, some products without
 * deals, titles from German word lists plus well-known games. Documents are generated on
 * demand, so a 300k catalogue need not be held in memory.
 */
export function createCatalogue({ seed = 42, size }: { seed?: number; size: number }): GeneratedCatalogue {
  const vocabulary = buildVocabulary(new SeededRandom(seed), size);
  const now = Date.UTC(2026, 0, 1);
  const documentAt = (index: number): SearchDocument => {
    const random = new SeededRandom(hashSeed(seed, index));
    const id = index + 1;
    const productType = random.weighted(PRODUCT_TYPES);
    const group = productType === 'booster' ? 'trading-card-games-tcg' : random.weighted(GROUP_WEIGHTS);
    const tcg = group === 'trading-card-games-tcg' ? random.pick(TCG_SUBCATEGORIES).value : null;
    const title = titleFor(random, productType, tcg, Math.max(50, Math.round(size / 3)));
    const isGame = productType === 'game' || productType === 'expansion';
    const hasDeal = random.chance(0.85);
    const price = hasDeal ? Math.round(500 + 14_500 * Math.pow(random.next(), 2.2)) : null;
    const shipping = random.pick([0, 0, 295, 395, 495, 590]);
    const playersFrom = isGame && random.chance(0.95) ? random.int(1, 4) : null;
    const rated = random.chance(0.6);
    const discount = hasDeal && random.chance(0.3) ? random.int(5, 60) : 0;
    const document: SearchDocument = {
      id,
      slug: `${slugify(title)}-${id}`,
      title,
      alternativeTitles: [],
      description: describe(random),
      group,
      productType,
      baseProductId: productType === 'expansion' ? random.int(1, Math.max(1, size)) : null,
      publishers: pickValues(random, vocabulary.publishers, 1, random.chance(0.1) ? 2 : 1, 2.5),
      designers: isGame ? pickValues(random, vocabulary.designers, 1, 2, 1.8) : [],
      authors:
        productType === 'book' || group === 'pen-and-paper'
          ? pickValues(random, vocabulary.authors, 1, 2)
          : [],
      illustrators: random.chance(0.5) ? pickValues(random, vocabulary.illustrators, 1, 2) : [],
      categories: pickValues(random, vocabulary.categories, 1, 3, 1.5),
      mechanics: isGame ? pickValues(random, vocabulary.mechanics, 1, 4, 1.7) : [],
      genres: pickValues(random, vocabulary.genres, 0, 2, 1.5),
      series: random.chance(0.08) ? [vocabulary.series[random.skewed(vocabulary.series.length, 1.5)]!] : [],
      tags: pickValues(random, vocabulary.tags, 0, 4, 2),
      themeWorlds: random.chance(0.15) ? pickValues(random, vocabulary.themeWorlds, 1, 1) : [],
      languages: pickValues(random, vocabulary.languages, 1, 2, 3),
      awards: random.chance(0.02) ? pickValues(random, vocabulary.awards, 1, 1) : [],
      tcg,
      releaseYear: random.chance(0.97) ? 2026 - random.skewed(46, 2) : null,
      ageFrom: random.chance(0.95) ? random.pick([3, 4, 5, 6, 8, 8, 10, 10, 12, 12, 14, 16, 18]) : null,
      playersFrom,
      playersTo: playersFrom === null ? null : playersFrom + random.int(0, 5),
      playingTimeMinutes:
        isGame && random.chance(0.95) ? random.pick([10, 15, 20, 30, 45, 60, 90, 120, 180, 240]) : null,
      bestPriceCents: price,
      bestTotalCents: price === null ? null : price + shipping,
      discountPercent: discount,
      realDiscount: discount >= 10 && random.chance(0.5),
      realDiscountPercent: null,
      hasDeal,
      availability: hasDeal ? random.pick(availabilityValues.slice(0, 4)) : 'not_available',
      dealerCount: hasDeal ? random.int(1, 25) : 0,
      rating: rated ? Math.round(random.next() * 400 + 100) / 100 : null,
      totalVotes: rated ? random.int(1, 500) : 0,
      popularity: Math.floor(1_000_000 * Math.pow(random.next(), 6)),
      coverImageId: random.chance(0.9) ? 100_000 + id : null,
      createdAt: new Date(now - random.int(0, 3650 * 24) * 3_600_000).toISOString(),
    };
    // set afterwards so the random draws, and with them every generated catalogue, stay as they were
    if (document.realDiscount) document.realDiscountPercent = Math.floor(discount / 2);
    return document;
  };
  return {
    size,
    documentAt,
    slice: (from, to) => {
      const documents: SearchDocument[] = [];
      for (let index = from; index < Math.min(to, size); index++) documents.push(documentAt(index));
      return documents;
    },
  };
}

/** `count` generated documents for tests (deterministic for a seed). */
export function generateDocuments(count: number, seed = 42): SearchDocument[] {
  return createCatalogue({ seed, size: count }).slice(0, count);
}
