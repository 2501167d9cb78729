import { describe, expect, it } from 'vitest';
import { fillTemplate, splitHeadTags } from './entry-server';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="Standard" />
<title>Spielraum</title></head><body><div id="root"></div></body></html>`;

describe('server page assembly', () => {
  it('takes the hoisted head tags React writes before the markup', () => {
    const markup =
      '<link rel="preload" as="image" href="/a.svg"/><title>Azul – Spielraum</title><meta name="description" content="D"/><div><title>kept</title></div>';
    expect(splitHeadTags(markup)).toEqual({
      head: [
        '<link rel="preload" as="image" href="/a.svg"/>',
        '<title>Azul – Spielraum</title>',
        '<meta name="description" content="D"/>',
      ],
      body: '<div><title>kept</title></div>',
    });
  });

  it('replaces the default title and description and fills the root element', () => {
    const html = fillTemplate(TEMPLATE, {
      head: ['<title>Azul – Spielraum</title>', '<meta name="description" content="D"/>'],
      body: '<main>$& $1</main>',
      origin: 'https://spielraum.example',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Azul – Spielraum</title>');
    expect(html).not.toContain('Standard');
    expect(html).toContain('<meta name="spielraum:origin" content="https://spielraum.example">');
    // replacement patterns in the markup stay literal
    expect(html).toContain('<div id="root"><main>$& $1</main></div>');
  });

  it('keeps the defaults when a page renders no head tags', () => {
    const html = fillTemplate(TEMPLATE, { head: [], body: '<p>x</p>', origin: 'https://spielraum.example' });
    expect(html).toContain('<title>Spielraum</title>');
    expect(html).toContain('content="Standard"');
  });
});
