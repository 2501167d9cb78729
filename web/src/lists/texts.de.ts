/**
 * German texts of the list actions every game card and game page shows (Merken, Ignorieren); the
 * list pages' texts load with them (./page-texts.de.ts).
 */
export const listsDe = {
  addToList: 'Merken',
  addToListFor: '{title} merken',
  ignore: 'Ignorieren',
  ignoreFor: '{title} ignorieren',
  ignored: '„{title}“ wird ignoriert und in der Suche ausgeblendet.',
  undo: 'Rückgängig',
  undoFor: 'Ignorieren von {title} rückgängig machen',
  unignored: '„{title}“ wird wieder angezeigt.',
  isIgnored: 'Du ignorierst dieses Spiel.',
  showIgnored: 'Ignorierte Spiele anzeigen',
};
