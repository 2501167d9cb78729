/** German texts of the product history ("Zuletzt angesehen"). */
export const historyPagesDe = {
  heading: 'Zuletzt angesehen',
  manage: 'Verlauf verwalten',
  clear: 'Verlauf löschen',
};
