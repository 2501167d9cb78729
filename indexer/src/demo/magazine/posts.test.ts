import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAGAZINE_LIMITS,
  magazineDocumentSchema,
  magazineDocumentText,
  SLUG_PATTERN,
  type MagazineBlockNode,
} from '@spielraum/schema';
import { loadDemoCatalogue } from '../catalogue/index';
import { demoFigures, demoGameSlugs, resolveDemoBody, type DemoPost } from './builder';
import { DEMO_COMMENTS } from './comments';
import { DEMO_POSTS, demoPostSlug } from './posts';
import { renderMagazineScene, SCENE_HEIGHT, SCENE_WIDTH } from './scenes';

const resolved = (post: DemoPost) =>
  resolveDemoBody(post.body, {
    figureImageIds: demoFigures(post.body).map((_, index) => index + 1),
    productIdBySlug: new Map(demoGameSlugs(post.body).map((slug, index) => [slug, index + 1])),
  });
const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

describe('demo magazine content', () => {
  it('has unique slugs and texts within the editor’s limits', () => {
    const slugs = DEMO_POSTS.map(demoPostSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of DEMO_POSTS) {
      expect(demoPostSlug(post)).toMatch(SLUG_PATTERN);
      expect(post.title.length).toBeLessThanOrEqual(MAGAZINE_LIMITS.titleMaxLength);
      expect(post.teaser.length, post.title).toBeLessThanOrEqual(MAGAZINE_LIMITS.teaserMaxLength);
      expect(post.lead.length, post.title).toBeLessThanOrEqual(MAGAZINE_LIMITS.leadMaxLength);
    }
  });

  it('writes bodies of 250 to 700 words with h2/h3 headings, figures and 1–3 game cards', () => {
    for (const post of DEMO_POSTS) {
      const body = magazineDocumentSchema.parse(resolved(post));
      const count = words(magazineDocumentText(body));
      expect(count, post.title).toBeGreaterThanOrEqual(250);
      expect(count, post.title).toBeLessThanOrEqual(700);
      const headings = body.content.filter(
        (node): node is Extract<MagazineBlockNode, { type: 'heading' }> => node.type === 'heading',
      );
      expect(
        headings.some((heading) => heading.attrs.level === 2),
        post.title,
      ).toBe(true);
      for (const heading of headings) expect([2, 3]).toContain(heading.attrs.level);
      const figures = demoFigures(post.body);
      expect(figures.length, post.title).toBeGreaterThanOrEqual(1);
      expect(figures.length, post.title).toBeLessThanOrEqual(2);
      for (const figure of figures) expect(figure.caption.length).toBeGreaterThan(20);
      expect(demoGameSlugs(post.body).length, post.title).toBeGreaterThanOrEqual(1);
      expect(demoGameSlugs(post.body).length, post.title).toBeLessThanOrEqual(3);
    }
    const withLists = DEMO_POSTS.filter((post) =>
      post.body.some((block) => block.type === 'bulletList' || block.type === 'orderedList'),
    );
    expect(withLists.length).toBeGreaterThanOrEqual(DEMO_POSTS.length / 2);
  });

  it('features only games of the demo catalogue', () => {
    const catalogue = new Set(loadDemoCatalogue().map((game) => game.slug));
    for (const post of DEMO_POSTS)
      for (const slug of demoGameSlugs(post.body))
        expect(catalogue.has(slug), `${post.title}: ${slug}`).toBe(true);
  });

  it('spreads the published posts over the categories and keeps one draft and one scheduled post', () => {
    const published = DEMO_POSTS.filter((post) => 'daysAgo' in post.publication);
    const perCategory = (slug: string) => published.filter((post) => post.category === slug).length;
    expect(published.length).toBeGreaterThanOrEqual(16);
    expect(perCategory('branchen-news')).toBeGreaterThanOrEqual(3);
    expect(perCategory('tests')).toBeGreaterThanOrEqual(3);
    expect(perCategory('neuheiten')).toBeGreaterThanOrEqual(3);
    expect(perCategory('ratgeber')).toBeGreaterThanOrEqual(3);
    expect(perCategory('messen')).toBeGreaterThanOrEqual(2);
    expect(DEMO_POSTS.filter((post) => 'draft' in post.publication)).toHaveLength(1);
    expect(DEMO_POSTS.filter((post) => 'inDays' in post.publication)).toHaveLength(1);
  });

  it('comments only on published posts', () => {
    const published = new Set(DEMO_POSTS.filter((post) => 'daysAgo' in post.publication).map(demoPostSlug));
    for (const comment of DEMO_COMMENTS) expect(published.has(comment.post), comment.post).toBe(true);
  });

  it('draws the same scene for the same seed, as a 1600×900 picture', async () => {
    const svg = renderMagazineScene({ seed: 'test/cover', kind: 'table' });
    expect(renderMagazineScene({ seed: 'test/cover', kind: 'table' })).toBe(svg);
    expect(renderMagazineScene({ seed: 'test/other', kind: 'table' })).not.toBe(svg);
    const metadata = await sharp(Buffer.from(svg))
      .png()
      .toBuffer()
      .then((png) => sharp(png).metadata());
    expect(metadata).toMatchObject({ width: SCENE_WIDTH, height: SCENE_HEIGHT, format: 'png' });
  });
});
