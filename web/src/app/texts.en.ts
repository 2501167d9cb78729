import type { TextsOf } from '../i18n/texts-of';
import type { appDe, errorsDe, layoutDe } from './texts.de';

/** English fallback of the shell's texts (German is the default locale). */
export const appEn: TextsOf<typeof appDe> = {
  name: 'Spielraum',
  pageTitle: '{title} – Spielraum',
  skipLink: 'Skip to content',
  navigating: 'Loading page …',
  close: 'Close',
  unsavedTitle: 'Unsaved changes',
  unsavedStay: 'Stay on the page',
  unsavedLeave: 'Leave the page',
};

export const layoutEn: TextsOf<typeof layoutDe> = {
  homeLink: 'Spielraum – to the start page',
  mainNavLabel: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  submenuToggle: 'Subcategories of {title}',
  allOfCategory: 'All {title}',
  signedInAs: 'Signed in as {name}',
  footerNavLabel: 'Information',
  footerMagazine: 'Magazine',
  footerRecommendations: 'Recommendations',
  footerDeals: 'Price drops',
  footerConsent: 'Cookie settings',
  footerDealerLogin: 'Shop login',
  copyright: '© {year} Spielraum – price comparison for board games, card games and tabletop',
};

export const errorsEn: TextsOf<typeof errorsDe> = {
  statusLabel: 'Error {status}',
  toStartPage: 'To the start page',
  toGames: 'To all games',
  reload: 'Reload page',
  maintenanceTitle: 'Maintenance',
};
