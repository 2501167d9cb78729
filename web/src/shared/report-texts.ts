import { addBrowserTexts } from '../i18n/browser-texts';
import { reportDe } from './report-texts.de';

/*
 * Imported for its effect by the "Melden" dialog: its texts reach the browser with it, not with
 * every page's first JavaScript (the game page has no room for them). The server's translator
 * has all texts from the start (../i18n/index.ts).
 */
addBrowserTexts({ report: reportDe });
