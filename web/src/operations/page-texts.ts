import { addBrowserTexts } from '../i18n/browser-texts';
import { operationsPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the operators' pages: loading one adds their texts to the browser's
 * translator before anything renders them (the server's translator has all texts).
 */
addBrowserTexts({ operations: operationsPagesDe });
