import { addBrowserTexts } from '../i18n/browser-texts';
import { historyPagesDe } from './page-texts.de';

/*
 * Imported for its effect by "Zuletzt angesehen": loading it adds its texts to the browser's
 * translator before anything renders them (the server's translator has all texts).
 */
addBrowserTexts({ history: historyPagesDe });
