import { SUBMENU } from '@spielraum/schema';
import type { LocalizedTitle } from '../../i18n/localized';

export interface MenuEntry {
  key: string;
  title: LocalizedTitle;
  href: string;
  children: MenuEntry[];
}

/**
 * The main menu: the five top categories of SUBMENU, each opening /games/{slug} (the trading
 * card entry carries its subcategories, their slugs already hold `?filter-tcg=`), then the
 * magazine.
 */
export const MAIN_MENU: readonly MenuEntry[] = [
  ...SUBMENU.map((category) => ({
    key: category.slug,
    title: category.title,
    href: `/games/${category.slug}`,
    children: category.children.map((child) => ({
      key: `${category.slug}-${child.value}`,
      title: child.title,
      href: `/games/${child.slug}`,
      children: [],
    })),
  })),
  { key: 'magazine', title: { de: 'Magazin', en: 'Magazine' }, href: '/magazine', children: [] },
];
