import { isCategorySlug, isSitePagePath, type AnalyticsPage } from '@spielraum/schema';
import { isGameSlug } from '../catalogue/game-slug';

/** A page view as it is counted: the kind of page and, on a game page, the game's slug. */
export interface ClassifiedPath {
  page: AnalyticsPage;
  slug: string | null;
}

/** The first path segment of the pages that belong to one kind. */
const FIRST_SEGMENT_KINDS = new Map<string, AnalyticsPage>(
  Object.entries({
    // the advanced search is a way into the game list
    extendedsearch: 'games',
    magazine: 'magazine',
    recommendations: 'recommendations',
    wishlistview: 'lists',
    collectionview: 'lists',
    // a user's own pages, and the mail-link pages of their account
    settings: 'account',
    alerts: 'account',
    notifications: 'account',
    wishlists: 'account',
    collections: 'account',
    'ignore-games': 'account',
    verify: 'account',
    verification: 'account',
    newpassword: 'account',
    deleteuser: 'account',
  } satisfies Record<string, AnalyticsPage>),
);

/**
 * The kind of page a pathname shows, read from the address alone as the web client's routes
 * (web/src/routes.tsx) match it: `/`, `/games`, `/games/{cat}`, `/games/{cat}/{slug}` (a game,
 * identified by its slug as the game page's call resolves it), the magazine, the recommendation
 * lists, shared wish lists and collections, the static pages, a user's own pages; anything else
 * (back office, unknown addresses) is `other`. The address itself is never kept.
 */
export function classifyPath(pathname: string): ClassifiedPath {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second, third] = segments;
  if (first === undefined) return { page: 'start', slug: null };
  if (first === 'games') {
    if (segments.length === 1) return { page: 'games', slug: null };
    if (!isCategorySlug(second!) || segments.length > 3) return { page: 'other', slug: null };
    if (segments.length === 2) return { page: 'games', slug: null };
    return isGameSlug(third!) ? { page: 'game', slug: third! } : { page: 'other', slug: null };
  }
  if (segments.length === 1 && isSitePagePath(first)) return { page: 'static', slug: null };
  return { page: FIRST_SEGMENT_KINDS.get(first) ?? 'other', slug: null };
}
