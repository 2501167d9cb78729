import { Hono } from 'hono';
import {
  analyticsQuerySchema,
  serverMessage,
  type AnalyticsOverviewResponse,
  type DealerAnalyticsResponse,
} from '@spielraum/schema';
import type { Platform } from '@spielraum/platform';
import { analyticsPeriod } from '../../analytics/analytics-period';
import { readAnalyticsOverview } from '../../analytics/read-analytics-overview';
import { readDealerClickOuts } from '../../analytics/read-dealer-click-outs';
import { AppError } from '../../http/errors';
import { parseQuery, pathId } from '../../http/validate';

const unknownDealer = () => new AppError('not_found', { message: serverMessage('feedUploadUnknownDealer') });

/**
 * The operators' web analytics (behind the operator permission of every `admin/` call):
 * `GET admin/analytics/?days=` (page views and clicks on "zum Shop" per day, the top games with
 * their conversion, clicks per dealer) and `GET admin/analytics/dealers/{dealerId}/?days=` (one
 * dealer's clicks per day and game). Sums only: nothing in them points to a person.
 */
export function adminAnalyticsRoutes(platform: Platform) {
  const { database } = platform;
  return new Hono()
    .get('/admin/analytics/', async (c) => {
      const { days } = parseQuery(c, analyticsQuerySchema);
      c.header('Cache-Control', 'private, no-store');
      const answer: AnalyticsOverviewResponse = {
        data: await readAnalyticsOverview({ database, period: analyticsPeriod(days) }),
      };
      return c.json(answer);
    })
    .get('/admin/analytics/dealers/:dealerId/', async (c) => {
      const dealerId = pathId(c, 'dealerId', 'integer', unknownDealer);
      const { days } = parseQuery(c, analyticsQuerySchema);
      const data = await readDealerClickOuts({ database, dealerId, period: analyticsPeriod(days) });
      if (!data) throw unknownDealer();
      c.header('Cache-Control', 'private, no-store');
      const answer: DealerAnalyticsResponse = { data };
      return c.json(answer);
    });
}
