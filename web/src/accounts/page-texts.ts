import { addBrowserTexts } from '../i18n/browser-texts';
import { accountsPagesDe, notificationsMailDe } from './page-texts.de';

/*
 * Imported for its effect by the account pages and the alert e-mail setting: loading it adds their
 * texts to the browser's translator before they render, so no key flashes up and a server-rendered /settings
 * hydrates with the same German text. The server's translator has all texts from the start
 * (../i18n/index.ts).
 */
addBrowserTexts({ notifications: notificationsMailDe, accounts: accountsPagesDe });
