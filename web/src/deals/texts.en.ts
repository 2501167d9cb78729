import type { TextsOf } from '../i18n/texts-of';
import type { dealsPagesDe } from './page-texts.de';

/** English fallback of the "Preisstürze" page's texts. */
export const dealsEn: TextsOf<typeof dealsPagesDe> = {
  title: 'Price drops',
  titleInCategory: 'Price drops: {category}',
  pageTitleWithPage: '{title} – page {page}',
  description:
    "Price drops on board games, card games and more: games whose best offer is below the same dealer's lowest price of the last 30 days – with the real discount in percent.",
  descriptionInCategory:
    "Price drops on {category}: offers below the same dealer's lowest price of the last 30 days, biggest real discount first.",
  intro:
    'Only real discounts are listed here: the best offer costs less than the lowest price the same dealer asked in the 30 days before. The biggest price drop comes first.',
  home: 'Home',
  breadcrumbLabel: 'You are here',
  filterLabel: 'Filter by category',
  allCategories: 'All categories',
  categoryCount: '{name} ({count})',
  resultCount_one: '{count} price drop',
  resultCount_other: '{count} price drops',
  emptyInCategory: 'No price drops in this category right now.',
  empty: 'There are no price drops right now. Check back soon!',
  pageEmpty: 'There are no (more) price drops on this page.',
  showAll: 'See all price drops',
  loading: 'Loading price drops …',
  pagination: 'Pages',
  pageLabel: 'Page {page}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
};
