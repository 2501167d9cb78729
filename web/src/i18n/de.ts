import type { Availability } from '@spielraum/schema';
import type { StaticPagePath } from '../static-pages/static-page-paths';
import { accountsDe } from './accounts.de';

/**
 * The shell's own German texts. The shared SPEC texts (MESSAGES of @spielraum/schema) are added
 * under `messages` by ./index.ts; `{name}` marks an interpolated value.
 */
export const de = {
  app: {
    name: 'Spielraum',
    pageTitle: '{title} – Spielraum',
    skipLink: 'Zum Inhalt springen',
    navigating: 'Seite wird geladen …',
  },
  layout: {
    homeLink: 'Spielraum – zur Startseite',
    mainNavLabel: 'Hauptmenü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menuTitle: 'Menü',
    submenuToggle: 'Unterkategorien von {title}',
    allOfCategory: 'Alle {title}',
    signedInAs: 'Angemeldet als {name}',
    footerNavLabel: 'Informationen',
    copyright: '© {year} Spielraum – Preisvergleich für Brettspiele, Kartenspiele und Tabletop',
  },
  start: {
    heroTitle: 'Spielraum – Preise vergleichen, Spiele entdecken',
    heroText:
      'Wir vergleichen die Angebote vieler Händler für Brettspiele, Kartenspiele, Trading Card Games, Tabletop und Pen & Paper – damit du dein nächstes Lieblingsspiel zum besten Preis findest.',
    browseAll: 'Alle Spiele ansehen',
    categoriesHeading: 'Kategorien',
    genresHeading: 'Genres',
    themeWorldsHeading: 'Themenwelten',
  },
  games: {
    allGamesTitle: 'Alle Spiele',
    total_one: '{formatted} Spiel',
    total_other: '{formatted} Spiele',
    coverAlt: 'Cover von {title}',
    noCover: 'Kein Bild vorhanden',
    players_one: '{count} Spieler',
    players_other: '{count} Spieler',
    playersRange: '{from}–{to} Spieler',
    playersFrom_one: 'ab {count} Spieler',
    playersFrom_other: 'ab {count} Spielern',
    playingTime: '{minutes} Min.',
    bestTotal: 'ab {price}',
    shippingIncluded: 'inkl. Versand',
    noOffer: 'Derzeit kein Angebot',
    dealers_one: 'bei {count} Händler',
    dealers_other: 'bei {count} Händlern',
    paginationLabel: 'Seiten',
    pageLabel: 'Seite {page}',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    loading: 'Spiele werden geladen …',
    showAll: 'Alle Spiele anzeigen',
  },
  availability: {
    is_available: 'Sofort lieferbar',
    not_in_stock_but_can_order: 'Bestellbar, nicht auf Lager',
    pre_available: 'Vorbestellbar',
    not_available_reordered: 'Nachbestellt',
    not_available: 'Nicht lieferbar',
  } satisfies Record<Availability, string>,
  errors: {
    statusLabel: 'Fehler {status}',
    toStartPage: 'Zur Startseite',
    toGames: 'Zu allen Spielen',
    reload: 'Seite neu laden',
    maintenanceTitle: 'Wartungsarbeiten',
  },
  staticPages: {
    comingSoon: 'Die vollständigen Inhalte dieser Seite folgen in Kürze.',
    purpose: {
      contact:
        'Hier kannst du dem Spielraum-Team bald direkt eine Nachricht schicken. Bitte beachte: Fragen zu einzelnen Produkten beantworten wir nicht, und wir geben keine Kaufberatung.',
      'legal-notice':
        'Hier findest du bald die gesetzlich vorgeschriebenen Angaben zum Anbieter von Spielraum.',
      'privacy-policy':
        'Hier erfährst du bald, welche Daten Spielraum verarbeitet, wofür wir sie nutzen und welche Rechte du hast.',
      'terms-and-conditions':
        'Hier stehen bald die Allgemeinen Geschäftsbedingungen für die Nutzung von Spielraum.',
      'about-us':
        'Hier stellen wir bald das Team hinter Spielraum vor und erklären, wie unser Preisvergleich funktioniert.',
      influencers:
        'Hier erfahren Influencerinnen und Influencer bald, wie sie mit Spielraum Empfehlungslisten erstellen können.',
      dealers: 'Hier erfahren Händler bald, wie sie ihre Angebote bei Spielraum listen können.',
      'dealers-details': 'Hier finden Händler bald alle Details zu Datenfeeds, Anforderungen und Abläufen.',
      'infopage-for-influencer':
        'Hier finden Influencerinnen und Influencer bald alle Informationen zur Zusammenarbeit mit Spielraum.',
    } satisfies Record<StaticPagePath, string>,
  },
  accounts: accountsDe,
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** The shape every UI locale must fill. */
export type UiStrings = Strings<typeof de>;
