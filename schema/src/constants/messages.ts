/**
 * User-facing texts in German, the language every page speaks (the English fallback is
 * ./messages.en.ts, apart so the browser's first JavaScript goes without it). The SPEC §5 and §8
 * texts are copied letter for letter; the rest are written for Spielraum where SPEC says "not shown".
 */
export const MESSAGES = {
  // SPEC §5 validation
  required: 'Dies ist eine Pflichtangabe.',
  invalidUrl: 'Ungültige URL',
  invalidEmail: 'Keine oder ungültige E-Mail Adresse.',
  emailsDoNotMatch: 'E-Mail Adressen stimmen nicht überein',
  passwordsDoNotMatch: 'Passwörter stimmen nicht überein.',
  passwordTooShort: 'Das Passwort muss mindestens {amount} Zeichen lang sein.',
  passwordEdgeSpaces:
    'Leerzeichen am Anfang und am Ende zählen nicht mit: Das Passwort muss mindestens {amount} Zeichen lang sein.',
  minLength: 'Bitte gib mindestens {amount} Zeichen ein.',
  maxLength: 'Bitte gib höchstens {amount} Zeichen ein.',
  nonNegative: 'Bitte gib einen positiven Wert ein',
  invalidValue: 'Dieser Wert ist ungültig.',
  minValue: 'Bitte gib mindestens {amount} ein.',
  maxValue: 'Bitte gib höchstens {amount} ein.',
  minItems: 'Zu wenige Einträge (mindestens {amount}).',
  maxItems: 'Zu viele Einträge (höchstens {amount}).',
  unknownField: 'Dieses Feld gibt es hier nicht.',
  ratingRequired: 'Bitte bewerte das Spiel',
  invalidPrice: 'Bitte gib einen gültigen Preis ein',
  invalidYear: 'Bitte gib ein gültiges Jahr im Format JJJJ ein',
  chooseFromList: 'Bitte wähle einen Eintrag aus der Liste',
  tooManyFilters: 'Es können höchstens {amount} Filter gleichzeitig gesetzt werden.',
  unsavedChanges: 'Du hast ungespeicherte Änderungen. Möchtest du die Seite wirklich verlassen?',
  // SPEC §8 errors and notices
  filterRequestFailed: 'Request failed (Status: {status}): {error}',
  contactFailed: 'Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.',
  contactSent: 'Vielen Dank. Die E-Mail wurde erfolgreich gesendet.',
  loginFailed: 'Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.',
  loginRequiredTitle: 'Bitte melde dich an',
  loginRequiredText: 'Für diese Seite musst du angemeldet sein.',
  requestError: 'Bei der Anfrage ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  duplicateEmail: 'Zu dieser E-Mail Adresse gibt es bereits ein Konto. Möchtest du dich anmelden?',
  signupError: 'Die Registrierung ist leider fehlgeschlagen.',
  signupSuccess: 'Fast geschafft! Wir haben dir eine E-Mail zur Bestätigung geschickt.',
  alreadyVerified: 'Dein Konto ist bereits bestätigt.',
  verificationFailed: 'Die Bestätigung ist fehlgeschlagen. Der Link ist ungültig oder abgelaufen.',
  verificationSuccess: 'Dein Konto wurde erfolgreich bestätigt.',
  verificationLinkSent: 'Wir haben dir einen neuen Bestätigungslink geschickt.',
  userNotFound: 'Zu dieser E-Mail Adresse ist uns kein Konto bekannt.',
  passwordResetLinkSent: 'Wir haben dir einen Link zum Zurücksetzen deines Passworts geschickt.',
  passwordChanged: 'Dein Passwort wurde geändert.',
  profileSaved: 'Dein Profil wurde gespeichert.',
  profileSaveFailed: 'Dein Profil konnte nicht gespeichert werden.',
  customFieldSaved: 'Die Angaben wurden gespeichert.',
  customFieldSaveFailed: 'Die Angaben konnten nicht gespeichert werden.',
  logoUploaded: 'Das Logo wurde hochgeladen.',
  logoUploadFailed: 'Das Logo konnte nicht hochgeladen werden.',
  logoDeleted: 'Das Logo wurde gelöscht.',
  logoDeleteFailed: 'Das Logo konnte nicht gelöscht werden.',
  dealerAccountOnly: 'Dieses Konto ist mit keinem Shop verknüpft.',
  socialLinkInvalid: 'Bitte gib die https-Adresse eures Profils bei {network} an.',
  dealerProfileSaved: 'Das Shop-Profil wurde gespeichert.',
  deletionMailSent:
    'Wir haben dir eine E-Mail geschickt. Bitte bestätige die Löschung deines Kontos über den Link darin.',
  deletionFailed: 'Dein Konto konnte nicht gelöscht werden. Der Link ist ungültig oder abgelaufen.',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  commentSaveFailed: 'Beim Speichern des Kommentars ist ein unerwarteter Fehler aufgetreten.',
  identicalAlertExists: 'Ein identischer Preisalarm existiert bereits.',
  deleteDataError: 'Beim Löschen der Daten ist ein Fehler aufgetreten.',
  noListExists: 'Bitte lege zuerst eine Wunschliste oder Sammlung an, bevor du Spiele hinzufügst.',
  unexpectedError: 'Ein unerwarteter Fehler ist aufgetreten.',
  maintenance: 'Spielraum wird gerade gewartet. Bitte versuche es in ein paar Minuten erneut.',
  // Error pages and generic states
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText:
    'Diese Seite gibt es leider nicht (mehr). Vielleicht findest du über die Suche, was du suchst.',
  serverErrorTitle: 'Da ist etwas schiefgelaufen',
  serverErrorText:
    'Ein unerwarteter Fehler ist aufgetreten. Bitte lade die Seite neu oder versuche es später erneut.',
  badRequest: 'Die Anfrage ist ungültig.',
  unauthorized: 'Bitte melde dich an.',
  forbidden: 'Dafür fehlt dir die Berechtigung.',
  csrfFailed: 'Die Sicherheitsprüfung der Anfrage ist fehlgeschlagen. Bitte lade die Seite neu.',
  rateLimited: 'Zu viele Anfragen. Bitte warte einen Moment.',
  loading: 'Wird geladen …',
  noResults: 'Keine Spiele gefunden.',
  // Accounts (SPEC says "not shown"; written for Spielraum)
  userNotVerified: 'Bitte bestätige zuerst deine E-Mail Adresse.',
  loggedOut: 'Du wurdest abgemeldet.',
  loggedIn: 'Willkommen zurück, {name}!',
  passwordResetFailed: 'Das Passwort konnte nicht geändert werden. Der Link ist ungültig oder abgelaufen.',
  productHistoryCleared: 'Dein Produktverlauf wurde gelöscht.',
  logoTooLarge: 'Die Datei ist zu groß (höchstens {amount} MB).',
  logoWrongType: 'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
  avatarSaveFailed: 'Dein Avatar konnte nicht gespeichert werden.',
  avatarSaved: 'Dein Avatar wurde gespeichert.',
  // Wish lists, collections and ignored games (SPEC says "not shown"; written for Spielraum)
  listNotFound: 'Diese Liste gibt es nicht.',
  gameNotFound: 'Dieses Spiel gibt es nicht.',
  listItemNotFound: 'Dieses Spiel steht nicht auf der Liste.',
  listLimitReached: 'Du kannst höchstens {amount} Listen anlegen.',
  listFull: 'Auf einer Liste haben höchstens {amount} Spiele Platz.',
  ignoredLimitReached: 'Du kannst höchstens {amount} Spiele ignorieren.',
  listPriorityRange: 'Die Priorität muss zwischen 1 und 5 liegen.',
  gifterNameInvalid: 'Bitte verwende für den Namen nur Buchstaben, Ziffern, Leerzeichen und Bindestriche.',
  giftUndoLinkInvalid: 'Dieser Link zum Aufheben der Reservierung ist ungültig.',
  // Alerts and notifications (SPEC says "not shown"; written for Spielraum)
  alertLimitReached: 'Du kannst höchstens {amount} Alarme anlegen. Bitte lösche zuerst einen anderen Alarm.',
  alertPriceRange: 'Bitte gib einen Wunschpreis zwischen 0,01 € und {amount} € ein.',
  alertDiscountRange: 'Bitte wähle eine Ersparnis zwischen {min} und {max} %.',
  alertPriceOrDiscount: 'Bitte gib entweder einen Wunschpreis oder eine Ersparnis in Prozent an.',
  alertNoOfferForDiscount:
    'Für dieses Spiel gibt es derzeit kein Angebot. Ein Alarm „N+ % sparen“ braucht einen aktuellen Preis – lege stattdessen einen Wunschpreis fest.',
  alertGameNotFound: 'Dieses Spiel gibt es bei Spielraum nicht.',
  alertPublisherNotFound: 'Diesen Verlag gibt es bei Spielraum nicht.',
  alertNotFound: 'Diesen Alarm gibt es nicht (mehr).',
  identicalAlertExistsOther: 'Diesen Alarm hast du bereits angelegt.',
  alertOneCondition: 'Bitte wähle genau eine Bedingung: Wunschpreis, Ersparnis oder Tiefstpreis.',
  alertOfListRule:
    'Dieser Alarm gehört zur Benachrichtigungsregel deiner Wunschliste „{list}“. Ändern oder löschen kannst du ihn nur über die Regel auf der Liste.',
  alertRuleNotFound: 'Diese Benachrichtigungsregel gibt es nicht (mehr).',
  alertRuleExists: 'Diese Regel gibt es für diese Wunschliste bereits.',
  alertRuleLimit: 'Eine Wunschliste kann höchstens {amount} Benachrichtigungsregeln haben.',
  alertRuleWishlistOnly:
    'Benachrichtigungsregeln gibt es nur für Wunschlisten – Spiele in deiner Sammlung gehören dir schon.',
  excludedDealerUnknown: 'Diesen Händler gibt es bei Spielraum nicht.',
  notificationNotFound: 'Diese Benachrichtigung gibt es nicht (mehr).',
  pushSubscriptionInvalid:
    'Dieses Gerät hat keine gültige Push-Anmeldung geschickt. Bitte versuche es noch einmal.',
  pushEndpointRefused: 'Dieser Push-Dienst wird nicht unterstützt.',
  pushDeviceLimit:
    'Du kannst Push-Benachrichtigungen auf höchstens {amount} Geräten erhalten. Bitte entferne zuerst ein anderes Gerät.',
  pushDeviceNotFound: 'Dieses Gerät gibt es nicht (mehr).',
  pushNotConfigured: 'Push-Benachrichtigungen sind auf diesem Portal nicht eingerichtet.',
  pushNoDevices: 'Für dein Konto ist noch kein Gerät für Push-Benachrichtigungen angemeldet.',
  pushQuietHoursInvalid: 'Bitte gib eine Uhrzeit im Format HH:MM an.',
  pushQuietHoursSame: 'Beginn und Ende der Ruhezeit dürfen nicht gleich sein.',
  // Magazine and comments (SPEC says "not shown"; written for Spielraum)
  magazineBodyInvalid: 'Der Artikeltext enthält ein Element, das hier nicht erlaubt ist.',
  magazineBodyTooLarge: 'Der Artikeltext ist zu lang oder zu tief verschachtelt.',
  magazineSlugInvalid: 'Bitte nur Kleinbuchstaben, Ziffern und Bindestriche verwenden.',
  magazinePublishAtInvalid: 'Bitte gib einen gültigen Zeitpunkt an.',
  moderationReasonRequired: 'Bitte wähle einen Grund für die Ablehnung.',
  // Static pages (SPEC says "not shown"; written for Spielraum)
  sitePageMediaNotAllowed:
    'Bilder, Videos und Spielkarten gibt es auf dieser Seite nicht. Bitte entferne sie aus dem Text.',
  // Operators' dealer settings (SPEC says "not shown"; written for Spielraum)
  cronPatternInvalid:
    'Bitte gib einen Zeitplan mit fünf Feldern an (Minute Stunde Tag Monat Wochentag), z. B. „0 4 * * *“.',
  dealerScheduleNeedsUrl: 'Für einen Zeitplan braucht der Händler eine Feed-Adresse.',
  // Operators' assignment of unmatched offers (SPEC says "not shown"; written for Spielraum)
  invalidGtin: 'Bitte gib eine gültige GTIN (EAN) mit 8, 12, 13 oder 14 Ziffern ein.',
  gtinOrVersionRequired: 'Bitte gib eine GTIN ein oder wähle eine Ausgabe eines Spiels.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof MESSAGES;
export type Locale = 'de' | 'en';

/** Fills the `{placeholder}`s of a message template; unknown placeholders stay as they are. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Returns a German message with `{placeholder}` values filled in. German is what every answer and
 * page speaks; the English fallback (MESSAGES_EN) serves the browser's translator only.
 */
export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillMessage(MESSAGES[key], params);
}
