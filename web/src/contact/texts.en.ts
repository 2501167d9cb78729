import type { TextsOf } from '../i18n/texts-of';
import type { contactPagesDe } from './page-texts.de';

/** English fallback of the contact form's texts. */
export const contactEn: TextsOf<typeof contactPagesDe> = {
  formTitle: 'Message to the Spielraum team',
  name: 'Your name',
  email: 'Your e-mail address',
  message: 'Your message',
  messageHint: 'At least {min}, at most {max} characters ({count} written).',
  noAdvice: 'We do not answer questions about individual products and give no buying advice.',
  privacy: 'We store your message and mail it to our team.',
  privacyLink: 'More in the privacy policy.',
  honeypot: 'Please leave this field empty',
  send: 'Send message',
  another: 'Write another message',
  retry: 'Try again',
  preparing: 'Preparing the form …',
};
