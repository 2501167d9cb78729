import { addBrowserTexts } from '../i18n/browser-texts';
import { dealersPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the dealer pages and the parts the static pages show: loading them
 * adds the texts to the browser's translator before anything renders them, so a server-rendered
 * page hydrates with the same German text. The server's translator has all texts from the start.
 */
addBrowserTexts({ dealers: dealersPagesDe });
