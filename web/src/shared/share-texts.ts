import { addBrowserTexts } from '../i18n/browser-texts';
import { shareDe } from './share-texts.de';

/*
 * Imported for its effect by the share buttons: their texts reach the browser with the pages
 * that show them, not with every page's first JavaScript. The server's translator has all texts
 * from the start (../i18n/index.ts).
 */
addBrowserTexts({ share: shareDe });
