import { addBrowserTexts } from '../../i18n/browser-texts';
import { consentPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the consent dialog: loading it adds the dialog's texts to the
 * browser's translator before anything renders them (the server's translator has all texts).
 */
addBrowserTexts({ consent: consentPagesDe });
