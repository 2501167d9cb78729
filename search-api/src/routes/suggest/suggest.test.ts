import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, suggestResponseSchema } from '@spielraum/schema';
import * as t from '@spielraum/schema/db';
import { testMode } from '@spielraum/schema/testing';
import type { Platform } from '@spielraum/platform';
import { seedDemoData } from '@spielraum/indexer/demo';
import { createTestPlatform } from '@spielraum/indexer/testing';
import { eq } from 'drizzle-orm';
import { hashSessionId, SESSION_COOKIE } from '../../accounts/find-session';
import { createApp } from '../../app';
import { createBitmapEngine } from '../../engine/bitmap-engine';
import { SearchReplica } from '../../search/replica';

describe(`search box suggestions over the demo catalogue (${testMode()} mode)`, () => {
  let platform: Platform;
  let replica: SearchReplica;
  let app: ReturnType<typeof createApp>;
  const userUuid = '5b0e8c7a-2f41-4d8e-9a3c-6f1d2e3b4a5c';
  const cookie = `${SESSION_COOKIE}=suggest-session`;

  const suggest = async (q: string, headers: Record<string, string> = {}) => {
    const response = await app.request(`/api/suggest/?q=${encodeURIComponent(q)}`, { headers });
    expect(response.status, q).toBe(200);
    return suggestResponseSchema.parse(await response.json()).data;
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    await seedDemoData({ platform, logger: platform.logger });
    replica = new SearchReplica(createBitmapEngine(), platform.database, platform.logger);
    await replica.load();
    app = createApp({ platform, search: replica });
    await platform.database.db
      .insert(t.users)
      .values({ uuid: userUuid, email: 'vorschlag@example.com', displayName: 'Vorschlag', verified: true });
    await platform.database.db.insert(t.sessions).values({
      idHash: hashSessionId('suggest-session'),
      userUuid,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }, 180_000);
  afterAll(async () => {
    await replica?.stop();
    await platform?.close();
  });

  it('finds a game by a word with a typo or an unfinished word, with its page address and best total', async () => {
    for (const typed of ['Kascadia', 'casc']) {
      const { games } = await suggest(typed);
      expect(games[0], typed).toMatchObject({ slug: 'cascadia', title: 'Cascadia', group: 'brettspiele' });
      expect(games[0]!.best_total).toBeGreaterThan(0);
    }
    expect((await suggest('die')).games.length).toBe(5);
  });

  it('offers publishers and designers by the start of a word, however umlauts and case are typed', async () => {
    for (const typed of ['hans im glü', 'Hans im Glue', 'GLÜCK']) {
      const { publishers } = await suggest(typed);
      expect(
        publishers.map((option) => option.label),
        typed,
      ).toContain('Hans im Glück');
      const publisher = publishers.find((option) => option.label === 'Hans im Glück')!;
      expect(publisher.key).toMatch(/^\d+-hans-im-glueck$/);
      expect(publisher.count).toBeGreaterThan(3);
    }
    // inside a word is no suggestion: "osmo" is in "Kosmos" but starts none of its words
    expect((await suggest('osmo')).publishers.map((option) => option.label)).not.toContain('Kosmos');
    const { designers } = await suggest('knizi');
    expect(designers.map((option) => option.label)).toContain('Reiner Knizia');
    expect(designers.length).toBeLessThanOrEqual(3);
  });

  it('offers published magazine posts with the parts of their address', async () => {
    const { posts } = await suggest('Spielwarenmesse');
    expect(posts[0]?.title).toMatch(/^Spielwarenmesse Nürnberg/);
    expect(posts[0]?.slug).toMatch(/^[a-z0-9-]+$/);
    expect(posts[0]?.category_slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('answers empty groups for text that matches nothing', async () => {
    expect(await suggest('qxzvprt')).toEqual({ games: [], publishers: [], designers: [], posts: [] });
  });

  it('leaves out the games a signed-in user ignores', async () => {
    const [cascadia] = await platform.database.db
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.slug, 'cascadia'));
    await platform.database.db.insert(t.ignoredProducts).values({ userUuid, productId: cascadia!.id });
    expect((await suggest('Cascadia')).games.map((game) => game.slug)).toContain('cascadia');
    expect((await suggest('Cascadia', { cookie })).games.map((game) => game.slug)).not.toContain('cascadia');
  });

  it('refuses an empty or overlong text with a German field message', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await app.request(`/api/suggest/?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(error.fields?.q).toMatch(/Suchbegriff/);
    }
    expect((await app.request('/api/suggest/')).status).toBe(400);
  });
});
