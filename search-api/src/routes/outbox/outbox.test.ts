import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@spielraum/schema';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { createTestUser, TestBrowser } from '../../accounts/testing';
import { createApp } from '../../app';

/** The app on a real loopback socket, so the outbox sees the peer address a browser would have. */
async function listen(app: ReturnType<typeof createApp>): Promise<{ server: ServerType; base: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, base: `http://127.0.0.1:${info.port}` }),
    );
  });
}

describe(`outbox page (${testMode()} mode)`, () => {
  let platform: Platform;
  let server: ServerType;
  let base: string;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    platform = await createTestPlatform();
    // one proxy of ours in front, as behind the deployment's nginx
    app = createApp({ platform, trustProxy: true, sessionSecret: 'outbox-test-'.padEnd(40, 'x') });
    ({ server, base } = await listen(app));
    await platform.mailer.send({
      to: 'lea@example.com',
      subject: 'Passwort zurücksetzen',
      text: 'https://spielraum.test/newpassword/00000000-0000-0000-0000-000000000000/geheimer-link',
    });
    await createTestUser(platform.database.db, {
      email: 'betrieb@example.com',
      password: 'richtig-geheim',
      permissions: [PERMISSIONS.operator],
    });
    await createTestUser(platform.database.db, { email: 'mia@example.com', password: 'richtig-geheim' });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await platform.close();
  });

  it('shows the mails to a browser on the same machine', async () => {
    const response = await fetch(`${base}/outbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('geheimer-link');
  });

  it('shows a mail’s HTML part in a sandboxed frame without scripts, next to its text part with plain links', async () => {
    await platform.mailer.send({
      to: 'ida@example.com',
      subject: 'Bitte bestätige deine E-Mail Adresse',
      text: 'E-Mail Adresse bestätigen https://spielraum.test/verification/00000000-0000-0000-0000-000000000001/ida-link',
      html: '<!doctype html><html><body><p>Hallo &amp; willkommen</p><a href="https://spielraum.test/verification/00000000-0000-0000-0000-000000000001/ida-link">Bestätigen</a><script>alert(1)</script></body></html>',
    });
    const response = await fetch(`${base}/outbox`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const page = await response.text();
    const article = page.split('<article>').find((part) => part.includes('ida@example.com'))!;
    const frame = /<iframe([^>]*)>/.exec(article)?.[1] ?? '';
    expect(frame).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame).not.toContain('allow-scripts');
    expect(frame).not.toContain('allow-same-origin');
    // the HTML is the frame's document, escaped in the attribute: nothing of it is the page's markup
    expect(frame).toContain('srcdoc="&lt;!doctype html&gt;');
    expect(frame).toContain('Hallo &amp;amp; willkommen');
    expect(article).not.toContain('<script>');
    // the journeys follow the text part's links, which stay links of the page itself
    expect(article).toContain(
      '<a href="https://spielraum.test/verification/00000000-0000-0000-0000-000000000001/ida-link">',
    );
  });

  it('answers 404 to anyone else, also to a signed-in user who is no operator', async () => {
    // the proxy tells that the visitor came from another machine
    const remote = { 'x-forwarded-for': '203.0.113.5' };
    const visitor = await fetch(`${base}/outbox`, { headers: remote });
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).not.toContain('geheimer-link');

    const user = new TestBrowser(app);
    await user.session();
    expect((await user.login('mia@example.com', 'richtig-geheim')).status).toBe(200);
    const signedIn = await user.request('/outbox', { headers: remote });
    expect(signedIn.status).toBe(404);
    // in-process requests have no address at all: refused as well
    expect((await app.request('/outbox')).status).toBe(404);
  });

  it('shows the mails to an operator wherever they are', async () => {
    const operator = new TestBrowser(app);
    await operator.session();
    expect((await operator.login('betrieb@example.com', 'richtig-geheim')).status).toBe(200);
    const response = await operator.request('/outbox', { headers: { 'x-forwarded-for': '203.0.113.6' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('geheimer-link');
  });
});
