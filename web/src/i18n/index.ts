import { LIMITS, MESSAGES, type Locale, type MessageKey } from '@spielraum/schema';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de, type UiStrings } from './de';
import { en } from './en';

export type MessageStrings = Record<MessageKey, string>;

/** One locale of the shared SPEC texts, keyed like MESSAGES. */
export function messagesIn(locale: Locale): MessageStrings {
  const entries = Object.entries(MESSAGES).map(([key, text]) => [key, text[locale]] as const);
  // Object.fromEntries loses the key union; the entries come from MESSAGES itself, so every key is present.
  return Object.fromEntries(entries) as MessageStrings;
}

export type TranslationResource = UiStrings & { messages: MessageStrings };

export const resources = {
  de: { translation: { ...de, messages: messagesIn('de') } },
  en: { translation: { ...en, messages: messagesIn('en') } },
} satisfies Record<Locale, { translation: TranslationResource }>;

/**
 * Creates a ready i18next instance: German by default, English as fallback (SPEC §9). The
 * resources are bundled, so initialisation is synchronous and works the same on a server.
 * Placeholders use single braces like the shared MESSAGES (`{amount}`).
 */
export function createI18n(language: Locale = LIMITS.defaultLocale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: LIMITS.fallbackLocale,
    supportedLngs: ['de', 'en'],
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  return instance;
}
