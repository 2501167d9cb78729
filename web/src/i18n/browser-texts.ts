import type { i18n } from 'i18next';

type Texts = Record<string, unknown>;

let browserI18n: i18n | undefined;
const pending: Texts[] = [];

/**
 * Adds German texts to the browser's translator, or keeps them until it exists: modules of the
 * first page's lazy routes load before main.tsx creates it. Re-renders what uses translations.
 */
export function addBrowserTexts(texts: Texts): void {
  if (browserI18n) browserI18n.addResourceBundle('de', 'translation', texts, true, true);
  else pending.push(texts);
}

/** Makes `instance` the translator `addBrowserTexts` adds to, with the texts added so far. */
export function bindBrowserTexts(instance: i18n): void {
  browserI18n = instance;
  for (const texts of pending.splice(0)) instance.addResourceBundle('de', 'translation', texts, true, true);
}
