/**
 * The kinds of landing page and the search field each presets. Apart from the pages' table
 * (`landing-pages.ts`) because every page's routes need only these four: the table then stays
 * out of the first JavaScript.
 */
export const LANDING_KINDS = [
  { kind: 'kategorie', attribute: 'categories', label: 'Kategorie' },
  { kind: 'genre', attribute: 'genres', label: 'Genre' },
  { kind: 'themenwelt', attribute: 'themeWorlds', label: 'Themenwelt' },
  { kind: 'verlag', attribute: 'publishers', label: 'Verlag' },
] as const;

export type LandingKind = (typeof LANDING_KINDS)[number]['kind'];
/** The search fields a landing page presets, in the order a search's landing facet is looked for. */
export type LandingAttribute = (typeof LANDING_KINDS)[number]['attribute'];
