import type { TextsOf } from '../i18n/texts-of';
import type { reportDe } from './report-texts.de';

export const reportEn: TextsOf<typeof reportDe> = {
  title: 'Report contribution',
  intro: 'The editorial team looks at reported contributions and removes them when they break the rules.',
  reason: 'Why are you reporting this contribution?',
  send: 'Send report',
  sent: 'Thank you. The editorial team will look at the contribution.',
  cancel: 'Cancel',
  close: 'Close',
};
