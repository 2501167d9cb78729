import { p } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Händler-Details: the introduction above the generated directory of all listed dealers. */
export const dealersDetails: SitePageContent = {
  description:
    'Alle Händler bei Spielraum im Überblick: Bewertung, Versandkosten nach Deutschland und Grenze für kostenlosen Versand, dazu eine eigene Seite je Shop.',
  body: [
    p(
      'Hier findest du alle Shops, deren Angebote bei Spielraum erscheinen, mit Logo, Bewertung und ihren Versandregeln für Lieferungen nach Deutschland. Jeder Händler hat eine eigene Seite mit weiteren Angaben zum Shop. Die Versandkosten fließen in den Gesamtpreis ein, nach dem wir die Angebote zu jedem Spiel sortieren: Nennt ein Händler für ein Angebot eigene Versandkosten, rechnen wir mit diesen, sonst mit seinen allgemeinen Versandkosten nach Deutschland. Erreicht der Preis eines Angebots seine Grenze für kostenlosen Versand, rechnen wir ohne Versandkosten. Die Grenze beziehen wir auf das einzelne Angebot – kaufst du mehrere Spiele beim selben Händler, kann der Versand insgesamt günstiger ausfallen, als der Vergleich zeigt.',
    ),
    p(
      'Stimmt eine Angabe zu einem Händler nicht, etwa die Versandkosten oder die Grenze für kostenlosen Versand, schreib uns bitte über das [Kontaktformular](/contact). Wir prüfen den Hinweis und korrigieren die Daten. Wie ein Shop zu Spielraum kommt, steht unter [Für Händler](/dealers).',
    ),
  ],
};
