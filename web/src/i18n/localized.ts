import { useTranslation } from 'react-i18next';

/** A `{ de, en }` title as the shared constants carry it. */
export interface LocalizedTitle {
  de: string;
  en: string;
}

/** Picks the title in the active UI language; German unless English is active. */
export function useLocalizedTitle(): (title: LocalizedTitle) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (title) => (language === 'en' ? title.en : title.de);
}
