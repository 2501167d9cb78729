import type { i18n } from 'i18next';
import { bindBrowserTexts } from './browser-texts';
import { MESSAGES } from '@spielraum/schema';
import { initI18n, translationOf } from './core';
import { de } from './de';

/**
 * The browser's i18next instance with German only. `en` has the type of `de`, so a German page
 * never needs the English fallback; it loads in its own chunk the first time a key is missing
 * after all (then the texts re-render), which keeps about 5 KB gzip off every page. The texts of
 * the list, alert and notification pages come with those pages (each feature's page-texts.ts).
 */
export function createBrowserI18n(): i18n {
  let english: Promise<void> | undefined;
  const instance = initI18n({ de: translationOf(de, MESSAGES) }, 'de', {
    saveMissing: true,
    missingKeyHandler: () => {
      english ??= import('./en').then(({ en, MESSAGES_EN }) => {
        instance.addResourceBundle('en', 'translation', translationOf(en, MESSAGES_EN).translation);
      });
    },
    react: { bindI18nStore: 'added' },
  });
  bindBrowserTexts(instance);
  return instance;
}
