import type { TextsOf } from '../i18n/texts-of';
import type { startPagesDe } from './page-texts.de';

/** English fallback of the start page's texts. */
export const startEn: TextsOf<typeof startPagesDe> = {
  heroTitle: 'Spielraum – compare prices, discover games',
  metaTitle: 'Spielraum – price comparison for board games, card games and tabletop',
  metaDescription:
    'Compare the prices of many dealers for board games, card games, trading card games, tabletop and pen & paper – shipping included, with price history and price alerts.',
  heroText:
    'We compare the offers of many dealers for board games, card games, trading card games, tabletop and pen & paper – so you find your next favourite game at the best price.',
  browseAll: 'Browse all games',
  categoriesHeading: 'Categories',
  genresHeading: 'Genres',
  themeWorldsHeading: 'Theme worlds',
  extendedSearch: 'Advanced search',
  dealsHeading: 'Current deals',
  allDeals: 'See all price drops',
  publishersHeading: 'Publishers',
};
