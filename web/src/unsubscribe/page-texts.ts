import { addBrowserTexts } from '../i18n/browser-texts';
import { unsubscribePagesDe } from './page-texts.de';

/*
 * Imported for its effect by the unsubscribe page: loading it adds its texts to the browser's
 * translator before it renders, so a server-rendered page hydrates with the same German text.
 * The server's translator has all texts from the start.
 */
addBrowserTexts({ unsubscribe: unsubscribePagesDe });
