import { LIMITS } from '@spielraum/schema';
import { searchHref } from '../search/routing';

/** The placeholder schema.org's SearchAction names in its URL template and `query-input`. */
const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/**
 * Path and query of the game list searching for the placeholder `{search_term_string}`, built
 * by the list's own URL mapping so it keeps naming the text parameter the list reads.
 */
export function siteSearchPathTemplate(): string {
  const marker = 'searchterm0placeholder';
  const href = searchHref({
    text: marker,
    filters: {},
    sort: 'relevance',
    page: 1,
    rowsPerPage: LIMITS.rowsPerPage,
  });
  return href.replace(marker, SEARCH_TERM_PLACEHOLDER);
}

/**
 * The site's schema.org Organization and WebSite, with a SearchAction into the game list, in
 * one `@graph` for the start page. `absolute` turns a path into the public URL; `logo` is a path.
 */
export function siteJsonLd({
  name,
  description,
  logo,
  absolute,
}: {
  name: string;
  description: string;
  logo: string;
  absolute: (path: string) => string;
}) {
  const home = absolute('/');
  const organizationId = `${home}#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name,
        url: home,
        logo: absolute(logo),
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name,
        url: home,
        description,
        inLanguage: 'de-DE',
        publisher: { '@id': organizationId },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: absolute(siteSearchPathTemplate()) },
          'query-input': `required name=${SEARCH_TERM_PLACEHOLDER.slice(1, -1)}`,
        },
      },
    ],
  };
}
