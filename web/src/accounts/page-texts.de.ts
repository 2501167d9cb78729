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
  pushSection: 'Push-Benachrichtigungen',
  pushIntro:
    'Deine Alarme als Benachrichtigung auf dem Handy oder Computer – auch wenn Spielraum gerade nicht geöffnet ist. Du schaltest sie für jedes Gerät einzeln ein.',
  pushNotConfigured: 'Push-Benachrichtigungen sind auf diesem Portal nicht eingerichtet.',
  pushUnsupported:
    'Dieser Browser unterstützt keine Push-Benachrichtigungen. Deine Benachrichtigungen findest du weiterhin unter „Benachrichtigungen“ und per E-Mail.',
  pushDenied:
    'Du hast Benachrichtigungen von Spielraum in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen deines Browsers (meist über das Symbol links neben der Adresse) und lade diese Seite danach neu.',
  pushThisDeviceOn: 'Dieses Gerät erhält Push-Benachrichtigungen.',
  pushThisDeviceOff: 'Dieses Gerät erhält noch keine Push-Benachrichtigungen.',
  pushEnable: 'Auf diesem Gerät einschalten',
  pushEnableHint: 'Dein Browser fragt dich dann, ob Spielraum dir Benachrichtigungen senden darf.',
  pushDisable: 'Auf diesem Gerät ausschalten',
  pushEnabled: 'Push-Benachrichtigungen sind auf diesem Gerät eingeschaltet.',
  pushDisabled: 'Push-Benachrichtigungen sind auf diesem Gerät ausgeschaltet.',
  pushEnableFailed: 'Push-Benachrichtigungen konnten auf diesem Gerät nicht eingeschaltet werden.',
  pushDevices: 'Deine Geräte',
  pushNoDevices: 'Noch kein Gerät angemeldet.',
  pushThisDevice: 'dieses Gerät',
  pushDeviceSince: 'angemeldet am {date}',
  pushDeviceLastSuccess: 'zuletzt zugestellt am {date}',
  pushDeviceNeverDelivered: 'noch nichts zugestellt',
  pushDeviceFailures_one: '{count} fehlgeschlagene Zustellung',
  pushDeviceFailures_other: '{count} fehlgeschlagene Zustellungen',
  pushRemoveDevice: 'Entfernen',
  pushRemoveDeviceLabel: '{label} entfernen',
  pushDeviceRemoved: 'Das Gerät wurde entfernt.',
  pushDeviceRemoveFailed: 'Das Gerät konnte nicht entfernt werden.',
  pushQuietHours: 'Ruhezeit',
  pushQuietHoursHint:
    'In der Ruhezeit halten wir Push-Benachrichtigungen zurück und schicken sie, sobald sie vorbei ist (deutsche Zeit).',
  pushQuietFrom: 'Von',
  pushQuietTo: 'Bis',
  pushDailyCap: 'Höchstens pro Tag',
  pushDailyCapHint: 'Was darüber hinausgeht, findest du unter „Benachrichtigungen“ und in deinen E-Mails.',
  pushSaveSettings: 'Push-Einstellungen speichern',
  pushSettingsSaved: 'Deine Push-Einstellungen wurden gespeichert.',
  pushSettingsSaveFailed: 'Deine Push-Einstellungen konnten nicht gespeichert werden.',
  pushTest: 'Testbenachrichtigung senden',
  pushTestSent_one: 'Die Testbenachrichtigung ist an {count} Gerät unterwegs.',
  pushTestSent_other: 'Die Testbenachrichtigung ist an {count} Geräte unterwegs.',
  pushTestFailed: 'Die Testbenachrichtigung konnte nicht gesendet werden.',
  clearHistory: 'Produktverlauf löschen',
  clearHistoryText: 'Entfernt die Liste der Spiele, die du dir zuletzt angesehen hast.',
  deleteAccount: 'Konto löschen',
  deleteAccountText:
    'Wir schicken dir eine E-Mail mit einem Bestätigungslink. Erst über diesen Link wird dein Konto gelöscht.',
  loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
  sectionLoadFailed:
    'Dieser Bereich konnte gerade nicht geladen werden. Bitte lade die Seite in einem Moment neu.',
  toStartPage: 'Zur Startseite',
};
