import {
  ADJECTIVES,
  CATEGORIES,
  DESCRIPTION_WORDS,
  FAMOUS_TITLES,
  FIRST_NAMES,
  GENRES,
  LAST_NAMES,
  MECHANICS,
  NAME_SYLLABLES,
  NOUNS,
  PLACES,
  SeededRandom,
} from '@spielraum/schema/synthetic';

/** A generated magazine post as the benchmark writes it into `magazine_posts`. */
export interface GeneratedPost {
  id: number;
  categorySlug: string;
  title: string;
  teaser: string;
  lead: string;
  bodyText: string;
  authorName: string;
  status: 'draft' | 'published' | 'unpublished';
  publishedAt: Date | null;
  /** Featured games as indexes into the benchmark's product titles. */
  games: number[];
}

const CATEGORY_SLUGS = ['branchen-news', 'tests', 'neuheiten', 'ratgeber', 'messen'] as const;

const FUNCTION_WORDS = [
  'der',
  'die',
  'das',
  'und',
  'mit',
  'für',
  'ein',
  'eine',
  'einen',
  'nicht',
  'auch',
  'wird',
  'ist',
  'sind',
  'man',
  'wir',
  'sie',
  'es',
  'im',
  'am',
  'zum',
  'zur',
  'auf',
  'aus',
  'bei',
  'nach',
  'über',
  'unter',
  'vor',
  'wenn',
  'weil',
  'dass',
  'aber',
  'oder',
  'doch',
  'noch',
  'schon',
  'sehr',
  'viel',
  'mehr',
  'immer',
  'wieder',
  'dabei',
  'danach',
  'trotzdem',
  'außerdem',
  'jede',
  'jeder',
  'alle',
  'den',
  'dem',
  'des',
  'von',
  'zu',
  'als',
  'wie',
  'so',
  'nur',
  'kaum',
  'gerade',
  'bereits',
];
const VERBS = [
  'spielen',
  'spielt',
  'würfeln',
  'würfelt',
  'sammeln',
  'sammelt',
  'bauen',
  'baut',
  'tauschen',
  'erklärt',
  'gewinnt',
  'verliert',
  'legt',
  'ziehen',
  'zieht',
  'plant',
  'entdecken',
  'erkundet',
  'handelt',
  'verhandeln',
  'punktet',
  'überzeugt',
  'gefällt',
  'lohnt',
  'bietet',
  'braucht',
  'dauert',
  'macht',
  'bleibt',
  'erscheint',
  'kostet',
  'liefert',
  'testen',
  'getestet',
  'gespielt',
  'empfehlen',
  'begeistert',
  'enttäuscht',
  'funktioniert',
  'wirkt',
  'kommt',
  'geht',
  'steht',
];
const MAGAZINE_NOUNS = [
  'Rezension',
  'Test',
  'Wertung',
  'Spielregel',
  'Anleitung',
  'Spielmaterial',
  'Verlag',
  'Autor',
  'Autorin',
  'Illustration',
  'Schachtel',
  'Spielrunde',
  'Wiederspielreiz',
  'Einstieg',
  'Kennerspiel',
  'Expertenspiel',
  'Messe',
  'Neuheit',
  'Auflage',
  'Neuauflage',
  'Lieferung',
  'Preis',
  'Händler',
  'Branche',
  'Umsatz',
  'Spielwarenmesse',
  'Jury',
  'Auszeichnung',
  'Nominierung',
  'Spieltisch',
  'Spielbrett',
  'Spielerinnen',
  'Spieler',
  'Familie',
  'Kinder',
  'Runde',
  'Partie',
  'Partien',
  'Siegpunkte',
  'Aktion',
  'Aktionen',
  'Ressourcen',
  'Karten',
  'Würfel',
  'Plättchen',
  'Figuren',
  'Thema',
  'Mechanik',
  'Glück',
  'Taktik',
  'Strategie',
  'Zugzwang',
  'Interaktion',
  'Erweiterung',
  'Kooperation',
  'Solomodus',
  'Übersetzung',
  'Qualität',
  'Ausstattung',
  'Größe',
  'Spieldauer',
];
const CONTENT_WORDS = [
  ...NOUNS,
  ...MAGAZINE_NOUNS,
  ...DESCRIPTION_WORDS.filter((word) => word.length > 3),
  ...GENRES,
];

/** A title word drawn as readers would type it: nouns and places of the titles, famous games. */
const QUERY_WORDS = [...NOUNS, ...PLACES, ...FAMOUS_TITLES].filter((word) => !word.includes(' '));
const UMLAUT_WORDS = [...NOUNS, ...ADJECTIVES, ...PLACES].filter((word) => /[äöüß]/.test(word));

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const INFLECTIONS = ['', '', '', 'e', 'en', 'er', 'es', 'n', 's'];

/** An invented name from syllables: the long tail of rare words real articles have. */
function properName(random: SeededRandom): string {
  let name = '';
  for (let syllable = random.int(2, 4); syllable > 0; syllable--) name += random.pick(NAME_SYLLABLES);
  return capitalise(name);
}

function sentence(random: SeededRandom, gameTitles: readonly string[]): string {
  const words: string[] = [];
  for (let count = random.int(6, 16); count > 0; count--) {
    const roll = random.next();
    if (roll < 0.4) words.push(random.pick(FUNCTION_WORDS));
    else if (roll < 0.56) words.push(random.pick(VERBS));
    else if (roll < 0.8) words.push(random.pick(CONTENT_WORDS) + random.pick(INFLECTIONS));
    // German compounds ("Burgmauer", "Würfelturm") give the vocabulary its long tail
    else if (roll < 0.88)
      words.push(random.pick(NOUNS) + random.pick(CONTENT_WORDS).toLowerCase() + random.pick(INFLECTIONS));
    else if (roll < 0.96)
      words.push(random.pick(ADJECTIVES).toLowerCase() + random.pick(['', '', 'n', 'r', 's', 'm']));
    else if (roll < 0.98) words.push(properName(random));
    else words.push(random.chance(0.5) ? random.pick(PLACES) : random.pick(gameTitles));
  }
  return `${capitalise(words.join(' '))}${random.pick(['.', '.', '.', '!', '?'])}`;
}

/** Text of about `words` words in paragraphs of three to six sentences, separated by blank lines. */
function prose(random: SeededRandom, words: number, gameTitles: readonly string[]): string {
  const paragraphs: string[] = [];
  let written = 0;
  while (written < words) {
    const sentences: string[] = [];
    for (let count = random.int(3, 6); count > 0 && written < words; count--) {
      const next = sentence(random, gameTitles);
      written += next.split(' ').length;
      sentences.push(next);
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

function titleFor(random: SeededRandom, category: string, game: string): string {
  const noun = () => random.pick(NOUNS);
  switch (category) {
    case 'tests':
      return random.chance(0.5) ? `${game} im Test` : `Test: ${game} – ${random.pick(ADJECTIVES)} ${noun()}`;
    case 'neuheiten':
      return `Neuheiten ${random.int(2019, 2026)}: ${random.pick(ADJECTIVES)} ${noun()} und ${game}`;
    case 'ratgeber':
      return `Ratgeber: ${random.pick(CATEGORIES)} für ${random.pick(['Einsteiger', 'Familien', 'Zwei', 'Kenner', 'Kinder'])}`;
    case 'messen':
      return `${random.pick(['SPIEL Essen', 'Spielwarenmesse Nürnberg', 'Berlin con', 'Spielefest Wien'])}: ${noun()}, ${noun()} und ${game}`;
    default:
      return `${random.pick(['Verlag', 'Handel', 'Branche', 'Autor'])} ${random.pick(PLACES)}: ${random.pick(ADJECTIVES)} ${noun()}`;
  }
}

/**
 * Generates `count` German-looking magazine posts (seeded): titles by category, teasers of 15–30
 * words, leads of 30–60, bodies of 300–800 words from German function words, verbs, the
 * catalogue's nouns (inflected and compounded), invented names, mechanics and game titles; 40 authors, zero to three featured games,
 * publication dates over five years (1 % scheduled), 3 % drafts and 2 % unpublished posts.
 */
export function generatePosts(options: {
  seed: number;
  count: number;
  gameTitles: readonly string[];
  now: number;
}): GeneratedPost[] {
  const random = new SeededRandom(options.seed);
  const authors = Array.from({ length: 40 }, () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  const posts: GeneratedPost[] = [];
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  for (let id = 1; id <= options.count; id++) {
    const categorySlug = random.pick(CATEGORY_SLUGS);
    const games = random.skewedSet(options.gameTitles.length, random.int(0, 3), 1.8);
    const featured = games.map((game) => options.gameTitles[game]!);
    const game = featured[0] ?? random.pick(FAMOUS_TITLES);
    const status = random.weighted([
      ['published', 0.95],
      ['draft', 0.03],
      ['unpublished', 0.02],
    ] as const);
    const scheduled = status === 'published' && random.chance(0.01);
    const publishedAt =
      status === 'draft'
        ? null
        : new Date(
            scheduled
              ? options.now + random.int(1, 30) * 86_400_000
              : options.now - random.next() * 5 * yearMs,
          );
    posts.push({
      id,
      categorySlug,
      title: titleFor(random, categorySlug, game),
      teaser: prose(random, random.int(15, 30), featured.length > 0 ? featured : FAMOUS_TITLES),
      lead: prose(random, random.int(30, 60), featured.length > 0 ? featured : FAMOUS_TITLES),
      bodyText: `${prose(random, random.int(300, 800), featured.length > 0 ? featured : FAMOUS_TITLES)} ${random.pick(MECHANICS)}.`,
      authorName: random.pick(authors),
      status,
      publishedAt,
      games,
    });
  }
  return posts;
}

/** A class of text queries; the same requests go to the magazine and to the game search. */
export interface TextQueryClass {
  name: string;
  make(random: SeededRandom): string;
}

function misspell(random: SeededRandom, word: string): string {
  const at = random.int(1, word.length - 2);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word[at] + word.slice(at);
  }
}

function withoutUmlauts(random: SeededRandom, word: string): string {
  const plain = random.chance(0.7);
  return word
    .replace(/ä/g, plain ? 'ae' : 'a')
    .replace(/ö/g, plain ? 'oe' : 'o')
    .replace(/ü/g, plain ? 'ue' : 'u')
    .replace(/ß/g, 'ss');
}

/** Single words, two words, prefixes while typing, misspellings and umlaut spellings. */
export function textQueryClasses(): TextQueryClass[] {
  const long = QUERY_WORDS.filter((word) => word.length >= 6);
  return [
    { name: 'single word', make: (random) => `${random.pick(QUERY_WORDS)} ` },
    {
      name: 'two words',
      make: (random) => `${random.pick([...ADJECTIVES, ...NOUNS])} ${random.pick(QUERY_WORDS)} `,
    },
    {
      name: 'prefix while typing',
      make: (random) => {
        const word = random.pick(QUERY_WORDS.filter((candidate) => candidate.length >= 4));
        return word.slice(0, random.int(3, word.length - 1));
      },
    },
    { name: 'misspelling', make: (random) => `${misspell(random, random.pick(long))} ` },
    { name: 'umlaut variant', make: (random) => `${withoutUmlauts(random, random.pick(UMLAUT_WORDS))} ` },
  ];
}
