import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { TestBrowser } from '../accounts/testing';
import { createApp } from '../app';
import { RATE_LIMITS } from '../rate-limit/limits';

describe(`client address behind the trusted proxy (${testMode()} mode)`, () => {
  let platform: Platform;

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform.close();
  });

  it('counts logins by the address the proxy appended, whatever the client wrote before it', async () => {
    const app = createApp({ platform, trustProxy: true });
    const browser = new TestBrowser(app);
    await browser.session();
    const statuses: number[] = [];
    const attempts = RATE_LIMITS.loginPerIp.limit + 5;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw
      const response = await browser.request('/api/login/', {
        method: 'POST',
        json: { email: `nobody-${attempt}@example.com`, password: 'falsch-falsch' },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts - RATE_LIMITS.loginPerIp.limit);
  });

  it('trusts as many appended addresses as there are proxies', async () => {
    const app = createApp({ platform, trustProxy: 2 });
    const browser = new TestBrowser(app);
    await browser.session();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.loginPerIp.limit; attempt += 1) {
      const response = await browser.request('/api/login/', {
        method: 'POST',
        json: { email: `someone-${attempt}@example.com`, password: 'falsch-falsch' },
        // client-written, then the load balancer's view of the client, then nginx's view of the balancer
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.9, 10.0.0.2` },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
  });

  it('answers every 429 with Retry-After in seconds until the window ends', async () => {
    const app = createApp({ platform, trustProxy: true });
    const browser = new TestBrowser(app);
    await browser.session();
    let refused: Response | undefined;
    for (let attempt = 0; attempt <= RATE_LIMITS.signupPerIp.limit && !refused; attempt += 1) {
      const response = await browser.request('/api/signup/', {
        method: 'POST',
        json: {
          display_name: `Neu ${attempt}`,
          email: `neu-${attempt}@example.com`,
          email_confirmation: `neu-${attempt}@example.com`,
          password: 'ein-gutes-passwort',
          password_confirmation: 'ein-gutes-passwort',
        },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      if (response.status === 429) refused = response;
    }
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.signupPerIp.windowMs / 1000);
  });
});
