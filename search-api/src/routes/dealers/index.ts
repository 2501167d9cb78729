import { Hono } from 'hono';
import { dealerSlugSchema, type DealerResponse, type DealersResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { listDealers } from '../../dealers/list-dealers';
import { dealerNotFound, readDealer } from '../../dealers/read-dealer';

/**
 * The public dealer directory (SPEC §2 `dealers-details`): `GET dealers/` lists the active
 * dealers, `GET dealers/{slug}/` answers one with its games. Inactive, unknown and malformed
 * slugs are the same 404. The logic lives in `src/dealers/`.
 */
export function dealerRoutes(platform: Platform) {
  const { database } = platform;
  return new Hono()
    .get('/dealers/', async (c) => {
      const answer: DealersResponse = { data: { dealers: await listDealers({ db: database.db }) } };
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    })
    .get('/dealers/:slug/', async (c) => {
      const slug = dealerSlugSchema.safeParse(c.req.param('slug'));
      if (!slug.success) throw dealerNotFound();
      const answer: DealerResponse = { data: { dealer: await readDealer({ database, slug: slug.data }) } };
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    });
}
