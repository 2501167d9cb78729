import { filterDataResponseSchema, type GameCard } from '@spielraum/schema';
import { useEffect, useState } from 'react';
import { apiGet, type RequestOptions } from '../api/client';

/** Fewer typed characters match too much of the catalogue to be worth asking. */
export const GAME_SEARCH_MIN_LENGTH = 2;

/**
 * Games whose title or text matches `term`: the game list's own search (`filter/data/`),
 * ignored games included, since the user's own list of ignored games says nothing about what
 * an article may feature or a recommendation list may hold.
 */
async function searchGames(term: string, options: RequestOptions = {}) {
  const query = new URLSearchParams({ term, rowsPerPage: '8', 'show-ignored': '1' });
  const answer = await apiGet('filter/data/', filterDataResponseSchema, { ...options, query });
  return answer.data.hits;
}

/**
 * Games matching the typed title for a type-ahead, asked 250 ms after the last key so typing
 * does not send a request per character; a newer term aborts the older request, and hits are
 * only returned for the term they were found for, so a late answer never shows stale games.
 */
export function useGameSearch(search: string): GameCard[] {
  const [hits, setHits] = useState<{ term: string; games: GameCard[] }>({ term: '', games: [] });
  const term = search.trim();
  useEffect(() => {
    if (term.length < GAME_SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchGames(term, { signal: controller.signal }).then(
        (games) => setHits({ term, games }),
        () => undefined,
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  return term.length >= GAME_SEARCH_MIN_LENGTH && hits.term === term ? hits.games : [];
}
