import { LIMITS, MESSAGES, type Locale, type MessageKey } from '@spielraum/schema';
import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiStrings } from './de';
export type { TextsOf } from './texts-of';

export type MessageStrings = Record<MessageKey, string>;

/** One locale of the shared SPEC texts, keyed like MESSAGES. */
export function messagesIn(locale: Locale): MessageStrings {
  const entries = Object.entries(MESSAGES).map(([key, text]) => [key, text[locale]] as const);
  // Object.fromEntries loses the key union; the entries come from MESSAGES itself, so every key is present.
  return Object.fromEntries(entries) as MessageStrings;
}

export type TranslationResource = UiStrings & { messages: MessageStrings };

/** The i18next resource of one locale: the UI strings (all or a part) plus the shared messages. */
export function translationOf<Strings extends object>(
  locale: Locale,
  strings: Strings,
): { translation: Strings & { messages: MessageStrings } } {
  return { translation: { ...strings, messages: messagesIn(locale) } };
}

/**
 * A ready i18next instance over the given resources: German by default, English as fallback
 * (SPEC §9). Initialisation is synchronous and works the same on a server. Placeholders use
 * single braces like the shared MESSAGES (`{amount}`).
 */
export function initI18n(
  resources: Partial<Record<Locale, { translation: object }>>,
  language: Locale = LIMITS.defaultLocale,
  options: InitOptions = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: LIMITS.fallbackLocale,
    supportedLngs: ['de', 'en'],
    initAsync: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    ...options,
  });
  return instance;
}
