import { addBrowserTexts } from '../i18n/browser-texts';
import { notificationsMailDe } from './page-texts.de';

/*
 * Imported for its effect by the alert e-mail setting: loading it adds the setting's texts to the
 * browser's translator before they render, so no key flashes up and a server-rendered /settings
 * hydrates with the same German text. The server's translator has all texts from the start
 * (../i18n/index.ts).
 */
addBrowserTexts({ notifications: notificationsMailDe });
