import type { GameCard } from '@spielraum/schema';
import { vi } from 'vitest';

/** Test data for the search client: answers recorded from the search API with demo data. */

export interface FilterDataAnswer {
  total: number;
  page: number;
  rowsPerPage: number;
  hits: GameCard[];
  facets: Record<string, { key: string; label: string; count: number }[]>;
  facetStats: Record<string, { min: number; max: number }>;
}

/** `GET /api/filter/data/?rowsPerPage=3&filter-spielkategorien=1-familienspiele` (facets shortened). */
export const familyGamesAnswer: FilterDataAnswer = {
  total: 115,
  page: 1,
  rowsPerPage: 3,
  hits: [
    {
      product_id: 10,
      slug: 'sky-team',
      title: 'Sky Team',
      category: 'brettspiele',
      product_type: 'game',
      publisher: 'Kosmos',
      release_year: 2023,
      number_of_players_from: 2,
      number_of_players_to: 2,
      playing_time: 20,
      age_from: 12,
      cover_image_id: 10,
      best_price: 2549,
      best_total: 2849,
      availability: 'is_available',
      dealer_count: 5,
      rating: null,
      real_discount: true,
      real_discount_percent: 14,
    },
    {
      product_id: 56,
      slug: 'dorfromantik-das-brettspiel',
      title: 'Dorfromantik – Das Brettspiel',
      category: 'brettspiele',
      product_type: 'game',
      publisher: 'Pegasus Spiele',
      release_year: 2022,
      number_of_players_from: 1,
      number_of_players_to: 6,
      playing_time: 45,
      age_from: 8,
      cover_image_id: 56,
      best_price: 3699,
      best_total: 4048,
      availability: 'is_available',
      dealer_count: 3,
      rating: 4.52,
      real_discount: true,
      real_discount_percent: 0,
    },
    {
      product_id: 50,
      slug: 'kingdomino',
      title: 'Kingdomino',
      category: 'brettspiele',
      product_type: 'game',
      publisher: 'Pegasus Spiele',
      release_year: 2016,
      number_of_players_from: 2,
      number_of_players_to: 4,
      playing_time: 15,
      age_from: 8,
      cover_image_id: 50,
      best_price: 1849,
      best_total: 1849,
      availability: 'is_available',
      dealer_count: 4,
      rating: 4.53,
      real_discount: false,
      real_discount_percent: null,
    },
  ],
  facets: {
    groups: [
      { key: 'brettspiele', label: 'Brettspiele', count: 82 },
      { key: 'kartenspiele', label: 'Kartenspiele', count: 33 },
    ],
    publishers: [
      { key: '10-asmodee', label: 'Asmodee', count: 16 },
      { key: '1-kosmos', label: 'Kosmos', count: 13 },
      { key: '3-ravensburger', label: 'Ravensburger', count: 11 },
    ],
    categories: [
      { key: '1-familienspiele', label: 'Familienspiele', count: 115 },
      { key: '2-strategiespiele', label: 'Strategiespiele', count: 79 },
      { key: '15-kooperative-spiele', label: 'Kooperative Spiele', count: 62 },
      { key: '16-kennerspiele', label: 'Kennerspiele', count: 56 },
    ],
    availability: [
      { key: 'is_available', label: 'is_available', count: 111 },
      { key: 'not_available_reordered', label: 'not_available_reordered', count: 2 },
    ],
  },
  facetStats: {
    price: { min: 999, max: 4789 },
    yearOfPublication: { min: 1971, max: 2023 },
    playTime: { min: 10, max: 90 },
    minAge: { min: 4, max: 14 },
    players: { min: 1, max: 16 },
  },
};

/** A `filter/data/` answer with other numbers, for calls that must be told apart. */
export function filterDataAnswer(overrides: Partial<FilterDataAnswer> = {}): FilterDataAnswer {
  return { ...familyGamesAnswer, ...overrides };
}

/** Answers of the fake search API: a `filter/data/` answer, or a whole Response. */
export type SearchApiAnswer = (url: URL) => FilterDataAnswer | Response;

/**
 * Replaces fetch with a fake search API. `filter/data/` calls get `answer(url)` (default:
 * familyGamesAnswer); `requests` lists every requested path with its query, as sent.
 */
export function stubSearchApi(answer: SearchApiAnswer = () => familyGamesAnswer) {
  const requests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const sent = input instanceof Request ? input.url : String(input);
    requests.push(sent);
    const url = new URL(sent, 'http://localhost');
    const value = answer(url);
    return value instanceof Response ? value : Response.json({ data: value });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** The query of a requested URL as readable text (commas unescaped). */
export function readable(request: string | undefined): string {
  return decodeURIComponent(request ?? '');
}
