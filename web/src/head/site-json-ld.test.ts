import { parseSearchParams } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { siteJsonLd, siteSearchPathTemplate } from './site-json-ld';

const absolute = (path: string) => `https://spielraum.example${path}`;

describe('siteJsonLd', () => {
  it('searches the game list by its text parameter', () => {
    const template = siteSearchPathTemplate();
    expect(template).toBe('/games?term={search_term_string}');
    // filled in as a search engine fills it in, the list reads it as its text search
    const filled = new URL(
      absolute(template.replace('{search_term_string}', encodeURIComponent('Die Siedler'))),
    );
    const parsed = parseSearchParams(filled.searchParams);
    expect(parsed.ok && parsed.value.text).toBe('Die Siedler');
  });

  it('describes the Organization and the WebSite with a SearchAction, all URLs absolute', () => {
    const graph = siteJsonLd({
      name: 'Spielraum',
      description: 'Preise vergleichen',
      logo: '/favicon.svg',
      absolute,
    })['@graph'];
    expect(graph).toEqual([
      {
        '@type': 'Organization',
        '@id': 'https://spielraum.example/#organization',
        name: 'Spielraum',
        url: 'https://spielraum.example/',
        logo: 'https://spielraum.example/favicon.svg',
      },
      {
        '@type': 'WebSite',
        '@id': 'https://spielraum.example/#website',
        name: 'Spielraum',
        url: 'https://spielraum.example/',
        description: 'Preise vergleichen',
        inLanguage: 'de-DE',
        publisher: { '@id': 'https://spielraum.example/#organization' },
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: 'https://spielraum.example/games?term={search_term_string}',
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });
});
