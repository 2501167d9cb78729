import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@spielraum/platform';
import { webRoutes } from './web';

describe('the service worker and the hashed assets as the web client serves them', () => {
  let distDir: string;
  let app: ReturnType<typeof webRoutes>;

  beforeAll(() => {
    // a build's top level as Vite writes it: public/ is copied as it is
    distDir = mkdtempSync(join(tmpdir(), 'spielraum-sw-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Spielraum</title>');
    copyFileSync(resolve(import.meta.dirname, '../../../web/public/sw.js'), join(distDir, 'sw.js'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'main-Bx1f2C3d.js'), 'console.log("Spielraum");');
    app = webRoutes(distDir, {
      fetchApi: () => Promise.reject(new Error('no API here')),
      publicUrl: 'http://localhost:3000',
      logger: createLogger({ level: 'silent', name: 'test' }),
    });
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('answers /sw.js as JavaScript that is revalidated, under a policy of its own', async () => {
    const response = await app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; object-src 'none'");
    const script = await response.text();
    expect(script).toContain("addEventListener('push'");
    expect(script).toContain("addEventListener('notificationclick'");
  });

  it('lets pages register it', async () => {
    const page = await app.request('/settings');
    expect(page.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('lets browsers keep a hashed asset for a year without asking again', async () => {
    const response = await app.request('/assets/main-Bx1f2C3d.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("Spielraum");');
    const missing = await app.request('/assets/gone-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
