import { addBrowserTexts } from '../i18n/browser-texts';
import { contactPagesDe } from './page-texts.de';

/*
 * Imported for its effect by the contact form: loading it adds the form's texts to the
 * browser's translator before anything renders them (the server's translator has all texts).
 */
addBrowserTexts({ contact: contactPagesDe });
