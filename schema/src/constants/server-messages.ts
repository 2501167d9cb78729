import { fillMessage, type Locale } from './messages';

/**
 * Texts only the servers use, German first with English fallback: the operator's feed upload and
 * the magazine's and community's answers (search-api); the mails' texts are MAIL_TEXTS. They are
 * kept out of MESSAGES because the browser ships MESSAGES' German texts with its first
 * JavaScript, where every kilobyte counts against the game page budget.
 */
export const SERVER_MESSAGES = {
  // BoardGameGeek collection import and the export of a user's data
  bggImportNoFile: {
    de: 'Bitte wähle die CSV-Datei deiner BoardGameGeek-Sammlung aus.',
    en: 'Please choose the CSV file of your BoardGameGeek collection.',
  },
  bggImportTooLarge: {
    de: 'Die Datei ist zu groß (höchstens {amount} MB).',
    en: 'The file is too large (at most {amount} MB).',
  },
  bggImportTooManyRows: {
    de: 'Die Datei hat zu viele Zeilen: höchstens {amount} Spiele lassen sich auf einmal importieren.',
    en: 'The file has too many rows: at most {amount} games can be imported at once.',
  },
  bggImportNotCsv: {
    de: 'Das ist keine CSV-Datei. Bitte exportiere deine Sammlung auf boardgamegeek.com („Collection“ → „Export“ → „CSV“) und lade diese Datei hoch.',
    en: 'This is not a CSV file. Please export your collection on boardgamegeek.com (Collection → Export → CSV) and upload that file.',
  },
  bggImportMissingColumns: {
    de: 'Das ist keine BoardGameGeek-Sammlung: Es fehlen die Spalten {columns}. Bitte exportiere deine Sammlung auf boardgamegeek.com („Collection“ → „Export“ → „CSV“) und lade diese Datei hoch.',
    en: 'This is not a BoardGameGeek collection: the columns {columns} are missing. Please export your collection on boardgamegeek.com (Collection → Export → CSV) and upload that file.',
  },
  bggImportUnreadable: {
    de: 'Die Datei lässt sich ab Zeile {line} nicht als CSV lesen (z. B. ein Anführungszeichen ohne Gegenstück).',
    en: 'The file cannot be read as CSV from line {line} on (for example a quote without its counterpart).',
  },
  bggImportEmpty: {
    de: 'Die Datei enthält keine Spiele.',
    en: 'The file contains no games.',
  },
  bggImportBadId: {
    de: 'Zeile {line}: Die BoardGameGeek-Id (objectid) fehlt oder ist keine gültige Zahl.',
    en: 'Line {line}: the BoardGameGeek id (objectid) is missing or not a valid number.',
  },
  bggImportBadTitle: {
    de: 'Zeile {line}: Der Name des Spiels (objectname) fehlt oder ist zu lang.',
    en: 'Line {line}: the name of the game (objectname) is missing or too long.',
  },
  bggImportBadFlag: {
    de: 'Zeile {line}: In der Spalte {column} steht „{value}“ statt 0 oder 1.',
    en: 'Line {line}: the column {column} holds "{value}" instead of 0 or 1.',
  },
  bggImportPreviewNotFound: {
    de: 'Diese Import-Vorschau gibt es nicht (mehr). Bitte lade die Datei erneut hoch.',
    en: 'This import preview does not exist (any more). Please upload the file again.',
  },
  bggImportUnknownLine: {
    de: 'Die Datei hat in Zeile {line} kein Spiel zum Importieren.',
    en: 'The file has no game to import in line {line}.',
  },
  bggImportNotACandidate: {
    de: 'Für Zeile {line} steht dieses Spiel nicht zur Auswahl.',
    en: 'This game is not one of the choices for line {line}.',
  },
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
  // The operators' dealers and feed runs
  dealerSlugTaken: {
    de: 'Diese Adresse (Slug) hat schon ein anderer Händler. Bitte wähle eine andere.',
    en: 'Another dealer already has this address (slug). Please choose another one.',
  },
  dealerNoFeedUrl: {
    de: 'Für diesen Händler ist keine Feed-Adresse hinterlegt.',
    en: 'This dealer has no feed address.',
  },
  dealerInactive: {
    de: 'Dieser Händler ist deaktiviert. Aktiviere ihn, um seinen Feed abzurufen.',
    en: 'This dealer is disabled. Enable it to fetch its feed.',
  },
  dealerLogoMissing: { de: 'Bitte wähle eine Bilddatei aus.', en: 'Please choose an image file.' },
  feedRunRerunFileGone: {
    de: 'Die hochgeladene Datei dieses Laufs ist nicht mehr gespeichert, darum ist kein erneuter Lauf möglich. Bitte lade den Feed neu hoch.',
    en: 'The uploaded file of this run is no longer kept, so it cannot run again. Please upload the feed again.',
  },
  feedRunRerunLocalFile: {
    de: 'Dieser Lauf las eine Datei auf dem Server (indexer ingest), die das Portal nicht hat. Ein erneuter Lauf ist hier nicht möglich; bitte lade den Feed hoch.',
    en: 'This run read a file on the server (indexer ingest) the portal does not have. It cannot run again here; please upload the feed.',
  },
  feedRunRerunNoDealer: {
    de: 'Den Händler dieses Laufs gibt es nicht mehr; ein erneuter Lauf ist nicht möglich.',
    en: 'The dealer of this run no longer exists; it cannot run again.',
  },
  feedRunRerunUnknownFormat: {
    de: 'Das Format dieses Laufs ist unbekannt; ein erneuter Lauf ist nicht möglich.',
    en: 'The format of this run is unknown; it cannot run again.',
  },
  feedRunRerunBusy: {
    de: 'Dieser Lauf ist noch nicht beendet. Ein erneuter Lauf ist möglich, sobald er fertig ist.',
    en: 'This run has not finished yet. It can run again once it has.',
  },
  // Shop members and the dealer area
  dealerShopNotFound: {
    de: 'Diesen Shop gibt es nicht oder du verwaltest ihn nicht.',
    en: 'This shop does not exist or you do not manage it.',
  },
  dealerMemberNotFound: {
    de: 'Diese Person gehört nicht (mehr) zu diesem Shop.',
    en: 'This person is not (or no longer) a member of this shop.',
  },
  dealerMemberExists: {
    de: 'Dieses Konto gehört bereits zu diesem Shop.',
    en: 'This account is already a member of this shop.',
  },
  dealerGtinUnknown: {
    de: 'Kein Spiel in unserem Katalog trägt die GTIN {gtin}. Bitte prüfe die Nummer; das Angebot bleibt vorerst ohne Zuordnung.',
    en: 'No game in our catalogue carries the GTIN {gtin}. Please check the number; the offer stays unassigned for now.',
  },
  dealerInvitationFailed: {
    de: 'Die Einladung ist ungültig oder abgelaufen. Bitte lass dich erneut einladen.',
    en: 'The invitation is invalid or has expired. Please ask for a new one.',
  },
  // The operators' unmatched offers, job queues and reindex
  unmatchedOfferNotFound: {
    de: 'Dieses Angebot ohne Zuordnung gibt es nicht (mehr).',
    en: 'This unmatched offer does not exist (any more).',
  },
  unmatchedOfferAlreadyMatched: {
    de: 'Dieses Angebot ist inzwischen einem Spiel zugeordnet.',
    en: 'This offer has been assigned to a game meanwhile.',
  },
  gtinNotInCatalogue: {
    de: 'Keine Ausgabe im Katalog trägt die GTIN {gtin}. Wähle das Spiel über die Suche und dann seine Ausgabe.',
    en: 'No edition in the catalogue carries the GTIN {gtin}. Choose the game by searching, then its edition.',
  },
  productVersionNotFound: {
    de: 'Diese Ausgabe gibt es nicht (mehr).',
    en: 'This edition does not exist (any more).',
  },
  jobKindNotFound: { de: 'Diese Warteschlange gibt es nicht.', en: 'This queue does not exist.' },
  failedJobNotFound: {
    de: 'Diesen fehlgeschlagenen Auftrag gibt es nicht (mehr).',
    en: 'This failed job does not exist (any more).',
  },
  reindexJobNotFound: {
    de: 'Diese Neuindexierung ist nicht (mehr) bekannt.',
    en: 'This reindex is not known (any more).',
  },
  reindexAlreadyRunning: {
    de: 'Es läuft bereits eine Neuindexierung aller Spiele. Bitte warte, bis sie fertig ist.',
    en: 'A reindex of every game is already running. Please wait until it has finished.',
  },
  // Gift mode of shared wish lists
  giftAlreadyReserved: {
    de: 'Dieses Spiel hat gerade jemand anderes reserviert.',
    en: 'Someone else has just reserved this game.',
  },
  giftOnlyWishlists: {
    de: 'Nur Spiele auf Wunschlisten lassen sich zum Verschenken reservieren.',
    en: 'Only games on wish lists can be reserved as gifts.',
  },
  giftOwnList: {
    de: 'Auf deiner eigenen Wunschliste kannst du keine Spiele reservieren.',
    en: 'You cannot reserve games on your own wish list.',
  },
  giftNotReserved: {
    de: 'Dieses Spiel ist nicht (mehr) reserviert.',
    en: 'This game is not reserved (any more).',
  },
  giftWrongSecret: {
    de: 'Dieser Link gehört nicht zu der Reservierung. Nur wer reserviert hat, kann sie aufheben.',
    en: 'This link does not belong to the reservation. Only whoever reserved it can cancel it.',
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
