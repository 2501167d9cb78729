import { h2, h3, ol, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Infos für Influencer: step by step through the curators' back office, comments, labelling of advertising, FAQ. */
export const infopageForInfluencer: SitePageContent = {
  description:
    'So legst du auf Spielraum Empfehlungslisten an: Schritt für Schritt, Kommentare freigeben, Tipps für gute Listen, Werbung kennzeichnen und häufige Fragen.',
  body: [
    p(
      'Diese Seite richtet sich an Kuratorinnen und Kuratoren, deren Konto für Empfehlungslisten freigeschaltet ist. Wie du das wirst und welche Regeln gelten, steht unter [Für Influencer](/influencers).',
    ),

    h2('Eine Liste anlegen'),
    ol(
      'Melde dich an und öffne [Empfehlungslisten verwalten](/recommendationsmanagement). Dort siehst du alle deine Listen mit Sichtbarkeit, Zahl der Spiele, Followern und offenen Kommentaren. Klicke auf **Neue Liste**.',
      'Gib einen **Titel** ein (bis zu 120 Zeichen). Aus dem Titel entsteht die **Adresse** der Liste; sie folgt dem Titel, bis du sie selbst änderst.',
      'Wähle die **Sichtbarkeit**. Für den Anfang empfehlen wir „Privat“: Dann siehst nur du die Liste, bis sie fertig ist.',
      'Schreib eine **Einleitung** (bis zu 3.000 Zeichen): Worum geht es in der Liste, für wen ist sie gedacht, wonach hast du ausgewählt? Eine Leerzeile beginnt einen neuen Absatz.',
      'Lade ein **Titelbild** hoch (PNG, JPEG, WebP oder GIF, höchstens 15 MB) und beschreibe im **Alternativtext**, was darauf zu sehen ist – für Menschen, die das Bild nicht sehen können. Verwende nur Bilder, an denen du die Rechte hast.',
      'Füge unter **Spiel hinzufügen** die Spiele hinzu: Tippe mindestens zwei Buchstaben des Titels und wähle das Spiel aus der Vorschlagsliste. Eine Liste kann bis zu 60 Spiele enthalten.',
      'Schreib zu jedem Spiel eine **Anmerkung** (bis zu 600 Zeichen): Warum ist es in der Liste, was macht es besonders, für wen eignet es sich?',
      'Bringe die Spiele in die gewünschte **Reihenfolge**: mit den Schaltflächen „nach oben“ und „nach unten“ oder indem du ein Spiel am Griff an seinen Platz ziehst.',
      'Klicke auf **Speichern** und sieh dir die Liste über **Ansehen** so an, wie deine Leserinnen und Leser sie sehen. Ist alles fertig, stelle die Sichtbarkeit auf „Öffentlich“ oder „Nicht gelistet“ und speichere erneut.',
    ),
    h3('Eine Liste bearbeiten oder löschen'),
    p(
      'In der Übersicht unter [Empfehlungslisten verwalten](/recommendationsmanagement) öffnest du eine Liste zum Bearbeiten. Änderungen sind nach dem Speichern sofort sichtbar. Nimmst du ein neues Spiel auf, bekommen alle, die deiner Liste folgen, eine Benachrichtigung. Löschst du eine Liste, gehen auch ihre Follower und Kommentare verloren; das lässt sich nicht rückgängig machen.',
    ),

    h2('Kommentare zu deinen Listen'),
    p(
      'Öffentliche und nicht gelistete Listen können von angemeldeten Nutzerinnen und Nutzern kommentiert werden. Jeder Kommentar erscheint erst, wenn er freigegeben ist. Unter [Kommentare zu deinen Listen](/recommendationscomments) entscheidest du selbst darüber:',
    ),
    ul(
      '**Freigeben**, wenn der Kommentar zu unseren Regeln passt,',
      '**Ablehnen** mit einem Grund, wenn er beleidigt, wirbt oder nichts mit der Liste zu tun hat – die Verfasserin oder der Verfasser erfährt den Grund,',
      '**Korrigiert freigeben**, wenn nur eine Kleinigkeit stört, etwa ein versehentlich eingefügter Link.',
    ),
    p(
      'Auch unsere Redaktion kann über Kommentare zu deinen Listen entscheiden, zum Beispiel wenn du einmal länger nicht dazu kommst oder ein Kommentar gemeldet wurde.',
    ),

    h2('Tipps für gute Listen'),
    ul(
      '**5 bis 20 Spiele** sind ein gutes Maß. Weniger wirkt schnell dünn, bei deutlich mehr verliert man den Überblick.',
      '**Sag, für wen ein Spiel passt:** Anzahl der Mitspielenden, Spieldauer, Einstieg oder Expertenniveau, Familie oder Spieleabend unter Erwachsenen. Das hilft mehr als eine reine Lobeshymne.',
      '**Sei konkret:** Ein Satz zu einem Moment, der dir im Spiel in Erinnerung geblieben ist, sagt mehr als „macht viel Spaß“.',
      '**Halte deine Listen aktuell:** Nimm Neuheiten auf, wenn sie passen, und entferne Spiele, die du nicht mehr empfehlen würdest. Deine Follower freuen sich über jedes neue Spiel.',
      '**Ordne bewusst:** Die Reihenfolge ist die der Liste. Beginne mit dem Spiel, das du am ehesten empfehlen würdest, oder baue die Liste vom Einstieg zum Anspruchsvollen auf.',
    ),

    h2('Werbung richtig kennzeichnen'),
    p(
      'Nach deutschem Recht muss der kommerzielle Zweck eines Inhalts erkennbar sein (§ 5a Abs. 4 UWG), und Werbung muss als solche klar erkennbar und vom übrigen Inhalt getrennt sein (§ 22 Abs. 1 MStV). Das gilt auch für Empfehlungslisten.',
    ),
    ul(
      '**Wann:** Wenn du für eine Liste oder ein darin empfohlenes Spiel Geld, andere Gegenleistungen oder Vorteile bekommst oder die Liste mit einem Verlag oder Händler abgesprochen ist.',
      '**Wie:** Mit dem deutlichen Wort „Werbung“ oder „Anzeige“ – am besten gleich am Anfang des Titels und in der ersten Zeile der Einleitung, wo es niemand übersieht. Englische Begriffe wie „Sponsored“ oder „Ad“ versteht nicht jede Leserin und jeder Leser; die Medienanstalten empfehlen die deutschen Begriffe.',
      '**Einzelne Spiele:** Betrifft die Kooperation nur ein Spiel, beginne dessen Anmerkung mit „Werbung:“ und nenne den Partner.',
      '**Kostenlose Spiele:** Hast du ein Spiel kostenlos vom Verlag bekommen, weise in der Anmerkung darauf hin, auch wenn keine Absprache über den Inhalt bestand.',
    ),
    p(
      'Diese Hinweise ersetzen keine Rechtsberatung. Im Zweifel kennzeichne lieber einmal mehr als einmal zu wenig.',
    ),

    h2('Häufige Fragen'),
    h3('Kann ich eine Liste vorbereiten, ohne dass sie jemand sieht?'),
    p(
      'Ja. Lege sie mit der Sichtbarkeit „Privat“ an. Dann siehst nur du sie, bis du sie auf „Öffentlich“ oder „Nicht gelistet“ stellst.',
    ),
    h3('Wie teile ich eine Liste nur mit meiner Community?'),
    p(
      'Stelle die Sichtbarkeit auf „Nicht gelistet“ und teile den Link, zum Beispiel in deiner Videobeschreibung oder deinem Newsletter. Die Liste erscheint dann weder in der Übersicht noch in Suchmaschinen.',
    ),
    h3('Darf ich Affiliate-Links oder Rabattcodes in meine Texte schreiben?'),
    p(
      'Nein. Links zu Shops, Affiliate-Links und Rabattcodes sind in Empfehlungslisten nicht erlaubt. Die aktuellen Angebote der Händler zeigt Spielraum zu jedem Spiel automatisch an.',
    ),
    h3('Kann ich die Adresse einer Liste nachträglich ändern?'),
    p(
      'Ja, im Feld „Adresse“ beim Bearbeiten. Hast du die Liste aber schon geteilt, funktionieren Links auf die alte Adresse danach nicht mehr. Lege die Adresse deshalb am besten fest, bevor du die Liste veröffentlichst.',
    ),
    h3('Warum erscheint ein Kommentar nicht sofort?'),
    p(
      'Alle Kommentare werden vor der Veröffentlichung geprüft – von dir unter [Kommentare zu deinen Listen](/recommendationscomments) oder von unserer Redaktion. Erst nach der Freigabe sind sie für alle sichtbar.',
    ),
  ],
};
