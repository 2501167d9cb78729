import { Hono } from 'hono';
import { gameListQuerySchema, isCategorySlug, type GameListResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/indexer';
import { listGames } from '../../catalogue/list-games';
import { AppError } from '../../http/errors';
import { parseQuery } from '../../http/validate';

/** `GET /api/games/`: a page of the catalogue, optionally of one SPEC category. */
export function gameRoutes(platform: Platform) {
  return new Hono().get('/games/', async (c) => {
    const query = parseQuery(c, gameListQuerySchema);
    if (query.category !== undefined && !isCategorySlug(query.category)) {
      throw new AppError('bad_request', { fields: { category: 'Unbekannte Kategorie' } });
    }
    const data = await listGames({ db: platform.database.db, ...query });
    const body: GameListResponse = { data };
    return c.json(body);
  });
}
