import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

function setup(options: { maxChars?: number } = {}) {
  let version = 'v1';
  let clock = 0;
  const renders: string[] = [];
  const cache = new PageCache({ version: () => version, ttlMs: 1000, now: () => clock, ...options });
  const renderer =
    (text: string, status = 200) =>
    async (nonce: string) => {
      renders.push(text);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(`<script nonce="${nonce}">${text}</script><p>${text}</p>`, {
        status,
        headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' },
      });
    };
  return {
    cache,
    renders,
    renderer,
    setVersion: (next: string) => (version = next),
    advance: (ms: number) => (clock += ms),
  };
}

describe('page cache for anonymous visitors', () => {
  it('answers the kept page with the nonce of each answer, rendering once', async () => {
    const { cache, renders, renderer } = setup();
    const first = await cache.serve('/a', 'nonce-one', renderer('A'));
    const second = await cache.serve('/a', 'nonce-two', renderer('B'));
    expect(await first.text()).toBe('<script nonce="nonce-one">A</script><p>A</p>');
    expect(await second.text()).toBe('<script nonce="nonce-two">A</script><p>A</p>');
    expect(second.headers.get('vary')).toBe('Cookie');
    expect(renders).toEqual(['A']);
    expect(cache.hits).toBe(1);
  });

  it('renders again as soon as the data version moves, never answering the old page', async () => {
    const { cache, renders, renderer, setVersion } = setup();
    await cache.serve('/a', 'n1', renderer('old price'));
    setVersion('v2');
    const after = await cache.serve('/a', 'n2', renderer('new price'));
    expect(await after.text()).toContain('new price');
    expect(renders).toEqual(['old price', 'new price']);
  });

  it('past its TTL answers the kept page once while one render replaces it', async () => {
    const { cache, renders, renderer, advance } = setup();
    await cache.serve('/a', 'n1', renderer('first'));
    advance(1500);
    const stale = await cache.serve('/a', 'n2', renderer('second'));
    expect(await stale.text()).toContain('first');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await cache.serve('/a', 'n3', renderer('third'))).text()).toContain('second');
    advance(60_000);
    expect(await (await cache.serve('/a', 'n4', renderer('fourth'))).text()).toContain('fourth');
    expect(renders).toEqual(['first', 'second', 'fourth']);
  });

  it('renders concurrent first visits of one address once', async () => {
    const { cache, renders, renderer } = setup();
    const answers = await Promise.all(
      ['n1', 'n2', 'n3'].map((nonce) => cache.serve('/a', nonce, renderer('A'))),
    );
    expect(renders).toEqual(['A']);
    expect(await answers[2]!.text()).toContain('nonce="n3"');
  });

  it('keeps neither errors nor redirects', async () => {
    const { cache, renders, renderer } = setup();
    expect((await cache.serve('/missing', 'n1', renderer('gone', 404))).status).toBe(404);
    expect((await cache.serve('/missing', 'n2', renderer('gone', 404))).status).toBe(404);
    expect(renders).toEqual(['gone', 'gone']);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used pages beyond its bound', async () => {
    const { cache, renders, renderer } = setup({ maxChars: 100 });
    await cache.serve('/a', 'n', renderer('A'));
    await cache.serve('/b', 'n', renderer('B'));
    await cache.serve('/a', 'n', renderer('A2'));
    await cache.serve('/c', 'n', renderer('C'));
    expect(cache.size).toBe(2);
    await cache.serve('/a', 'n', renderer('A3'));
    await cache.serve('/b', 'n', renderer('B2'));
    expect(renders).toEqual(['A', 'B', 'C', 'B2']);
  });

  it('answers gzip with each answer’s nonce spliced into the one compression of the page', async () => {
    const { cache, renders, renderer } = setup();
    await cache.serve('/a', 'n-first', renderer('Äpfel'));
    for (const nonce of ['n-second', 'n-third']) {
      const zipped = await cache.serve('/a', nonce, renderer('B'), true);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      const text = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8');
      expect(text).toBe(`<script nonce="${nonce}">Äpfel</script><p>Äpfel</p>`);
    }
    expect(renders).toEqual(['Äpfel']);
  });
});
