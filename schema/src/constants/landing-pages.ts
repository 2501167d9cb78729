import { LANDING_KINDS, type LandingAttribute, type LandingKind } from './landing-kinds';

/**
 * Landing pages: one path per start-page tile (category, genre, theme world, publisher) that
 * shows the game list with that one facet preset, with its own heading and description
 * (the intros are `landing-intros.ts`, loaded only with the list). The web client renders them, the sitemap lists them; both read this one table.
 *
 * Paths: `/kategorie/{slug}`, `/genre/{slug}`, `/themenwelt/{slug}`, `/verlag/{slug}`; the
 * product groups keep `/games/{cat}` (SPEC §2). `{slug}` is the slug part of the facet term's
 * `<id>-<slug>` key, so a term key names its landing page without knowing the id.
 */
export interface LandingPage {
  kind: LandingKind;
  attribute: LandingAttribute;
  /** The path segment and the term's slug. */
  slug: string;
  /** The term's label in the catalogue (used to find its key). */
  name: string;
  /** H1 and page title (the title adds "im Preisvergleich"). */
  heading: string;
}

type Entry = Pick<LandingPage, 'slug' | 'name' | 'heading'>;

const CATEGORY_PAGES: Entry[] = [
  {
    slug: 'kinderspiele',
    name: 'Kinderspiele',
    heading: 'Kinderspiele',
  },
  {
    slug: 'familienspiele',
    name: 'Familienspiele',
    heading: 'Familienspiele',
  },
  {
    slug: 'kooperative-spiele',
    name: 'Kooperative Spiele',
    heading: 'Kooperative Spiele',
  },
  {
    slug: 'spiele-fuer-2',
    name: 'Spiele für 2',
    heading: 'Spiele für 2',
  },
  {
    slug: 'strategiespiele',
    name: 'Strategiespiele',
    heading: 'Strategiespiele',
  },
  {
    slug: 'partyspiele',
    name: 'Partyspiele',
    heading: 'Partyspiele',
  },
  {
    slug: 'kennerspiele',
    name: 'Kennerspiele',
    heading: 'Kennerspiele',
  },
  {
    slug: 'expertenspiele',
    name: 'Expertenspiele',
    heading: 'Expertenspiele',
  },
  {
    slug: 'legespiele',
    name: 'Legespiele',
    heading: 'Legespiele',
  },
  {
    slug: 'deduktionsspiele',
    name: 'Deduktionsspiele',
    heading: 'Deduktionsspiele',
  },
];

const GENRE_PAGES: Entry[] = [
  {
    slug: 'fantasy',
    name: 'Fantasy',
    heading: 'Fantasy-Spiele',
  },
  {
    slug: 'horror',
    name: 'Horror',
    heading: 'Horror-Spiele',
  },
  {
    slug: 'science-fiction',
    name: 'Science-Fiction',
    heading: 'Science-Fiction-Spiele',
  },
  {
    slug: 'strategie',
    name: 'Strategie',
    heading: 'Spiele im Genre Strategie',
  },
  {
    slug: 'tiere',
    name: 'Tiere',
    heading: 'Spiele mit Tieren',
  },
];

const THEME_WORLD_PAGES: Entry[] = [
  {
    slug: 'der-herr-der-ringe',
    name: 'Der Herr der Ringe',
    heading: 'Herr-der-Ringe-Spiele',
  },
  {
    slug: 'star-wars',
    name: 'Star Wars',
    heading: 'Star-Wars-Spiele',
  },
  {
    slug: 'harry-potter',
    name: 'Harry Potter',
    heading: 'Harry-Potter-Spiele',
  },
  {
    slug: 'marvel',
    name: 'Marvel',
    heading: 'Marvel-Spiele',
  },
  {
    slug: 'disney',
    name: 'Disney',
    heading: 'Disney-Spiele',
  },
  {
    slug: 'dc-comics',
    name: 'DC Comics',
    heading: 'DC-Comics-Spiele',
  },
];

const PUBLISHER_PAGES: Entry[] = [
  {
    slug: 'kosmos',
    name: 'Kosmos',
    heading: 'Spiele von Kosmos',
  },
  {
    slug: 'ravensburger',
    name: 'Ravensburger',
    heading: 'Spiele von Ravensburger',
  },
  {
    slug: 'asmodee',
    name: 'Asmodee',
    heading: 'Spiele von Asmodee',
  },
  {
    slug: 'pegasus-spiele',
    name: 'Pegasus Spiele',
    heading: 'Spiele von Pegasus Spiele',
  },
  {
    slug: 'hans-im-glueck',
    name: 'Hans im Glück',
    heading: 'Spiele von Hans im Glück',
  },
  {
    slug: 'schmidt-spiele',
    name: 'Schmidt Spiele',
    heading: 'Spiele von Schmidt Spiele',
  },
  {
    slug: 'feuerland-spiele',
    name: 'Feuerland Spiele',
    heading: 'Spiele von Feuerland Spiele',
  },
  {
    slug: 'amigo',
    name: 'Amigo',
    heading: 'Spiele von Amigo',
  },
];

const ENTRIES_BY_KIND: Record<LandingKind, Entry[]> = {
  kategorie: CATEGORY_PAGES,
  genre: GENRE_PAGES,
  themenwelt: THEME_WORLD_PAGES,
  verlag: PUBLISHER_PAGES,
};

/** Every landing page, in the order of the start page's sections. */
export const LANDING_PAGES: readonly LandingPage[] = LANDING_KINDS.flatMap(({ kind, attribute }) =>
  ENTRIES_BY_KIND[kind].map((entry) => ({ ...entry, kind, attribute })),
);

/** The path of a landing page, e.g. `/verlag/kosmos`. */
export function landingPath(page: Pick<LandingPage, 'kind' | 'slug'>): string {
  return `/${page.kind}/${page.slug}`;
}

/** The landing page of a path (`/genre/horror`, a trailing slash allowed), if there is one. */
export function landingPageOfPath(pathname: string): LandingPage | undefined {
  const match = /^\/([a-z]+)\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  return LANDING_PAGES.find((page) => page.kind === match[1] && page.slug === match[2]);
}

/** The landing page of a facet term (`publishers`, `kosmos`), if there is one. */
export function landingPageOfTerm(attribute: string, slug: string): LandingPage | undefined {
  return LANDING_PAGES.find((page) => page.attribute === attribute && page.slug === slug);
}

/** The landing page of a facet value `<id>-<slug>` of `attribute`, if its slug has one. */
export function landingPageOfTermKey(attribute: string, key: string): LandingPage | undefined {
  const slug = /^\d+-(.+)$/.exec(key)?.[1];
  return slug === undefined ? undefined : landingPageOfTerm(attribute, slug);
}

/** The page title of a landing page (without the site name). */
export function landingTitle(page: Pick<LandingPage, 'heading'>): string {
  return `${page.heading} im Preisvergleich`;
}

/** The meta description of a landing page. */
export function landingDescription(page: Pick<LandingPage, 'heading'>): string {
  return `${page.heading} im Preisvergleich bei Spielraum: Angebote vieler Händler mit Preisen inkl. Versand nach Deutschland, Verfügbarkeit und Preisverlauf.`;
}
