import { Hono } from 'hono';
import type { GamePageResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { findGamePage } from '../../catalogue/find-game-page';
import { isGameSlug } from '../../catalogue/game-slug';
import { AppError } from '../../http/errors';

/**
 * `GET /api/game/{slug}/`: everything the game page shows. SPEC §7 does not show the game-data
 * call; it is designed in the style of the SPEC calls (path under /api with a trailing slash,
 * answer `{ data: … }`, errors in the one error shape). An unknown or malformed slug is a 404.
 */
export function gamePageRoutes(platform: Platform) {
  return new Hono().get('/game/:slug/', async (c) => {
    const slug = c.req.param('slug');
    const data = isGameSlug(slug) ? await findGamePage({ database: platform.database, slug }) : null;
    if (!data) throw new AppError('not_found', { message: 'Dieses Spiel gibt es bei Spielraum nicht.' });
    const body: GamePageResponse = { data };
    // prices change with every feed; a minute of shared caching keeps pages fresh enough
    c.header('cache-control', 'public, max-age=60');
    return c.json(body);
  });
}
