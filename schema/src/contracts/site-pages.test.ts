import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../constants/categories';
import { renderMagazineDocument } from '../magazine/render-html';
import { SITE_PAGE_CONTENT } from '../site-pages/content';
import {
  editorSitePageRequestSchema,
  SITE_PAGE_LIMITS,
  SITE_PAGE_PATHS,
  sitePageDocumentSchema,
} from './site-pages';

const noLookups = { images: new Map(), games: new Map() };
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('static pages', () => {
  it('ship a text for every page of STATIC_PAGES and for no other', () => {
    expect(Object.keys(SITE_PAGE_CONTENT).sort()).toEqual(STATIC_PAGES.map((page) => page.path).sort());
    expect(SITE_PAGE_PATHS).toContain('jobs');
  });

  it.each(SITE_PAGE_PATHS)('%s: the shipped body passes the site-page rule and renders safely', (path) => {
    const { body, description } = SITE_PAGE_CONTENT[path];
    const parsed = sitePageDocumentSchema.safeParse({ type: 'doc', content: body });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(description.length).toBeGreaterThanOrEqual(SITE_PAGE_LIMITS.descriptionMinLength);
    expect(description.length).toBeLessThanOrEqual(SITE_PAGE_LIMITS.descriptionMaxLength);
    const request = editorSitePageRequestSchema.safeParse({
      description,
      document: { type: 'doc', content: body },
      expected_updated_at: null,
    });
    expect(request.success).toBe(true);
    const html = renderMagazineDocument({ type: 'doc', content: body }, noLookups);
    expect(html.length).toBeGreaterThan(100);
    expect(html).not.toContain('<script');
    // the title is the page's h1; the body starts below it
    expect(html).not.toContain('<h1');
  });

  it('refuses images, game cards and videos, also inside lists and quotes, with a German message', () => {
    const bodies = [
      [{ type: 'image', attrs: { imageId: 3, alt: 'Bild' } }],
      [{ type: 'gameCard', attrs: { productId: 1 } }],
      [{ type: 'video', attrs: { provider: 'youtube', videoId: 'dQw4w9WgXcQ' } }],
      [
        {
          type: 'blockquote',
          content: [{ type: 'video', attrs: { provider: 'vimeo', videoId: '76979871' } }],
        },
      ],
      [
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'gameCard', attrs: { productId: 1 } }] }],
        },
      ],
      [{ type: 'blockquote', content: [{ type: 'image', attrs: { imageId: 3 } }] }],
    ];
    for (const content of bodies) {
      const result = sitePageDocumentSchema.safeParse({
        type: 'doc',
        content: [paragraph('Text'), ...content],
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Bilder, Videos und Spielkarten gibt es auf dieser Seite nicht. Bitte entferne sie aus dem Text.',
      );
    }
  });

  it('answers a short, long or missing description in German', () => {
    const request = (description: unknown) =>
      editorSitePageRequestSchema.safeParse({
        description,
        document: { type: 'doc', content: [paragraph('Text')] },
        expected_updated_at: null,
      });
    expect(request('Zu kurz.').error?.issues[0]?.message).toBe('Bitte gib mindestens 50 Zeichen ein.');
    expect(request('x'.repeat(161)).error?.issues[0]?.message).toBe('Bitte gib höchstens 160 Zeichen ein.');
    expect(request('   ').error?.issues[0]?.message).toBe('Dies ist eine Pflichtangabe.');
    expect(request(undefined).error?.issues[0]?.message).toBe('Dies ist eine Pflichtangabe.');
    // counted without the spaces around it
    expect(request(`  ${'x'.repeat(160)}  `).success).toBe(true);
  });
});
