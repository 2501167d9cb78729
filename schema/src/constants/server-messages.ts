import { fillMessage, type Locale } from './messages';

/**
 * Texts only the servers use, German first with English fallback: the alert mails (indexer),
 * the operator's feed upload and the magazine's and community's answers (search-api). They are
 * kept out of MESSAGES because the browser ships MESSAGES' German texts with its first
 * JavaScript, where every kilobyte counts against the game page budget.
 */
export const SERVER_MESSAGES = {
  // Alert mails
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
  alertMailGreeting: { de: 'Hallo {name},', en: 'Hello {name},' },
  alertMailIntro: {
    de: 'es gibt Neuigkeiten zu deinen Alarmen:',
    en: 'there is news about your alerts:',
  },
  alertDigestIntro: {
    de: 'das hat sich seit gestern bei deinen Alarmen getan:',
    en: 'this is what happened to your alerts since yesterday:',
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
  alertMailMore: {
    de: '… und {count} weitere Benachrichtigungen.',
    en: '… and {count} more notifications.',
  },
  alertMailAllNotifications: { de: 'Alle Benachrichtigungen: {url}', en: 'All notifications: {url}' },
  alertMailSettings: {
    de: 'E-Mails zu Alarmen kannst du in deinen Einstellungen ändern: {url}',
    en: 'You can change alert e-mails in your settings: {url}',
  },
  alertMailSignature: { de: 'Dein Spielraum-Team', en: 'Your Spielraum team' },
  // Operator feed upload
  feedUploadTooLarge: {
    de: 'Der Feed ist zu groß (höchstens {amount} MB).',
    en: 'The feed is too large (at most {amount} MB).',
  },
  feedUploadUnknownFormat: {
    de: 'Das Format des Feeds ist unbekannt. Bitte lade eine XML-, CSV- oder JSONL-Datei hoch oder gib das Format an.',
    en: 'The feed format is unknown. Please upload an XML, CSV or JSONL file or name the format.',
  },
  feedUploadUnknownDealer: { de: 'Diesen Händler gibt es nicht.', en: 'This dealer does not exist.' },
  feedRunNotFound: { de: 'Diesen Feed-Lauf gibt es nicht.', en: 'This feed run does not exist.' },
  feedRunNoRows: {
    de: 'Der Feed hatte 0 Zeilen; nichts wurde übernommen.',
    en: 'The feed had 0 rows; nothing was applied.',
  },
  // Magazine and comments: answers of the API, which carry their German text to the browser
  magazineSlugTaken: {
    de: 'Diese Adresse hat bereits ein anderer Artikel.',
    en: 'Another article already has this address.',
  },
  magazinePostNotFound: {
    de: 'Diesen Artikel gibt es nicht (mehr).',
    en: 'This article does not exist (any more).',
  },
  magazineCategoryNotFound: {
    de: 'Diese Magazin-Rubrik gibt es nicht.',
    en: 'This magazine section does not exist.',
  },
  magazineImageNotFound: { de: 'Dieses Bild gibt es nicht.', en: 'This image does not exist.' },
  magazineImageTooLarge: {
    de: 'Das Bild ist zu groß (höchstens {amount} MB).',
    en: 'The image is too large (at most {amount} MB).',
  },
  magazineImageWrongType: {
    de: 'Bitte lade ein Bild im Format PNG, JPEG, WebP oder GIF hoch.',
    en: 'Please upload a PNG, JPEG, WebP or GIF image.',
  },
  magazineImageDimensions: {
    de: 'Das Bild ist zu groß: höchstens {amount} Pixel je Seite.',
    en: 'The image is too large: at most {amount} pixels a side.',
  },
  magazinePublishNeedsContent: {
    de: 'Zum Veröffentlichen braucht der Artikel einen Titel, einen Teaser und Text.',
    en: 'To publish, the article needs a title, a teaser and text.',
  },
  magazineStaleEdit: {
    de: 'Der Artikel wurde inzwischen von jemand anderem geändert. Bitte lade ihn neu, bevor du speicherst.',
    en: 'Someone else has changed the article in the meantime. Please reload it before saving.',
  },
  commentNotFound: {
    de: 'Diesen Kommentar gibt es nicht (mehr).',
    en: 'This comment does not exist (any more).',
  },
  commentTargetNotFound: {
    de: 'Hier kann nicht kommentiert werden.',
    en: 'Comments are not possible here.',
  },
  commentReplyToReply: {
    de: 'Auf eine Antwort kann nicht weiter geantwortet werden.',
    en: 'A reply cannot be replied to.',
  },
  commentLimitReached: {
    de: 'Du hast gerade viele Kommentare geschrieben. Bitte warte, bis die Redaktion sie geprüft hat.',
    en: 'You have written many comments just now. Please wait until the editorial team has checked them.',
  },
  // Moderation decisions as the author reads them (notification and mail)
  moderationItemNotFound: {
    de: 'Diesen Beitrag gibt es nicht (mehr).',
    en: 'This contribution does not exist (any more).',
  },
  moderationReviewName: {
    de: 'Deine Bewertung „{title}“ zu {target}',
    en: 'Your review “{title}” of {target}',
  },
  moderationCommentName: { de: 'Dein Kommentar zu „{target}“', en: 'Your comment on “{target}”' },
  moderationPublished: { de: '{what} ist veröffentlicht.', en: '{what} has been published.' },
  moderationRejected: {
    de: '{what} wurde nicht veröffentlicht. Grund: {reason}',
    en: '{what} was not published. Reason: {reason}',
  },
  alertMailPlain: { de: '{name}', en: '{name}' },
  reportOwnItem: {
    de: 'Eigene Beiträge kannst du nicht melden.',
    en: 'You cannot report your own contributions.',
  },
  reportAlreadySent: {
    de: 'Du hast diesen Beitrag bereits gemeldet. Die Redaktion sieht ihn sich an.',
    en: 'You have already reported this contribution. The editorial team will look at it.',
  },
  reviewNotFound: {
    de: 'Diese Bewertung gibt es nicht (mehr).',
    en: 'This review does not exist (any more).',
  },
  reviewOwnHelpful: {
    de: 'Deine eigene Bewertung kannst du nicht als hilfreich markieren.',
    en: 'You cannot mark your own review as helpful.',
  },
  // Static pages
  sitePageNotFound: { de: 'Diese Seite gibt es nicht.', en: 'This page does not exist.' },
  sitePageStaleEdit: {
    de: 'Die Seite wurde inzwischen von jemand anderem geändert. Bitte lade sie neu, bevor du speicherst.',
    en: 'Someone else has changed the page in the meantime. Please reload it before saving.',
  },
  // Dealer directory
  dealerNotFound: {
    de: 'Diesen Händler gibt es bei Spielraum nicht (mehr).',
    en: 'This dealer is not (or no longer) listed at Spielraum.',
  },
  // Recommendation lists
  listSlugTaken: {
    de: 'Diese Adresse hat bereits eine andere Liste.',
    en: 'Another list already has this address.',
  },
  listGameTwice: { de: 'Ein Spiel steht zweimal auf der Liste.', en: 'A game is on the list twice.' },
  listGameAdded: { de: 'Neu in „{list}“: ', en: 'New in “{list}”: ' },
  // Contact form, product history and web analytics: answers of refused calls, which the page shows as given
  contactBotRefused: {
    de: 'Deine Nachricht konnte nicht gesendet werden. Bitte lade die Seite neu und versuche es noch einmal.',
    en: 'Your message could not be sent. Please reload the page and try again.',
  },
  contactTooFast: {
    de: 'Das ging sehr schnell. Bitte warte einen Moment und sende die Nachricht dann noch einmal.',
    en: 'That was very quick. Please wait a moment and send the message again.',
  },
  contactFormExpired: {
    de: 'Das Formular ist abgelaufen. Bitte lade die Seite neu und sende die Nachricht noch einmal.',
    en: 'The form has expired. Please reload the page and send the message again.',
  },
  productHistoryNoConsent: {
    de: 'Der Produktverlauf ist ausgeschaltet. Du kannst ihn in den Cookie-Einstellungen am Seitenende einschalten.',
    en: 'The product history is switched off. You can switch it on in the cookie settings at the bottom of the page.',
  },
  analyticsNoConsent: {
    de: 'Die Web-Analyse ist ausgeschaltet. Du kannst sie in den Cookie-Einstellungen am Seitenende einschalten.',
    en: 'Web analytics is switched off. You can switch it on in the cookie settings at the bottom of the page.',
  },
  // The operators' contact messages
  contactMessageNotFound: {
    de: 'Diese Kontaktanfrage gibt es nicht (mehr).',
    en: 'This contact message does not exist (any more).',
  },
  contactResendFailed: {
    de: 'Der erneute Versand ist fehlgeschlagen: {reason}',
    en: 'Sending it again failed: {reason}',
  },
} as const satisfies Record<string, { de: string; en: string }>;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** Returns a server-only message in the given locale with `{placeholder}` values filled in. */
export function serverMessage(
  key: ServerMessageKey,
  params: Record<string, string | number> = {},
  locale: Locale = 'de',
): string {
  const template: string = SERVER_MESSAGES[key][locale] ?? SERVER_MESSAGES[key].de;
  return fillMessage(template, params);
}
