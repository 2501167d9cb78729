import { Hono } from 'hono';
import type { Platform } from '@spielraum/platform';
import { carriesMetricsToken, exposition, type Metrics } from '../../metrics/metrics';
import { requireOperator } from '../admin/index';

/**
 * `GET /api/metrics` in Prometheus's text format: for a scraper with the token
 * (`Authorization: Bearer $METRICS_TOKEN`), or a signed-in operator looking at it in the
 * browser (401 anonymous, 403 other users).
 */
export function metricsRoutes(platform: Platform, metrics: Metrics, token: string | undefined) {
  const operatorOnly = requireOperator(platform);
  return new Hono()
    .use('/metrics', async (c, next) => {
      if (carriesMetricsToken(c.req.header('authorization'), token)) return next();
      return operatorOnly(c, next);
    })
    .get('/metrics', async (c) => {
      const { text, contentType } = await exposition(metrics);
      c.header('Cache-Control', 'no-store');
      return c.body(text, 200, { 'content-type': contentType });
    });
}
