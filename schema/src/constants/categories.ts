/**
 * SPEC §2 category slugs (the {cat} of /games/{cat}) with their group ids, the five top
 * categories of the submenu, the trading-card subcategories and the start-page tiles.
 */
export const CATEGORY_SLUGS = [
  'brettspiele',
  'kartenspiele',
  'living-card-games-lcg',
  'trading-card-games-tcg',
  'pen-and-paper',
  'trading-cards',
  'tabletop',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

export interface ProductGroup {
  id: number;
  slug: CategorySlug;
  title: { de: string; en: string };
}

/** Group ids of SPEC §3 (3 boards, 5 cards, 9 trading cards, 6 tabletop, 7 pen and paper) plus LCG (4) and trading cards (8). */
export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  { id: 3, slug: 'brettspiele', title: { de: 'Brettspiele', en: 'Board games' } },
  { id: 5, slug: 'kartenspiele', title: { de: 'Kartenspiele', en: 'Card games' } },
  {
    id: 4,
    slug: 'living-card-games-lcg',
    title: { de: 'Living Card Games (LCG)', en: 'Living card games (LCG)' },
  },
  {
    id: 9,
    slug: 'trading-card-games-tcg',
    title: { de: 'Trading Card Games (TCG)', en: 'Trading card games (TCG)' },
  },
  { id: 7, slug: 'pen-and-paper', title: { de: 'Pen & Paper', en: 'Pen & paper' } },
  { id: 8, slug: 'trading-cards', title: { de: 'Sammelkarten', en: 'Trading cards' } },
  { id: 6, slug: 'tabletop', title: { de: 'Tabletop', en: 'Tabletop' } },
];

export function groupBySlug(slug: CategorySlug): ProductGroup {
  const group = PRODUCT_GROUPS.find((g) => g.slug === slug);
  if (!group) throw new Error(`unknown category slug ${slug}`);
  return group;
}

export interface SubmenuCategory {
  id: number;
  title: { de: string; en: string };
  group_id: number;
  value: string;
  slug: string;
  children: SubmenuCategory[];
}

/** Trading-card subcategories by game; each filters by `filter-tcg`. */
export const TCG_SUBCATEGORIES = [
  { value: 'pokemon', title: { de: 'Pokémon', en: 'Pokémon' } },
  { value: 'yugioh', title: { de: 'Yu-Gi-Oh!', en: 'Yu-Gi-Oh!' } },
  { value: 'magic', title: { de: 'Magic the Gathering', en: 'Magic the Gathering' } },
  { value: 'lorcana', title: { de: 'Disney Lorcana', en: 'Disney Lorcana' } },
  { value: 'onepiece', title: { de: 'One Piece', en: 'One Piece' } },
  { value: 'topps', title: { de: 'Topps', en: 'Topps' } },
] as const;
export type TcgValue = (typeof TCG_SUBCATEGORIES)[number]['value'];

/** The submenu of the five top categories (SPEC §2). */
export const SUBMENU: readonly SubmenuCategory[] = [
  {
    id: 1,
    title: { de: 'Brettspiele', en: 'Board games' },
    group_id: 3,
    value: '3',
    slug: 'brettspiele',
    children: [],
  },
  {
    id: 2,
    title: { de: 'Kartenspiele', en: 'Card games' },
    group_id: 5,
    value: '5',
    slug: 'kartenspiele',
    children: [],
  },
  {
    id: 3,
    title: { de: 'Trading Card Games', en: 'Trading card games' },
    group_id: 9,
    value: '9',
    slug: 'trading-card-games-tcg',
    children: TCG_SUBCATEGORIES.map((tcg, index) => ({
      id: 30 + index,
      title: tcg.title,
      group_id: 9,
      value: tcg.value,
      slug: `trading-card-games-tcg?filter-tcg=${tcg.value}`,
      children: [],
    })),
  },
  {
    id: 4,
    title: { de: 'Tabletop', en: 'Tabletop' },
    group_id: 6,
    value: '6',
    slug: 'tabletop',
    children: [],
  },
  {
    id: 5,
    title: { de: 'Pen & Paper', en: 'Pen & paper' },
    group_id: 7,
    value: '7',
    slug: 'pen-and-paper',
    children: [],
  },
];

/** A start-page tile (SPEC §3 "Category entry"). `filter_id` is the query fragment the tile opens. */
export interface CategoryEntry {
  id: number;
  title: { de: string; en: string };
  filter_id: string;
  type: 'all' | 'group' | 'filter';
  icon: string;
  image: string | null;
  color: string;
  slug: string;
}

/**
 * Term slugs the tiles filter by. The term ids are assigned by the database; the web client
 * resolves `filter-spielkategorien=<slug>` tiles to `<id>-<slug>` through the catalogue call.
 */
export const CATEGORY_TILES = [
  { slug: 'alle-spiele', title: { de: 'Alle Spiele', en: 'All games' }, term: null, color: '#2f5d50' },
  {
    slug: 'living-card-games',
    title: { de: 'Living Card Games', en: 'Living card games' },
    term: 'group:4',
    color: '#6b4e9b',
  },
  {
    slug: 'kinderspiele',
    title: { de: 'Kinderspiele', en: "Children's games" },
    term: 'kinderspiele',
    color: '#e2813b',
  },
  {
    slug: 'familienspiele',
    title: { de: 'Familienspiele', en: 'Family games' },
    term: 'familienspiele',
    color: '#d9534f',
  },
  {
    slug: 'kooperative-spiele',
    title: { de: 'Kooperative Spiele', en: 'Cooperative games' },
    term: 'kooperative-spiele',
    color: '#3c8dbc',
  },
  {
    slug: 'spiele-fuer-2',
    title: { de: 'Spiele für 2', en: '2-player games' },
    term: 'spiele-fuer-2',
    color: '#c0392b',
  },
  {
    slug: 'strategiespiele',
    title: { de: 'Strategiespiele', en: 'Strategy games' },
    term: 'strategiespiele',
    color: '#34495e',
  },
  {
    slug: 'partyspiele',
    title: { de: 'Partyspiele', en: 'Party games' },
    term: 'partyspiele',
    color: '#e91e63',
  },
  {
    slug: 'kennerspiele',
    title: { de: 'Kennerspiele', en: 'Connoisseur games' },
    term: 'kennerspiele',
    color: '#7f8c8d',
  },
  {
    slug: 'expertenspiele',
    title: { de: 'Expertenspiele', en: 'Expert games' },
    term: 'expertenspiele',
    color: '#2c3e50',
  },
  {
    slug: 'legespiele',
    title: { de: 'Legespiele', en: 'Tile-laying games' },
    term: 'legespiele',
    color: '#16a085',
  },
  {
    slug: 'deduktionsspiele',
    title: { de: 'Deduktionsspiele', en: 'Deduction games' },
    term: 'deduktionsspiele',
    color: '#8e44ad',
  },
] as const;

export const GENRE_TILES = [
  { slug: 'alle-spiele', title: { de: 'Alle Spiele', en: 'All games' }, term: null },
  { slug: 'fantasy', title: { de: 'Fantasy', en: 'Fantasy' }, term: 'fantasy' },
  { slug: 'horror', title: { de: 'Horror', en: 'Horror' }, term: 'horror' },
  {
    slug: 'science-fiction',
    title: { de: 'Science-Fiction', en: 'Science fiction' },
    term: 'science-fiction',
  },
  { slug: 'strategie', title: { de: 'Strategie', en: 'Strategy' }, term: 'strategie' },
  { slug: 'tiere', title: { de: 'Tiere', en: 'Animals' }, term: 'tiere' },
] as const;

export const THEME_WORLD_TILES = [
  { slug: 'der-herr-der-ringe', title: 'Der Herr der Ringe' },
  { slug: 'star-wars', title: 'Star Wars' },
  { slug: 'harry-potter', title: 'Harry Potter' },
  { slug: 'marvel', title: 'Marvel' },
  { slug: 'disney', title: 'Disney' },
  { slug: 'dc-comics', title: 'DC Comics' },
] as const;

/**
 * Static pages of SPEC §2 (and the jobs page) with their German titles. Their text ships in
 * `SITE_PAGE_CONTENT` and editors may change it (`site_pages`).
 */
export const STATIC_PAGES = [
  { path: 'contact', title: { de: 'Kontakt', en: 'Contact' } },
  { path: 'legal-notice', title: { de: 'Impressum', en: 'Legal notice' } },
  { path: 'privacy-policy', title: { de: 'Datenschutz', en: 'Privacy policy' } },
  { path: 'terms-and-conditions', title: { de: 'AGB', en: 'Terms and conditions' } },
  { path: 'about-us', title: { de: 'Über uns', en: 'About us' } },
  { path: 'influencers', title: { de: 'Für Influencer', en: 'For influencers' } },
  { path: 'dealers', title: { de: 'Für Händler', en: 'For dealers' } },
  { path: 'dealers-details', title: { de: 'Händler-Details', en: 'Dealer details' } },
  {
    path: 'infopage-for-influencer',
    title: { de: 'Infos für Influencer', en: 'Information for influencers' },
  },
  { path: 'jobs', title: { de: 'Jobs', en: 'Jobs' } },
] as const;

/**
 * The eight publishers the start page shows as logo tiles; each opens the list filtered by
 * `filter-verlag`. The slug is the term slug, resolved to `<id>-<slug>` like the other tiles.
 */
export const PUBLISHER_TILES = [
  { slug: 'kosmos', title: 'Kosmos' },
  { slug: 'ravensburger', title: 'Ravensburger' },
  { slug: 'asmodee', title: 'Asmodee' },
  { slug: 'pegasus-spiele', title: 'Pegasus Spiele' },
  { slug: 'hans-im-glueck', title: 'Hans im Glück' },
  { slug: 'schmidt-spiele', title: 'Schmidt Spiele' },
  { slug: 'feuerland-spiele', title: 'Feuerland Spiele' },
  { slug: 'amigo', title: 'Amigo' },
] as const;
