import type { TextsOf } from '../i18n/texts-of';
import type { shareDe } from './share-texts.de';

export const shareEn: TextsOf<typeof shareDe> = {
  heading: 'Share',
  whatsapp: 'Share on WhatsApp',
  facebook: 'Share on Facebook',
  x: 'Share on X',
  pinterest: 'Share on Pinterest',
  email: 'Share by e-mail',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied. Please copy it from the address bar.',
  native: 'Share …',
};
