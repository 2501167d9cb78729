import { healthResponseSchema, readyResponseSchema, sessionResponseSchema } from '@spielraum/schema';
import type { ApiArea } from '../area';

export const systemArea: ApiArea = {
  tag: 'System',
  description: 'Liveness, readiness, metrics, the session and this description.',
  operations: [
    {
      method: 'get',
      path: '/api/health',
      summary: 'Liveness: the process answers',
      access: 'public',
      response: healthResponseSchema,
    },
    {
      method: 'get',
      path: '/api/ready',
      summary: 'Readiness: the database and the job queue answer',
      description: 'Answers 503 with the same shape, saying which part does not answer.',
      access: 'public',
      response: readyResponseSchema,
      otherResponses: { 503: readyResponseSchema },
    },
    {
      method: 'get',
      path: '/api/metrics',
      summary: 'Prometheus metrics (text exposition format)',
      description:
        'For a scraper with `Authorization: Bearer $METRICS_TOKEN`, or a signed-in operator in the browser.',
      access: 'metrics',
      response: {
        description: 'The metrics in Prometheus text format.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    },
    {
      method: 'get',
      path: '/api/session/',
      summary: 'The current session: the signed-in user (null for visitors) and their permissions',
      description:
        'Also hands out the anti-forgery cookie `XSRF-TOKEN` when the browser has none valid (as every safe call does). 503 in maintenance mode.',
      access: 'optional-user',
      response: sessionResponseSchema,
      errors: [503],
    },
    {
      method: 'get',
      path: '/api/openapi.json',
      summary: 'This OpenAPI 3.1 description of the API',
      access: 'public',
      response: {
        description: 'The OpenAPI document.',
        content: { 'application/json': { schema: { type: 'object' } } },
      },
      cacheControl: 'public, max-age=3600',
    },
    {
      method: 'get',
      path: '/api/docs',
      summary: 'The API reference as a readable page, rendered from this description',
      access: 'public',
      response: {
        description: 'An HTML page without scripts or third-party resources.',
        content: { 'text/html': { schema: { type: 'string' } } },
      },
      cacheControl: 'public, max-age=3600',
    },
  ],
};
