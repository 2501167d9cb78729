/**
 * German texts of alerts the game page shows (its alert box); the rest load with their pages
 * (./page-texts.de.ts).
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
