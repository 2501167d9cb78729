import { h2, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Für Händler: how a shop gets listed and how its offer feed is read; the generated format tables follow below. */
export const dealers: SitePageContent = {
  description:
    'Mit deinem Shop kostenlos bei Spielraum gelistet werden: Voraussetzungen, Bewerbung, Produktfeed, Aktualisierung und Sortierung der Angebote nach Gesamtpreis.',
  body: [
    p(
      'Du verkaufst Brettspiele, Kartenspiele, Sammelkarten, Tabletop oder Rollenspiele online? Dann können deine Angebote bei Spielraum erscheinen – neben denen anderer Händler, sortiert nach dem Gesamtpreis für die Kundschaft. Auf dieser Seite erfährst du, was wir dafür brauchen und wie die Daten deines Shops zu uns kommen.',
    ),
    h2('Voraussetzungen'),
    ul(
      'Dein Shop liefert nach Deutschland.',
      'Der Shop ist auf Deutsch verfügbar, einschließlich Bestellprozess, Allgemeinen Geschäftsbedingungen und Widerrufsbelehrung.',
      'Dein Shop hat ein vollständiges Impressum und eine Datenschutzerklärung.',
      'Die Preise in deinem Feed stimmen mit denen im Shop überein und enthalten die gesetzliche Mehrwertsteuer. Versandkosten nach Deutschland gibst du korrekt an.',
      'Du kannst deine Angebote als Produktfeed in einem der unten beschriebenen Formate bereitstellen.',
    ),
    h2('Kostenlos gelistet'),
    p(
      'Bei Spielraum gelistet zu werden, kostet nichts. Das ist unser Grundsatz: Die Kundschaft soll möglichst alle Angebote sehen, nicht nur die von zahlenden Händlern. Vereinbarst du mit uns eine Vergütung für Besuche oder Verkäufe, ändert das nichts an der Reihenfolge deiner Angebote.',
    ),
    h2('So bewirbst du dich'),
    p('Schreib uns über das [Kontaktformular](/contact) und nenne uns:'),
    ul(
      'den Namen deines Shops und seine Adresse im Web,',
      'die Adresse deines Produktfeeds und, falls du es weißt, sein Format,',
      'deine Versandkosten nach Deutschland und, falls es eine gibt, die Grenze für kostenlosen Versand,',
      'eine Ansprechperson für technische Fragen zum Feed.',
    ),
    p(
      'Wir prüfen deinen Shop und einen ersten Abruf deines Feeds und melden uns bei dir. Danach erscheinen deine Angebote bei den passenden Spielen.',
    ),
    h2('So funktioniert der Feed'),
    p(
      'Wir rufen deinen Feed nach einem festen Zeitplan mehrmals täglich ab. Liefert dein Server dabei die Angaben „ETag“ oder „Last-Modified“ mit, laden wir einen unveränderten Feed nicht erneut herunter. Damit wir deine Angebote den richtigen Spielen zuordnen können, brauchen wir zu jedem Artikel die GTIN (EAN) oder den Verlag zusammen mit der Herstellernummer. Angebote, die wir nicht sicher zuordnen können, prüft unser Team von Hand.',
    ),
    ul(
      '**Vollfeed:** Ein Feed mit allen Angeboten deines Shops ersetzt deine bisherige Angebotsliste. Angebote, die darin nicht mehr vorkommen, markieren wir als nicht mehr verfügbar; ihre Preisentwicklung bleibt erhalten.',
      '**Fehlerhafte Zeilen:** Eine Zeile, die wir nicht lesen können oder in der Pflichtangaben fehlen, überspringen wir und vermerken sie mit ihrer Zeilennummer und dem Grund. Die übrigen Zeilen verarbeiten wir ganz normal, und das Angebot einer übersprungenen Zeile gilt nicht als entfernt, solange wir seine Artikelnummer lesen können.',
      '**Fehlerhafter Feed:** Ist der Feed als Ganzes nicht lesbar, ändern wir nichts; deine bisherigen Angebote bleiben bestehen. Würde ein Vollfeed auf einen Schlag mehr als die Hälfte deiner Angebote entfernen, halten wir ihn ebenfalls an und klären das mit dir, bevor wir etwas löschen. Ein fehlerhafter Feed nimmt deinen Shop also nie aus dem Vergleich.',
      '**Preisentwicklung:** Ändert sich Preis, Versand oder Lieferstatus eines Angebots, speichern wir den neuen Stand. Daraus entstehen die Preisverläufe auf den Spielseiten und die Preisalarme unserer Nutzerinnen und Nutzer.',
    ),
    h2('Reihenfolge der Angebote'),
    p(
      'Die Angebote zu einem Spiel sortieren wir nach dem Gesamtpreis inklusive Versandkosten nach Deutschland. Enthält dein Feed für ein Angebot eigene Versandkosten, rechnen wir mit diesen, sonst mit deinen allgemeinen Versandkosten. Erreicht der Preis eines Angebots deine Grenze für kostenlosen Versand, rechnen wir ohne Versandkosten. Bessere Plätze lassen sich nicht kaufen.',
    ),
    h2('Dein Auftritt bei Spielraum'),
    p(
      'Logo, Bewertung und Versandregeln deines Shops zeigen wir im [Händlerverzeichnis](/dealers-details) und bei deinen Angeboten. Diese Angaben pflegt unser Team für dich: Schick uns dein Logo und Änderungen einfach über das [Kontaktformular](/contact).',
    ),
    p(
      'Welche Feed-Formate wir lesen, welche Felder Pflicht sind und was wir mit jedem Feld machen, zeigen die Tabellen unter „Feed-Formate und Felder“ weiter unten.',
    ),
  ],
};
