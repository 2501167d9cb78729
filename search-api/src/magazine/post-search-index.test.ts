import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HighlightSegment } from '@spielraum/schema';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import * as t from '@spielraum/schema/db';
import { MagazineSearchIndex } from './post-search-index';

const shown = (segments: HighlightSegment[]) =>
  segments.map((segment) => (segment.hit ? `[${segment.text}]` : segment.text)).join('');

const DAY = 24 * 60 * 60 * 1000;

describe(`MagazineSearchIndex (${testMode()} mode)`, () => {
  let database: TestDatabase;
  let index: MagazineSearchIndex;
  const categories = new Map<string, number>();
  let slugs = 0;
  const nowish = Date.now();

  type PostInput = Partial<typeof t.magazinePosts.$inferInsert> & { title: string; category?: string };

  async function insertPost({ category = 'tests', ...post }: PostInput): Promise<number> {
    const [row] = await database.db
      .insert(t.magazinePosts)
      .values({
        slug: `beitrag-${++slugs}`,
        categoryId: categories.get(category)!,
        body: { type: 'doc', content: [] },
        authorName: 'Redaktion',
        status: 'published',
        publishedAt: new Date(nowish - DAY),
        ...post,
      })
      .returning({ id: t.magazinePosts.id });
    return row!.id;
  }

  const search = (query: string, options: { page?: number; perPage?: number; now?: Date } = {}) =>
    index.search({ query, page: options.page ?? 1, perPage: options.perPage ?? 10, ...options });
  const ids = (query: string, options: { page?: number; perPage?: number; now?: Date } = {}) =>
    search(query, options).hits.map((hit) => hit.postId);

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const row of await database.db.select().from(t.magazineCategories)) categories.set(row.slug, row.id);
    index = new MagazineSearchIndex({ db: database.db, minRefreshIntervalMs: 60_000 });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('finds nothing before the first refresh and for an empty query', async () => {
    expect(categories.get('branchen-news')).toBeDefined();
    await insertPost({ title: 'Würfelspiele für den Sommer', teaser: 'Leichte Kost zum Mitnehmen.' });
    expect(search('Würfel').total).toBe(0);
    await index.refresh();
    expect(search('Würfel').total).toBe(1);
    expect(search('').total).toBe(0);
    expect(search('   ')).toEqual({ total: 0, hits: [] });
  });

  it('folds umlauts and stems German words in titles and texts', async () => {
    const dice = await insertPost({
      title: 'Der große Würfel-Test',
      teaser: 'Sieben Würfel im Vergleich.',
      bodyText: 'Wir haben lange gewürfelt und viele Würfeln geworfen.',
    });
    const cards = await insertPost({
      title: 'Herbstneuheiten',
      lead: 'Die Spiele des Herbstes',
      bodyText: 'Kartenspiele mit Würfeln und ohne.',
    });
    await index.refresh();
    expect(ids('Wuerfel ')).toContain(dice);
    expect(ids('wurfel ')).toContain(dice);
    expect(ids('Spiel ')).toContain(cards);
    const hit = search('Wuerfel ').hits.find((entry) => entry.postId === dice)!;
    expect(shown(hit.title)).toBe('Der große [Würfel]-Test');
    expect(shown(hit.snippet)).toBe('Sieben [Würfel] im Vergleich.');
  });

  it('tolerates typos and matches featured games and authors', async () => {
    await database.db.insert(t.products).values({ id: 501, slug: 'cascadia', title: 'Cascadia', groupId: 3 });
    const wings = await insertPost({
      title: 'Flügelschlag: die Vögel kehren zurück',
      teaser: 'Die Erweiterung im Test.',
      authorName: 'Mara Lindqvist',
    });
    const nature = await insertPost({ title: 'Natur am Spieltisch', teaser: 'Tiere, Wälder und Flüsse.' });
    await database.db.insert(t.magazinePostProducts).values({ postId: nature, productId: 501, position: 0 });
    await index.refresh();
    expect(ids('Fluegelschlag')).toEqual([wings]);
    expect(ids('Flügelschlga ')).toEqual([wings]);
    expect(ids('Flügel')).toEqual([wings]);
    expect(ids('Cascadai ')).toEqual([nature]);
    expect(ids('Lindqvits ')).toEqual([wings]);
    const typed = search('Fluegelschlag').hits[0]!;
    expect(shown(typed.title)).toBe('[Flügelschlag]: die Vögel kehren zurück');
    // only the title matched: the snippet is the start of the teaser
    expect(shown(typed.snippet)).toBe('Die Erweiterung im Test.');
  });

  it('ranks title matches before text matches, then the newest first', async () => {
    const older = await insertPost({
      title: 'Kooperatives Karussell',
      publishedAt: new Date(nowish - 30 * DAY),
      teaser: 'Ein Karussell für alle.',
    });
    const inText = await insertPost({
      title: 'Jahrmarkt der Spiele',
      publishedAt: new Date(nowish - 1000),
      bodyText: 'Am Ende fährt das Karussell.',
    });
    const newer = await insertPost({ title: 'Karussell reloaded', publishedAt: new Date(nowish - 2 * DAY) });
    await index.refresh();
    expect(ids('Karussell ')).toEqual([newer, older, inText]);
    const textHit = search('Karussell ').hits[2]!;
    expect(shown(textHit.title)).toBe('Jahrmarkt der Spiele');
    expect(shown(textHit.snippet)).toBe('Am Ende fährt das [Karussell].');
  });

  it('pages through the hits with the total of all of them', async () => {
    const posted: number[] = [];
    for (let day = 1; day <= 7; day++)
      posted.push(
        await insertPost({ title: `Spieleabend Nummer ${day}`, publishedAt: new Date(nowish - day * DAY) }),
      );
    await index.refresh();
    const first = search('Spieleabend ', { perPage: 3 });
    expect(first.total).toBe(7);
    expect(first.hits.map((hit) => hit.postId)).toEqual(posted.slice(0, 3));
    expect(ids('Spieleabend ', { perPage: 3, page: 2 })).toEqual(posted.slice(3, 6));
    expect(ids('Spieleabend ', { perPage: 3, page: 3 })).toEqual(posted.slice(6));
    expect(search('Spieleabend ', { perPage: 3, page: 4 })).toEqual({ total: 7, hits: [] });
  });

  it('hides a scheduled post until its time without another refresh', async () => {
    const at = new Date(nowish + 2 * DAY);
    const scheduled = await insertPost({ title: 'Vorschau auf die Messe in Essen', publishedAt: at });
    await index.refresh();
    expect(ids('Messe ')).not.toContain(scheduled);
    expect(ids('Messe ', { now: new Date(at.getTime() - 1) })).not.toContain(scheduled);
    expect(ids('Messe ', { now: at })).toContain(scheduled);
    expect(search('Messe ', { now: at }).total).toBe(search('Messe ').total + 1);
  });

  it('leaves out drafts and removes unpublished and deleted posts on refresh', async () => {
    const draft = await insertPost({ title: 'Entwurf über Ziegen', status: 'draft', publishedAt: null });
    const goats = await insertPost({ title: 'Ziegen auf dem Bauernhof' });
    const deleted = await insertPost({ title: 'Ziegenkäse und Spiele' });
    await index.refresh();
    expect(ids('Ziegen')).toEqual(expect.arrayContaining([goats, deleted]));
    expect(ids('Ziegen')).not.toContain(draft);
    await database.db
      .update(t.magazinePosts)
      .set({ status: 'unpublished' })
      .where(eq(t.magazinePosts.id, goats));
    await database.db.delete(t.magazinePosts).where(eq(t.magazinePosts.id, deleted));
    expect(ids('Ziegen')).toEqual(expect.arrayContaining([goats, deleted]));
    await index.refresh();
    expect(ids('Ziegen')).toEqual([]);
    await database.db
      .update(t.magazinePosts)
      .set({ status: 'published', publishedAt: new Date(nowish - DAY) })
      .where(eq(t.magazinePosts.id, draft));
    await index.refresh();
    expect(ids('Ziegen')).toEqual([draft]);
  });

  it('finds an edited title after a refresh, even when two edits share a timestamp', async () => {
    const post = await insertPost({ title: 'Ein Abend mit Azul' });
    const twin = await insertPost({ title: 'Ein Abend mit Azul, zweiter Teil' });
    await index.refresh();
    const stamp = new Date();
    await database.db
      .update(t.magazinePosts)
      .set({ title: 'Ein Abend mit Heckmeck', updatedAt: stamp })
      .where(eq(t.magazinePosts.id, post));
    await index.refresh();
    await database.db
      .update(t.magazinePosts)
      .set({ title: 'Zweiter Abend mit Heckmeck', updatedAt: stamp })
      .where(eq(t.magazinePosts.id, twin));
    await index.refresh();
    expect(ids('Heckmeck ').sort()).toEqual([post, twin].sort());
    expect(ids('Azul ')).toEqual([]);
  });

  it('picks up a save that committed late, also behind a row stamped in the future', async () => {
    const late = await insertPost({ title: 'Späte Kritik' });
    await index.refresh();
    await insertPost({ title: 'Frische Kritik', updatedAt: new Date(Date.now() + 60 * 60 * 1000) });
    await index.refresh();
    await database.db
      .update(t.magazinePosts)
      .set({ title: 'Späte Rezension', updatedAt: new Date(Date.now() - 5_000) })
      .where(eq(t.magazinePosts.id, late));
    await index.refresh();
    expect(ids('Rezension ')).toEqual([late]);
  });

  it('shares one refresh between concurrent callers and skips ensureFresh within the interval', async () => {
    const first = index.refresh();
    expect(index.refresh()).toBe(first);
    await first;
    const post = await insertPost({ title: 'Schach im Park' });
    await index.ensureFresh();
    expect(ids('Schach ')).toEqual([]);
    await index.refresh();
    expect(ids('Schach ')).toEqual([post]);
  });
});
