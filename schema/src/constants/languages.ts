import type { Locale } from './messages';

/**
 * Names of the languages product feeds give as ISO 639-1 codes (the `language` attribute and
 * the editions' language), in German and English.
 */
export const LANGUAGE_NAMES: Record<string, Record<Locale, string>> = {
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
  fr: { de: 'Französisch', en: 'French' },
  it: { de: 'Italienisch', en: 'Italian' },
  es: { de: 'Spanisch', en: 'Spanish' },
  nl: { de: 'Niederländisch', en: 'Dutch' },
  pl: { de: 'Polnisch', en: 'Polish' },
  pt: { de: 'Portugiesisch', en: 'Portuguese' },
  cs: { de: 'Tschechisch', en: 'Czech' },
  da: { de: 'Dänisch', en: 'Danish' },
  sv: { de: 'Schwedisch', en: 'Swedish' },
  no: { de: 'Norwegisch', en: 'Norwegian' },
  fi: { de: 'Finnisch', en: 'Finnish' },
  hu: { de: 'Ungarisch', en: 'Hungarian' },
  el: { de: 'Griechisch', en: 'Greek' },
  tr: { de: 'Türkisch', en: 'Turkish' },
  ru: { de: 'Russisch', en: 'Russian' },
  uk: { de: 'Ukrainisch', en: 'Ukrainian' },
  ja: { de: 'Japanisch', en: 'Japanese' },
  zh: { de: 'Chinesisch', en: 'Chinese' },
  ko: { de: 'Koreanisch', en: 'Korean' },
};

/**
 * The name of a language as facet labels and product details show it: "de" → "Deutsch".
 * Anything that is not a known code (a feed that already wrote "Deutsch") is returned as it is.
 */
export function languageName(value: string, locale: Locale = 'de'): string {
  return LANGUAGE_NAMES[value.trim().toLowerCase()]?.[locale] ?? value;
}
