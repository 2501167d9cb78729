import { addBrowserTexts } from '../i18n/browser-texts';
import { dealsPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the deals page: loading it adds the texts to the browser's
 * translator before anything renders them, so the server-rendered page hydrates with the same
 * German text. The server's translator has all texts from the start (../i18n/index.ts).
 */
addBrowserTexts({ deals: dealsPagesDe });
