import type { TextsOf } from '../i18n/texts-of';
import type { historyPagesDe } from './page-texts.de';

/** English fallback of the product history's texts. */
export const historyEn: TextsOf<typeof historyPagesDe> = {
  heading: 'Recently viewed',
  manage: 'Manage history',
  clear: 'Delete history',
};
