import { h2, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** AGB: the terms of use of the free price-comparison portal (demo operator). */
export const termsAndConditions: SitePageContent = {
  description:
    'Nutzungsbedingungen von Spielraum: kostenloser Preisvergleich für Spiele, Kauf beim Händler, Nutzerkonto, Regeln für Bewertungen und Kommentare, Haftung.',
  body: [
    p(
      '**Spielraum ist ein Demonstrationsportal. Die Angaben zum Betreiber sind erfunden.** Sie stehen im [Impressum](/legal-notice).',
    ),
    p('Stand: November 2026'),

    h2('1. Geltungsbereich'),
    p(
      'Diese Nutzungsbedingungen gelten für die Nutzung des Portals Spielraum, das die Spielraum Vergleichsportal GmbH (im Folgenden „wir“) betreibt. Sie gelten für alle Besucherinnen und Besucher; einige Regeln betreffen nur Nutzerinnen und Nutzer mit Konto. Für Händler, deren Angebote wir zeigen, und für Kuratorinnen und Kuratoren von Empfehlungslisten können zusätzliche Vereinbarungen gelten.',
    ),

    h2('2. Was Spielraum anbietet'),
    p(
      'Spielraum ist ein kostenloser Preisvergleich und ein Ort zum Entdecken von Brettspielen, Kartenspielen, Sammelkartenspielen, Würfelspielen, Tabletop und Pen-and-Paper-Rollenspielen. Du kannst Spiele suchen, die Angebote verschiedener Händler vergleichen, unser [Magazin](/magazine) lesen und [Empfehlungslisten](/recommendations) entdecken. Mit einem Konto kannst du zusätzlich Wunschlisten und Sammlungen führen, Alarme für Preise, Verfügbarkeit und Neuigkeiten einrichten, Spiele ignorieren, Bewertungen und Kommentare schreiben und Benachrichtigungen erhalten.',
    ),
    p(
      '**Wir verkaufen selbst keine Waren.** Klickst du auf ein Angebot, gelangst du in den Shop des jeweiligen Händlers. Ein Kaufvertrag kommt ausschließlich zwischen dir und dem Händler zustande, zu dessen Bedingungen. Für Bestellung, Bezahlung, Lieferung, Gewährleistung und Widerruf ist allein der Händler dein Ansprechpartner.',
    ),
    p(
      'Einen Anspruch darauf, dass Spielraum oder einzelne Funktionen jederzeit verfügbar sind, gibt es nicht. Wir bemühen uns um einen störungsfreien Betrieb, können das Portal aber etwa für Wartungsarbeiten vorübergehend einschränken und Funktionen weiterentwickeln.',
    ),

    h2('3. Preise und Angebote'),
    p(
      'Preise, Versandkosten und Lieferstatus stammen aus den Produktdaten, die uns die Händler zur Verfügung stellen. Wir rufen sie mehrmals täglich ab und aktualisieren die Angebote entsprechend. Zwischen zwei Abrufen kann ein Händler seine Preise oder seinen Lagerbestand ändern. Wir übernehmen deshalb keine Gewähr dafür, dass die angezeigten Angaben vollständig, aktuell und richtig sind. **Verbindlich ist immer der Preis, den der Händler in seinem Shop nennt.**',
    ),
    p(
      'Die Angebote zu einem Spiel sortieren wir nach dem Gesamtpreis inklusive Versandkosten nach Deutschland. Fällt dir ein falscher Preis auf, freuen wir uns über einen Hinweis über das [Kontaktformular](/contact).',
    ),

    h2('4. Nutzerkonto'),
    ul(
      'Das Nutzerkonto ist kostenlos. Ein Konto gehört einer einzelnen Person und darf nicht an andere weitergegeben werden.',
      'Bitte mach bei der Registrierung wahre Angaben und verwende eine E-Mail-Adresse, auf die du Zugriff hast. Deinen Anzeigenamen sehen andere bei deinen Bewertungen, Kommentaren und geteilten Listen; er darf keine Rechte Dritter verletzen und niemanden beleidigen.',
      'Halte dein Passwort geheim und verwende es möglichst nirgendwo sonst. Wenn du vermutest, dass jemand anderes dein Passwort kennt, ändere es sofort.',
      'Du kannst dein Konto jederzeit ohne Angabe von Gründen in den [Einstellungen](/settings) löschen.',
    ),

    h2('5. Deine Beiträge'),
    p(
      'Bewertungen, Kommentare und deine Listen sollen anderen beim Finden des passenden Spiels helfen. Damit das gelingt, gelten für alle Beiträge diese Regeln:',
    ),
    ul(
      'keine Beleidigungen, Drohungen, Diskriminierung oder Hetze,',
      'keine Werbung, keine Links zu Shops oder eigenen Angeboten und keine Rabattcodes,',
      'keine Verletzung von Rechten Dritter, insbesondere keine fremden Texte oder Bilder ohne Erlaubnis und keine persönlichen Daten anderer Personen,',
      'keine rechtswidrigen Inhalte,',
      'beim Thema bleiben: Bewertungen beziehen sich auf das Spiel, nicht auf einen Händler oder eine Lieferung.',
    ),
    p(
      'Bewertungen und Kommentare prüfen wir vor der Veröffentlichung. Kommentare zu Empfehlungslisten kann auch deren Kuratorin oder Kurator freigeben. Wir dürfen Beiträge ablehnen, die gegen diese Regeln verstoßen, offensichtliche Tippfehler oder einzelne Regelverstöße korrigieren und bereits veröffentlichte Beiträge wieder entfernen. Über eine Ablehnung informieren wir dich mit dem Grund. Bei schweren oder wiederholten Verstößen können wir dein Konto sperren oder löschen.',
    ),
    p(
      'Stößt du auf einen Beitrag, der gegen diese Regeln verstößt, nutze bitte die Schaltfläche „Melden“. Die Redaktion sieht sich den Beitrag dann erneut an.',
    ),
    p(
      'Die Rechte an deinen Beiträgen bleiben bei dir. Du räumst uns das einfache, unentgeltliche und zeitlich unbegrenzte Recht ein, sie im Portal zu veröffentlichen, unter deinem Anzeigenamen anzuzeigen und dafür technisch zu bearbeiten, etwa zu kürzen oder zu formatieren. Löschst du dein Konto, bleiben veröffentlichte Bewertungen und Kommentare ohne deinen Namen erhalten, damit Diskussionen verständlich bleiben. Du versicherst, dass du die nötigen Rechte an deinen Beiträgen hast.',
    ),

    h2('6. Haftung'),
    p(
      'Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.',
    ),
    p(
      'Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine wesentliche Vertragspflicht verletzen, also eine Pflicht, deren Erfüllung die ordnungsgemäße Nutzung von Spielraum überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst (Kardinalpflicht). In diesem Fall ist unsere Haftung auf den bei Vertragsschluss vorhersehbaren, typischen Schaden begrenzt. Im Übrigen ist die Haftung bei leichter Fahrlässigkeit ausgeschlossen.',
    ),
    p(
      'Für die Angebote, Shops und Leistungen der Händler sind die Händler verantwortlich. Diese Beschränkungen gelten auch zugunsten unserer Mitarbeiterinnen, Mitarbeiter und Beauftragten.',
    ),

    h2('7. Änderungen dieser Bedingungen'),
    p(
      'Wir können diese Nutzungsbedingungen ändern, wenn es dafür einen sachlichen Grund gibt, etwa neue Funktionen oder geänderte Gesetze. Über wesentliche Änderungen informieren wir registrierte Nutzerinnen und Nutzer rechtzeitig vorher per E-Mail. Bist du mit einer Änderung nicht einverstanden, kannst du dein Konto jederzeit löschen.',
    ),

    h2('8. Anwendbares Recht'),
    p(
      'Es gilt das Recht der Bundesrepublik Deutschland. Bist du Verbraucherin oder Verbraucher, gilt diese Rechtswahl nur insoweit, als dir dadurch nicht der Schutz entzogen wird, den dir die zwingenden Vorschriften des Staates gewähren, in dem du deinen gewöhnlichen Aufenthalt hast.',
    ),
    p(
      'Sollte eine Bestimmung dieser Nutzungsbedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam.',
    ),
  ],
};
