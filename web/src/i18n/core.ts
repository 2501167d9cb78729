import { LIMITS, type Locale, type MessageKey } from '@spielraum/schema';
import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { UiStrings } from './de';
export type { TextsOf } from './texts-of';

export type MessageStrings = Record<MessageKey, string>;

export type TranslationResource = UiStrings & { messages: MessageStrings };

/**
 * The i18next resource of one locale: the UI strings (all or a part) plus the shared messages,
 * MESSAGES for German and MESSAGES_EN for English, which only the English fallback's chunk imports.
 */
export function translationOf<Strings extends object>(
  strings: Strings,
  messages: MessageStrings,
): { translation: Strings & { messages: MessageStrings } } {
  return { translation: { ...strings, messages } };
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
