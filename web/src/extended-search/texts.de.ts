/**
 * German texts of the advanced search that other pages show (the game list names its title
 * filter so): part of the first JavaScript. The form's texts load with it (./page-texts.de.ts).
 */
export const extendedSearchDe = {
  title: 'Titel',
};
