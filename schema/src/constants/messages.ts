/**
 * User-facing texts, German first with English fallback. The SPEC §5 and §8 texts are
 * copied letter for letter; the rest are written for Spielraum where SPEC says "not shown".
 */
export const MESSAGES = {
  // SPEC §5 validation
  required: { de: 'Dies ist eine Pflichtangabe.', en: 'This field is required.' },
  invalidUrl: { de: 'Ungültige URL', en: 'Invalid URL' },
  invalidEmail: { de: 'Keine oder ungültige E-Mail Adresse.', en: 'Missing or invalid e-mail address.' },
  emailsDoNotMatch: { de: 'E-Mail Adressen stimmen nicht überein', en: 'E-mail addresses do not match' },
  passwordsDoNotMatch: { de: 'Passwörter stimmen nicht überein.', en: 'Passwords do not match.' },
  passwordTooShort: {
    de: 'Das Passwort muss mindestens {amount} Zeichen lang sein.',
    en: 'The password must be at least {amount} characters long.',
  },
  passwordEdgeSpaces: {
    de: 'Leerzeichen am Anfang und am Ende zählen nicht mit: Das Passwort muss mindestens {amount} Zeichen lang sein.',
    en: 'Spaces at the start and end do not count: the password must be at least {amount} characters long.',
  },
  minLength: {
    de: 'Bitte gib mindestens {amount} Zeichen ein.',
    en: 'Please enter at least {amount} characters.',
  },
  maxLength: {
    de: 'Bitte gib höchstens {amount} Zeichen ein.',
    en: 'Please enter at most {amount} characters.',
  },
  nonNegative: { de: 'Bitte gib einen positiven Wert ein', en: 'Please enter a positive value' },
  invalidValue: { de: 'Dieser Wert ist ungültig.', en: 'This value is invalid.' },
  minValue: { de: 'Bitte gib mindestens {amount} ein.', en: 'Please enter at least {amount}.' },
  maxValue: { de: 'Bitte gib höchstens {amount} ein.', en: 'Please enter at most {amount}.' },
  minItems: { de: 'Zu wenige Einträge (mindestens {amount}).', en: 'Too few entries (at least {amount}).' },
  maxItems: { de: 'Zu viele Einträge (höchstens {amount}).', en: 'Too many entries (at most {amount}).' },
  unknownField: { de: 'Dieses Feld gibt es hier nicht.', en: 'This field does not exist here.' },
  ratingRequired: { de: 'Bitte bewerte das Spiel', en: 'Please rate the game' },
  invalidPrice: { de: 'Bitte gib einen gültigen Preis ein', en: 'Please enter a valid price' },
  invalidYear: {
    de: 'Bitte gib ein gültiges Jahr im Format JJJJ ein',
    en: 'Please enter a valid year (YYYY)',
  },
  chooseFromList: {
    de: 'Bitte wähle einen Eintrag aus der Liste',
    en: 'Please choose an entry from the list',
  },
  tooManyFilters: {
    de: 'Es können höchstens {amount} Filter gleichzeitig gesetzt werden.',
    en: 'At most {amount} filters can be set at once.',
  },
  unsavedChanges: {
    de: 'Du hast ungespeicherte Änderungen. Möchtest du die Seite wirklich verlassen?',
    en: 'You have unsaved changes. Do you really want to leave this page?',
  },

  // SPEC §8 errors and notices
  filterRequestFailed: {
    de: 'Request failed (Status: {status}): {error}',
    en: 'Request failed (Status: {status}): {error}',
  },
  contactFailed: {
    de: 'Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.',
    en: 'Sorry, sending the e-mail failed.',
  },
  contactSent: {
    de: 'Vielen Dank. Die E-Mail wurde erfolgreich gesendet.',
    en: 'Thank you. The e-mail was sent.',
  },
  loginFailed: {
    de: 'Die Anmeldung ist fehlgeschlagen. Bitte überprüfe deine Eingaben.',
    en: 'Login failed. Please check your input.',
  },
  loginRequiredTitle: { de: 'Bitte melde dich an', en: 'Please log in' },
  loginRequiredText: {
    de: 'Für diese Seite musst du angemeldet sein.',
    en: 'You need to be logged in to see this page.',
  },
  requestError: {
    de: 'Bei der Anfrage ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
    en: 'The request failed. Please try again later.',
  },
  duplicateEmail: {
    de: 'Zu dieser E-Mail Adresse gibt es bereits ein Konto. Möchtest du dich anmelden?',
    en: 'An account with this e-mail address already exists. Would you like to log in?',
  },
  signupError: {
    de: 'Die Registrierung ist leider fehlgeschlagen.',
    en: 'Sign-up failed.',
  },
  signupSuccess: {
    de: 'Fast geschafft! Wir haben dir eine E-Mail zur Bestätigung geschickt.',
    en: 'Almost done! We have sent you an e-mail to confirm your address.',
  },
  alreadyVerified: { de: 'Dein Konto ist bereits bestätigt.', en: 'Your account is already verified.' },
  verificationFailed: {
    de: 'Die Bestätigung ist fehlgeschlagen. Der Link ist ungültig oder abgelaufen.',
    en: 'Verification failed. The link is invalid or has expired.',
  },
  verificationSuccess: {
    de: 'Dein Konto wurde erfolgreich bestätigt.',
    en: 'Your account has been verified.',
  },
  verificationLinkSent: {
    de: 'Wir haben dir einen neuen Bestätigungslink geschickt.',
    en: 'We have sent you a new verification link.',
  },
  userNotFound: {
    de: 'Zu dieser E-Mail Adresse ist uns kein Konto bekannt.',
    en: 'We know no account with this e-mail address.',
  },
  passwordResetLinkSent: {
    de: 'Wir haben dir einen Link zum Zurücksetzen deines Passworts geschickt.',
    en: 'We have sent you a link to reset your password.',
  },
  passwordChanged: { de: 'Dein Passwort wurde geändert.', en: 'Your password has been changed.' },
  profileSaved: { de: 'Dein Profil wurde gespeichert.', en: 'Your profile has been saved.' },
  profileSaveFailed: {
    de: 'Dein Profil konnte nicht gespeichert werden.',
    en: 'Your profile could not be saved.',
  },
  customFieldSaved: { de: 'Die Angaben wurden gespeichert.', en: 'Your details have been saved.' },
  customFieldSaveFailed: {
    de: 'Die Angaben konnten nicht gespeichert werden.',
    en: 'Your details could not be saved.',
  },
  logoUploaded: { de: 'Das Logo wurde hochgeladen.', en: 'The logo has been uploaded.' },
  logoUploadFailed: {
    de: 'Das Logo konnte nicht hochgeladen werden.',
    en: 'The logo could not be uploaded.',
  },
  logoDeleted: { de: 'Das Logo wurde gelöscht.', en: 'The logo has been deleted.' },
  logoDeleteFailed: { de: 'Das Logo konnte nicht gelöscht werden.', en: 'The logo could not be deleted.' },
  dealerProfileOnly: {
    de: 'Das Shop-Profil können nur Händlerkonten bearbeiten.',
    en: 'Only dealer accounts can edit the shop profile.',
  },
  deletionMailSent: {
    de: 'Wir haben dir eine E-Mail geschickt. Bitte bestätige die Löschung deines Kontos über den Link darin.',
    en: 'We have sent you an e-mail. Please confirm the deletion of your account with the link in it.',
  },
  deletionFailed: {
    de: 'Dein Konto konnte nicht gelöscht werden. Der Link ist ungültig oder abgelaufen.',
    en: 'Your account could not be deleted. The link is invalid or has expired.',
  },
  accountDeleted: { de: 'Dein Konto wurde gelöscht.', en: 'Your account has been deleted.' },
  commentSaveFailed: {
    de: 'Beim Speichern des Kommentars ist ein unerwarteter Fehler aufgetreten.',
    en: 'An unexpected error occurred while saving the comment.',
  },
  identicalAlertExists: {
    de: 'Ein identischer Preisalarm existiert bereits.',
    en: 'An identical price alert already exists.',
  },
  deleteDataError: {
    de: 'Beim Löschen der Daten ist ein Fehler aufgetreten.',
    en: 'An error occurred while deleting the data.',
  },
  noListExists: {
    de: 'Bitte lege zuerst eine Wunschliste oder Sammlung an, bevor du Spiele hinzufügst.',
    en: 'Please create a wish list or collection before adding games.',
  },
  unexpectedError: { de: 'Ein unerwarteter Fehler ist aufgetreten.', en: 'An unexpected error occurred.' },
  maintenance: {
    de: 'Spielraum wird gerade gewartet. Bitte versuche es in ein paar Minuten erneut.',
    en: 'Spielraum is under maintenance. Please try again in a few minutes.',
  },

  // Error pages and generic states
  notFoundTitle: { de: 'Seite nicht gefunden', en: 'Page not found' },
  notFoundText: {
    de: 'Diese Seite gibt es leider nicht (mehr). Vielleicht findest du über die Suche, was du suchst.',
    en: 'This page does not exist (any more). Perhaps the search helps you find what you are looking for.',
  },
  serverErrorTitle: { de: 'Da ist etwas schiefgelaufen', en: 'Something went wrong' },
  serverErrorText: {
    de: 'Ein unerwarteter Fehler ist aufgetreten. Bitte lade die Seite neu oder versuche es später erneut.',
    en: 'An unexpected error occurred. Please reload the page or try again later.',
  },
  badRequest: { de: 'Die Anfrage ist ungültig.', en: 'The request is invalid.' },
  unauthorized: { de: 'Bitte melde dich an.', en: 'Please log in.' },
  forbidden: { de: 'Dafür fehlt dir die Berechtigung.', en: 'You are not allowed to do this.' },
  csrfFailed: {
    de: 'Die Sicherheitsprüfung der Anfrage ist fehlgeschlagen. Bitte lade die Seite neu.',
    en: 'The security check of the request failed. Please reload the page.',
  },
  rateLimited: {
    de: 'Zu viele Anfragen. Bitte warte einen Moment.',
    en: 'Too many requests. Please wait a moment.',
  },
  loading: { de: 'Wird geladen …', en: 'Loading …' },
  noResults: { de: 'Keine Spiele gefunden.', en: 'No games found.' },

  // Accounts (SPEC says "not shown"; written for Spielraum)
  userNotVerified: {
    de: 'Bitte bestätige zuerst deine E-Mail Adresse.',
    en: 'Please confirm your e-mail address first.',
  },
  loggedOut: { de: 'Du wurdest abgemeldet.', en: 'You have been logged out.' },
  loggedIn: { de: 'Willkommen zurück, {name}!', en: 'Welcome back, {name}!' },
  passwordResetFailed: {
    de: 'Das Passwort konnte nicht geändert werden. Der Link ist ungültig oder abgelaufen.',
    en: 'The password could not be changed. The link is invalid or has expired.',
  },
  productHistoryCleared: {
    de: 'Dein Produktverlauf wurde gelöscht.',
    en: 'Your product history has been deleted.',
  },
  logoTooLarge: {
    de: 'Die Datei ist zu groß (höchstens {amount} MB).',
    en: 'The file is too large (at most {amount} MB).',
  },
  logoWrongType: {
    de: 'Bitte lade ein Bild im Format PNG, JPEG oder WebP hoch.',
    en: 'Please upload a PNG, JPEG or WebP image.',
  },
  avatarSaveFailed: {
    de: 'Dein Avatar konnte nicht gespeichert werden.',
    en: 'Your avatar could not be saved.',
  },
  avatarSaved: { de: 'Dein Avatar wurde gespeichert.', en: 'Your avatar has been saved.' },

  // Wish lists, collections and ignored games (SPEC says "not shown"; written for Spielraum)
  listNotFound: { de: 'Diese Liste gibt es nicht.', en: 'This list does not exist.' },
  gameNotFound: { de: 'Dieses Spiel gibt es nicht.', en: 'This game does not exist.' },
  listItemNotFound: { de: 'Dieses Spiel steht nicht auf der Liste.', en: 'This game is not on the list.' },
  listLimitReached: {
    de: 'Du kannst höchstens {amount} Listen anlegen.',
    en: 'You can create at most {amount} lists.',
  },
  listFull: {
    de: 'Auf einer Liste haben höchstens {amount} Spiele Platz.',
    en: 'A list holds at most {amount} games.',
  },
  ignoredLimitReached: {
    de: 'Du kannst höchstens {amount} Spiele ignorieren.',
    en: 'You can ignore at most {amount} games.',
  },
  listPriorityRange: {
    de: 'Die Priorität muss zwischen 1 und 5 liegen.',
    en: 'The priority must be between 1 and 5.',
  },
  // Alerts and notifications (SPEC says "not shown"; written for Spielraum)
  alertLimitReached: {
    de: 'Du kannst höchstens {amount} Alarme anlegen. Bitte lösche zuerst einen anderen Alarm.',
    en: 'You can set at most {amount} alerts. Please delete another alert first.',
  },
  alertPriceRange: {
    de: 'Bitte gib einen Wunschpreis zwischen 0,01 € und {amount} € ein.',
    en: 'Please enter a desired price between €0.01 and €{amount}.',
  },
  alertDiscountRange: {
    de: 'Bitte wähle eine Ersparnis zwischen {min} und {max} %.',
    en: 'Please choose a saving between {min} and {max} %.',
  },
  alertPriceOrDiscount: {
    de: 'Bitte gib entweder einen Wunschpreis oder eine Ersparnis in Prozent an.',
    en: 'Please enter either a desired price or a saving in percent.',
  },
  alertNoOfferForDiscount: {
    de: 'Für dieses Spiel gibt es derzeit kein Angebot. Ein Alarm „N+ % sparen“ braucht einen aktuellen Preis – lege stattdessen einen Wunschpreis fest.',
    en: 'There is currently no offer for this game. A "save N+ %" alert needs a current price – set a desired price instead.',
  },
  alertGameNotFound: {
    de: 'Dieses Spiel gibt es bei Spielraum nicht.',
    en: 'This game does not exist on Spielraum.',
  },
  alertPublisherNotFound: {
    de: 'Diesen Verlag gibt es bei Spielraum nicht.',
    en: 'This publisher does not exist on Spielraum.',
  },
  alertNotFound: { de: 'Diesen Alarm gibt es nicht (mehr).', en: 'This alert does not exist (any more).' },
  identicalAlertExistsOther: {
    de: 'Diesen Alarm hast du bereits angelegt.',
    en: 'You have already set this alert.',
  },
  notificationNotFound: {
    de: 'Diese Benachrichtigung gibt es nicht (mehr).',
    en: 'This notification does not exist (any more).',
  },
} as const satisfies Record<string, { de: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Locale = 'de' | 'en';

/** Fills the `{placeholder}`s of a message template; unknown placeholders stay as they are. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Returns a message in the given locale with `{placeholder}` values filled in. */
export function message(
  key: MessageKey,
  params: Record<string, string | number> = {},
  locale: Locale = 'de',
): string {
  const template: string = MESSAGES[key][locale] ?? MESSAGES[key].de;
  return fillMessage(template, params);
}
