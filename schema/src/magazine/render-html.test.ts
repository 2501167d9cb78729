import { describe, expect, it } from 'vitest';
import { magazineDocumentSchema, magazineDocumentText, readingMinutes } from './document';
import { bestTotalLine, renderMagazineDocument, safeLinkHref } from './render-html';
import { magazineSlug } from './slug';

const noContext = { images: new Map(), games: new Map() };

describe('magazine documents', () => {
  it('keeps script, event handlers and unsafe links out of the rendered HTML', () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(2)', style: 'x' },
          content: [
            {
              type: 'text',
              text: 'Klick',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', onmouseover: 'x' } }],
            },
            { type: 'text', text: 'Daten', marks: [{ type: 'link', attrs: { href: 'data:text/html,<b>' } }] },
            { type: 'text', text: 'fremd', marks: [{ type: 'link', attrs: { href: '//evil.example/' } }] },
            {
              type: 'text',
              text: 'gut',
              marks: [{ type: 'link', attrs: { href: 'https://example.org/?a="b"' } }],
            },
          ],
        },
        {
          type: 'image',
          attrs: {
            imageId: 7,
            src: 'x" onerror="alert(4)',
            onerror: 'alert(5)',
            caption: '<img src=x onerror=alert(6)>',
          },
        },
      ],
    };
    const doc = magazineDocumentSchema.parse(hostile);
    const images = new Map([[7, { id: 7, width: 800, height: 600, widths: [], alt: 'Bild' }]]);
    const html = renderMagazineDocument(doc, { images, games: new Map() });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/javascript:|data:text|evil\.example/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain(
      '<a href="https://example.org/?a=%22b%22" rel="noopener noreferrer nofollow" target="_blank">gut</a>',
    );
    expect(html).toContain('<figcaption>&#60;img src=x onerror=alert(6)&#62;</figcaption>');
  });

  it('refuses node types the editor does not offer', () => {
    expect(
      magazineDocumentSchema.safeParse({ type: 'doc', content: [{ type: 'iframe', attrs: { src: 'x' } }] })
        .success,
    ).toBe(false);
    expect(
      magazineDocumentSchema.safeParse({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a', marks: [{ type: 'script' }] }] }],
      }).success,
    ).toBe(false);
  });

  it('renders headings below the title with anchors, lists and game cards with live totals', () => {
    const doc = magazineDocumentSchema.parse({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Städte & Ritter' }] },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Städte & Ritter' }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'eins' }] }] },
          ],
        },
        { type: 'gameCard', attrs: { productId: 3 } },
        { type: 'gameCard', attrs: { productId: 4 } },
      ],
    });
    const game = {
      product_id: 3,
      slug: 'azul',
      title: 'Azul',
      category: 'brettspiele',
      product_type: 'game' as const,
      publisher: 'Next Move',
      release_year: 2017,
      number_of_players_from: 2,
      number_of_players_to: 4,
      playing_time: 45,
      age_from: 8,
      cover_image_id: 9,
      best_price: 2599,
      best_total: 2849,
      availability: 'is_available' as const,
      dealer_count: 5,
      rating: 4,
      real_discount: false,
      real_discount_percent: null,
    };
    const html = renderMagazineDocument(doc, { ...noContext, games: new Map([[3, game]]) });
    expect(html).toContain(
      '<h2 id="staedte-und-ritter">Städte &#38; Ritter</h2><h2 id="staedte-und-ritter-2">',
    );
    expect(html).toContain('<ul><li><p>eins</p></li></ul>');
    expect(html).toContain('href="/games/brettspiele/azul"');
    expect(html).toContain('ab 28,49\u00a0€ inkl. Versand bei 5 Händlern');
    expect(html.match(/magazine-game-card"/g)).toHaveLength(1);
  });

  it('says what a reader needs in plain text and minutes', () => {
    const doc = magazineDocumentSchema.parse({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'wort '.repeat(450) }] }],
    });
    expect(readingMinutes(magazineDocumentText(doc))).toBe(2);
    expect(bestTotalLine({ best_total: 999, dealer_count: 1 })).toBe(
      'ab 9,99\u00a0€ inkl. Versand bei 1 Händler',
    );
  });

  it('makes German slugs and accepts only safe link targets', () => {
    expect(magazineSlug('Städte & Ritter')).toBe('staedte-und-ritter');
    expect(magazineSlug('Spiel des Jahres 2026: Die Nominierten!')).toBe(
      'spiel-des-jahres-2026-die-nominierten',
    );
    expect(magazineSlug('a'.repeat(30) + ' ' + 'b'.repeat(70)).length).toBeLessThanOrEqual(80);
    expect(safeLinkHref('/games/brettspiele')).toBe('/games/brettspiele');
    expect(safeLinkHref('\\\\evil')).toBeNull();
    expect(safeLinkHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLinkHref('mailto:redaktion@spielraum.de')).toBe('mailto:redaktion@spielraum.de');
  });
});
