/** German texts of the start page: they load with it (./page-texts.ts), not with every page. */
export const startPagesDe = {
  heroTitle: 'Spielraum – Preise vergleichen, Spiele entdecken',
  metaTitle: 'Spielraum – Preisvergleich für Brettspiele, Kartenspiele und Tabletop',
  metaDescription:
    'Preise vieler Händler für Brettspiele, Kartenspiele, Trading Card Games, Tabletop und Pen & Paper vergleichen – inklusive Versand, mit Preisverlauf und Preisalarm.',
  heroText:
    'Wir vergleichen die Angebote vieler Händler für Brettspiele, Kartenspiele, Trading Card Games, Tabletop und Pen & Paper – damit du dein nächstes Lieblingsspiel zum besten Preis findest.',
  browseAll: 'Alle Spiele ansehen',
  categoriesHeading: 'Kategorien',
  genresHeading: 'Genres',
  themeWorldsHeading: 'Themenwelten',
  extendedSearch: 'Erweiterte Suche',
  dealsHeading: 'Aktuelle Angebote',
  allDeals: 'Alle Preisstürze ansehen',
  publishersHeading: 'Verlage',
};
