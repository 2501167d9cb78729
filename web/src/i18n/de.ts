import { accountsDe } from '../accounts/texts.de';
import { alertsDe } from '../alerts/texts.de';
import { appDe, errorsDe, layoutDe } from '../app/texts.de';
import { extendedSearchDe } from '../extended-search/texts.de';
import { gameDe } from '../game/texts.de';
import { availabilityDe, gameSearchDe, gamesDe } from '../games/texts.de';
import { listsDe } from '../lists/texts.de';
import { notificationsDe } from '../notifications/texts.de';
import { reviewsDe } from '../reviews/texts.de';
import { searchBoxDe } from '../search-box/texts.de';
import { staticPagesDe } from '../static-pages/texts.de';
import type { TextsOf } from './texts-of';
import type { pageTextsDe } from './page-texts.de';

/**
 * The German texts of the first JavaScript: every feature's `texts.de.ts`, one key space (a
 * feature's texts sit under its own keys). Their pages' texts load with those pages
 * (./page-texts.de.ts). The shared SPEC texts (MESSAGES of @spielraum/schema) are added under
 * `messages` by ./core.ts; `{name}` marks an interpolated value.
 */
export const de = {
  app: appDe,
  layout: layoutDe,
  games: gamesDe,
  availability: availabilityDe,
  errors: errorsDe,
  staticPages: staticPagesDe,
  game: gameDe,
  reviews: reviewsDe,
  gameSearch: gameSearchDe,
  extendedSearch: extendedSearchDe,
  accounts: accountsDe,
  lists: listsDe,
  alerts: alertsDe,
  notifications: notificationsDe,
  searchBox: searchBoxDe,
};

/** The shape every UI locale must fill: `de` and the page texts that load with their pages. */
export type UiStrings = TextsOf<typeof de> & TextsOf<typeof pageTextsDe>;
