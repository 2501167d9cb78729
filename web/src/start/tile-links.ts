import { PRODUCT_GROUPS } from '@spielraum/schema';

const GROUP_TERM = /^group:(\d+)$/;

function gamesWith(parameter: string, value: string): string {
  return `/games?${new URLSearchParams({ [parameter]: value }).toString()}`;
}

/**
 * Where a category tile leads: no term → all games; `group:<id>` → that group's category page
 * (group 4 is /games/living-card-games-lcg); any other term → `filter-spielkategorien`.
 */
export function categoryTileHref(term: string | null): string {
  if (term === null) return '/games';
  const groupMatch = GROUP_TERM.exec(term);
  if (groupMatch) {
    const group = PRODUCT_GROUPS.find((candidate) => String(candidate.id) === groupMatch[1]);
    return group ? `/games/${group.slug}` : '/games';
  }
  return gamesWith('filter-spielkategorien', term);
}

/** Genre chips filter by `filter-genre`; the "all games" chip has no term. */
export function genreHref(term: string | null): string {
  return term === null ? '/games' : gamesWith('filter-genre', term);
}

/** Theme-world chips filter by `filter-themenwelt`. */
export function themeWorldHref(slug: string): string {
  return gamesWith('filter-themenwelt', slug);
}
