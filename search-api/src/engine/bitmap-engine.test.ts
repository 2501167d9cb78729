import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '@spielraum/schema';
import { createBitmapEngine } from './bitmap-engine';
import { describeFacetCountProperty, describeSearchEngineContract } from './contract.test-suite';
import { CATEGORIES, MECHANICS, makeDocument, value } from './testing/fixture-documents';
import type { SearchEngine, SearchQuery } from './types';

describeSearchEngineContract('bitmap engine', () => createBitmapEngine());

// every way of counting facets and of selecting a page must agree with brute force, not only
// the ones `auto` picks on a small catalogue
describeSearchEngineContract('bitmap engine, pages by bucket walk', () =>
  createBitmapEngine({ directSelectionLimit: 0 }),
);
describeFacetCountProperty(
  'bitmap engine, counting by bitmap, pages by bucket walk',
  () => createBitmapEngine({ facetCountStrategy: 'bitmap', directSelectionLimit: 0 }),
  { runs: 60, seed: 11 },
);
describeFacetCountProperty(
  'bitmap engine, counting by scan',
  () => createBitmapEngine({ facetCountStrategy: 'scan' }),
  { runs: 60, seed: 13 },
);

/**
 * An engine that takes every document in twice: first with another document's price fields,
 * then its own through `updatePrices`, so the property test compares the engine after
 * price-only updates (availability facet, price ranges and sorts, deals switched on and off)
 * with brute force over the documents as they are now.
 */
function withPricesUpdatedInPlace(engine: SearchEngine): SearchEngine {
  const pricesOf = (document: SearchDocument) => ({
    bestPriceCents: document.bestPriceCents,
    bestTotalCents: document.bestTotalCents,
    discountPercent: document.discountPercent,
    realDiscount: document.realDiscount,
    realDiscountPercent: document.realDiscountPercent,
    hasDeal: document.hasDeal,
    availability: document.availability,
    dealerCount: document.dealerCount,
  });
  return Object.assign(Object.create(engine) as SearchEngine, {
    async index(documents: SearchDocument[]) {
      await engine.index(
        documents.map((document, index) => ({
          ...document,
          ...pricesOf(documents[(index + 7) % documents.length]!),
        })),
      );
      const missing = await engine.updatePrices(
        documents.map((document) => ({ id: document.id, ...pricesOf(document) })),
      );
      if (missing.length > 0) throw new Error(`not updated in place: ${missing.join(', ')}`);
    },
  });
}
describeFacetCountProperty(
  'bitmap engine, price fields updated in place',
  () => withPricesUpdatedInPlace(createBitmapEngine()),
  { runs: 60, seed: 17 },
);

describe('bitmap engine price updates in place', () => {
  it('answers ids it has not indexed and writes nothing for them', async () => {
    const engine = createBitmapEngine();
    await engine.index([makeDocument({ id: 1, title: 'Azul', bestTotalCents: 3000, bestPriceCents: 2500 })]);
    const prices = {
      bestPriceCents: 1000,
      bestTotalCents: 1500,
      discountPercent: 0,
      realDiscount: false,
      realDiscountPercent: null,
      hasDeal: true,
      availability: 'is_available' as const,
      dealerCount: 1,
    };
    expect(
      await engine.updatePrices([
        { id: 2, ...prices },
        { id: 1, ...prices },
      ]),
    ).toEqual([2]);
    expect(engine.size()).toBe(1);
    const found = await engine.search({
      text: 'azul',
      filters: { price: { max: 1500 } },
      sort: 'relevance',
      page: 0,
      hitsPerPage: 5,
      facets: [],
    });
    expect(found.hits.map((hit) => [hit.id, hit.bestTotalCents, hit.title])).toEqual([[1, 1500, 'Azul']]);
  });

  it("carries a real discount's size into the hits and clears it with the discount", async () => {
    const engine = createBitmapEngine();
    await engine.index([makeDocument({ id: 1, title: 'Azul', realDiscount: true, realDiscountPercent: 23 })]);
    const hit = async () =>
      (
        await engine.search({
          text: 'azul',
          filters: {},
          sort: 'relevance',
          page: 0,
          hitsPerPage: 1,
          facets: [],
        })
      ).hits[0];
    expect(await hit()).toMatchObject({ realDiscount: true, realDiscountPercent: 23 });
    const document = makeDocument({ id: 1, title: 'Azul' });
    await engine.updatePrices([
      {
        id: 1,
        bestPriceCents: document.bestPriceCents,
        bestTotalCents: document.bestTotalCents,
        discountPercent: 0,
        realDiscount: false,
        realDiscountPercent: null,
        hasDeal: true,
        availability: 'is_available',
        dealerCount: 3,
      },
    ]);
    expect(await hit()).toMatchObject({ realDiscount: false, realDiscountPercent: null });
  });
});

describe('bitmap engine relevance beyond the contract', () => {
  const search = async (engine: SearchEngine, text: string, filters: SearchQuery['filters'] = {}) =>
    (
      await engine.search({
        text,
        filters,
        facets: [],
        sort: 'relevance',
        page: 0,
        hitsPerPage: 10,
      })
    ).hits.map((hit) => hit.id);
  const engineOf = async (documents: SearchDocument[]) => {
    const engine = createBitmapEngine();
    await engine.index(documents);
    return engine;
  };

  it('finds and ranks alternative titles like the title, also while typing', async () => {
    const engine = await engineOf([
      makeDocument({ id: 1, title: 'Flügelschlag', alternativeTitles: ['Wingspan'], popularity: 1 }),
      makeDocument({ id: 2, title: 'Wingspan Sammlerbox', productType: 'accessory', popularity: 900 }),
      makeDocument({
        id: 3,
        title: 'Vogelkunde',
        description: 'Wie Wingspan, nur kleiner.',
        popularity: 999,
      }),
    ]);
    expect(await search(engine, 'wingspan ')).toEqual([1, 3]);
    expect(await search(engine, 'Wingsp')).toEqual([1, 3]);
    expect(await search(engine, 'wingspan ', { accessories: true })).toEqual([1, 2, 3]);
  });

  it('weighs a title over a category or mechanism name, that over a person, that over the description', async () => {
    const engine = await engineOf([
      makeDocument({ id: 1, title: 'Alpha', description: 'Viel Würfelglück.', popularity: 4000 }),
      makeDocument({ id: 2, title: 'Beta', designers: [value(90, 'Wilma Würfel')], popularity: 3000 }),
      makeDocument({ id: 3, title: 'Gamma', mechanics: [MECHANICS.dice], popularity: 2000 }),
      makeDocument({ id: 4, title: 'Würfel Turm', popularity: 1 }),
    ]);
    // while typing, "würfel" reaches "Würfeln" and "Würfelglück" as well
    expect(await search(engine, 'würfel')).toEqual([4, 3, 2, 1]);
  });

  it('answers a group or category name with its products first, singular or plural', async () => {
    const engine = await engineOf([
      makeDocument({ id: 1, title: 'Das große Kartenspiel-Buch', productType: 'book', popularity: 5000 }),
      makeDocument({ id: 2, title: 'Skat', group: 'kartenspiele', popularity: 10 }),
      makeDocument({ id: 3, title: 'Mau-Mau', group: 'kartenspiele', popularity: 20 }),
      makeDocument({ id: 4, title: 'Schach', popularity: 30 }),
    ]);
    expect(await search(engine, 'Kartenspiele')).toEqual([3, 2, 1]);
    expect(await search(engine, 'kartenspiel ')).toEqual([3, 2, 1]);
    expect(await search(engine, 'brettspiele ')).toEqual([1, 4]);
  });

  it('answers the word a category compound begins with that category first ("Würfel": Würfelspiele)', async () => {
    const engine = await engineOf([
      makeDocument({ id: 1, title: 'Marco Polo', mechanics: [MECHANICS.dice], popularity: 5000 }),
      makeDocument({ id: 2, title: 'Kniffel', categories: [CATEGORIES.dice], popularity: 10 }),
    ]);
    expect(await search(engine, 'wuerfel')).toEqual([2, 1]);
  });

  it('leaves out words only within what the filters allow', async () => {
    const engine = await engineOf([
      makeDocument({ id: 1, title: 'Azul', categories: [CATEGORIES.family] }),
      makeDocument({ id: 2, title: 'Azul Meisterschaft', categories: [CATEGORIES.strategy] }),
    ]);
    expect(await search(engine, 'azul meisterschaft ')).toEqual([2]);
    const family = { categories: ['10-familienspiele'] };
    expect(await search(engine, 'azul meisterschaft ', family)).toEqual([1]);
  });

  it('finds abbreviations from the synonym list', async () => {
    const engine = await engineOf([
      makeDocument({
        id: 1,
        title: 'Magic: The Gathering – Bloomburrow Play-Booster',
        productType: 'booster',
      }),
      makeDocument({ id: 2, title: 'Der Herr der Ringe: Reise durch Mittelerde' }),
      makeDocument({ id: 3, title: 'Dungeons & Dragons: Spielerhandbuch', productType: 'book' }),
    ]);
    expect(await search(engine, 'mtg')).toEqual([1]);
    expect(await search(engine, 'LOTR ')).toEqual([2]);
    expect(await search(engine, 'hdr')).toEqual([2]);
    expect(await search(engine, 'd&d spielerhandbuch')).toEqual([3]);
  });
});
