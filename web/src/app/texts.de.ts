/**
 * German texts of the shell every page shows (title, header and footer, error pages): part of the
 * first JavaScript, composed with the features' texts in ../i18n/de.ts.
 */
export const appDe = {
  name: 'Spielraum',
  pageTitle: '{title} – Spielraum',
  skipLink: 'Zum Inhalt springen',
  navigating: 'Seite wird geladen …',
  close: 'Schließen',
  unsavedTitle: 'Ungespeicherte Änderungen',
  unsavedStay: 'Auf der Seite bleiben',
  unsavedLeave: 'Seite verlassen',
};

export const layoutDe = {
  homeLink: 'Spielraum – zur Startseite',
  mainNavLabel: 'Hauptmenü',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  menuTitle: 'Menü',
  submenuToggle: 'Unterkategorien von {title}',
  allOfCategory: 'Alle {title}',
  signedInAs: 'Angemeldet als {name}',
  footerNavLabel: 'Informationen',
  footerMagazine: 'Magazin',
  footerRecommendations: 'Empfehlungen',
  footerDeals: 'Preisstürze',
  footerConsent: 'Cookie-Einstellungen',
  footerDealerLogin: 'Händler-Login',
  copyright: '© {year} Spielraum – Preisvergleich für Brettspiele, Kartenspiele und Tabletop',
};

export const errorsDe = {
  statusLabel: 'Fehler {status}',
  toStartPage: 'Zur Startseite',
  toGames: 'Zu allen Spielen',
  reload: 'Seite neu laden',
  maintenanceTitle: 'Wartungsarbeiten',
};
