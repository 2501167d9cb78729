import { historyEn } from '../history/texts.en';
import { consentEn } from '../app/consent/texts.en';
import { contactEn } from '../contact/texts.en';
import { dealersEn } from '../dealers/texts.en';
import { dealerAreaEn } from '../dealer-area/texts.en';
import { accountsEn, notificationsMailEn } from '../accounts/texts.en';
import { alertsEn } from '../alerts/texts.en';
import { appEn, errorsEn, layoutEn } from '../app/texts.en';
import { commentsEn } from '../comments/texts.en';
import { editorialEn } from '../editorial/texts.en';
import { extendedSearchEn } from '../extended-search/texts.en';
import { gameEn } from '../game/texts.en';
import { availabilityEn, gameSearchEn, gamesEn } from '../games/texts.en';
import { listsEn } from '../lists/texts.en';
import { magazineEn } from '../magazine/texts.en';
import { notificationsEn } from '../notifications/texts.en';
import { operationsEn } from '../operations/texts.en';
import { dealsEn } from '../deals/texts.en';
import { recommendationsEn } from '../recommendations/texts.en';
import { reviewsEn } from '../reviews/texts.en';
import { reportEn } from '../shared/report-texts.en';
import { searchBoxEn } from '../search-box/texts.en';
import { shareEn } from '../shared/share-texts.en';
import { startEn } from '../start/texts.en';
import { staticPagesEn } from '../static-pages/texts.en';
import { unsubscribeEn } from '../unsubscribe/texts.en';
import type { UiStrings } from './de';

// the English shared messages load with the English texts, in their own chunk
export { MESSAGES_EN } from '@spielraum/schema';

/** English fallback of all texts, every feature's `texts.en.ts` (German is the default locale). */
export const en: UiStrings = {
  app: appEn,
  layout: layoutEn,
  start: startEn,
  games: gamesEn,
  availability: availabilityEn,
  errors: errorsEn,
  report: reportEn,
  share: shareEn,
  staticPages: staticPagesEn,
  contact: contactEn,
  dealers: dealersEn,
  history: historyEn,
  consent: consentEn,
  game: gameEn,
  reviews: reviewsEn,
  gameSearch: gameSearchEn,
  searchBox: searchBoxEn,
  extendedSearch: extendedSearchEn,
  accounts: accountsEn,
  lists: listsEn,
  alerts: alertsEn,
  notifications: { ...notificationsEn, ...notificationsMailEn },
  magazine: magazineEn,
  comments: commentsEn,
  editorial: editorialEn,
  recommendations: recommendationsEn,
  deals: dealsEn,
  operations: operationsEn,
  dealerArea: dealerAreaEn,
  unsubscribe: unsubscribeEn,
};
