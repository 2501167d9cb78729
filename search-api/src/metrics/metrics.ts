import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { jobContracts, type Platform } from '@spielraum/platform';

/** The search calls whose latency is reported on its own (the list, the search box). */
const SEARCH_ROUTES: Record<string, string> = {
  '/filter/data/': 'list',
  '/suggest/': 'suggest',
};

/** Seconds: from a cached page (a millisecond) to a slow feed upload. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const SEARCH_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** Memory, CPU, event-loop delay and garbage collection of this process, set up once per process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'spielraum_' });
  }
  return processRegistry;
}

/** The text Prometheus reads: the process's metrics and the app's, in its exposition format. */
export async function exposition(metrics: Metrics): Promise<{ text: string; contentType: string }> {
  const merged = Registry.merge([processMetrics(), metrics.registry]);
  return { text: await merged.metrics(), contentType: merged.contentType };
}

export interface Metrics {
  registry: Registry;
  /** Times every API call by its route pattern (never the raw path: ids would explode the series). */
  middleware: MiddlewareHandler;
}

/**
 * The Prometheus metrics of one API process (`GET /api/metrics`). Request and search latency are
 * this process's own (Prometheus scrapes every replica); what the workers do, feed runs, alert
 * firings, notifications and the job queues, is read from the database and the queue at each
 * scrape, so any replica answers for the whole deployment.
 */
export function createMetrics(platform: Platform): Metrics {
  const registry = new Registry();
  const http = new Histogram({
    name: 'spielraum_http_request_duration_seconds',
    help: 'API calls by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const search = new Histogram({
    name: 'spielraum_search_duration_seconds',
    help: 'Searches of the game list and the search box, answered by this process',
    labelNames: ['endpoint'] as const,
    buckets: SEARCH_BUCKETS,
    registers: [registry],
  });
  registerDatabaseGauges(platform, registry);

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      // after next(): the pattern of the handler that answered; unmatched paths share one series
      const matched = routePath(c).replace(/^\/api/, '');
      const route = matched === '' || matched.endsWith('*') ? 'unmatched' : matched;
      http.observe({ method: c.req.method, route, status: String(c.res.status) }, seconds);
      const endpoint = SEARCH_ROUTES[route];
      if (endpoint && c.res.status < 400) search.observe({ endpoint }, seconds);
    }
  };
  return { registry, middleware };
}

/** Gauges filled from the database and the queue when Prometheus asks. */
function registerDatabaseGauges(platform: Platform, registry: Registry): void {
  const { database, queue } = platform;
  new Gauge({
    name: 'spielraum_queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed, completed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await Promise.all(jobContracts.map((job) => queue.counts(job.name)));
      jobContracts.forEach((job, index) => {
        for (const [state, count] of Object.entries(counts[index]!))
          this.set({ queue: job.name, state }, count);
      });
    },
  });
  new Gauge({
    name: 'spielraum_feed_runs',
    help: 'Feed runs by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ kind: string; status: string; runs: number }>(
        sql`select kind, status, count(*)::int as runs from feed_runs group by kind, status`,
      );
      for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.runs));
    },
  });
  new Gauge({
    name: 'spielraum_feed_run_rows',
    help: 'Rows of all feed runs by kind and outcome (applied, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ kind: string; applied: number; failed: number }>(
        sql`select kind, coalesce(sum(rows_applied), 0)::bigint as applied,
                   coalesce(sum(rows_failed), 0)::bigint as failed
            from feed_runs group by kind`,
      );
      for (const row of rows) {
        this.set({ kind: row.kind, outcome: 'applied' }, Number(row.applied));
        this.set({ kind: row.kind, outcome: 'failed' }, Number(row.failed));
      }
    },
  });
  new Gauge({
    name: 'spielraum_feed_run_duration_seconds',
    help: 'Duration of the feed runs that ended in the last 24 hours: median, 90th percentile, longest',
    labelNames: ['kind', 'quantile'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ kind: string; p50: number; p90: number; longest: number }>(
        sql`select kind,
                   percentile_cont(0.5) within group (order by seconds) as p50,
                   percentile_cont(0.9) within group (order by seconds) as p90,
                   max(seconds) as longest
            from (select kind, extract(epoch from finished_at - started_at) as seconds
                  from feed_runs
                  where finished_at > now() - interval '24 hours' and started_at is not null) ended
            group by kind`,
      );
      for (const row of rows) {
        this.set({ kind: row.kind, quantile: '0.5' }, Number(row.p50));
        this.set({ kind: row.kind, quantile: '0.9' }, Number(row.p90));
        this.set({ kind: row.kind, quantile: '1' }, Number(row.longest));
      }
    },
  });
  new Gauge({
    name: 'spielraum_alerts',
    help: 'Alerts by kind and state (armed: waiting for its price; fired: waiting to re-arm; paused)',
    labelNames: ['kind', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ kind: string; state: string; alerts: number }>(
        sql`select kind,
                   case when paused then 'paused' when armed then 'armed' else 'fired' end as state,
                   count(*)::int as alerts
            from alerts group by 1, 2`,
      );
      for (const row of rows) this.set({ kind: row.kind, state: row.state }, Number(row.alerts));
    },
  });
  new Gauge({
    name: 'spielraum_alert_crossings',
    help: 'Times the alerts fired (threshold crossings) since they were created',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ kind: string; crossings: number }>(
        sql`select kind, coalesce(sum(crossings), 0)::bigint as crossings from alerts group by kind`,
      );
      for (const row of rows) this.set({ kind: row.kind }, Number(row.crossings));
    },
  });
  new Gauge({
    name: 'spielraum_notifications',
    help: 'Notifications by type and state (unread, read) and those still to be mailed',
    labelNames: ['type', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await database.query<{ type: string; unread: number; read: number; unmailed: number }>(
        sql`select type,
                   count(*) filter (where read_at is null)::int as unread,
                   count(*) filter (where read_at is not null)::int as read,
                   count(*) filter (where mailed_at is null)::int as unmailed
            from notifications group by type`,
      );
      for (const row of rows) {
        this.set({ type: row.type, state: 'unread' }, Number(row.unread));
        this.set({ type: row.type, state: 'read' }, Number(row.read));
        this.set({ type: row.type, state: 'unmailed' }, Number(row.unmailed));
      }
    },
  });
}

/** Whether a request carries the scrape token (`Authorization: Bearer …`), compared in constant time. */
export function carriesMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
