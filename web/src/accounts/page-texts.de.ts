/**
 * German texts of the alert e-mail setting on /settings, named `notifications.mail…`: they load
 * with that section (./page-texts.ts), not with every page.
 */
export const notificationsMailDe = {
  mailSection: 'Benachrichtigungen per E-Mail',
  mailLabel: 'E-Mails zu deinen Alarmen',
  mailImmediately: 'sofort',
  mailDaily: 'tägliche Zusammenfassung',
  mailNever: 'nie',
  mailSaved: 'Deine E-Mail-Einstellung wurde gespeichert.',
  mailSaveFailed: 'Deine E-Mail-Einstellung konnte nicht gespeichert werden.',
};
