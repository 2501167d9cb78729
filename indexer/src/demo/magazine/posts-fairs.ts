import { figure, game, h2, h3, ol, p, ul, type DemoPost } from './builder';

/** Messen: fairs as general events (no invented dates, figures or exhibitor news). */
export const FAIR_POSTS: DemoPost[] = [
  {
    category: 'messen',
    title: 'SPIEL in Essen: Tipps für den ersten Messebesuch',
    teaser:
      'Vier Tage, unzählige Neuheiten, volle Hallen: Wer zum ersten Mal zur SPIEL nach Essen fährt, sollte gut vorbereitet sein. Unsere Tipps für Planung, Demotische und die richtige Tasche.',
    lead: 'Die SPIEL in Essen ist jedes Jahr im Oktober Treffpunkt für Verlage, Autorinnen und Autoren und sehr viele Spielbegeisterte aus aller Welt. Sie gilt als eine der größten Publikumsmessen für Brett- und Kartenspiele. Damit der erste Besuch gelingt, haben wir unsere Erfahrungen gesammelt.',
    author: 'Malte Brandt',
    publication: { daysAgo: 44, hour: 8 },
    cover: { scene: 'table', alt: 'Ein Spieltisch mit verschiedenem Spielmaterial, wie auf einer Messe' },
    body: [
      h2('Gut geplant ist halb gespielt'),
      p(
        'Die Messe dauert vier Tage, von Donnerstag bis Sonntag. Die ersten beiden Tage sind erfahrungsgemäß etwas ruhiger als das Wochenende. Wer gezielt Neuheiten ausprobieren möchte, sollte deshalb nach Möglichkeit unter der Woche kommen.',
      ),
      p(
        'Vorab lohnt ein Blick in die Neuheitenlisten, die Verlage und Fachseiten im Vorfeld veröffentlichen. Eine kurze Liste mit fünf bis zehn Spielen, die man unbedingt sehen möchte, hilft, sich in den Hallen nicht zu verlieren.',
      ),
      h2('An den Demotischen'),
      p(
        'An vielen Ständen erklären Mitarbeiterinnen und Mitarbeiter der Verlage die Spiele. Oft wird nur eine verkürzte Partie gespielt, damit möglichst viele Menschen zum Zug kommen. Das reicht, um einen Eindruck zu bekommen – ein endgültiges Urteil sollte man sich aber erst nach einer vollständigen Partie zu Hause bilden.',
      ),
      figure(
        'table',
        'Am Demotisch zählt der erste Eindruck: Regeln, Material und wie schnell man ins Spiel findet.',
        'Verschiedene Spielmaterialien auf einem großen Tisch',
      ),
      h3('Unsere Checkliste'),
      ul(
        'Bequeme Schuhe und eine Wasserflasche.',
        'Eine stabile Tasche oder einen Rucksack für Einkäufe.',
        'Eine Liste der Spiele, die ihr sehen wollt, mit Halle und Stand.',
        'Ein kleines Kartenspiel für Pausen und die Anreise.',
      ),
      h2('Kleine Spiele für Pausen'),
      p(
        'Zwischen zwei Hallen tut eine Pause gut, und mit einem kleinen Kartenspiel wird sie zum Vergnügen. Drei Spiele passen in jede Jackentasche:',
      ),
      ol(
        '**Love Letter** von Seiji Kanai – wenige Karten, viel Bluff.',
        '**Skull** – ein Bluffspiel, das auch mit Fremden sofort funktioniert.',
        '**The Game** von Steffen Benndorf – kooperativ und in zwanzig Minuten gespielt.',
      ),
      p(
        'Und nach der Messe? Viele Spiele, die man in Essen entdeckt, erscheinen kurz darauf im Handel. Wer nicht alles vor Ort kaufen will, kann die Preise später in Ruhe vergleichen – auch das schont Rücken und Tasche.',
      ),
      game('love-letter'),
      game('skull'),
      game('the-game'),
    ],
  },
  {
    category: 'messen',
    title: 'Spielwarenmesse Nürnberg: Was die Fachmesse von der Publikumsmesse unterscheidet',
    teaser:
      'Jedes Jahr zu Beginn des Jahres trifft sich die Spielwarenbranche in Nürnberg. Anders als in Essen bleibt das Publikum dort draußen. Wir erklären, warum die Fachmesse trotzdem für Spielende wichtig ist.',
    lead: 'Die Spielwarenmesse in Nürnberg ist eine internationale Fachmesse für Spielwaren, die sich an Handel und Industrie richtet. Privatbesucherinnen und -besucher haben keinen Zutritt. Trotzdem beeinflusst sie, welche Spiele im Laufe des Jahres in den Regalen stehen.',
    author: 'Selin Aydın',
    publication: { daysAgo: 62, hour: 11 },
    cover: { scene: 'meeples', alt: 'Spielfiguren in verschiedenen Farben auf einem Tisch' },
    body: [
      h2('Eine Messe für den Handel'),
      p(
        'Die Spielwarenmesse findet jedes Jahr im Winter statt, meist Ende Januar oder Anfang Februar. Sie umfasst weit mehr als Brett- und Kartenspiele: Puppen, Modellbau, Baby- und Kleinkindspielzeug, Outdoor-Spielzeug und vieles mehr. Brettspielverlage zeigen dort ihre Programme für das Jahr, vor allem dem Fachhandel und den Einkäuferinnen und Einkäufern großer Ketten.',
      ),
      h2('Warum das für Spielende wichtig ist'),
      p(
        'Was in Nürnberg gezeigt wird, steht oft ab dem Frühjahr im Laden. Händler entscheiden hier, welche Spiele sie in ihr Sortiment aufnehmen. Für Familien- und Kinderspiele ist die Fachmesse deshalb besonders wichtig – viele dieser Spiele werden eher im Spielwarenhandel als im Fachgeschäft für Brettspiele gekauft.',
      ),
      figure(
        'meeples',
        'Klassiker und Neuheiten stehen auf der Fachmesse nebeneinander – entschieden wird über das Sortiment eines ganzen Jahres.',
        'Bunte Spielfiguren verstreut auf einem Spieltisch',
      ),
      h2('Essen und Nürnberg im Vergleich'),
      ul(
        '**Publikum:** Die SPIEL in Essen ist eine Publikumsmesse, die Spielwarenmesse eine reine Fachmesse.',
        '**Zeitpunkt:** Nürnberg liegt am Jahresanfang, Essen im Herbst.',
        '**Schwerpunkt:** Essen dreht sich um Brett- und Kartenspiele, Nürnberg um Spielwaren aller Art.',
        '**Ziel:** In Essen wird gespielt und gekauft, in Nürnberg vor allem geordert.',
      ),
      h3('Dauerbrenner im Kinderzimmer'),
      p(
        'Zwischen all den Neuheiten fällt auf, wie viele Klassiker sich über Jahrzehnte halten. Spiele wie **Das verrückte Labyrinth** von Max J. Kobbert oder der **Obstgarten** gehören seit vielen Jahren zum Grundsortiment vieler Spielwarenläden. Sie zeigen, dass ein gutes Spielprinzip nicht altert.',
      ),
      p(
        'Für Brettspielfans lohnt sich trotzdem ein Blick auf die Berichte aus Nürnberg. Viele Verlage kündigen dort erstmals an, was im Laufe des Jahres erscheint, und manche Neuheit, die im Herbst in Essen gefeiert wird, wurde schon im Winter dem Handel gezeigt.',
      ),
      p(
        'Für uns im Preisvergleich bedeutet das: Die Klassiker sind fast überall zu finden, bei Neuheiten lohnt der Vergleich dagegen besonders, weil Verfügbarkeit und Preise in den ersten Wochen stark schwanken können.',
      ),
      game('das-verrueckte-labyrinth'),
      game('obstgarten'),
    ],
  },
  {
    category: 'messen',
    title: 'Nach der Messe: Wie wir Neuheiten vom Demotisch zum Test bringen',
    teaser:
      'Eine Viertelstunde am Messestand ersetzt keinen Test. Wir zeigen, wie die Redaktion aus ersten Eindrücken gründliche Besprechungen macht – und worauf ihr selbst achten könnt.',
    lead: 'Nach jeder großen Messe stapeln sich in der Redaktion die Notizen. Viele Spiele haben wir nur kurz gesehen, manche gar nicht. Hier erklären wir, wie wir auswählen, was wir ausführlich testen, und wie ein Test bei uns entsteht.',
    author: 'Jana Hoffmann',
    publication: { daysAgo: 69, hour: 9 },
    cover: { scene: 'cards', alt: 'Spielkarten und Notizen auf einem Tisch' },
    body: [
      h2('Erste Eindrücke sammeln'),
      p(
        'Auf der Messe notieren wir zu jedem Spiel, das wir anspielen, ein paar Stichworte: Wie schnell war die Erklärung? Wie hat sich die erste Runde angefühlt? Für wen könnte das Spiel interessant sein? Diese Notizen sind kein Urteil, sondern eine Erinnerungshilfe.',
      ),
      h2('Vom Eindruck zum Test'),
      p('Ein Test entsteht bei uns in mehreren Schritten:'),
      ol(
        'Wir spielen jedes Spiel mehrmals und in unterschiedlichen Besetzungen.',
        'Mindestens eine Partie findet mit Menschen statt, die das Spiel nicht kennen.',
        'Wir achten auf Regelheft, Material und Aufbauzeit, nicht nur auf den Spielablauf.',
        'Erst danach schreiben wir und sagen klar, für wen sich das Spiel eignet.',
      ),
      figure(
        'cards',
        'Ein Test braucht Zeit: Erst mehrere Partien in verschiedenen Runden zeigen, wie gut ein Spiel wirklich ist.',
        'Karten in mehreren Reihen auf einem Spieltisch',
      ),
      h2('Worauf ihr selbst achten könnt'),
      p(
        'Auch wer auf einer Messe oder in einem Spielecafé ein Spiel ausprobiert, kann mit ein paar Fragen besser einschätzen, ob es zur eigenen Runde passt:',
      ),
      ul(
        'Hat es mir auch gefallen, als ich nicht gewonnen habe?',
        'Würde ich es meiner üblichen Spielrunde erklären können?',
        'Passt die Spieldauer zu unseren Abenden?',
        'Wie viel Platz braucht es auf dem Tisch?',
      ),
      h3('Offen gesagt'),
      p(
        'Viele Spiele, die wir testen, stellen uns Verlage als Rezensionsexemplare zur Verfügung. Das beeinflusst weder die Auswahl noch das Urteil. Wenn uns ein Spiel nicht überzeugt, schreiben wir das – und erklären, für wen es trotzdem das richtige sein könnte.',
      ),
      h3('Zwei Beispiele aus unseren Tests'),
      p(
        'Manche Spiele überzeugen sofort, andere erst mit der Zeit. **Dorfromantik – Das Brettspiel** erschließt sich in wenigen Minuten, entfaltet seine Stärke aber über die Kampagne mit ihren Freischaltungen. **Die verlorenen Ruinen von Arnak** dagegen wirken in einer kurzen Demo fast überladen – und zeigen erst in einer vollständigen Partie, wie gut Deckbau und Arbeiterplatzierung ineinandergreifen.',
      ),
      game('dorfromantik-das-brettspiel'),
      game('die-verlorenen-ruinen-von-arnak'),
    ],
  },
];

/** A post scheduled for two days after the seed: readers see it only from then on. */
export const SCHEDULED_POST: DemoPost = {
  category: 'neuheiten',
  title: 'Kurz vorgestellt: Turing Machine – Rätseln mit Lochkarten',
  teaser:
    'Ein dreistelliger Code, ein paar Kriterienkarten und eine Maschine aus durchsichtigen Lochkarten: Turing Machine ist ein Deduktionsspiel, das ganz ohne Strom rechnet.',
  lead: 'Turing Machine von Fabien Gridel und Yoann Levet erscheint in Deutschland bei Huch! und ist für eine bis vier Personen gedacht. Alle suchen denselben Code – wer ihn mit den wenigsten Fragen findet, gewinnt.',
  author: 'Felix Wagner',
  publication: { inDays: 2 },
  cover: { scene: 'cards', alt: 'Karten in mehreren Reihen auf einem Tisch' },
  body: [
    h2('Ein Code, viele Kriterien'),
    p(
      'Gesucht wird ein Code aus drei Ziffern, jede zwischen eins und fünf. Auf dem Tisch liegen Kriterienkarten, etwa „Die erste Ziffer ist kleiner als drei“ oder „Die zweite Ziffer ist gerade“ – nur dass man nicht weiß, welche Aussage der Karte genau gilt. Jede Person stellt sich reihum einen Code zusammen und prüft ihn an bis zu drei Kriterien.',
    ),
    p(
      'Die Prüfung übernimmt die namensgebende Maschine: Man legt durchsichtige Lochkarten übereinander, und durch ein Loch erscheint ein Haken oder ein Kreuz. So entsteht nach und nach ein Bild davon, welche Regel hinter jedem Kriterium steckt.',
    ),
    figure(
      'cards',
      'Übereinandergelegte Lochkarten beantworten jede Frage mit Ja oder Nein.',
      'Mehrere Karten liegen versetzt übereinander auf einem Tisch',
    ),
    h2('Wer weniger fragt, gewinnt'),
    p(
      'Gewertet wird nach Runden und Prüfungen. Wer den Code in den wenigsten Runden findet, gewinnt; bei Gleichstand entscheidet die geringere Zahl an Prüfungen. Man muss also abwägen: Lieber noch einmal fragen oder schon einen Lösungsversuch wagen?',
    ),
    h3('So läuft eine Runde'),
    p(
      'Alle spielen gleichzeitig, aber jede Person für sich. Zu Beginn einer Runde notiert man einen Code, den man prüfen möchte, und wählt nacheinander die Kriterien, an denen man ihn testet. Die Antworten trägt man auf einem eigenen Notizblatt ein und streicht nach und nach Möglichkeiten durch. Wer glaubt, den Code zu kennen, kündigt einen Lösungsversuch an. Erst am Ende der Runde wird aufgedeckt, ob die Lösung stimmt.',
    ),
    p(
      'Die Rätsel gibt es in mehreren Schwierigkeitsstufen, von wenigen Kriterien bis zu verschachtelten Aufgaben, bei denen zusätzliche Regeln gelten. So finden Einsteiger ebenso eine passende Herausforderung wie geübte Knobler.',
    ),
    h3('Was uns gefällt'),
    ul(
      'Eine Partie dauert oft nur zwanzig Minuten.',
      'Es gibt eine riesige Zahl an Rätseln, die Abwechslung geht kaum aus.',
      'Solo funktioniert genauso gut wie in der Gruppe.',
    ),
    p(
      'Turing Machine ist ein Spiel für alle, die gern knobeln und Logikrätsel lieben. Wer eher Geselligkeit sucht, ist mit einem Partyspiel besser bedient.',
    ),
    game('turing-machine'),
  ],
};
