import { isCategorySlug, type GamePage } from '@spielraum/schema';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiRequestError, fetchGamePage } from '../api/client';

/**
 * Loader of /games/:cat/:slug. An unknown category redirects to /games (SPEC §2); an unknown
 * game is a 404 (the German not-found page, with status 404 on the server); a game asked for
 * under another category is sent to its one canonical address.
 */
export async function gameLoader({ request, params }: LoaderFunctionArgs): Promise<GamePage> {
  const { cat = '', slug = '' } = params;
  if (!isCategorySlug(cat)) throw redirect('/games');
  try {
    const response = await fetchGamePage(slug, { signal: request.signal, baseUrl: request.url });
    const game = response.data;
    if (game.product.category !== cat) {
      throw redirect(`/games/${game.product.category}/${game.product.slug}`, 301);
    }
    return game;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
