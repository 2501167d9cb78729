import { h2, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Für Influencer: what recommendation lists are and how content creators become curators. */
export const influencers: SitePageContent = {
  description:
    'Empfehlungslisten auf Spielraum: Als Kuratorin oder Kurator stellst du deine Lieblingsspiele vor, mit eigenem Text und aktuellen Bestpreisen für dein Publikum.',
  body: [
    p(
      'Du bloggst über Brettspiele, streamst Spieleabende, drehst Videos zu Tabletop oder leitest eine Rollenspielrunde mit großer Community? Dann kannst du auf Spielraum Empfehlungslisten veröffentlichen und deinem Publikum zeigen, welche Spiele du wirklich empfiehlst – mit Preisen, die immer aktuell sind.',
    ),
    h2('Was eine Empfehlungsliste ist'),
    p(
      'Eine Empfehlungsliste ist deine persönliche Auswahl an Spielen zu einem Thema, zum Beispiel „Die besten Spiele zu zweit“, „Einstieg ins Deckbuilding“ oder „Rollenspiele für die erste Runde“. Du gibst der Liste einen Titel, eine Einleitung und ein Titelbild und schreibst zu jedem Spiel ein paar Sätze, warum es dabei ist und für wen es sich eignet. Öffentliche Listen erscheinen unter [Empfehlungslisten](/recommendations).',
    ),
    h2('Was deine Leserinnen und Leser davon haben'),
    ul(
      'Zu jedem Spiel der Liste sehen sie das aktuell günstigste Angebot inklusive Versand, und zwar immer auf dem Stand der letzten Preisdaten der Händler. Deine Liste veraltet also nicht, wenn sich Preise ändern.',
      'Sie können deiner Liste folgen. Nimmst du ein neues Spiel auf, bekommen alle, die folgen, eine Benachrichtigung.',
      'Sie können deine Liste kommentieren. Kommentare erscheinen erst, wenn sie freigegeben sind – das kannst du für deine Listen selbst übernehmen.',
    ),
    h2('Sichtbarkeit'),
    p('Für jede Liste legst du fest, wer sie sehen kann:'),
    ul(
      '**Öffentlich:** Die Liste steht in der Übersicht der Empfehlungslisten und kann von Suchmaschinen gefunden werden.',
      '**Nicht gelistet (nur per Link):** Nur wer den Link kennt, sieht die Liste. Sie erscheint weder in der Übersicht noch in Suchmaschinen – praktisch, wenn du sie nur in deinem Video oder Newsletter verlinken möchtest.',
      '**Privat:** Nur du siehst die Liste, etwa solange du noch daran arbeitest.',
    ),
    h2('So wirst du Kuratorin oder Kurator'),
    p(
      'Schreib uns über das [Kontaktformular](/contact). Erzähl uns kurz, wer du bist, wo du über Spiele sprichst (mit Link zu deinem Kanal, Blog oder Profil) und welche Listen du dir vorstellen kannst. Lege vorher ein kostenloses Spielraum-Konto an und nenne uns die E-Mail-Adresse, mit der du dich anmeldest. Passt es, geben wir deinem Konto die Rolle für Kuratorinnen und Kuratoren; danach findest du in deinem Konto die Verwaltung deiner Empfehlungslisten.',
    ),
    h2('Unsere Regeln'),
    ul(
      '**Unabhängig empfehlen:** Nimm nur Spiele in deine Listen auf, die du selbst empfehlen kannst. Deine ehrliche Meinung ist der Grund, warum Menschen deinen Listen folgen.',
      '**Werbung kennzeichnen:** Ist eine Liste oder ein Teil davon bezahlt, gesponsert oder mit einem Verlag oder Händler abgesprochen, kennzeichne sie deutlich als „Werbung“. Hast du Spiele kostenlos bekommen, sag das ebenfalls.',
      '**Keine Affiliate-Links:** In Titel, Einleitung und Texten zu den Spielen sind keine Affiliate-Links, Rabattcodes oder Links zu Shops erlaubt. Die Angebote der Händler zeigt Spielraum zu jedem Spiel ohnehin an.',
      '**Fair bleiben:** Für deine Texte gelten dieselben Regeln wie für alle Beiträge auf Spielraum, nachzulesen in unseren [Nutzungsbedingungen](/terms-and-conditions).',
    ),
    p(
      'Wie du eine Liste Schritt für Schritt anlegst, wie du Kommentare freigibst und wie du Werbung richtig kennzeichnest, steht in den [Infos für Influencer](/infopage-for-influencer).',
    ),
  ],
};
