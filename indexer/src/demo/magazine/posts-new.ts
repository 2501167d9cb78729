import { figure, game, h2, h3, p, ul, type DemoPost } from './builder';

/** Neuheiten: recent games of the demo catalogue, briefly presented. */
export const NEW_GAME_POSTS: DemoPost[] = [
  {
    category: 'neuheiten',
    title: 'Kurz vorgestellt: Der Herr der Ringe – Duell um Mittelerde',
    teaser:
      'Die Gefährten gegen Sauron, Karte um Karte: Das Duell um Mittelerde bringt ein bewährtes Zwei-Personen-Prinzip nach Mittelerde. Was das Spiel ausmacht und für wen es gedacht ist.',
    lead: 'Antoine Bauza und Bruno Cathala, das Autorenduo hinter 7 Wonders Duel, haben sich Tolkiens Welt vorgenommen. Das Duell um Mittelerde ist ein Spiel für genau zwei Personen und dauert etwa eine halbe Stunde. Wir stellen vor, wie es funktioniert und worin es sich vom berühmten Vorbild unterscheidet.',
    author: 'Felix Wagner',
    publication: { daysAgo: 6, hour: 11 },
    cover: { scene: 'cards', alt: 'Spielkarten liegen in zwei Fächern auf einem Tisch, daneben Marker' },
    body: [
      h2('Zwei Seiten, ein Kartenfeld'),
      p(
        'Eine Person führt die Gemeinschaft des Rings, die andere die Mächte Saurons. In drei Kapiteln liegt jeweils eine Auslage aus Karten in der Tischmitte, von denen ein Teil offen und ein Teil verdeckt ist. Wer am Zug ist, nimmt eine frei zugängliche Karte und bezahlt sie oder wirft sie für Münzen ab. So wird nach und nach der Weg zu weiteren Karten frei – und manchmal auch zu Karten, die man dem Gegenüber lieber nicht überlassen hätte.',
      ),
      p(
        'Wer 7 Wonders Duel kennt, findet sich sofort zurecht. Trotzdem ist das Duell um Mittelerde kein bloßer Themenwechsel: Der Spielplan zeigt die Regionen Mittelerdes, in denen beide Seiten Einheiten und Festungen platzieren, und die Geschichte um den Ring spielt eine eigene Rolle.',
      ),
      figure(
        'cards',
        'Karten aus der offenen Auslage öffnen den Weg zu neuen Möglichkeiten.',
        'Aufgefächerte Karten mit farbigen Symbolen auf einem Spieltisch',
      ),
      h2('Mehrere Wege zum Sieg'),
      p('Wie beim Vorbild kann die Partie auf unterschiedliche Weise enden. Grob gesagt gibt es drei Ziele:'),
      ul(
        '**Die Ringquest:** Die Gemeinschaft versucht, den Ring zum Schicksalsberg zu bringen, Sauron will das verhindern.',
        '**Die Unterstützung der Völker:** Wer genug verschiedene Völker Mittelerdes für sich gewinnt, entscheidet das Spiel.',
        '**Die Herrschaft über Mittelerde:** Wer in allen Regionen vertreten ist, gewinnt ebenfalls.',
      ),
      p(
        'Gelingt keines dieser Ziele bis zum Ende des dritten Kapitels, entscheiden Punkte. In der Praxis sorgt die Drohung der Sofortsiege dafür, dass man die Pläne des Gegenübers ständig im Blick behalten muss.',
      ),
      h3('Für wen es sich eignet'),
      p(
        'Das Spiel richtet sich an Paare und Duos, die gern taktisch spielen und eine überschaubare Spieldauer schätzen. Kenntnisse der Bücher oder Filme sind nicht nötig, machen die vielen Anspielungen aber natürlich reizvoller. Wer 7 Wonders Duel bereits besitzt, sollte vor dem Kauf überlegen, ob ihm das neue Thema und die zusätzlichen Siegbedingungen genug Abwechslung bieten.',
      ),
      h2('Unser erster Eindruck'),
      p(
        'Das Duell um Mittelerde spielt sich flott, wirkt thematisch dichter als erwartet und ist ein starkes Angebot für zwei. Einen ausführlichen Test nach weiteren Partien reichen wir nach.',
      ),
      game('der-herr-der-ringe-duell-um-mittelerde'),
      game('7-wonders-duel'),
    ],
  },
  {
    category: 'neuheiten',
    title: 'Kurz vorgestellt: Heat – Rennsport mit Handkarten',
    teaser:
      'Gas geben, schalten, Kurven nicht zu schnell nehmen: Heat verwandelt ein Autorennen in ein Kartenspiel, bei dem zu viel Tempo den Motor überhitzt. Wir stellen das Rennspiel für bis zu sechs Personen vor.',
    lead: 'Heat: Pedal to the Metal stammt von Asger Harding Granerud und Daniel Skjold Pedersen und lässt eine bis sechs Personen um die Wette fahren. Statt zu würfeln, spielt man Geschwindigkeitskarten aus der Hand. Wer zu schnell in die Kurve geht, bekommt Hitze – und die verstopft die Hand.',
    author: 'Malte Brandt',
    publication: { daysAgo: 19, hour: 8 },
    cover: { scene: 'table', alt: 'Ein Spieltisch mit Karten, Würfeln, Spielfiguren und Plättchen' },
    body: [
      h2('Schalten statt würfeln'),
      p(
        'Jeder Wagen hat ein Getriebe mit vier Gängen. Der eingelegte Gang bestimmt, wie viele Karten man in einer Runde ausspielt: im ersten Gang eine, im vierten vier. Die Summe der Karten ergibt die Geschwindigkeit. Wer um mehr als einen Gang hoch- oder herunterschalten will, muss dafür mit Hitze bezahlen.',
      ),
      p(
        'Hitze ist die zentrale Währung des Spiels. Auf jeder Strecke gibt es Kurven mit einer Höchstgeschwindigkeit. Wer schneller hindurchfährt, legt für jeden Punkt zu viel eine Hitzekarte aus dem Motor auf den eigenen Ablagestapel. Diese Karten landen später auf der Hand und blockieren dort Platz. Ist der Motor leer, droht ein Dreher.',
      ),
      figure(
        'table',
        'Ein Rennen lebt vom Timing: Wer in der Geraden Tempo macht, muss vor der Kurve bremsen können.',
        'Karten, Spielfiguren und Würfel auf einem Holztisch',
      ),
      h2('Windschatten und Boxenstopp'),
      p(
        'Wer direkt hinter einem anderen Wagen landet, darf den Windschatten nutzen und ein paar Felder gutmachen. In niedrigen Gängen lässt sich der Motor wieder abkühlen, sodass Hitzekarten zurück in den Motor wandern. Dieses Wechselspiel aus Tempo und Erholung macht den Reiz aus: Ein mutiges Überholmanöver kann drei Kurven später teuer werden.',
      ),
      h3('Was die Schachtel mitbringt'),
      ul(
        'Mehrere Rennstrecken auf doppelseitigen Spielplänen.',
        'Computergesteuerte Gegner, sogenannte Legenden, die das Feld auffüllen und ein Solospiel ermöglichen.',
        'Einen Meisterschaftsmodus, in dem mehrere Rennen aufeinander folgen und Wagen verbessert werden.',
      ),
      h2('Für wen es sich eignet'),
      p(
        'Heat ist schnell erklärt und funktioniert in Familienrunden ebenso wie mit erfahrenen Gruppen. Besonders gut gefällt uns, dass es mit voller Besetzung kaum Wartezeit gibt, weil alle ihre Karten gleichzeitig wählen. Wer Rennspiele bisher wegen des Würfelglücks gemieden hat, sollte diesem hier eine Chance geben. Und wer mehr Abwechslung sucht, nimmt die Module für Wetter und Streckenbedingungen hinzu, die jedes Rennen ein wenig anders machen.',
      ),
      game('heat-pedal-to-the-metal'),
    ],
  },
  {
    category: 'neuheiten',
    title: 'Kurz vorgestellt: Akropolis – Stadtbau in die Höhe',
    teaser:
      'Drei Sechsecke pro Plättchen, Stadtviertel in fünf Farben und eine Stadt, die nach oben wächst: Akropolis ist ein schnelles Legespiel mit überraschend viel Tiefgang.',
    lead: 'Akropolis von Jules Messaud erscheint in Deutschland bei Kobold und ist für eine bis vier Personen gedacht. Eine Partie dauert rund 25 Minuten. Wer legt, baut nicht nur in die Breite, sondern auch in die Höhe – und genau das macht den Unterschied.',
    author: 'Jana Hoffmann',
    publication: { daysAgo: 34, hour: 12 },
    cover: { scene: 'hexes', alt: 'Farbige Sechseck-Plättchen, zu einer Stadt zusammengelegt' },
    body: [
      h2('Bauplätze und Baumaterial'),
      p(
        'Jedes Plättchen besteht aus drei zusammenhängenden Sechsecken. In der Tischmitte liegt eine Reihe dieser Plättchen. Das erste ist kostenlos, für jedes weitere bezahlt man mit Steinen, die man zuvor beim Überbauen von Steinbrüchen gewonnen hat. Diese kleine Ökonomie sorgt dafür, dass man nicht immer das beste Plättchen bekommt.',
      ),
      p(
        'Plättchen dürfen neben andere gelegt oder auf sie gestapelt werden. Ein Viertel zählt umso mehr, je höher es liegt: Auf der zweiten Ebene zählt es doppelt, auf der dritten dreifach. Wer stapelt, muss allerdings darauf achten, dass jedes neue Plättchen auf mindestens zwei anderen aufliegt.',
      ),
      figure(
        'hexes',
        'Je höher ein Viertel liegt, desto mehr ist es am Ende wert.',
        'Eng zusammenliegende Sechsecke in mehreren Farben',
      ),
      h2('Fünf Viertel, fünf Bedingungen'),
      p('Die Stadtviertel punkten nur, wenn sie richtig liegen:'),
      ul(
        '**Wohnviertel** zählen nur in der größten zusammenhängenden Gruppe.',
        '**Märkte** dürfen an keinen anderen Markt grenzen.',
        '**Kasernen** müssen am Rand der Stadt liegen.',
        '**Tempel** müssen vollständig umbaut sein.',
        '**Gärten** punkten überall.',
      ),
      p(
        'Multipliziert wird alles mit den Sternen auf den passenden Plätzen. Ein Viertel ohne Platz seiner Farbe bringt gar nichts – eine Regel, die man in der ersten Partie gern vergisst.',
      ),
      p(
        'Für geübte Runden enthält die Anleitung Varianten, die die Wertung der einzelnen Viertel abwandeln. So lässt sich das Spiel nach einigen Partien etwas anspruchsvoller gestalten, ohne dass neue Regeln gelernt werden müssen.',
      ),
      h3('Ein Tipp für die erste Partie'),
      p(
        'Sichert euch früh Plätze in den Farben, auf die ihr setzen wollt, und unterschätzt die Steine nicht. Wer kein Geld mehr hat, muss das erste Plättchen der Reihe nehmen – und das passt selten genau.',
      ),
      h3('Unser Eindruck'),
      p(
        'Akropolis spielt sich zügig und lässt trotzdem viel Raum für Pläne. Die Regeln passen auf wenige Seiten, die Entscheidungen werden mit jeder Runde enger. Zu zweit ist es ein knappes Duell, zu viert etwas chaotischer, aber immer kurzweilig. Eine gute Wahl für alle, die Kingdomino oder Cascadia mögen und etwas mehr Knobelei suchen.',
      ),
      game('akropolis'),
      game('kingdomino'),
    ],
  },
];
