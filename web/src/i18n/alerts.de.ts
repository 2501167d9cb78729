/**
 * German texts of alerts the game page shows (its alert box); the rest load with their pages
 * (alerts-pages.de.ts).
 */
export const alertsDe = {
  created: 'Der Alarm wurde angelegt.',
  gameBoxTitle: 'Alarme',
  priceAlert: 'Preisalarm',
  priceAlertTitle: 'Preisalarm für {title}',
  availabilityAlert: 'Verfügbarkeitsalarm',
  availabilityCreated: 'Wir melden uns, sobald das Spiel wieder lieferbar ist.',
  newsForGame: 'Neuigkeiten zu diesem Spiel',
  newsForPublisher: 'Neuigkeiten zum Verlag',
  toAlerts: 'Meine Alarme',
};

/** German texts of the header bell; those of /notifications load with it (alerts-pages.de.ts). */
export const notificationsDe = {
  bell: 'Benachrichtigungen',
  bellUnread_one: 'Benachrichtigungen, {count} ungelesen',
  bellUnread_other: 'Benachrichtigungen, {count} ungelesen',
};
