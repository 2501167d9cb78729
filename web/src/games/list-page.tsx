import {
  groupBySlug,
  isCategorySlug,
  landingDescription,
  landingIntro,
  landingPageOfPath,
  landingTitle,
  LIMITS,
  PRODUCT_GROUP_INTROS,
  type SearchParams,
} from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { useLocalizedTitle } from '../i18n/localized';
import {
  searchBase,
  searchFromLocation,
  SEARCH_PATH,
  useLandingKey,
  type SearchLocation,
} from '../search/routing';
import { breadcrumbPageJsonLd } from '../shared/breadcrumbs';

/** What a list path says about its page: heading, head texts, intro and breadcrumb trail. */
export interface ListPage {
  heading: string;
  /** Page title without the site name (and without a page number). */
  title: string;
  description: string;
  intro: string | undefined;
  /** From the start page down to this page. */
  crumbs: Array<{ name: string; path: string }>;
}

/** Search-engine view of a list URL: its canonical address and whether it may be indexed. */
export interface ListIndexing {
  /** Path and query of the canonical URL. */
  canonical: string;
  indexable: boolean;
  page: number;
}

function isPlain(search: SearchParams): boolean {
  return (
    Object.keys(search.filters).length === 0 &&
    !search.text &&
    !search.title &&
    !search.list &&
    !search.showIgnored &&
    search.sort === 'relevance' &&
    search.rowsPerPage === LIMITS.rowsPerPage
  );
}

/**
 * Canonical and robots of a list URL. The list, a product group and a landing page are
 * indexable with their pages (`?page=N` canonical to itself); any further filter, a text, a
 * sort or page size is `noindex` with the canonical of the page its landing facet names (or
 * `/games`), as is a URL that says in its query what a landing path says.
 */
export function listIndexing(location: SearchLocation): ListIndexing {
  const search = searchFromLocation(location);
  const { path, rest } = searchBase(search, location);
  const onItsPath = path === (location.pathname.replace(/(.)\/$/, '$1') || SEARCH_PATH);
  const indexable = onItsPath && isPlain(rest);
  return {
    canonical: indexable && search.page > 1 ? `${path}?page=${search.page}` : path,
    indexable,
    page: search.page,
  };
}

/** Heading, head texts, intro and trail of the list page the current path shows. */
export function useListPage(): ListPage {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const { pathname } = useLocation();
  const home = { name: t('games.home'), path: '/' };
  const all = { name: t('games.allGamesTitle'), path: SEARCH_PATH };
  const landing = landingPageOfPath(pathname);
  if (landing) {
    return {
      heading: landing.heading,
      title: landingTitle(landing),
      description: landingDescription(landing),
      intro: landingIntro(landing),
      crumbs: [home, all, { name: landing.heading, path: pathname.replace(/\/$/, '') }],
    };
  }
  const cat = /^\/games\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (cat !== undefined && isCategorySlug(cat)) {
    const heading = localized(groupBySlug(cat).title);
    return {
      heading,
      title: heading,
      description: t('games.metaDescription', { title: heading }),
      intro: PRODUCT_GROUP_INTROS[cat],
      crumbs: [home, all, { name: heading, path: `${SEARCH_PATH}/${cat}` }],
    };
  }
  return {
    heading: all.name,
    title: all.name,
    description: t('games.metaDescription', { title: all.name }),
    intro: undefined,
    crumbs: [home, all],
  };
}

/**
 * The list's head tags: title (with the page number after page 1), description, canonical,
 * `noindex,follow` for filtered, searched or sorted variants, and the trail as BreadcrumbList.
 */
export function ListPageHead({ page }: { page: ListPage }) {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const { pathname, search } = useLocation();
  const landingKey = useLandingKey();
  const indexing = listIndexing({ pathname, search, landingKey });
  const title =
    indexing.page > 1 ? t('games.pagedTitle', { title: page.title, page: indexing.page }) : page.title;
  return (
    <>
      <PageHead
        title={title}
        description={page.description}
        path={indexing.canonical}
        jsonLd={breadcrumbPageJsonLd(
          page.crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
        )}
      />
      {!indexing.indexable && <meta name="robots" content="noindex,follow" />}
    </>
  );
}
