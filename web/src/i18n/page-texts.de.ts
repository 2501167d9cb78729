import { alertsPagesDe, notificationsPagesDe } from './alerts-pages.de';
import { listsPagesDe } from './lists-pages.de';

/**
 * The German texts of the list, alert and notification pages and of the menus and dialogs opened
 * from the game page (Merken, Preisalarm): not part of `de`, so every other page's first
 * JavaScript goes without them (issue 5). The server has them always (./index.ts); in the
 * browser, the modules that use them import ./page-texts.ts.
 */
export const pageTextsDe = {
  lists: listsPagesDe,
  alerts: alertsPagesDe,
  notifications: notificationsPagesDe,
};
