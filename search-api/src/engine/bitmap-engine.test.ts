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
