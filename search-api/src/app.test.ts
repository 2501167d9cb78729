import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  healthResponseSchema,
  jobQueuesResponseSchema,
  PERMISSIONS,
  readyResponseSchema,
  sessionResponseSchema,
} from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { hashSessionId, SESSION_COOKIE } from './accounts/find-session';
import { createApp } from './app';

describe(`search-api (${testMode()} mode)`, () => {
  let platform: Platform;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    app = createApp({ platform });
    const { db } = platform.database;
    await db.insert(t.publishers).values({ id: 1, slug: 'kosmos', name: 'Kosmos' });
    await db.insert(t.products).values([
      {
        id: 1,
        slug: 'catan',
        title: 'Catan',
        groupId: 3,
        publisherId: 1,
        popularity: 900,
        releaseYear: 1995,
        ratingCenti: 425,
      },
      { id: 2, slug: 'azul', title: 'Azul', groupId: 3, popularity: 800 },
      { id: 3, slug: 'wizard', title: 'Wizard', groupId: 5, popularity: 700 },
    ]);
    await db.insert(t.productPriceStats).values({
      productId: 1,
      bestPriceCents: 2999,
      bestTotalCents: 3494,
      availability: 'is_available',
      dealerCount: 3,
    });
    await db.insert(t.mediaFiles).values({
      id: 7,
      productId: 1,
      isCover: true,
      storageKey: 'covers/catan.svg',
      contentType: 'image/svg+xml',
    });
    await platform.files.put(
      'covers/catan.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#264653"/></svg>',
      'image/svg+xml',
    );
    await db.insert(t.users).values({
      uuid: '0b6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
      email: 'lea@example.com',
      displayName: 'Lea',
      verified: true,
      permissions: ['influencers_recommendationList_add'],
    });
    await db.insert(t.sessions).values([
      {
        idHash: hashSessionId('valid-session'),
        userUuid: '0b6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      {
        idHash: hashSessionId('expired-session'),
        userUuid: '0b6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
        expiresAt: new Date(Date.now() - 1000),
      },
    ]);
  });
  afterAll(async () => {
    await platform?.close();
  });

  describe('GET /api/session/', () => {
    it('answers an anonymous session in the SPEC shape', async () => {
      const response = await app.request('/api/session/');
      expect(response.status).toBe(200);
      expect(sessionResponseSchema.parse(await response.json())).toEqual({
        data: { user: null, permissions: [] },
      });
    });

    it('answers the signed-in user and permissions for a valid session cookie', async () => {
      const response = await app.request('/api/session/', {
        headers: { cookie: `${SESSION_COOKIE}=valid-session` },
      });
      const body = sessionResponseSchema.parse(await response.json());
      expect(body.data.user).toMatchObject({ display_name: 'Lea', verified: true, user_type: 'user' });
      expect(body.data.permissions).toEqual(['influencers_recommendationList_add']);
    });

    it('treats expired and unknown sessions as anonymous', async () => {
      for (const value of ['expired-session', 'made-up']) {
        const response = await app.request('/api/session/', {
          headers: { cookie: `${SESSION_COOKIE}=${value}` },
        });
        expect(sessionResponseSchema.parse(await response.json()).data.user).toBeNull();
      }
    });

    it('answers 503 "service is in maintenance mode" in maintenance', async () => {
      const maintenanceApp = createApp({ platform, maintenance: true });
      const response = await maintenanceApp.request('/api/session/');
      expect(response.status).toBe(503);
      expect(apiErrorSchema.parse(await response.json()).error).toBe('service is in maintenance mode');
    });
  });

  describe('GET /api/images/{id}', () => {
    it('serves a stored SVG original as a raster image with a script-free policy', async () => {
      const response = await app.request('/api/images/7?w=450', { headers: { accept: 'image/webp' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).not.toContain('<svg');
    });

    it('answers 404 for unknown ids and 400 for widths off the breakpoints', async () => {
      expect((await app.request('/api/images/999')).status).toBe(404);
      expect((await app.request('/api/images/7?w=451')).status).toBe(400);
    });
  });

  describe('queue dashboard', () => {
    it('is only for operators: 401 anonymous, 403 without the permission, open with it', async () => {
      expect((await app.request('/api/admin/queues')).status).toBe(401);
      expect(
        (await app.request('/api/admin/queues', { headers: { cookie: `${SESSION_COOKIE}=valid-session` } }))
          .status,
      ).toBe(403);
      await platform.database.db.insert(t.users).values({
        uuid: '1c6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
        email: 'ops@example.com',
        displayName: 'Ops',
        verified: true,
        permissions: [PERMISSIONS.operator],
      });
      await platform.database.db.insert(t.sessions).values({
        idHash: hashSessionId('operator-session'),
        userUuid: '1c6f1c1e-3b4d-4c5e-8f90-1a2b3c4d5e6f',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const response = await app.request('/api/admin/queues', {
        headers: { cookie: `${SESSION_COOKIE}=operator-session` },
      });
      expect(response.status).toBe(200);
      if (platform.queue.mode === 'bullmq') expect(await response.text()).toContain('<!DOCTYPE html>');
      else
        expect(jobQueuesResponseSchema.parse(await response.json())).toMatchObject({
          data: { mode: 'in-process', dashboard_path: null, kinds: expect.any(Array) },
        });
    });
  });

  describe('health and errors', () => {
    it('reports liveness and readiness', async () => {
      const health = await app.request('/api/health');
      expect(health.status).toBe(200);
      expect(healthResponseSchema.parse(await health.json()).data.status).toBe('ok');
      const ready = await app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(readyResponseSchema.parse(await ready.json())).toMatchObject({
        data: { status: 'ready', database: true, queue: true },
      });
    });

    it('answers unknown API paths with the JSON error shape', async () => {
      const response = await app.request('/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(await response.json())).toMatchObject({ status: 404, error: 'not found' });
    });

    it("answers nginx's request id, and a new one for an id that could forge a log line", async () => {
      const passed = await app.request('/api/health', {
        headers: { 'x-request-id': '4f1c0e7a9b2d4c61a3e5f708' },
      });
      expect(passed.headers.get('x-request-id')).toBe('4f1c0e7a9b2d4c61a3e5f708');
      const forged = await app.request('/api/health', { headers: { 'x-request-id': 'a" level=fatal' } });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sets security headers', async () => {
      const response = await app.request('/api/health');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
});
