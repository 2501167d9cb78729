import { figure, game, h2, h3, p, ul, type DemoPost } from './builder';

/** Tests: games played several times in different groups, written for the Spielraum demo. */
export const TEST_POSTS: DemoPost[] = [
  {
    category: 'tests',
    title: 'Sky Team im Test: Landeanflug ohne Worte',
    teaser:
      'Zwei Menschen, ein Cockpit, kein Gespräch: Sky Team macht aus Würfeln einen Landeanflug, bei dem jede Entscheidung zählt. Wir haben zu zweit immer wieder aufgesetzt – und sind oft genug durchgestartet.',
    lead: 'Sky Team von Luc Rémond ist ein kooperatives Spiel für genau zwei Personen und wurde 2024 zum Spiel des Jahres gewählt. In rund zwanzig Minuten bringen Pilotin und Copilot ein Flugzeug auf die Landebahn – und dürfen sich dabei nur über ihre gelegten Würfel verständigen. Wir haben das Spiel in festen Paaren und in wechselnden Besetzungen gespielt.',
    author: 'Malte Brandt',
    publication: { daysAgo: 3, hour: 9 },
    cover: {
      scene: 'dice',
      alt: 'Blaue und orangefarbene Würfel liegen verstreut auf einem grünen Spieltisch',
    },
    body: [
      h2('Worum es geht'),
      p(
        'Eine Person übernimmt die Rolle der Pilotin, die andere die des Copiloten. Zu Beginn jeder Runde würfeln beide verdeckt ihre vier Würfel. Danach legen sie die Würfel abwechselnd auf die Felder des Cockpits – und genau hier liegt der Reiz: Über die Augenzahlen darf **nicht gesprochen** werden. Wer einen Würfel legt, sendet ein Signal, und wer danach legt, muss es deuten.',
      ),
      p(
        'Die Felder des Cockpits haben unterschiedliche Aufgaben. Die Würfel auf der Achse halten das Flugzeug waagerecht; liegen die Werte zu weit auseinander, kippt die Maschine. Die Triebwerke bestimmen, wie schnell es Richtung Flughafen geht. Über Funk werden andere Flugzeuge aus dem Anflugweg gelotst, und bevor es auf die Bahn geht, müssen Fahrwerk und Landeklappen ausgefahren und die Bremsen vorbereitet sein.',
      ),
      figure(
        'dice',
        'Jeder Würfel ist eine Entscheidung: Wer zuerst legt, gibt dem Gegenüber die Richtung vor.',
        'Mehrere Würfel mit unterschiedlichen Augenzahlen auf einem dunklen Tisch',
      ),
      h2('Wie es sich spielt'),
      p(
        'Die ersten Anflüge wirken fast harmlos. Schnell merkt man aber, wie eng alles zusammenhängt: Ein hoher Wert auf dem Triebwerk bringt das Flugzeug voran, fehlt dann aber womöglich bei den Bremsen. Kaffeemarken erlauben es, einen Würfel um eins zu verändern, und werden dadurch schnell zur wertvollsten Ressource im Cockpit.',
      ),
      p(
        'Die Schachtel enthält mehrere Flughäfen mit steigendem Schwierigkeitsgrad. Dadurch wächst das Spiel mit: Während die ersten Landungen nach wenigen Versuchen gelingen, verlangen spätere Anflüge echte Planung und ein gutes Gespür für das Gegenüber.',
      ),
      h3('Was uns gefallen hat'),
      ul(
        'Die Regel des Schweigens sorgt für Spannung, ohne dass jemand den Ton angibt.',
        'Eine Partie dauert kaum länger als zwanzig Minuten, die nächste ist schnell aufgebaut.',
        'Die verschiedenen Flughäfen halten das Spiel über viele Abende frisch.',
      ),
      h3('Was man wissen sollte'),
      p(
        'Sky Team ist ausschließlich für zwei Personen gedacht. Wer lieber gegeneinander spielt oder am Tisch gern diskutiert, wird mit dem Schweigegebot weniger anfangen können. Für eingespielte Paare dagegen ist es eines der schönsten kooperativen Spiele der letzten Jahre.',
      ),
      h2('Unser Fazit'),
      p(
        'Selten hat ein so kleines Spiel so viele Gespräche **nach** der Partie ausgelöst. Sky Team ist schnell erklärt, schwer zu meistern und belohnt Vertrauen. Die Auszeichnung als Spiel des Jahres ist aus unserer Sicht hochverdient.',
      ),
      game('sky-team'),
    ],
  },
  {
    category: 'tests',
    title: 'Cascadia im Test: Lachse, Bären und ein ruhiger Kopf',
    teaser:
      'Cascadia verbindet Landschaftsplättchen mit Tierplättchen und wirkt dabei erstaunlich entspannt. Warum das Spiel des Jahres 2022 trotzdem zum Grübeln einlädt, lest ihr in unserem Test.',
    lead: 'Randy Flynn hat mit Cascadia ein Legespiel für eine bis vier Personen entworfen, das 2022 als Spiel des Jahres ausgezeichnet wurde. Jede Person baut eine eigene Naturlandschaft im Nordwesten Nordamerikas und besiedelt sie mit Tieren. Wir haben es in Familienrunden, zu zweit und allein gespielt.',
    author: 'Jana Hoffmann',
    publication: { daysAgo: 12, hour: 10 },
    cover: {
      scene: 'hexes',
      alt: 'Sechseckige Landschaftsplättchen liegen zu einer kleinen Insel zusammengelegt',
    },
    body: [
      h2('Das Prinzip'),
      p(
        'In der Tischmitte liegen stets vier Paare aus je einem sechseckigen Landschaftsplättchen und einem Tierplättchen. Wer am Zug ist, nimmt sich ein Paar, legt das Landschaftsteil an die eigene Auslage an und setzt das Tier auf ein passendes Feld. Es gibt fünf Lebensräume – Berge, Wälder, Prärie, Feuchtgebiete und Flüsse – und fünf Tierarten: Bär, Wapiti, Lachs, Bussard und Fuchs.',
      ),
      p(
        'Gewertet wird zweifach. Zum einen bringen die größten zusammenhängenden Flächen jedes Lebensraums Punkte. Zum anderen legen Wertungskarten fest, wie die Tiere angeordnet sein sollen: Lachse etwa mögen lange Ketten, Bären dagegen kleine Gruppen. Weil für jede Tierart mehrere Wertungskarten beiliegen, sieht jede Partie ein wenig anders aus.',
      ),
      figure(
        'hexes',
        'Aus einzelnen Plättchen wächst Zug um Zug eine eigene Landschaft.',
        'Bunte Sechsecke bilden eine zusammenhängende Fläche, dazwischen stehen kleine Spielfiguren',
      ),
      h2('Zwischen Ruhe und Zwickmühle'),
      p(
        'Cascadia spielt sich angenehm ruhig. Es gibt keine Angriffe und kaum Gelegenheiten, anderen etwas wegzunehmen. Trotzdem entstehen schöne Zwickmühlen: Das Landschaftsteil, das perfekt passen würde, liegt neben dem falschen Tier. Hier helfen **Naturmarker**, mit denen man Landschaft und Tier getrennt auswählen darf – sie sind knapp und wollen klug eingesetzt werden.',
      ),
      p(
        'Jede Person hat genau zwanzig Züge. Das gibt dem Spiel einen klaren Rahmen und hält die Dauer verlässlich bei etwa einer Dreiviertelstunde. Der Solomodus funktioniert ohne zusätzliche Regeln gut und eignet sich, um die Wertungskarten kennenzulernen.',
      ),
      h3('Für wen es sich lohnt'),
      ul(
        'Für Familien, die ein Spiel ohne Ärger am Tisch suchen.',
        'Für Runden, die gern puzzeln und optimieren.',
        'Für Einsteigerinnen und Einsteiger, die nach Carcassonne den nächsten Schritt gehen möchten.',
      ),
      h2('Fazit'),
      p(
        'Cascadia ist zugänglich, hübsch und klug austariert. Wer harte Interaktion sucht, wird sie hier nicht finden – wer aber gern in Ruhe etwas aufbaut, bekommt eines der besten Familienspiele der vergangenen Jahre.',
      ),
      game('cascadia'),
      game('carcassonne'),
    ],
  },
  {
    category: 'tests',
    title: 'Die Quacksalber von Quedlinburg im Test: Wer zu viel will, dem fliegt der Kessel um die Ohren',
    slug: 'die-quacksalber-von-quedlinburg-im-test',
    teaser:
      'Zutaten aus dem Beutel ziehen, bis es knallt: Die Quacksalber von Quedlinburg ist ein Glücksspiel mit Köpfchen. Wir verraten, warum das Kennerspiel des Jahres 2018 noch immer auf unseren Tisch kommt.',
    lead: 'Wolfgang Warsch hat mit den Quacksalbern ein Spiel geschaffen, in dem zwei bis vier Personen als Wunderheiler um die Wette brauen. 2018 wurde es zum Kennerspiel des Jahres gewählt. Wir haben uns angesehen, wie es sich nach vielen Partien anfühlt – und für wen es sich eignet.',
    author: 'Selin Aydın',
    publication: { daysAgo: 27, hour: 14 },
    cover: {
      scene: 'tokens',
      alt: 'Runde Spielchips in verschiedenen Farben liegen verstreut auf einem Tisch',
    },
    body: [
      h2('Ein Kessel, ein Beutel, viel Nervenkitzel'),
      p(
        'Jede Person besitzt einen Beutel mit Zutaten-Chips und einen Kessel mit einer Spirale aus Feldern. In jeder Runde ziehen alle gleichzeitig Chips aus dem Beutel und legen sie der Reihe nach in den Kessel. Je weiter der Trank reicht, desto mehr bringt er am Ende ein.',
      ),
      p(
        'Der Haken sind die weißen Chips, die **Knallerbsen**. Übersteigt ihr Gesamtwert sieben, explodiert der Kessel. Dann muss man sich entscheiden, ob man Siegpunkte nimmt oder lieber neue Zutaten kauft – beides zusammen gibt es nach einer Explosion nicht. Die Frage „Ziehe ich noch einen?“ begleitet jede Runde.',
      ),
      figure(
        'tokens',
        'Jeder gezogene Chip kann der letzte sein: Die weißen Knallerbsen entscheiden, wann Schluss ist.',
        'Viele runde Spielsteine und einige Würfel auf einem Tisch',
      ),
      h2('Mehr als Glück'),
      p(
        'Wer nur auf Glück setzt, wird selten gewinnen. Mit dem gewonnenen Geld kauft man neue Zutaten, die den Beutel verbessern: Manche bringen zusätzliche Felder, andere schützen vor Explosionen oder belohnen bestimmte Kombinationen. Das Spiel enthält mehrere Zutatenbücher, die diese Wirkungen verändern – so lassen sich Partien für Einsteiger und für erfahrene Runden zusammenstellen.',
      ),
      p(
        'Ein schöner Kniff sind die Rattenschwänze: Wer in der Wertung zurückliegt, darf seinen Trank ein Stück weiter vorn beginnen. Dadurch bleibt das Feld meist bis zur neunten und letzten Runde zusammen.',
      ),
      h3('Stärken und Schwächen'),
      ul(
        'Alle ziehen gleichzeitig, es gibt kaum Wartezeit.',
        'Die Regeln sind in zehn Minuten erklärt, die Zutatenbücher sorgen für Abwechslung.',
        'Wer Zufall grundsätzlich nicht mag, wird sich über manche Explosion ärgern.',
      ),
      h2('Fazit'),
      p(
        'Die Quacksalber sind ein ideales Spiel für Runden, die zwischen Familien- und Kennerspiel stehen. Es wird gelacht, gezittert und gerechnet – oft alles in derselben Minute. Ein Klassiker, der in keiner Sammlung fehlen sollte.',
      ),
      game('die-quacksalber-von-quedlinburg'),
    ],
  },
  {
    category: 'tests',
    title: 'Arche Nova im Test: Ein Zoo, der Geduld belohnt',
    teaser:
      'Gehege bauen, Tiere ansiedeln, Artenschutz fördern: Arche Nova ist ein großes Strategiespiel mit vielen Karten und einem cleveren Aktionssystem. Unser Test nach mehreren langen Abenden.',
    lead: 'Arche Nova von Mathias Wigge ist bei Feuerland Spiele erschienen und wurde 2022 mit dem Deutschen Spielepreis ausgezeichnet. Bis zu vier Personen – oder eine allein – planen einen modernen Zoo. Wir haben geprüft, ob sich der Aufwand lohnt.',
    author: 'Felix Wagner',
    publication: { daysAgo: 41, hour: 16 },
    cover: { scene: 'cards', alt: 'Aufgefächerte Spielkarten und einige Marker auf einem Spieltisch' },
    body: [
      h2('Fünf Karten steuern alles'),
      p(
        'Das Herzstück von Arche Nova sind fünf Aktionskarten, die jede Person vor sich in einer Reihe liegen hat: Karten, Bauen, Tiere, Verband und Sponsoren. Die Stärke einer Aktion hängt davon ab, an welcher Stelle ihre Karte liegt. Wird eine Aktion genutzt, wandert ihre Karte zurück auf den ersten Platz, und die übrigen rücken nach. Wer eine starke Aktion will, muss also vorausplanen.',
      ),
      p(
        'Im Laufe der Partie lassen sich die Aktionskarten aufwerten. Dadurch fühlt sich jede Runde ein wenig mächtiger an als die vorige, ohne dass die Regeln sich ändern.',
      ),
      h2('Zwei Leisten, ein Ziel'),
      p(
        'Gewertet wird auf zwei Leisten, die sich aufeinander zu bewegen: Die **Attraktivität** des Zoos steigt vor allem durch Tiere, der **Artenschutz** durch Projekte, Auswilderungen und die Arbeit im Verband. Treffen die Marker einer Person aufeinander, wird das Spielende eingeläutet. Wer nur auf eine Leiste setzt, kommt selten ans Ziel.',
      ),
      figure(
        'cards',
        'Viele unterschiedliche Karten sorgen dafür, dass kein Zoo dem anderen gleicht.',
        'Zwei Fächer aus Spielkarten liegen auf einem dunklen Tisch',
      ),
      h3('Der Zoo auf dem Spielplan'),
      p(
        'Auf dem eigenen Zooplan werden Gehege in verschiedenen Formen und Größen platziert. Manche Tiere brauchen Wasser oder Felsen in der Nähe, andere fühlen sich nur in Gesellschaft wohl. Das räumliche Puzzle ergänzt die Kartenplanung gut, ohne sie zu überlagern.',
      ),
      h3('Was man mitbringen sollte'),
      ul(
        'Zeit: Erstpartien zu viert dauern gut drei Stunden, eingespielt geht es schneller.',
        'Lust auf Text: Die Karten wollen gelesen und verstanden werden.',
        'Geduld in der ersten Partie: Das Aktionssystem erschließt sich beim Spielen.',
      ),
      h2('Fazit'),
      p(
        'Arche Nova ist kein Spiel für zwischendurch, aber eines, das man über Monate immer wieder auspacken möchte. Die Mischung aus Kartenvielfalt und klarem Aktionssystem ist herausragend. Wer komplexe Spiele mag, findet hier ein langfristiges Lieblingsspiel.',
      ),
      game('arche-nova'),
    ],
  },
];
