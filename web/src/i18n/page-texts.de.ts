import { accountsPagesDe, notificationsMailDe } from '../accounts/page-texts.de';
import { alertsPagesDe } from '../alerts/page-texts.de';
import { commentsPagesDe } from '../comments/page-texts.de';
import { consentPagesDe } from '../app/consent/page-texts.de';
import { contactPagesDe } from '../contact/page-texts.de';
import { dealsPagesDe } from '../deals/page-texts.de';
import { dealersPagesDe } from '../dealers/page-texts.de';
import { dealerAreaPagesDe } from '../dealer-area/page-texts.de';
import { historyPagesDe } from '../history/page-texts.de';
import { editorialPagesDe } from '../editorial/page-texts.de';
import { extendedSearchPagesDe } from '../extended-search/page-texts.de';
import { listsPagesDe } from '../lists/page-texts.de';
import { magazinePagesDe } from '../magazine/page-texts.de';
import { notificationsPagesDe } from '../notifications/page-texts.de';
import { operationsPagesDe } from '../operations/page-texts.de';
import { recommendationsPagesDe } from '../recommendations/page-texts.de';
import { reviewsPagesDe } from '../reviews/page-texts.de';
import { reportDe } from '../shared/report-texts.de';
import { shareDe } from '../shared/share-texts.de';
import { startPagesDe } from '../start/page-texts.de';
import { unsubscribePagesDe } from '../unsubscribe/page-texts.de';

/**
 * The German texts of the start page, of the list, alert, notification and magazine pages, of the comment widget,
 * of the editorial back office, of the recommendation lists and the curators' pages, of the game page's review form and dialogs, of the "Melden" dialog, of the share buttons, of the advanced search form, of the alert e-mail setting and of the menus and dialogs opened
 * from the game page (Merken, Preisalarm): not part of `de`, so every other page's first
 * JavaScript goes without them. The server has them always (./index.ts); in the browser, each
 * feature's `page-texts.ts` adds its part when the modules that show them load.
 */
export const pageTextsDe = {
  accounts: accountsPagesDe,
  start: startPagesDe,
  lists: listsPagesDe,
  alerts: alertsPagesDe,
  notifications: { ...notificationsPagesDe, ...notificationsMailDe },
  magazine: magazinePagesDe,
  comments: commentsPagesDe,
  editorial: editorialPagesDe,
  reviews: reviewsPagesDe,
  recommendations: recommendationsPagesDe,
  report: reportDe,
  share: shareDe,
  consent: consentPagesDe,
  contact: contactPagesDe,
  deals: dealsPagesDe,
  dealers: dealersPagesDe,
  history: historyPagesDe,
  operations: operationsPagesDe,
  dealerArea: dealerAreaPagesDe,
  unsubscribe: unsubscribePagesDe,
  extendedSearch: extendedSearchPagesDe,
};
