import { magazineDocumentSchema } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { linkHref, toEditorContent, toMagazineDocument } from './editor-document';

describe('the editor document as the API stores it', () => {
  it('keeps the allowed nodes and marks and drops what the editor adds of its own', () => {
    const editorJson = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, id: null }, content: [{ type: 'text', text: 'Fazit' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: null },
          content: [
            {
              type: 'text',
              text: 'Fett',
              marks: [{ type: 'bold' }, { type: 'highlight', attrs: { color: 'red' } }],
            },
            { type: 'hardBreak' },
            {
              type: 'text',
              text: 'Verlag',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://kosmos.de', target: '_blank', rel: 'noopener', class: null },
                },
              ],
            },
            {
              type: 'text',
              text: ' böse',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3, type: null },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Eins' }] }] },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [{ type: 'text', text: 'x = 1' }] },
        {
          type: 'image',
          attrs: { imageId: 12, alt: '  Schachtel ', caption: null, src: 'https://evil.example/x.png' },
        },
        { type: 'image', attrs: { imageId: null, alt: 'ohne Bild' } },
        { type: 'gameCard', attrs: { productId: 7 } },
        { type: 'table', content: [] },
        { type: 'horizontalRule' },
        { type: 'paragraph' },
      ],
    };
    const doc = toMagazineDocument(editorJson);
    expect(doc).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Fazit' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Fett', marks: [{ type: 'bold' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'Verlag', marks: [{ type: 'link', attrs: { href: 'https://kosmos.de' } }] },
            { type: 'text', text: ' böse' },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3 },
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Eins' }] }] },
          ],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x = 1' }] },
        { type: 'image', attrs: { imageId: 12, alt: 'Schachtel' } },
        { type: 'gameCard', attrs: { productId: 7 } },
        { type: 'horizontalRule' },
      ],
    });
    expect(magazineDocumentSchema.parse(doc)).toEqual(doc);
  });

  it('keeps headings within h2 to h4 and caps captions at the API limit', () => {
    const doc = toMagazineDocument({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'A' }] },
        { type: 'heading', attrs: { level: 6 }, content: [{ type: 'text', text: 'B' }] },
        { type: 'image', attrs: { imageId: '5', caption: 'x'.repeat(600) } },
      ],
    });
    expect(doc.content.map((node) => (node.type === 'heading' ? node.attrs.level : null))).toEqual([
      2,
      4,
      null,
    ]);
    expect(doc.content[2]).toEqual({ type: 'image', attrs: { imageId: 5, caption: 'x'.repeat(500) } });
    expect(magazineDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('gives an empty stored document one paragraph to write in', () => {
    expect(toEditorContent({ type: 'doc', content: [] })).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
    expect(toMagazineDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual({
      type: 'doc',
      content: [],
    });
  });
});

describe('link targets', () => {
  it('keeps what the page links and completes bare domains', () => {
    expect(linkHref(' https://kosmos.de/spiele ')).toBe('https://kosmos.de/spiele');
    expect(linkHref('mailto:redaktion@spielraum.de')).toBe('mailto:redaktion@spielraum.de');
    expect(linkHref('/games/brettspiele/azul')).toBe('/games/brettspiele/azul');
    expect(linkHref('www.kosmos.de')).toBe('https://www.kosmos.de');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('//evil.example')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});
