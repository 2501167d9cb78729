/**
 * Shape of the hand-written demo catalogue (facts only, descriptions written for
 * Spielraum). The JSON files beside this file hold arrays of `DemoGame`.
 * GTINs, editions, offers and covers are generated from these facts by the
 * seeded demo generator, never written by hand.
 */
export interface DemoGame {
  /** URL slug: lowercase ascii, digits and single hyphens, unique across all files. */
  slug: string;
  /** Title as sold in Germany (German edition title where one exists). */
  title: string;
  /** Real other titles shoppers search by: original or English title, former German titles. */
  alternativeTitles: string[];
  /** The real game's BoardGameGeek id, given only where it is certain. */
  bggId?: number;
  productType: 'game' | 'expansion' | 'accessory';
  /** For expansions and accessories: slug of the base game in the same file. */
  baseGameSlug?: string;
  /** The SPEC category slug (group) the product belongs to. */
  group:
    | 'brettspiele'
    | 'kartenspiele'
    | 'living-card-games-lcg'
    | 'trading-card-games-tcg'
    | 'pen-and-paper'
    | 'trading-cards'
    | 'tabletop';
  /** Publisher or German distributor, e.g. "Kosmos", "Pegasus Spiele". */
  publisher: string;
  designers: string[];
  illustrators: string[];
  /** For pen-and-paper books: authors; otherwise empty. */
  authors: string[];
  /** Year of first publication. */
  year: number;
  playersMin: number;
  playersMax: number;
  /** Typical play time in minutes (0 for products without play time, e.g. booster displays). */
  playTimeMinutes: number;
  ageFrom: number;
  /** Values from DEMO_CATEGORIES. */
  categories: string[];
  /** Values from DEMO_MECHANICS. */
  mechanics: string[];
  /** Values from DEMO_GENRES. */
  genres: string[];
  /** A value from DEMO_THEME_WORLDS or null. */
  themeWorld: string | null;
  /** Series / family of games, e.g. "Exit – Das Spiel", "Catan"; null if none. */
  series: string | null;
  /** Free short German tags, e.g. "Familienabend", "Solo-Modus". */
  tags: string[];
  /** Real awards only, e.g. "Spiel des Jahres 2011", "Kennerspiel des Jahres 2017". */
  awards: string[];
  /** ISO codes of the languages of the German-market edition, usually ["de"]. */
  languages: string[];
  /** German description, 2 to 4 sentences, written fresh for Spielraum (never copied). */
  description: string;
  /** Typical German retail price in euro cents, e.g. 3999. */
  typicalPriceCents: number;
  /** Trading-card game for TCG products, else null. */
  tcg: 'pokemon' | 'yugioh' | 'magic' | 'lorcana' | 'onepiece' | 'topps' | null;
}

export const DEMO_CATEGORIES = [
  'Kinderspiele',
  'Familienspiele',
  'Kooperative Spiele',
  'Spiele für 2',
  'Strategiespiele',
  'Partyspiele',
  'Kennerspiele',
  'Expertenspiele',
  'Legespiele',
  'Deduktionsspiele',
  'Würfelspiele',
  'Abstrakte Spiele',
  'Wirtschaftsspiele',
  'Rätselspiele',
  'Sammelkartenspiele',
  'Rollenspiele',
  'Tabletop-Spiele',
] as const;

export const DEMO_MECHANICS = [
  'Worker Placement',
  'Deckbau',
  'Würfeln',
  'Plättchen legen',
  'Gebietskontrolle',
  'Sets sammeln',
  'Drafting',
  'Handmanagement',
  'Kooperativ',
  'Bluffen',
  'Versteigerung',
  'Engine Building',
  'Aufnehmen und Ausliefern',
  'Stichspiel',
  'Roll & Write',
  'Push your Luck',
  'Verborgene Rollen',
  'Echtzeit',
  'Netzwerkbau',
  'Mustererkennung',
  'Erzählen',
  'Simultanes Spielen',
  'Legacy',
  'Kampagne',
  'Wetten',
  'Gedächtnis',
  'Geschicklichkeit',
  'Kommunikationsbeschränkung',
  'Modulares Spielbrett',
  'Miniaturen',
] as const;

export const DEMO_GENRES = [
  'Fantasy',
  'Horror',
  'Science-Fiction',
  'Strategie',
  'Tiere',
  'Historisch',
  'Krimi',
  'Abenteuer',
  'Natur',
  'Wirtschaft',
  'Humor',
  'Abstrakt',
  'Sport',
  'Piraten',
  'Mittelalter',
] as const;

export const DEMO_THEME_WORLDS = [
  'Der Herr der Ringe',
  'Star Wars',
  'Harry Potter',
  'Marvel',
  'Disney',
  'DC Comics',
  'Warhammer',
  'Cthulhu',
  'Pokémon',
  'Dungeons & Dragons',
] as const;
