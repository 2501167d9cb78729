import { h2, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Über uns: who runs Spielraum, how the price comparison works and how the portal earns money. */
export const aboutUs: SitePageContent = {
  description:
    'Wer hinter Spielraum steckt, wie unser Preisvergleich für Brett- und Kartenspiele funktioniert, wie wir Geld verdienen und warum die Reihenfolge fair bleibt.',
  body: [
    p(
      '*Spielraum ist ein Demonstrationsportal; das Team und die Firma auf dieser Seite sind erfunden. Wie der Preisvergleich arbeitet, beschreibt die Seite dagegen so, wie die Software des Portals es umsetzt.*',
    ),
    h2('Wer wir sind'),
    p(
      'Hinter Spielraum steht ein kleines Team aus Berlin, das selbst gern und viel spielt: Anna leitet die Redaktion und hat mehr Rollenspielregelwerke im Regal als Kochbücher, Deniz kümmert sich um die Technik und verliert ungern bei kooperativen Spielen, Mira betreut die Händler und sortiert seit Jahren eine beachtliche Kartenspielsammlung. Gemeinsam mit freien Autorinnen und Autoren und unseren Kuratorinnen und Kuratoren bauen wir das Portal, das wir uns selbst immer gewünscht haben.',
    ),
    h2('Was Spielraum macht'),
    p(
      'Auf Spielraum findest du Brettspiele, Kartenspiele, Sammelkartenspiele, Würfelspiele, Tabletop und Pen-and-Paper-Rollenspiele an einem Ort. Zu jedem Spiel siehst du die Angebote der Händler im Vergleich, die Preisentwicklung, Bewertungen anderer Spielerinnen und Spieler und die wichtigsten Angaben zum Spiel. Mit einem kostenlosen Konto führst du Wunschlisten und Sammlungen und lässt dich per Alarm informieren, wenn ein Spiel günstiger oder wieder lieferbar wird.',
    ),
    h2('So funktioniert der Preisvergleich'),
    ul(
      '**Woher die Daten kommen:** Preise, Versandkosten nach Deutschland und Lieferstatus stammen aus den Produktdaten (Feeds) der Händler. Wir rufen sie mehrmals täglich ab. Zwischen zwei Abrufen kann sich ein Preis im Shop ändern; verbindlich ist immer der Preis beim Händler.',
      '**Wie wir sortieren:** Die Angebote zu einem Spiel stehen in der Reihenfolge ihres Gesamtpreises inklusive Versand. Versendet ein Händler ab einem bestimmten Bestellwert kostenlos und erreicht der Preis des Angebots diese Grenze, rechnen wir ohne Versandkosten.',
      '**Was wir nicht tun:** Wir verkaufen keine besseren Plätze. Kein Händler kann dafür bezahlen, weiter oben zu stehen, und kein Händler rutscht nach unten, weil er nichts zahlt.',
      '**Wer verkauft:** Spielraum verkauft selbst nichts. Du kaufst direkt beim Händler, und der Kaufvertrag kommt mit ihm zustande.',
    ),
    h2('Wie wir Geld verdienen'),
    p(
      'Den Preisvergleich, das Magazin und alle Funktionen deines Kontos kannst du kostenlos nutzen. Finanziert wird Spielraum von den Händlern: Händler können uns für Besuche zahlen, die über Spielraum in ihren Shop kommen, oder eine Provision für Käufe, die dort entstehen. Für uns gilt dabei ein fester Grundsatz: **Ob und wie viel ein Händler zahlt, ändert nie die Reihenfolge der Angebote.** Die Sortierung nach Gesamtpreis ist für alle gleich, und auch Händler, die nichts zahlen, werden gelistet.',
    ),
    h2('Magazin und Empfehlungslisten'),
    p(
      'Im [Magazin](/magazine) schreibt unsere Redaktion über Neuheiten, Klassiker und die Spielebranche. Was wir empfehlen und kritisieren, entscheidet die Redaktion unabhängig von den Händlern und von den Provisionen, die sie zahlen. Bezahlte Inhalte, falls es sie gibt, kennzeichnen wir klar als Werbung.',
    ),
    p(
      'In den [Empfehlungslisten](/recommendations) stellen Kuratorinnen und Kuratoren – etwa Menschen, die über Spiele bloggen, streamen oder Videos machen – ihre Lieblingsspiele zu einem Thema zusammen und schreiben zu jedem Spiel, warum es in die Liste gehört. Die Auswahl treffen sie selbst; zu jedem Spiel zeigen wir das aktuell günstigste Angebot inklusive Versand.',
    ),
    h2('Kontakt'),
    p(
      'Du hast Feedback, einen Fehler entdeckt oder eine Idee? Schreib uns über das [Kontaktformular](/contact). Wenn du einen Shop betreibst, erfährst du unter [Für Händler](/dealers), wie deine Angebote zu Spielraum kommen. Und wenn du selbst Spiele empfehlen möchtest, lies [Für Influencer](/influencers).',
    ),
  ],
};
