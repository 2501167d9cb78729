import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { generateSyntheticCatalogue } from '../../demo/synthetic';
import type { ProductRow } from '../types';
import { readProductJsonLines } from './product-jsonl';
import { readAll } from './testing';

const EMPTY_LISTS = {
  alternativeTitle: [],
  gameCategory: [],
  gameMechanism: [],
  gameMode: [],
  genre: [],
  tag: [],
  serie: [],
  license: [],
  illustrator: [],
  author: [],
  designer: [],
  award: [],
  publisher: [],
  language: [],
  component: [],
  color: [],
  mediaFiles: [],
  modelType: [],
  kitType: [],
  material: [],
  productVariant: [],
  bookType: [],
  weaponType: [],
  unitRole: [],
  format: [],
  specialFeatures: [],
  alliance: [],
  sports: [],
} satisfies Partial<ProductRow>;

describe('readProductJsonLines', () => {
  test('reads every SPEC §3 attribute', async () => {
    const record = {
      product_id: 7,
      product_version_id: '7-de',
      label: 'Azul (Deutsche Ausgabe)',
      alternative_title: 'Azul',
      sku: 'AZ-DE',
      gtin: '4002051693602',
      group: 'brettspiele',
      product_type: 'expansion',
      description: 'Fliesen legen.',
      game_category: ['Familienspiele', 'Legespiele'],
      game_mechanism: 'Plättchen legen',
      game_mode: ['kompetitiv'],
      genre: ['Abstrakt'],
      tag: ['Schnell erklärt', 'Schnell erklärt'],
      serie: ['Azul'],
      license: [],
      illustrator: ['Chris Quilliams'],
      author: [],
      designer: ['Michael Kiesling'],
      award: ['Spiel des Jahres 2018'],
      publisher: ['Plan B Games'],
      language: ['de'],
      component: ['Fliesen', 'Beutel'],
      number_of_players_from: 2,
      number_of_players_to: '4',
      playing_time: 45,
      release_year: 2017,
      age_from: 8,
      age_to: null,
      available_from: '2017-10-01',
      color: ['blau'],
      rating: '4,5',
      total_votes: 1200,
      media_files: [
        'https://img.example/azul.jpg',
        { imageUrl: 'https://img.example/azul-2.jpg', cover: false },
      ],
      fraction: 'Ordnung',
      number_of_pages: 12,
      bgg_id: '230802',
      model_type: ['Fliese'],
      unit_size: 100,
      scale: '1:1',
      kit_type: ['Grundspiel'],
      material: ['Kunststoff'],
      product_variant: ['Standard'],
      number_of_cards: 0,
      book_type: ['Regelheft'],
      weapon_type: ['keine'],
      unit_role: ['keine'],
      format: ['Box'],
      special_features: ['Solo-Modus'],
      alliance: ['keine'],
      sports: ['keine'],
      best_price: 2999,
    };
    const outcome = await readAll(readProductJsonLines, JSON.stringify({ ...record, number_of_cards: 52 }));
    expect(outcome.errors).toEqual([]);
    expect(outcome.rows).toEqual([
      {
        line: 1,
        productId: '7',
        productVersionId: '7-de',
        label: 'Azul (Deutsche Ausgabe)',
        alternativeTitle: ['Azul'],
        sku: 'AZ-DE',
        gtin: '4002051693602',
        group: 'brettspiele',
        productType: 'expansion',
        description: 'Fliesen legen.',
        gameCategory: ['Familienspiele', 'Legespiele'],
        gameMechanism: ['Plättchen legen'],
        gameMode: ['kompetitiv'],
        genre: ['Abstrakt'],
        tag: ['Schnell erklärt'],
        serie: ['Azul'],
        license: [],
        illustrator: ['Chris Quilliams'],
        author: [],
        designer: ['Michael Kiesling'],
        award: ['Spiel des Jahres 2018'],
        publisher: ['Plan B Games'],
        language: ['de'],
        component: ['Fliesen', 'Beutel'],
        numberOfPlayersFrom: 2,
        numberOfPlayersTo: 4,
        playingTime: 45,
        releaseYear: 2017,
        ageFrom: 8,
        ageTo: null,
        availableFrom: '2017-10-01',
        color: ['blau'],
        rating: 4.5,
        totalVotes: 1200,
        mediaFiles: ['https://img.example/azul.jpg', 'https://img.example/azul-2.jpg'],
        fraction: 'Ordnung',
        numberOfPages: 12,
        bggId: 230802,
        modelType: ['Fliese'],
        unitSize: 100,
        scale: '1:1',
        kitType: ['Grundspiel'],
        material: ['Kunststoff'],
        productVariant: ['Standard'],
        numberOfCards: 52,
        bookType: ['Regelheft'],
        weaponType: ['keine'],
        unitRole: ['keine'],
        format: ['Box'],
        specialFeatures: ['Solo-Modus'],
        alliance: ['keine'],
        sports: ['keine'],
      } satisfies ProductRow,
    ]);
  });

  test('defaults: product_type game, empty description and lists', async () => {
    const outcome = await readAll(
      readProductJsonLines,
      '{"product_id":"P","label":"Spiel","group":"kartenspiele"}',
    );
    expect(outcome.rows).toEqual([
      {
        line: 1,
        productId: 'P',
        productVersionId: null,
        label: 'Spiel',
        sku: null,
        gtin: null,
        group: 'kartenspiele',
        productType: 'game',
        description: '',
        numberOfPlayersFrom: null,
        numberOfPlayersTo: null,
        playingTime: null,
        releaseYear: null,
        ageFrom: null,
        ageTo: null,
        availableFrom: null,
        rating: null,
        totalVotes: null,
        fraction: null,
        numberOfPages: null,
        bggId: null,
        unitSize: null,
        scale: null,
        numberOfCards: null,
        ...EMPTY_LISTS,
      } satisfies ProductRow,
    ]);
  });

  test('bad products are row errors naming the attribute', async () => {
    const lines = [
      { label: 'Ohne Id', group: 'brettspiele' },
      { product_id: 1, label: 'X', group: 'videospiele', product_type: 'dlc', gtin: '4002051693603' },
      { product_id: 2, label: 'X', group: 'brettspiele', number_of_players_from: 4, number_of_players_to: 2 },
      {
        product_id: 3,
        label: 'X',
        group: 'brettspiele',
        rating: 7,
        release_year: 'bald',
        designer: [{ name: 'A' }],
      },
      { product_id: 4, label: 'Gr\uFFFDe', group: 'brettspiele' },
    ]
      .map((line) => JSON.stringify(line))
      .join('\n');
    const outcome = await readAll(readProductJsonLines, lines);
    expect(outcome.rows).toEqual([]);
    expect(outcome.errors.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 1, reason: 'product_id: missing' },
      {
        line: 2,
        reason:
          'gtin: 4002051693603 has a wrong check digit; group: "videospiele" is unknown; product_type: "dlc" is unknown',
      },
      { line: 3, reason: 'number_of_players_to: 2 is below number_of_players_from 4' },
      {
        line: 4,
        reason:
          'rating: 7 is out of range (0 to 5); release_year: "bald" is not a whole number; designer: expected text or a number',
      },
      { line: 5, reason: 'encoding: replacement characters in label' },
    ]);
  });

  test("reads the synthetic benchmark catalogue's products.jsonl", async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'spielraum-products-'));
    try {
      const result = await generateSyntheticCatalogue({
        products: 500,
        offers: 10,
        dealers: 1,
        seed: 7,
        outDir,
      });
      const outcome = await readAll(readProductJsonLines, createReadStream(result.productFile));
      expect(outcome.errors).toEqual([]);
      expect(outcome.rows).toHaveLength(500);
      expect(outcome.rows[0]).toMatchObject({ line: 1, productId: '1', productVersionId: '1', sku: 'SYN-1' });
      expect(outcome.rows.every((row) => row.publisher.length === 1 && row.gtin?.length === 13)).toBe(true);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
