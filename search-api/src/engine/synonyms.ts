/**
 * Synonym groups of the text search: a query word or phrase that matches one member (by German
 * stem) also finds documents with any other member of its group. Members may be phrases
 * ("card game"); phrase members match when all their words occur. Written in plain spelling:
 * the engine folds and stems them like any text.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['Erweiterung', 'Expansion', 'Add-on'],
  ['Kartenspiel', 'Card Game'],
  ['Brettspiel', 'Board Game'],
  ['Würfelspiel', 'Dice Game'],
  ['Sammelkartenspiel', 'TCG', 'Trading Card Game'],
  ['Rollenspiel', 'RPG', 'Role Playing Game', 'Pen and Paper'],
  ['Koop', 'Kooperativ', 'Cooperative', 'Co-op'],
  ['Partyspiel', 'Party Game'],
  ['Familienspiel', 'Family Game'],
  ['Kinderspiel', 'Kids Game'],
  ['Strategiespiel', 'Strategy Game'],
  ['Deckbau', 'Deckbuilding', 'Deck Building', 'Deckbuilder'],
  ['Legespiel', 'Tile Laying'],
  ['Zubehör', 'Accessories'],
  ['Miniatur', 'Miniature'],
  ['Solo', 'Solospiel', 'Solitär'],
  ['Zweipersonenspiel', 'Two Player', 'Zwei Spieler'],
  ['Rätsel', 'Puzzle'],
  ['Krimi', 'Detektiv', 'Mystery'],
];
