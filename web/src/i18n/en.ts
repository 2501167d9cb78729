import { accountsEn } from './accounts.en';
import type { UiStrings } from './de';

/** English fallback of the shell's texts (German is the default locale). */
export const en: UiStrings = {
  app: {
    name: 'Spielraum',
    pageTitle: '{title} – Spielraum',
    skipLink: 'Skip to content',
    navigating: 'Loading page …',
  },
  layout: {
    homeLink: 'Spielraum – to the start page',
    mainNavLabel: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    submenuToggle: 'Subcategories of {title}',
    allOfCategory: 'All {title}',
    signedInAs: 'Signed in as {name}',
    footerNavLabel: 'Information',
    copyright: '© {year} Spielraum – price comparison for board games, card games and tabletop',
  },
  start: {
    heroTitle: 'Spielraum – compare prices, discover games',
    heroText:
      'We compare the offers of many dealers for board games, card games, trading card games, tabletop and pen & paper – so you find your next favourite game at the best price.',
    browseAll: 'Browse all games',
    categoriesHeading: 'Categories',
    genresHeading: 'Genres',
    themeWorldsHeading: 'Theme worlds',
  },
  games: {
    allGamesTitle: 'All games',
    total_one: '{formatted} game',
    total_other: '{formatted} games',
    coverAlt: 'Cover of {title}',
    noCover: 'No image available',
    players_one: '{count} player',
    players_other: '{count} players',
    playersRange: '{from}–{to} players',
    playersFrom_one: '{count}+ player',
    playersFrom_other: '{count}+ players',
    playingTime: '{minutes} min',
    bestTotal: 'from {price}',
    shippingIncluded: 'incl. shipping',
    noOffer: 'No offer at the moment',
    dealers_one: 'at {count} dealer',
    dealers_other: 'at {count} dealers',
    paginationLabel: 'Pages',
    pageLabel: 'Page {page}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    loading: 'Loading games …',
    showAll: 'Show all games',
  },
  availability: {
    is_available: 'In stock',
    not_in_stock_but_can_order: 'Can be ordered, not in stock',
    pre_available: 'Pre-order',
    not_available_reordered: 'Reordered',
    not_available: 'Not available',
  },
  errors: {
    statusLabel: 'Error {status}',
    toStartPage: 'To the start page',
    toGames: 'To all games',
    reload: 'Reload page',
    maintenanceTitle: 'Maintenance',
  },
  staticPages: {
    comingSoon: 'The full content of this page follows soon.',
    purpose: {
      contact:
        'Soon you can send the Spielraum team a message here. Please note: we do not answer questions about individual products and give no buying advice.',
      'legal-notice':
        'Soon you will find the legally required information about the provider of Spielraum here.',
      'privacy-policy':
        'Soon you will learn here which data Spielraum processes, what we use it for and which rights you have.',
      'terms-and-conditions': 'Soon the terms and conditions for using Spielraum will be here.',
      'about-us':
        'Soon we will introduce the team behind Spielraum here and explain how our price comparison works.',
      influencers: 'Soon influencers will learn here how to create recommendation lists with Spielraum.',
      dealers: 'Soon dealers will learn here how to list their offers on Spielraum.',
      'dealers-details':
        'Soon dealers will find all details about data feeds, requirements and processes here.',
      'infopage-for-influencer':
        'Soon influencers will find all information about working with Spielraum here.',
    },
  },
  accounts: accountsEn,
};
