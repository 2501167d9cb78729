import { addBrowserTexts } from '../i18n/browser-texts';
import { reviewsPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the reviews' interactive part: loading it adds the texts to the
 * browser's translator before anything renders them. The server's translator has all texts from
 * the start (../i18n/index.ts).
 */
addBrowserTexts({ reviews: reviewsPagesDe });
