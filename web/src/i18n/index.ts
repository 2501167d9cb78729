import { LIMITS, type Locale } from '@spielraum/schema';
import type { i18n } from 'i18next';
import { initI18n, translationOf, type TranslationResource } from './core';
import { de } from './de';
import { en } from './en';

export { messagesIn, type MessageStrings, type TranslationResource } from './core';

export const resources = {
  de: translationOf('de', de),
  en: translationOf('en', en),
} satisfies Record<Locale, { translation: TranslationResource }>;

/** A ready i18next instance with both locales bundled (server, tests). */
export function createI18n(language: Locale = LIMITS.defaultLocale): i18n {
  return initI18n(resources, language);
}
