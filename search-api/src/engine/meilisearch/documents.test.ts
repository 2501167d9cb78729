import { describe, expect, it } from 'vitest';
import { FIXTURE_DOCUMENTS, PUBLISHERS, makeDocument } from '../testing/fixture-documents';
import { decodeOption, encodeOption, hitOf, toMeilisearchDocument, type StoredHit } from './documents';
import { HIT_ATTRIBUTES } from './fields';
import { foldedQuery, foldedText, queryTitleKey, titleKey } from './text';

const byId = (id: number) => FIXTURE_DOCUMENTS.find((document) => document.id === id)!;

/** What Meilisearch answers for `attributesToRetrieve: HIT_ATTRIBUTES`. */
const retrieved = (stored: Record<string, unknown>) =>
  Object.fromEntries(
    HIT_ATTRIBUTES.filter((name) => name in stored).map((name) => [name, stored[name]]),
  ) as unknown as StoredHit;

describe('Meilisearch documents', () => {
  it('stores facet keys for filters and key|label options for counts', () => {
    const stored = toMeilisearchDocument(byId(4));
    expect(stored.id).toBe(4);
    expect(stored.publishersKeys).toEqual(['1-kosmos']);
    expect(stored.publishersOptions).toEqual(['1-kosmos|Kosmos']);
    expect(stored.mechanicsOptions).toEqual(['21-handeln|Handeln', '23-wuerfeln|Würfeln']);
    expect(stored.groupsOptions).toEqual(['brettspiele|Brettspiele']);
    expect(stored.productTypeOptions).toEqual(['game|game']);
    expect(stored.tcgOptions).toEqual([]);
    expect(stored.group).toBe('brettspiele');
    expect(stored.hasDeal).toBe(true);
    expect(stored.createdAt).toBe(Date.parse('2022-05-01T00:00:00.000Z'));
  });

  it('leaves null figures out so sorts put them last and ranges never match them', () => {
    const stored = toMeilisearchDocument(byId(16));
    for (const field of [
      'releaseYear',
      'ageFrom',
      'playersFrom',
      'playersTo',
      'playingTimeMinutes',
      'rating',
      'tcg',
    ]) {
      expect(stored, field).not.toHaveProperty(field);
    }
    expect(toMeilisearchDocument(byId(6))).not.toHaveProperty('bestTotalCents');
    expect(toMeilisearchDocument(byId(19)).tcg).toBe('pokemon');
    expect(toMeilisearchDocument(byId(19)).tcgOptions).toEqual(['pokemon|Pokémon']);
  });

  it('reads the hit card back as the contract expects it', () => {
    expect(hitOf(retrieved(toMeilisearchDocument(byId(4))))).toEqual({
      id: 4,
      slug: 'catan-das-spiel-4',
      title: 'Catan – Das Spiel',
      group: 'brettspiele',
      productType: 'game',
      publisher: 'Kosmos',
      releaseYear: 1995,
      playersFrom: 3,
      playersTo: 4,
      playingTimeMinutes: 75,
      ageFrom: 10,
      coverImageId: 1004,
      bestPriceCents: 2799,
      bestTotalCents: 3294,
      availability: 'is_available',
      dealerCount: 3,
      rating: 4.2,
      realDiscount: false,
      realDiscountPercent: null,
      discountPercent: 0,
    });
    // a real discount's size comes back with the hit
    expect(hitOf(retrieved(toMeilisearchDocument(byId(1))))).toMatchObject({
      realDiscount: true,
      realDiscountPercent: 12,
    });
    const accessory = hitOf(retrieved(toMeilisearchDocument(byId(16))));
    expect(accessory).toMatchObject({ releaseYear: null, playersFrom: null, rating: null, ageFrom: null });
    const unpublished = makeDocument({ id: 99, title: 'Ohne Verlag', publishers: [], coverImageId: null });
    expect(hitOf(retrieved(toMeilisearchDocument(unpublished)))).toMatchObject({
      publisher: null,
      coverImageId: null,
    });
  });

  it('splits options at the first separator', () => {
    expect(decodeOption(encodeOption({ key: '3-hans-im-glueck', label: 'Hans | im Glück' }))).toEqual({
      key: '3-hans-im-glueck',
      label: 'Hans | im Glück',
    });
    expect(decodeOption('plain')).toEqual({ key: 'plain', label: 'plain' });
  });

  it('stores folded searchable text in ranking groups', () => {
    const stored = toMeilisearchDocument(
      makeDocument({
        id: 98,
        title: 'Das Würfel-Bingo',
        description: 'Größenwahn hinter der Tür',
        designers: [PUBLISHERS.hig],
        categories: [{ id: 1, slug: 'wuerfelspiele', name: 'Würfelspiele' }],
      }),
    );
    expect(stored.titleFolded).toBe('das wurfel bingo wurfelbingo');
    expect(stored.peopleFolded).toEqual(['hans im gluck']);
    expect(stored.taxonomyFolded).toEqual(['wurfelspiele']);
    expect(stored.descriptionFolded).toBe('grossenwahn hinter der tur');
  });
});

describe('folded text and queries', () => {
  it('makes German spellings meet on both sides', () => {
    expect(foldedQuery('wuerfel ')).toBe('wurfel ');
    expect(foldedQuery('wurfel ')).toBe('wurfel ');
    expect(foldedQuery('würfel ')).toBe('wurfel ');
    expect(foldedQuery('TÜR ')).toBe(foldedQuery('tuer '));
    expect(foldedQuery('GRÖSSENWAHN')).toBe(foldedText('Größenwahn'));
  });

  it('keeps the last word a prefix only while it is being typed', () => {
    expect(foldedQuery('Azu')).toBe('azu');
    expect(foldedQuery('Azu ')).toBe('azu ');
    expect(foldedQuery('Catan: Seef')).toBe('catan seef');
    expect(foldedQuery('Catan!')).toBe('catan ');
    expect(foldedQuery('  ?! ')).toBe('');
    expect(foldedQuery(undefined)).toBe('');
  });

  it('gives a title and the same words in any order or spelling one exact-title key', () => {
    expect(titleKey('Catan – Das Spiel')).toBe(queryTitleKey(['das spiel catan ']));
    expect(titleKey('Größenwahn')).toBe(queryTitleKey(['groessenwahn']));
    expect(titleKey('Dominion')).not.toBe(titleKey('Dominion: Intrige'));
    expect(queryTitleKey(['Das Spiel', 'Catan'])).toBe(titleKey('Catan – Das Spiel'));
    expect(queryTitleKey(['', undefined])).toBeNull();
  });
});
