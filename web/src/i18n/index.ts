import { LIMITS, MESSAGES, MESSAGES_EN, type Locale } from '@spielraum/schema';
import type { i18n } from 'i18next';
import { initI18n, translationOf, type TranslationResource } from './core';
import { de, type UiStrings } from './de';
import { en } from './en';
import { pageTextsDe } from './page-texts.de';

export { type MessageStrings, type TranslationResource } from './core';

/** All German texts: `de` and the page texts the browser loads with their pages. */
const deWithPageTexts: UiStrings = {
  ...de,
  start: pageTextsDe.start,
  accounts: { ...de.accounts, ...pageTextsDe.accounts },
  lists: { ...de.lists, ...pageTextsDe.lists },
  alerts: { ...de.alerts, ...pageTextsDe.alerts },
  notifications: { ...de.notifications, ...pageTextsDe.notifications },
  magazine: pageTextsDe.magazine,
  comments: pageTextsDe.comments,
  editorial: pageTextsDe.editorial,
  reviews: { ...de.reviews, ...pageTextsDe.reviews },
  recommendations: pageTextsDe.recommendations,
  report: pageTextsDe.report,
  share: pageTextsDe.share,
  consent: pageTextsDe.consent,
  contact: pageTextsDe.contact,
  deals: pageTextsDe.deals,
  dealers: pageTextsDe.dealers,
  history: pageTextsDe.history,
  operations: pageTextsDe.operations,
  dealerArea: pageTextsDe.dealerArea,
  unsubscribe: pageTextsDe.unsubscribe,
  extendedSearch: { ...de.extendedSearch, ...pageTextsDe.extendedSearch },
};

export const resources = {
  de: translationOf(deWithPageTexts, MESSAGES),
  en: translationOf(en, MESSAGES_EN),
} satisfies Record<Locale, { translation: TranslationResource }>;

/** A ready i18next instance with both locales and all texts bundled (server, tests). */
export function createI18n(language: Locale = LIMITS.defaultLocale): i18n {
  return initI18n(resources, language);
}
