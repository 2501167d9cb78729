import type { GameCard } from '@spielraum/schema';
import { breadcrumbJsonLd, type Crumb } from '../shared/breadcrumbs';

export { breadcrumbPageJsonLd } from '../shared/breadcrumbs';

/**
 * schema.org ItemList of a list's games in their order, and the breadcrumb trail, in one
 * `@graph` (PageHead writes one JSON-LD script). `absolute` turns a path into the public URL.
 */
export function recommendationListJsonLd(
  list: { title: string; games: readonly Pick<GameCard, 'title' | 'category' | 'slug'>[] },
  absolute: (path: string) => string,
  crumbs: readonly Crumb[],
) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'ItemList',
        name: list.title,
        numberOfItems: list.games.length,
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        itemListElement: list.games.map((game, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: game.title,
          url: absolute(`/games/${game.category}/${game.slug}`),
        })),
      },
      breadcrumbJsonLd(crumbs),
    ],
  };
}
