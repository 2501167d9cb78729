import type { TextsOf } from '../i18n/texts-of';
import type { staticPagesDe } from './texts.de';

/** English fallback of the information pages' texts. */
export const staticPagesEn: TextsOf<typeof staticPagesDe> = {
  updatedAt: 'As of',
};
