import { fillMessage, type Locale } from './messages';

/**
 * The texts of every mail the portal sends, German first with English fallback for users whose
 * `locale` is `en`. The templates (`@spielraum/platform/mail-templates`) hold the layout only.
 * Server-only like SERVER_MESSAGES: the browser never ships them.
 */
export const MAIL_TEXTS = {
  // The layout every mail shares
  wordmark: { de: 'Spielraum', en: 'Spielraum' },
  greeting: { de: 'Hallo {name},', en: 'Hello {name},' },
  greetingNoName: { de: 'Hallo,', en: 'Hello,' },
  signature: { de: 'Dein Spielraum-Team', en: 'Your Spielraum team' },
  footerLegalNotice: { de: 'Impressum', en: 'Legal notice' },
  footerPrivacy: { de: 'Datenschutz', en: 'Privacy policy' },
  footerSettings: { de: 'Benachrichtigungen einstellen', en: 'Notification settings' },
  footerWhyAlerts: {
    de: 'Du erhältst diese E-Mail, weil du bei Spielraum Alarme und Benachrichtigungen per E-Mail eingeschaltet hast.',
    en: 'You receive this e-mail because you switched on alerts and notifications by e-mail at Spielraum.',
  },
  footerWhyNews: {
    de: 'Du erhältst diese E-Mail, weil du bei Spielraum Neuigkeiten-Alarme eingerichtet hast.',
    en: 'You receive this e-mail because you set up news alerts at Spielraum.',
  },
  footerUnsubscribeAlerts: { de: 'Alarm-E-Mails abbestellen', en: 'Unsubscribe from alert e-mails' },
  footerUnsubscribeNews: { de: 'Neuigkeiten-E-Mails abbestellen', en: 'Unsubscribe from news e-mails' },
  // Account mails: each carries one link to a page of SPEC §2
  verificationSubject: {
    de: 'Bitte bestätige deine E-Mail Adresse',
    en: 'Please confirm your e-mail address',
  },
  verificationIntro: {
    de: 'schön, dass du bei Spielraum dabei bist! Bitte bestätige deine E-Mail Adresse über diesen Link:',
    en: 'great to have you at Spielraum! Please confirm your e-mail address with this link:',
  },
  verificationAction: { de: 'E-Mail Adresse bestätigen', en: 'Confirm e-mail address' },
  verificationOutro: {
    de: 'Der Link ist 48 Stunden gültig. Wenn du dich nicht bei Spielraum registriert hast, kannst du diese E-Mail ignorieren.',
    en: 'The link is valid for 48 hours. If you did not sign up at Spielraum, you can ignore this e-mail.',
  },
  passwordResetSubject: { de: 'Dein neues Passwort für Spielraum', en: 'Your new password for Spielraum' },
  passwordResetIntro: {
    de: 'du hast ein neues Passwort angefordert. Über diesen Link legst du es fest:',
    en: 'you asked for a new password. You can set it with this link:',
  },
  passwordResetAction: { de: 'Neues Passwort festlegen', en: 'Set new password' },
  passwordResetOutro: {
    de: 'Der Link ist eine Stunde gültig und funktioniert nur einmal. Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren – dein Passwort bleibt unverändert.',
    en: 'The link is valid for one hour and works only once. If you did not ask for a new password, you can ignore this e-mail – your password stays as it is.',
  },
  deletionSubject: {
    de: 'Bestätige die Löschung deines Spielraum-Kontos',
    en: 'Confirm the deletion of your Spielraum account',
  },
  deletionIntro: {
    de: 'du möchtest dein Konto bei Spielraum löschen. Bitte bestätige das über diesen Link:',
    en: 'you want to delete your Spielraum account. Please confirm this with this link:',
  },
  deletionAction: { de: 'Konto endgültig löschen', en: 'Delete account for good' },
  deletionOutro: {
    de: 'Der Link ist 24 Stunden gültig. Wenn du die Löschung nicht angefordert hast, ändere bitte dein Passwort.',
    en: 'The link is valid for 24 hours. If you did not ask for the deletion, please change your password.',
  },
  dealerInvitationSubject: {
    de: 'Einladung: {shop} bei Spielraum verwalten',
    en: 'Invitation: manage {shop} at Spielraum',
  },
  dealerInvitationIntro: {
    de: 'du wurdest eingeladen, den Shop „{shop}“ im Händlerbereich von Spielraum zu verwalten: Profil pflegen, Feed-Läufe und Angebote ohne Zuordnung ansehen, einen Feed hochladen und sehen, wie oft Besucherinnen und Besucher zu euch klicken. Über diesen Link legst du dein Passwort fest und bist danach gleich angemeldet:',
    en: 'you have been invited to manage the shop “{shop}” in the Spielraum dealer area: keep its profile, see feed runs and offers without a product, upload a feed and see how often visitors click through to you. Set your password with this link and you are signed in right away:',
  },
  dealerInvitationAction: { de: 'Passwort festlegen', en: 'Set password' },
  dealerInvitationOutro: {
    de: 'Der Link ist 7 Tage gültig und funktioniert nur einmal. Wenn du keine Einladung erwartet hast, kannst du diese E-Mail ignorieren.',
    en: 'The link is valid for 7 days and works only once. If you did not expect an invitation, you can ignore this e-mail.',
  },
  dealerLinkedSubject: {
    de: 'Du verwaltest jetzt {shop} bei Spielraum',
    en: 'You now manage {shop} at Spielraum',
  },
  dealerLinkedIntro: {
    de: 'dein Spielraum-Konto wurde mit dem Shop „{shop}“ verknüpft. Nach der Anmeldung im Händler-Login findest du ihn im Händlerbereich.',
    en: 'your Spielraum account has been linked to the shop “{shop}”. Sign in at the dealer login to find it in the dealer area.',
  },
  dealerLinkedAction: { de: 'Zum Händler-Login', en: 'To the dealer login' },
  dealerLinkedOutro: {
    de: 'Wenn du das nicht erwartet hast, schreib uns bitte über unser Kontaktformular.',
    en: 'If you did not expect this, please write to us through our contact form.',
  },
  // Alert and notification mails (indexer), at once or as the daily digest
  alertMailSubject: { de: 'Neuigkeiten zu deinen Alarmen', en: 'News about your alerts' },
  alertDigestSubject: {
    de: 'Deine tägliche Übersicht deiner Alarme',
    en: 'Your daily summary of your alerts',
  },
  // the same mails when they carry more than alerts (review and comment decisions, list news)
  notificationMailSubject: { de: 'Neues für dich bei Spielraum', en: 'News for you at Spielraum' },
  notificationDigestSubject: {
    de: 'Deine tägliche Übersicht bei Spielraum',
    en: 'Your daily summary at Spielraum',
  },
  notificationMailIntro: { de: 'es gibt Neues für dich:', en: 'there is news for you:' },
  notificationDigestIntro: {
    de: 'das hat sich seit gestern für dich getan:',
    en: 'this is what happened for you since yesterday:',
  },
  alertMailIntro: {
    de: 'es gibt Neuigkeiten zu deinen Alarmen:',
    en: 'there is news about your alerts:',
  },
  alertDigestIntro: {
    de: 'das hat sich seit gestern bei deinen Alarmen getan:',
    en: 'this is what happened to your alerts since yesterday:',
  },
  // news alerts (new games, magazine posts) come in a mail of their own, with their own unsubscribe
  newsMailSubject: { de: 'Neu bei Spielraum: deine Neuigkeiten', en: 'New at Spielraum: your news' },
  newsDigestSubject: {
    de: 'Deine tägliche Übersicht der Neuigkeiten',
    en: 'Your daily summary of news',
  },
  newsMailIntro: {
    de: 'zu deinen Neuigkeiten-Alarmen gibt es Neues:',
    en: 'there is something new for your news alerts:',
  },
  newsDigestIntro: {
    de: 'das ist seit gestern zu deinen Neuigkeiten-Alarmen erschienen:',
    en: 'this has appeared for your news alerts since yesterday:',
  },
  alertMailPrice: {
    de: '{name}: jetzt {price} inkl. Versand (vorher {oldPrice})',
    en: '{name}: now {price} incl. shipping (before {oldPrice})',
  },
  alertMailPriceNoOld: {
    de: '{name}: jetzt {price} inkl. Versand',
    en: '{name}: now {price} incl. shipping',
  },
  alertMailAvailable: {
    de: '{name} ist wieder lieferbar (ab {price} inkl. Versand)',
    en: '{name} is available again (from {price} incl. shipping)',
  },
  alertMailAvailableNoPrice: { de: '{name} ist wieder lieferbar', en: '{name} is available again' },
  alertMailNews: { de: 'Neu: {name}', en: 'New: {name}' },
  alertMailPlain: { de: '{name}', en: '{name}' },
  alertMailMore: {
    de: '… und {count} weitere Benachrichtigungen.',
    en: '… and {count} more notifications.',
  },
  alertMailAllNotifications: { de: 'Alle Benachrichtigungen', en: 'All notifications' },
  alertMailSettings: {
    de: 'E-Mails zu Alarmen kannst du in deinen Einstellungen ändern.',
    en: 'You can change alert e-mails in your settings.',
  },
  // Web push notifications: title and body of what the device shows
  pushPriceTitle: { de: 'Preisalarm: {name}', en: 'Price alert: {name}' },
  pushPriceBody: {
    de: 'Jetzt {price} inkl. Versand (vorher {oldPrice})',
    en: 'Now {price} incl. shipping (before {oldPrice})',
  },
  pushPriceBodyNoOld: { de: 'Jetzt {price} inkl. Versand', en: 'Now {price} incl. shipping' },
  pushAvailableTitle: { de: 'Wieder lieferbar: {name}', en: 'Available again: {name}' },
  pushAvailableBody: { de: 'Ab {price} inkl. Versand', en: 'From {price} incl. shipping' },
  pushAvailableBodyNoPrice: { de: 'Jetzt bei Spielraum ansehen', en: 'See it on Spielraum now' },
  pushNewsTitle: { de: 'Neu bei Spielraum', en: 'New on Spielraum' },
  pushPlainTitle: { de: 'Spielraum', en: 'Spielraum' },
  pushTestTitle: { de: 'Testbenachrichtigung von Spielraum', en: 'Test notification from Spielraum' },
  pushTestBody: {
    de: 'So sehen Push-Benachrichtigungen auf diesem Gerät aus.',
    en: 'This is how push notifications look on this device.',
  },
  // The contact form: the message to the team, and the sender's confirmation
  contactTeamSubject: {
    de: 'Kontaktformular: Nachricht von {name}',
    en: 'Contact form: message from {name}',
  },
  contactTeamName: { de: 'Name', en: 'Name' },
  contactTeamEmail: { de: 'E-Mail', en: 'E-mail' },
  contactTeamNumber: { de: 'Nachricht Nr. {id}', en: 'Message no. {id}' },
  contactTeamNote: {
    de: '– Gesendet mit dem Kontaktformular von Spielraum. Eine Antwort auf diese E-Mail geht an die Absenderin oder den Absender.',
    en: '– Sent with the contact form of Spielraum. A reply to this e-mail goes to the sender.',
  },
  contactConfirmationSubject: {
    de: 'Deine Nachricht an Spielraum ist angekommen',
    en: 'Your message to Spielraum has arrived',
  },
  contactConfirmationText: {
    de: 'vielen Dank für deine Nachricht über unser Kontaktformular. Sie ist bei uns angekommen; wir melden uns so bald wie möglich bei dir.',
    en: 'thank you for your message through our contact form. It has reached us; we will get back to you as soon as we can.',
  },
  contactConfirmationNotYou: {
    de: 'Wenn du uns nicht geschrieben hast, hat jemand deine Adresse im Formular angegeben. Du musst nichts tun; wir schreiben dir nur, wenn wir antworten.',
    en: 'If you did not write to us, someone entered your address in the form. You need not do anything; we only write to you when we answer.',
  },
  // The one-click unsubscribe (its API answer and what the page shows)
  unsubscribeInvalid: {
    de: 'Dieser Abmeldelink ist ungültig. Bitte nutze den Link aus einer aktuellen E-Mail oder ändere deine E-Mail-Benachrichtigungen in den Einstellungen.',
    en: 'This unsubscribe link is invalid. Please use the link of a recent e-mail or change your e-mail notifications in your settings.',
  },
} as const satisfies Record<string, { de: string; en: string }>;

export type MailTextKey = keyof typeof MAIL_TEXTS;

/** A mail text in the recipient's locale with `{placeholder}` values filled in. */
export function mailText(
  key: MailTextKey,
  params: Record<string, string | number> = {},
  locale: Locale = 'de',
): string {
  return fillMessage(MAIL_TEXTS[key][locale] ?? MAIL_TEXTS[key].de, params);
}

/** The locale of a user's mails: English for `en`, German for everything else. */
export function mailLocale(locale: string | null | undefined): Locale {
  return locale === 'en' ? 'en' : 'de';
}
