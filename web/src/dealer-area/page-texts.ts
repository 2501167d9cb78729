import { addBrowserTexts } from '../i18n/browser-texts';
import { dealerAreaPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the shop login, the dealer area and the members panel: loading one
 * adds their texts to the browser's translator before anything renders them (the server's
 * translator has all texts).
 */
addBrowserTexts({ dealerArea: dealerAreaPagesDe });
