import { fillMessage, type Locale } from './messages';

/**
 * Texts only the servers use, German first with English fallback like MESSAGES: the alert mails
 * (indexer) and the operator's feed upload (search-api admin routes). They are kept out of
 * MESSAGES because the browser ships MESSAGES with its first JavaScript, where every kilobyte counts against the game page budget.
 */
export const SERVER_MESSAGES = {
  // Alert mails
  alertMailSubject: { de: 'Neuigkeiten zu deinen Alarmen', en: 'News about your alerts' },
  alertDigestSubject: {
    de: 'Deine tägliche Übersicht deiner Alarme',
    en: 'Your daily summary of your alerts',
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
