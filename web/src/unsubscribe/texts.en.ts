import type { TextsOf } from '../i18n/texts-of';
import type { unsubscribePagesDe } from './page-texts.de';

/** English fallback of the unsubscribe page. */
export const unsubscribeEn: TextsOf<typeof unsubscribePagesDe> = {
  title: 'Unsubscribe from e-mails',
  alertsText:
    'One click unsubscribes you from all e-mails about your alerts and notifications. Your alerts stay; you still see new notifications in Spielraum. You can switch the e-mails on again in your settings at any time.',
  newsText:
    'One click unsubscribes you from the e-mails of your news alerts: we pause these alerts. Price and availability alerts still mail you. You can switch the news on again under “Alerts” at any time.',
  confirm: 'Unsubscribe',
  doneTitle: 'Unsubscribed',
  alertsDone: 'You no longer receive e-mails about alerts and notifications.',
  newsDone: 'Your news alerts are paused; you no longer receive e-mails about them.',
  toSettings: 'Go to settings',
  toAlerts: 'Go to your alerts',
  invalidTitle: 'Invalid link',
  failed: 'Unsubscribing did not work: {message}',
};
