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

/**
 * German texts of the account pages (verification, new password, account deletion, settings):
 * they load with those pages (./page-texts.ts), not with every page.
 */
export const accountsPagesDe = {
  verifyTitle: 'E-Mail Adresse bestätigen',
  verifyText:
    'Wir haben dir eine E-Mail mit einem Bestätigungslink geschickt. Bitte öffne den Link, um dein Konto freizuschalten. Keine E-Mail bekommen? Schau auch im Spam-Ordner nach oder fordere einen neuen Link an.',
  resendMail: 'Neuen Bestätigungslink senden',
  verificationTitle: 'Bestätigung deiner E-Mail Adresse',
  verificationInProgress: 'Deine E-Mail Adresse wird bestätigt …',
  redirectToLogin: 'Du wirst in wenigen Sekunden zur Anmeldung weitergeleitet.',
  requestNewLink: 'Neuen Link anfordern',
  newPasswordTitle: 'Neues Passwort festlegen',
  newPasswordSubmit: 'Passwort speichern',
  newPassword: 'Neues Passwort',
  passwordChangedTitle: 'Passwort geändert',
  deleteUserTitle: 'Konto löschen',
  deleteUserConfirmText:
    'Wenn du jetzt bestätigst, löschen wir dein Konto mit allen Wunschlisten, Sammlungen, Alarmen, Benachrichtigungen und deinem Verlauf. Deine Bewertungen und Kommentare bleiben ohne deinen Namen erhalten. Das kann nicht rückgängig gemacht werden.',
  deleteUserConfirm: 'Konto endgültig löschen',
  deleteUserInProgress: 'Dein Konto wird gelöscht …',
  accountDeletedTitle: 'Konto gelöscht',
  accountDeletedText: 'Alle deine persönlichen Daten wurden entfernt. Schade, dass du gehst!',
  settingsTitle: 'Einstellungen',
  profileSection: 'Profil',
  save: 'Speichern',
  avatarSection: 'Avatar',
  avatarChange: 'Avatar auswählen',
  avatarRemove: 'Avatar entfernen',
  avatarPickerTitle: 'Wähle deinen Avatar',
  avatarPickerLabel: 'Verfügbare Avatare',
  logoUpload: 'Logo hochladen',
  logoDelete: 'Logo löschen',
  logoCurrent: 'Aktuelles Logo',
  logoHint: 'PNG, JPEG oder WebP, höchstens 1 MB.',
  excludedDealersSection: 'Händler ausschließen',
  excludedDealersText:
    'Angebote dieser Händler zählen nicht für deine Preisalarme, für den besten Preis auf den Spielseiten und für den günstigsten Einkauf deiner Wunschlisten. Die Suchergebnisse zeigen weiter den besten Preis aller Händler.',
  excludedDealersLabel: 'Ausgeschlossene Händler',
  excludedDealersPlaceholder: 'Keine – alle Händler zählen',
  excludedDealersNothing: 'Kein Händler gefunden',
  excludedDealersSave: 'Auswahl speichern',
  excludedDealersSaved: 'Deine Händlerauswahl wurde gespeichert.',
  privacySection: 'Daten und Konto',
  clearHistory: 'Produktverlauf löschen',
  clearHistoryText: 'Entfernt die Liste der Spiele, die du dir zuletzt angesehen hast.',
  deleteAccount: 'Konto löschen',
  deleteAccountText:
    'Wir schicken dir eine E-Mail mit einem Bestätigungslink. Erst über diesen Link wird dein Konto gelöscht.',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  toStartPage: 'Zur Startseite',
};
