/** German texts of the "Preisstürze" page: they load with the page (./page-texts.ts). */
export const dealsPagesDe = {
  title: 'Preisstürze',
  titleInCategory: 'Preisstürze: {category}',
  pageTitleWithPage: '{title} – Seite {page}',
  description:
    'Preisstürze bei Brettspielen, Kartenspielen und mehr: Spiele, deren bestes Angebot gerade unter dem niedrigsten Preis desselben Händlers der letzten 30 Tage liegt – mit echtem Rabatt in Prozent.',
  descriptionInCategory:
    'Preisstürze bei {category}: Angebote unter dem niedrigsten Preis desselben Händlers der letzten 30 Tage, nach echtem Rabatt geordnet.',
  intro:
    'Hier stehen nur echte Rabatte: Das beste Angebot kostet weniger als der niedrigste Preis, den derselbe Händler in den 30 Tagen davor verlangt hat. Der größte Preissturz steht oben.',
  home: 'Start',
  breadcrumbLabel: 'Du bist hier',
  filterLabel: 'Nach Kategorie filtern',
  allCategories: 'Alle Kategorien',
  categoryCount: '{name} ({count})',
  resultCount_one: '{count} Preissturz',
  resultCount_other: '{count} Preisstürze',
  emptyInCategory: 'Gerade keine Preisstürze in dieser Kategorie.',
  empty: 'Gerade gibt es keine Preisstürze. Schau bald wieder vorbei!',
  pageEmpty: 'Auf dieser Seite gibt es keine Preisstürze (mehr).',
  showAll: 'Alle Preisstürze ansehen',
  loading: 'Preisstürze werden geladen …',
  pagination: 'Seiten',
  pageLabel: 'Seite {page}',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
};
