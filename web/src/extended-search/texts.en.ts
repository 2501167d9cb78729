import type { TextsOf } from '../i18n/texts-of';
import type { extendedSearchPagesDe } from './page-texts.de';
import type { extendedSearchDe } from './texts.de';

/** English fallback of the advanced search's texts. */
export const extendedSearchEn: TextsOf<typeof extendedSearchDe & typeof extendedSearchPagesDe> = {
  heading: 'Advanced search',
  intro: 'Combine up to five filters. Every field is optional.',
  title: 'Title',
  gameLegend: 'Game',
  peopleLegend: 'Publisher and people',
  factsLegend: 'Key facts',
  priceLegend: 'Price and deals',
  pickFromList: 'Please choose from the list',
  nothingFound: 'No matching entry',
  yearFrom: 'Year of publication from',
  yearTo: 'Year of publication to',
  yearPlaceholder: 'YYYY',
  players: 'Number of players',
  playerMode: 'Player count means',
  playerModeNormal: 'playable with',
  playerModeExact: 'exactly',
  playTimeFrom: 'Play time from (minutes)',
  playTimeTo: 'Play time to (minutes)',
  minAge: 'Minimum age',
  minAgeHint: 'Games suitable for this age',
  priceFrom: 'Price incl. shipping from',
  priceTo: 'Price incl. shipping to',
  hideExpansions: 'Hide expansions',
  reset: 'Reset',
  submit: 'Find games',
  checkFields: 'Please check the marked fields.',
};
