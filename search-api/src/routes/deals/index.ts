import { Hono } from 'hono';
import { dealsQuerySchema, type DealsResponse } from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { listDeals } from '../../deals/list-deals';
import { parseQuery } from '../../http/validate';

/** "Preisstürze" (`GET deals/?category=&page=`): real discounts, the biggest first. Logic in `src/deals/`. */
export function dealRoutes(platform: Platform) {
  return new Hono().get('/deals/', async (c) => {
    const { category = null, page = 1 } = parseQuery(c, dealsQuerySchema);
    const answer: DealsResponse = { data: await listDeals({ database: platform.database, category, page }) };
    c.header('cache-control', 'public, max-age=60');
    return c.json(answer);
  });
}
