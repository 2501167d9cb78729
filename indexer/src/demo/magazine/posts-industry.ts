import { EDITOR_ACCOUNT, figure, game, h2, h3, hr, p, ul, type DemoPost } from './builder';

/** Branchen-News: awards and trends, general facts only (no invented company news). */
export const INDUSTRY_POSTS: DemoPost[] = [
  {
    category: 'branchen-news',
    title: 'Spiel des Jahres: Wie der wichtigste Kritikerpreis der Spielewelt funktioniert',
    teaser:
      'Roter Pöppel, Empfehlungsliste, Nominierungen: Wir erklären, wie die Auszeichnung Spiel des Jahres entsteht, welche Preise es gibt und welche Preisträger ihr bei uns im Preisvergleich findet.',
    lead: 'Seit 1979 kürt eine Jury aus Spielekritikerinnen und -kritikern das Spiel des Jahres. Inzwischen werden drei Auszeichnungen vergeben, und das Logo auf der Schachtel ist für viele Menschen die wichtigste Orientierung im Spieleregal. Ein Überblick über Ablauf, Kategorien und jüngere Preisträger.',
    author: EDITOR_ACCOUNT,
    publication: { daysAgo: 1, hour: 7 },
    cover: { scene: 'meeples', alt: 'Spielfiguren in verschiedenen Farben stehen auf einem Tisch' },
    body: [
      h2('Drei Preise, drei Zielgruppen'),
      p(
        'Der Verein Spiel des Jahres vergibt heute drei Auszeichnungen. Das **Spiel des Jahres** mit dem roten Pöppel richtet sich an Familien und Gelegenheitsrunden. Das **Kennerspiel des Jahres**, seit 2011 vergeben, zeichnet anspruchsvollere Spiele aus; erster Preisträger war 7 Wonders. Das **Kinderspiel des Jahres** wird seit 2001 als eigene Auszeichnung verliehen.',
      ),
      p(
        'Die Jury besteht aus Journalistinnen und Journalisten, die regelmäßig über Spiele schreiben. Sie spielt über das Jahr hinweg zahlreiche Neuheiten und wählt daraus zunächst eine Empfehlungsliste und die Nominierungen. Die Preisträger werden im Sommer bekanntgegeben.',
      ),
      figure(
        'meeples',
        'Der Pöppel ist das Markenzeichen des Preises – und für viele das wichtigste Signal beim Spielekauf.',
        'Mehrere Spielfiguren in unterschiedlichen Farben auf einem Spieltisch',
      ),
      h2('Jüngere Preisträger im Überblick'),
      p('Einige Gewinner der vergangenen Jahre findet ihr bei uns im Preisvergleich:'),
      ul(
        '**Sky Team** von Luc Rémond, Spiel des Jahres 2024 – ein kooperatives Spiel für zwei.',
        '**Dorfromantik – Das Brettspiel** von Michael Palm und Lukas Zach, Spiel des Jahres 2023.',
        '**Cascadia** von Randy Flynn, Spiel des Jahres 2022.',
        '**MicroMacro: Crime City** von Johannes Sich, Spiel des Jahres 2021.',
        '**Living Forest** von Aske Christiansen, Kennerspiel des Jahres 2022.',
        '**Zauberberg**, Kinderspiel des Jahres 2022.',
      ),
      h2('Warum der Preis so viel bewegt'),
      p(
        'Für viele Menschen, die nur gelegentlich ein Spiel kaufen, ist das Logo die wichtigste Entscheidungshilfe. Das merkt man auch bei den Preisen: Nach der Bekanntgabe ist ein ausgezeichnetes Spiel oft stark gefragt, und manche Händler kommen mit dem Nachschub kaum hinterher. Wer ein bestimmtes Spiel sucht, sollte in dieser Zeit Preise und Verfügbarkeit vergleichen – genau dafür gibt es Spielraum.',
      ),
      h3('Was der Preis nicht ist'),
      p(
        'Das Spiel des Jahres ist kein Verkaufs-Ranking und keine Publikumswahl. Es ist das Urteil einer Fachjury, die Spiele danach bewertet, wie gut sie in ihrer Zielgruppe funktionieren: Spielidee, Regelgestaltung, Layout und Material. Ein Blick auf die Empfehlungsliste lohnt sich deshalb ebenso wie auf die Gewinner.',
      ),
      hr,
      game('sky-team'),
      game('dorfromantik-das-brettspiel'),
      game('micromacro-crime-city'),
    ],
  },
  {
    category: 'branchen-news',
    title: 'Gemeinsam gewinnen: Warum kooperative Spiele aus keinem Regal mehr wegzudenken sind',
    teaser:
      'Vom Seuchen-Klassiker bis zum Stichspiel im Weltall: Kooperative Spiele sind längst kein Nischenthema mehr. Wir zeichnen nach, wie sich das Genre entwickelt hat und welche Spiele es geprägt haben.',
    lead: 'In kooperativen Spielen gewinnen oder verlieren alle gemeinsam. Was früher eine Ausnahme war, ist heute in fast jeder Spielegattung vertreten – vom Familienspiel bis zur großen Kampagne. Ein Blick auf einen Trend, der die Spieltische verändert hat.',
    author: 'Selin Aydın',
    publication: { daysAgo: 16, hour: 9 },
    cover: { scene: 'table', alt: 'Ein gedeckter Spieltisch mit Karten, Plättchen und Figuren' },
    body: [
      h2('Ein Klassiker als Wegbereiter'),
      p(
        'Kaum ein Spiel hat das Genre so geprägt wie **Pandemie** von Matt Leacock aus dem Jahr 2008. Zwei bis vier Personen bekämpfen gemeinsam Seuchen, die sich über die Weltkarte ausbreiten. Jede Person hat eine Rolle mit besonderen Fähigkeiten, und nur wenn alle zusammenarbeiten, lässt sich die Lage in den Griff bekommen. Mit Pandemic Legacy, gemeinsam mit Rob Daviau entwickelt, wurde das Prinzip später um eine fortlaufende Geschichte erweitert.',
      ),
      h2('Kooperation in neuen Formen'),
      p(
        'Inzwischen gibt es kooperative Spiele in fast jeder Form. **Hanabi** von Antoine Bauza, Spiel des Jahres 2013, zeigt, wie viel Spannung in einem kleinen Kartenspiel stecken kann, wenn man die eigenen Karten nicht sehen darf. **Die Crew** von Thomas Sing, Kennerspiel des Jahres 2020, macht aus dem klassischen Stichspiel ein gemeinsames Abenteuer mit Dutzenden Missionen.',
      ),
      figure(
        'cards',
        'Kooperative Kartenspiele leben von dem, was man nicht sagen darf.',
        'Mehrere Spielkarten liegen aufgefächert auf einem Tisch',
      ),
      p(
        'Auch zu zweit hat sich das Genre etabliert: Sky Team, Spiel des Jahres 2024, schickt zwei Personen ins Cockpit eines Flugzeugs. Und wer große Herausforderungen sucht, findet in Spielen wie Spirit Island anspruchsvolle Strategie, bei der die Gruppe gemeinsam eine Insel verteidigt.',
      ),
      h2('Warum das Genre so beliebt ist'),
      ul(
        'Niemand verliert allein – das senkt die Hemmschwelle für neue Mitspielerinnen und Mitspieler.',
        'Erfahrene und neue Spielende können am selben Tisch sitzen, ohne dass das Ergebnis vorher feststeht.',
        'Viele kooperative Spiele bieten einen Solomodus, der sich auch für ruhige Abende eignet.',
      ),
      h3('Eine Herausforderung bleibt'),
      p(
        'Ein bekanntes Problem kooperativer Spiele ist der sogenannte Alphaspieler: Eine Person sagt allen anderen, was sie tun sollen. Neuere Spiele begegnen dem mit verdeckten Informationen oder Kommunikationsregeln, wie sie Hanabi, Die Crew oder Sky Team verwenden. So bleibt jede Entscheidung bei der Person, die am Zug ist.',
      ),
      game('pandemie'),
      game('die-crew-reist-gemeinsam-zum-9-planeten'),
      game('spirit-island'),
    ],
  },
  {
    category: 'branchen-news',
    title: 'Würfel, Stift, los: Wie Roll & Write zum eigenen Genre wurde',
    teaser:
      'Ein Block, ein paar Würfel, viele Entscheidungen: Roll-&-Write-Spiele gehören zu den beliebtesten Mitbringseln. Wir zeigen, woher das Prinzip kommt und was moderne Vertreter ausmacht.',
    lead: 'Würfeln und Ergebnisse auf einem Block eintragen – das kennen viele vom Kniffel. In den vergangenen Jahren ist daraus ein eigenes Genre mit großer Vielfalt geworden. Wir werfen einen Blick auf die Entwicklung und auf einige Spiele, die sie geprägt haben.',
    author: 'Felix Wagner',
    publication: { daysAgo: 30, hour: 15 },
    cover: { scene: 'dice', alt: 'Bunte Würfel auf einem Tisch' },
    body: [
      h2('Die Wurzeln'),
      p(
        'Das bekannteste Würfelspiel mit Block ist in Deutschland **Kniffel**. Das Prinzip ist einfach: Man würfelt, wählt eine Kombination und trägt sie ein. Moderne Roll-&-Write-Spiele greifen diese Idee auf, erweitern sie aber um Entscheidungen, die weit über die Wahl einer Zeile hinausgehen.',
      ),
      h2('Moderne Vertreter'),
      p(
        '**Qwixx** von Steffen Benndorf aus dem Jahr 2012 hat viele Menschen mit dem Genre bekannt gemacht. Jede Person streicht Zahlen in vier farbigen Reihen ab, und zwar nur von links nach rechts. Der Clou: Auch wer nicht am Zug ist, darf die Summe der weißen Würfel nutzen. So gibt es keine Wartezeit.',
      ),
      p(
        '**Ganz schön clever** von Wolfgang Warsch ging 2018 einen Schritt weiter. Die Würfel, die man nimmt, verändern, was die anderen bekommen, und jede Farbe auf dem Block folgt eigenen Regeln. Wer gut plant, löst Kettenreaktionen aus, bei denen ein Kreuz das nächste nach sich zieht. Mit Doppelt so clever und Clever hoch drei sind weitere Teile erschienen.',
      ),
      p(
        'Auch **Noch mal!** von Inka und Markus Brand setzt auf Würfel und Block: Farb- und Zahlenwürfel bestimmen, welche Felder man auf dem eigenen Bogen ankreuzen darf. Wer Spalten und Farben als Erster vollständig hat, bekommt die meisten Punkte.',
      ),
      figure(
        'dice',
        'Wenige Würfel, viele Möglichkeiten: Im Roll & Write entscheidet, was man aus dem Wurf macht.',
        'Würfel mit unterschiedlichen Augenzahlen auf grünem Untergrund',
      ),
      h3('Flip & Write: die Verwandtschaft'),
      p(
        'Nicht immer müssen es Würfel sein. Bei manchen Spielen bestimmen aufgedeckte Karten, was eingetragen werden darf. Das Prinzip bleibt gleich: Alle spielen gleichzeitig, und jeder Block erzählt am Ende eine eigene Geschichte.',
      ),
      h2('Warum das Genre so gut ankommt'),
      ul(
        'Die Regeln sind kurz, die Schachteln klein – ideal für Urlaub und Reisen.',
        'Fast alle Titel lassen sich mit vielen Personen gleichzeitig spielen.',
        'Viele bieten einen Solomodus, bei dem man gegen die eigene Bestleistung antritt.',
      ),
      p(
        'Ein kleiner Tipp aus der Redaktion: Nachschubblöcke gibt es für viele Titel einzeln. Wer ein Roll-&-Write-Spiel oft spielt, sollte rechtzeitig Ersatz besorgen oder die Bögen in eine Klarsichthülle stecken und mit abwischbarem Stift spielen.',
      ),
      game('qwixx'),
      game('ganz-schoen-clever'),
      game('noch-mal'),
    ],
  },
  {
    category: 'branchen-news',
    title: 'Klassiker mit langem Atem: Warum Catan, Carcassonne und Zug um Zug nicht aus der Mode kommen',
    slug: 'klassiker-mit-langem-atem',
    teaser:
      'Sie sind Jahrzehnte alt und stehen doch in jedem Spieleregal: Catan, Carcassonne und Zug um Zug. Was die drei Spiel-des-Jahres-Gewinner gemeinsam haben und warum sie immer neue Fans finden.',
    lead: 'Jedes Jahr erscheinen Hunderte neuer Spiele, und trotzdem gehören einige ältere Titel zu den meistgesuchten. Drei von ihnen haben den Preis Spiel des Jahres gewonnen und sind bis heute beliebte Einstiegsspiele. Wir erklären, was sie so langlebig macht.',
    author: 'Jana Hoffmann',
    publication: { daysAgo: 55, hour: 10 },
    cover: { scene: 'hexes', alt: 'Sechseckige Landschaftsplättchen und Spielfiguren' },
    body: [
      h2('Drei Spiele, drei Jahrzehnte'),
      p(
        '**Catan** von Klaus Teuber erschien 1995 noch unter dem Namen Die Siedler von Catan und wurde im selben Jahr Spiel des Jahres. Drei bis vier Personen besiedeln eine Insel aus sechseckigen Landschaften, tauschen Rohstoffe und bauen Straßen, Siedlungen und Städte.',
      ),
      p(
        '**Carcassonne** von Klaus-Jürgen Wrede folgte im Jahr 2000 und gewann 2001 den Preis. Zug um Zug entsteht eine mittelalterliche Landschaft aus Plättchen, auf die man seine Gefolgsleute setzt. **Zug um Zug** von Alan R. Moon, Spiel des Jahres 2004, lässt bis zu fünf Personen Eisenbahnstrecken über eine Landkarte bauen.',
      ),
      figure(
        'hexes',
        'Eine Insel aus Sechsecken: Viele moderne Spiele bauen auf Ideen auf, die Klassiker bekannt gemacht haben.',
        'Sechseckige Plättchen in verschiedenen Farben bilden eine Insel',
      ),
      h2('Was sie gemeinsam haben'),
      ul(
        '**Kurze Regeln:** Alle drei lassen sich in wenigen Minuten erklären.',
        '**Sichtbare Entwicklung:** Auf dem Tisch wächst etwas – eine Insel, eine Landschaft, ein Streckennetz.',
        '**Viel Interaktion ohne Härte:** Man kommt sich in die Quere, aber selten wird jemand aus dem Spiel gedrängt.',
        '**Erweiterbar:** Zu allen dreien gibt es zahlreiche Erweiterungen und Varianten.',
      ),
      h2('Einstiegsspiele für Generationen'),
      p(
        'Viele Menschen, die heute komplexe Strategiespiele lieben, haben mit einem dieser Titel angefangen. Deshalb werden sie auch oft als „Einstiegsdrogen“ des modernen Brettspiels bezeichnet. Für Händler sind sie verlässliche Dauerbrenner, und im Preisvergleich sieht man, dass sie fast überall vorrätig sind.',
      ),
      h3('Erweiterung oder neue Ausgabe?'),
      p(
        'Wer einen der Klassiker besitzt, steht irgendwann vor der Frage, ob sich eine Erweiterung lohnt. Unser Rat: Erst das Grundspiel oft spielen, dann gezielt nach einer Erweiterung suchen, die genau das ergänzt, was der eigenen Runde fehlt. Bei neuen Ausgaben lohnt ein Blick darauf, ob ältere Erweiterungen noch passen.',
      ),
      game('catan'),
      game('carcassonne'),
      game('zug-um-zug'),
    ],
  },
];
