/** German texts of the unsubscribe page (`/unsubscribe/{token}`, the link in alert and news mails). */
export const unsubscribePagesDe = {
  title: 'E-Mails abbestellen',
  alertsText:
    'Mit einem Klick bestellst du alle E-Mails zu deinen Alarmen und Benachrichtigungen ab. Deine Alarme bleiben bestehen; neue Benachrichtigungen siehst du weiter in Spielraum. In den Einstellungen kannst du die E-Mails jederzeit wieder einschalten.',
  newsText:
    'Mit einem Klick bestellst du die E-Mails zu deinen Neuigkeiten-Alarmen ab: Wir pausieren diese Alarme. Preis- und Verfügbarkeitsalarme mailen wir weiter. Unter „Alarme“ kannst du die Neuigkeiten jederzeit wieder einschalten.',
  confirm: 'Abbestellen',
  doneTitle: 'Abbestellt',
  alertsDone: 'Du erhältst keine E-Mails zu Alarmen und Benachrichtigungen mehr.',
  newsDone: 'Deine Neuigkeiten-Alarme sind pausiert; du erhältst dazu keine E-Mails mehr.',
  toSettings: 'Zu den Einstellungen',
  toAlerts: 'Zu deinen Alarmen',
  invalidTitle: 'Link ungültig',
  failed: 'Das Abbestellen hat nicht geklappt: {message}',
};
