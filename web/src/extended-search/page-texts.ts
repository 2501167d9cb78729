import { addBrowserTexts } from '../i18n/browser-texts';
import { extendedSearchPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the advanced search page: loading it adds the form's texts to the
 * browser's translator before anything renders them. The server's translator has all texts from
 * the start (../i18n/index.ts).
 */
addBrowserTexts({ extendedSearch: extendedSearchPagesDe });
