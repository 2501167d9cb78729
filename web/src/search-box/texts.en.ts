import type { TextsOf } from '../i18n/texts-of';
import type { searchBoxDe } from './texts.de';

/** English fallback of the search box's texts. */
export const searchBoxEn: TextsOf<typeof searchBoxDe> = {
  headerLandmark: 'Search',
  startLandmark: 'Game search',
  label: 'Search games, publishers, designers and the magazine',
  placeholder: 'Search a game, publisher or designer',
  submit: 'Search',
  loading: 'Loading suggestions …',
  noResults: 'No matches',
  failed: 'Suggestions could not be loaded. Press Enter to search all games.',
  showAll: 'All results for “{term}”',
  games: 'Games',
  publishers: 'Publishers',
  designers: 'Game design',
  posts: 'Magazine',
  bestTotal: 'from {price}',
  gameCount_one: '{count} game',
  gameCount_other: '{count} games',
  resultCount_one: '{count} suggestion',
  resultCount_other: '{count} suggestions',
};
