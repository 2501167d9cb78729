/**
 * German texts of the dealer directory, the dealer pages and the feed format tables of
 * "Für Händler": they load with those pages (./page-texts.ts), not with every page.
 */
export const dealersPagesDe = {
  // shared by directory and dealer page
  ratingNone: 'noch keine Bewertung',
  ratingValue: '{rating} von 5',
  ratingWithCount_one: '{rating} von 5 ({countText} Bewertung)',
  ratingWithCount_other: '{rating} von 5 ({countText} Bewertungen)',
  ratingLabel: 'Bewertung',
  shippingLabel: 'Versand nach Deutschland',
  shippingAlwaysFree: 'Immer versandkostenfrei',
  shippingFlat: 'Versand {price}',
  shippingWithThreshold: 'Versand {price}, ab {threshold} versandkostenfrei',
  offersLabel: 'Angebote',
  offers_one: '{countText} Angebot',
  offers_other: '{countText} Angebote',
  offersNone: 'derzeit keine Angebote',
  // the directory below the text of /dealers-details
  directoryHeading: 'Alle Händler',
  directoryLoading: 'Die Händler werden geladen …',
  directoryEmpty: 'Noch ist kein Händler bei Spielraum gelistet. Schau gern bald wieder vorbei!',
  directoryFailed: 'Die Händler konnten nicht geladen werden: {message}',
  retry: 'Erneut versuchen',
  profileLink: 'Händlerprofil von {name}',
  // one dealer's page
  pageTitle: '{name}: Händlerprofil',
  pageDescription:
    '{name} bei Spielraum: Bewertung, Versandkosten nach Deutschland und {offers} für {games} im Preisvergleich, alle Preise inkl. Versand.',
  home: 'Start',
  directory: 'Händler-Details',
  breadcrumbLabel: 'Du bist hier',
  logoAlt: 'Logo von {name}',
  factsLabel: 'Angaben zu {name}',
  games_one: '{countText} Spiel',
  games_other: '{countText} Spiele',
  offersForGames: '{offers} für {games}',
  shippingInfoLabel: 'Versandhinweise des Händlers',
  websiteLabel: 'Website:',
  websiteHint: 'öffnet in neuem Fenster',
  socialLabel: '{name} in sozialen Netzwerken',
  gamesHeading: 'Beliebte Spiele bei {name}',
  gamesShownOf: 'Die {shown} beliebtesten von {total} Spielen, die {name} anbietet.',
  gamesNone: '{name} hat gerade keine Angebote bei Spielraum.',
  dealerTotal: 'bei {name}: {price} inkl. Versand',
  dealerNotAvailable: 'bei {name} derzeit nicht lieferbar',
  // the feed format tables below the text of /dealers
  feedsHeading: 'Feed-Formate und Felder',
  feedsIntro:
    'Diese Formate und Felder liest unser Indexer. Fehlt einem Angebot ein Pflichtfeld, überspringen wir seine Zeile und vermerken den Grund; fehlt in einer CSV-Datei eine Pflichtspalte, lesen wir den Feed nicht und ändern nichts an deinen Angeboten. Felder, die hier nicht stehen, überspringen wir.',
  feedsTableCaption: 'Felder im Format {format}',
  columnField: 'Feld',
  columnRequired: 'Pflicht',
  columnMeaning: 'Bedeutung',
  columnExample: 'Beispiel',
  required: 'ja',
  optional: 'nein',
  scrollHint: 'Die Tabelle lässt sich seitlich verschieben.',
};
