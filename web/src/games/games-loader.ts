import { isCategorySlug, type CategorySlug, type GameCard } from '@spielraum/schema';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { fetchGames } from '../api/client';

/** Cards per page of the games list. */
export const GAMES_PER_PAGE = 24;

const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

/** The `?page=` of a games URL; anything missing or invalid is page 1. */
export function parsePage(searchParams: URLSearchParams): number {
  return pageSchema.parse(searchParams.get('page') ?? undefined);
}

/** The URL search of another page, keeping the other parameters; page 1 is left out of URLs. */
export function searchForPage(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const search = next.toString();
  return search === '' ? '' : `?${search}`;
}

export interface GamesPageData {
  category: CategorySlug | null;
  page: number;
  total: number;
  hits: GameCard[];
}

/**
 * Loader of /games and /games/:cat. An unknown category redirects to /games (SPEC §2); API
 * failures are thrown on to the error page.
 */
export async function gamesLoader({ request, params }: LoaderFunctionArgs): Promise<GamesPageData> {
  const category = params.cat;
  if (category !== undefined && !isCategorySlug(category)) throw redirect('/games');

  const page = parsePage(new URL(request.url).searchParams);
  const response = await fetchGames(
    { page, rowsPerPage: GAMES_PER_PAGE, category },
    { signal: request.signal, baseUrl: request.url },
  );
  return { category: category ?? null, page, ...response.data };
}
