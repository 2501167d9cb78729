import { addBrowserTexts } from './browser-texts';
import { pageTextsDe } from './page-texts.de';

/*
 * Imported for its effect by the modules that show the list, alert and notification pages' texts
 * (the pages, the "Merken" menu, the price alert dialog): loading such a module adds the texts to
 * the browser's translator before anything renders them, so no key flashes up and a
 * server-rendered page hydrates with the same German text. The server's translator has all
 * texts from the start (./index.ts).
 */
addBrowserTexts(pageTextsDe);
