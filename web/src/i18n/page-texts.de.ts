import { notificationsMailDe } from '../accounts/page-texts.de';
import { alertsPagesDe } from '../alerts/page-texts.de';
import { listsPagesDe } from '../lists/page-texts.de';
import { notificationsPagesDe } from '../notifications/page-texts.de';

/**
 * The German texts of the list, alert and notification pages, of the alert e-mail setting and of
 * the menus and dialogs opened from the game page (Merken, Preisalarm): not part of `de`, so
 * every other page's first JavaScript goes without them. The server has them always
 * (./index.ts); in the browser, each feature's `page-texts.ts` adds its part when the modules
 * that show them load.
 */
export const pageTextsDe = {
  lists: listsPagesDe,
  alerts: alertsPagesDe,
  notifications: { ...notificationsPagesDe, ...notificationsMailDe },
};
