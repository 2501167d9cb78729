import { figure, game, h2, h3, ol, p, quote, ul, type DemoPost } from './builder';

/** Ratgeber: buying advice and tips, written for the Spielraum demo. */
export const GUIDE_POSTS: DemoPost[] = [
  {
    category: 'ratgeber',
    title: 'Spiele für zwei: Unsere Empfehlungen für den Einstieg',
    teaser:
      'Nicht jedes Spiel funktioniert zu zweit gut. Wir stellen Titel vor, die genau für zwei Personen gemacht sind – vom Legespiel über das Kartenduell bis zum Handelsspiel.',
    lead: 'Viele Spiele geben „ab zwei Personen“ an, entfalten ihren Reiz aber erst in größeren Runden. Es gibt jedoch Spiele, die ausdrücklich für zwei entwickelt wurden. Wir haben eine Auswahl zusammengestellt, die sich für Paare, Freundinnen und Freunde oder Eltern mit älteren Kindern eignet.',
    author: 'Jana Hoffmann',
    publication: { daysAgo: 9, hour: 17 },
    cover: { scene: 'cards', alt: 'Zwei Kartenfächer auf einem Tisch, daneben Spielchips' },
    body: [
      h2('Worauf es bei Spielen zu zweit ankommt'),
      p(
        'Ein gutes Zwei-Personen-Spiel hat kaum Wartezeit, erlaubt direkte Reaktionen auf das Gegenüber und lässt sich schnell auf- und abbauen. Wer abends noch eine Partie einschieben möchte, freut sich über eine Spieldauer von einer halben Stunde.',
      ),
      h2('Unsere Auswahl'),
      h3('Patchwork'),
      p(
        'In **Patchwork** von Uwe Rosenberg nähen zwei Personen Flicken zu einer Decke zusammen. Bezahlt wird mit Knöpfen und mit Zeit: Wer einen großen Flicken nimmt, rückt auf der Zeitleiste weit vor und muss dem Gegenüber danach womöglich mehrere Züge überlassen. Ein kleines Puzzle mit viel Tiefe, das in rund dreißig Minuten gespielt ist.',
      ),
      h3('7 Wonders Duel'),
      p(
        '**7 Wonders Duel** von Antoine Bauza und Bruno Cathala übersetzt das bekannte Kartenspiel für zwei. Karten liegen in einer Auslage, teils verdeckt, und wer eine nimmt, legt oft eine neue für das Gegenüber frei. Neben dem Punktsieg gibt es militärische und wissenschaftliche Sofortsiege.',
      ),
      figure(
        'cards',
        'Viele Zwei-Personen-Spiele leben davon, dass jede genommene Karte dem Gegenüber etwas öffnet.',
        'Karten in zwei Fächern auf einem dunklen Spieltisch',
      ),
      h3('Jaipur'),
      p(
        'In **Jaipur** von Sébastien Pauchon handeln zwei Personen auf dem Markt mit Waren. Wer zu früh verkauft, bekommt wenig, wer zu lange wartet, riskiert, dass das Gegenüber die wertvollsten Marker abgreift. Schnell, spannend und auch für Einsteiger geeignet.',
      ),
      h3('Lost Cities'),
      p(
        'Reiner Knizias **Lost Cities** ist ein Klassiker unter den Kartenspielen für zwei. Man startet Expeditionen in fünf Farben, und jede begonnene Expedition kostet zunächst Punkte. Das Spiel ist leicht zu lernen und lädt zu vielen Revanchen ein.',
      ),
      h2('Kurz zusammengefasst'),
      ol(
        'Für Puzzle-Fans: Patchwork.',
        'Für Strategen mit wenig Zeit: 7 Wonders Duel.',
        'Für Handel und Nervenkitzel: Jaipur.',
        'Für unterwegs: Lost Cities.',
      ),
      p(
        'Alle vier Spiele findet ihr bei uns im Preisvergleich. Ein Blick auf die Preisentwicklung lohnt sich, denn gerade kleine Kartenspiele sind oft günstig zu bekommen.',
      ),
      game('patchwork'),
      game('7-wonders-duel'),
      game('jaipur'),
    ],
  },
  {
    category: 'ratgeber',
    title: 'Spielen mit Kindern ab fünf: Worauf es ankommt',
    teaser:
      'Kurze Regeln, greifbares Material und ein Ende, bevor die Geduld ausgeht: Wir erklären, was gute Spiele für Kinder ab fünf Jahren ausmacht, und stellen ausgezeichnete Beispiele vor.',
    lead: 'Mit etwa fünf Jahren beginnen viele Kinder, sich für Spiele mit echten Entscheidungen zu begeistern. Doch nicht jedes Spiel mit „ab 5“ auf der Schachtel passt zu jedem Kind. Wir geben Tipps zur Auswahl und stellen drei Preisträger des Kinderspiel des Jahres vor.',
    author: 'Selin Aydın',
    publication: { daysAgo: 23, hour: 16 },
    cover: { scene: 'meeples', alt: 'Große bunte Spielfiguren auf einem Holztisch' },
    body: [
      h2('Was gute Kinderspiele auszeichnet'),
      ul(
        '**Kurze Spieldauer:** Fünfzehn bis zwanzig Minuten sind ideal.',
        '**Anfassbares Material:** Große Teile, die man gut greifen kann, und Aktionen, die man sieht und hört.',
        '**Wenig Text:** Symbole und Farben statt Lesen.',
        '**Gemeinsame Erlebnisse:** Kooperative Spiele nehmen den Druck, verlieren zu müssen.',
      ),
      h2('Drei ausgezeichnete Beispiele'),
      h3('Dragomino'),
      p(
        '**Dragomino** ist eine Kinderversion von Kingdomino und wurde 2021 zum Kinderspiel des Jahres gewählt. Die Kinder legen Landschaftsplättchen aneinander und entdecken dabei Dracheneier. Das Anlegen nach Farben ist schnell verstanden, und das Aufdecken der Eier sorgt für Spannung.',
      ),
      h3('Zauberberg'),
      p(
        'In **Zauberberg**, Kinderspiel des Jahres 2022, rollen Murmeln einen Berg hinunter, während die Kinder gemeinsam versuchen, Zauberlehrlinge sicher ins Tal zu bringen. Das Spiel ist kooperativ, und die rollenden Kugeln machen schon beim Zusehen Freude.',
      ),
      figure(
        'meeples',
        'Spielfiguren, die man anfassen und bewegen kann, machen Kindern Regeln begreifbar.',
        'Verschiedenfarbige Spielfiguren stehen verstreut auf einem Tisch',
      ),
      h3('Schnappt Hubi!'),
      p(
        '**Schnappt Hubi!** von Steffen Bogen wurde 2012 ausgezeichnet. Die Kinder erkunden gemeinsam ein Spukhaus und jagen ein Gespenst. Ein sprechender elektronischer Kompass gibt Hinweise und sorgt dafür, dass jede Partie anders verläuft.',
      ),
      h2('Wie viel Spiel ist genug?'),
      p(
        'Die Aufmerksamkeit von Kindern im Vorschulalter ist kostbar. Ein Spiel, das nach zwanzig Minuten endet, hinterlässt Lust auf mehr; eines, das sich eine Stunde lang zieht, endet oft in Tränen. Achtet beim Kauf deshalb auf die angegebene Spieldauer und rechnet für die ersten Partien etwas Zeit für Erklärungen hinzu.',
      ),
      h2('Tipps für die ersten Partien'),
      quote(
        'Spielt die erste Partie offen: Zeigt euch die Karten und überlegt laut. So lernen Kinder die Regeln am schnellsten.',
      ),
      p(
        'Passt die Regeln ruhig an, wenn ein Spiel noch zu schwer ist, und hört auf, solange es noch Spaß macht. Ein Spiel, das zu früh auf den Tisch kommt, landet schnell im Schrank – ein halbes Jahr später kann es dann plötzlich das Lieblingsspiel sein.',
      ),
      game('dragomino'),
      game('zauberberg'),
      game('schnappt-hubi'),
    ],
  },
  {
    category: 'ratgeber',
    title: 'Ordnung im Spieleregal: So bewahrt ihr eure Spiele richtig auf',
    teaser:
      'Kartenhüllen, Beutel, Einsätze und der richtige Platz im Regal: Mit ein paar einfachen Mitteln bleiben Spiele über Jahre in gutem Zustand. Unsere Tipps fürs Aufbewahren und Sortieren.',
    lead: 'Eine wachsende Sammlung stellt jede Wohnung vor Herausforderungen. Schachteln verziehen sich, Karten nutzen sich ab, und das gesuchte Spiel steht natürlich ganz unten. Wir haben Tipps gesammelt, wie Spiele lange schön bleiben und schnell gefunden werden.',
    author: 'Malte Brandt',
    publication: { daysAgo: 37, hour: 13 },
    cover: { scene: 'tokens', alt: 'Spielmarker und Würfel liegen sortiert und unsortiert auf einem Tisch' },
    body: [
      h2('Der richtige Ort'),
      p(
        'Spiele mögen es trocken, dunkel und gleichmäßig temperiert. Direkte Sonne bleicht Schachteln aus, Feuchtigkeit lässt Karton wellen. Ein Regal an einer Innenwand ist besser als eines am Fenster oder im feuchten Keller.',
      ),
      h2('Liegend oder stehend?'),
      p(
        'Liegend gelagerte Schachteln behalten ihr Material an Ort und Stelle. Stehend passen mehr Spiele ins Regal, und jedes lässt sich einzeln herausziehen. Wer stehend lagert, sollte das Material sichern: Kleine Beutel oder Dosen verhindern, dass sich Plättchen und Karten in der Schachtel verteilen. Große, schwere Schachteln wie die von Gloomhaven liegen am besten unten.',
      ),
      figure(
        'tokens',
        'Marker, Würfel und Plättchen: Mit Beuteln oder Sortierkästen ist alles schnell wieder beisammen.',
        'Viele kleine Spielmarker und Würfel verteilt auf einem Tisch',
      ),
      h2('Material schützen'),
      ul(
        '**Kartenhüllen** schützen häufig gemischte Karten vor Abrieb. Vorher prüfen, ob die Karten mit Hüllen noch in die Schachtel passen.',
        '**Verschließbare Beutel** halten Spielmaterial nach Sorten getrennt und beschleunigen den Aufbau.',
        '**Einsätze** aus Karton oder Holz gibt es für viele Spiele; wer bastelt, baut sie selbst.',
        '**Bögen von Roll-&-Write-Spielen** lassen sich kopieren oder in Klarsichthüllen mit abwischbarem Stift nutzen.',
      ),
      h2('Sortieren, aber wie?'),
      p(
        'Es gibt kein richtiges System, nur eines, das zu euch passt. Manche sortieren alphabetisch, andere nach Verlag oder nach Farbe. Für Runden, die spontan spielen, hat sich eine Ordnung nach Anlass bewährt:',
      ),
      ol(
        'Schnelle Spiele und Kartenspiele griffbereit auf Augenhöhe.',
        'Familienspiele in der Mitte.',
        'Große Strategie- und Kampagnenspiele unten, wo sie sicher liegen.',
      ),
      h3('Ein Tipp zum Schluss'),
      p(
        'Fehlt ein Teil, lohnt sich ein Blick auf die Internetseite des Verlags: Viele bieten einen Ersatzteilservice an. Und wer ein Spiel doppelt hat oder nicht mehr spielt, macht mit ihm anderen eine Freude – auf einem Flohmarkt oder in der Spielerunde um die Ecke.',
      ),
      game('gloomhaven'),
      game('azul'),
    ],
  },
  {
    category: 'ratgeber',
    title: 'Partyspiele für große Runden: Wenn zehn Leute am Tisch sitzen',
    teaser:
      'Geburtstag, Silvester, Familienfest: Wenn viele Menschen zusammenkommen, braucht es Spiele mit kurzen Regeln und viel Kommunikation. Unsere Empfehlungen für große Runden.',
    lead: 'Partyspiele haben einen besonderen Auftrag: Sie sollen eine gemischte Gruppe schnell zusammenbringen, ohne dass jemand lange Regeln lernen muss. Wir stellen Spiele vor, die sich in unseren Runden bewährt haben – von Wortspielen bis zu Bilderrätseln.',
    author: 'Felix Wagner',
    publication: { daysAgo: 48, hour: 18 },
    cover: { scene: 'table', alt: 'Ein voller Spieltisch mit Karten, Figuren und Würfeln' },
    body: [
      h2('Was ein gutes Partyspiel ausmacht'),
      p(
        'Ein Partyspiel muss in zwei Minuten erklärt sein, viele Personen gleichzeitig beschäftigen und Gesprächsstoff liefern. Am besten funktionieren Spiele, bei denen man über die Antworten der anderen lacht, ohne dass jemand bloßgestellt wird.',
      ),
      h2('Unsere Empfehlungen'),
      h3('Codenames'),
      p(
        'In **Codenames** von Vlaada Chvátil, Spiel des Jahres 2016, treten zwei Teams gegeneinander an. Je eine Person gibt Hinweise aus einem einzigen Wort und einer Zahl, die anderen raten, welche Begriffe auf dem Tisch gemeint sind. Das Spiel funktioniert von vier bis acht Personen, zur Not auch mit mehr.',
      ),
      h3('Just One'),
      p(
        '**Just One**, Spiel des Jahres 2019, ist kooperativ. Alle schreiben verdeckt einen Hinweis zu einem Begriff auf, doppelte Hinweise werden vor dem Raten gestrichen. Dadurch sucht jede Person nach einem möglichst eigenen Einfall – und genau darüber wird anschließend am meisten gesprochen.',
      ),
      figure(
        'table',
        'Gute Partyspiele brauchen wenig Material und viel Platz für Gespräche.',
        'Spielkarten, Plättchen und Figuren auf einem großen Tisch',
      ),
      h3('Dixit'),
      p(
        'Bei **Dixit**, Spiel des Jahres 2010, beschreibt eine Person eine ihrer traumhaft illustrierten Karten. Die anderen legen passende Karten dazu, dann wird geraten. Wer zu deutlich beschreibt, geht leer aus – wer zu rätselhaft ist, auch.',
      ),
      h3('Die Werwölfe von Düsterwald'),
      p(
        'Für wirklich große Gruppen ab acht Personen eignen sich **Die Werwölfe von Düsterwald**. Geheime Rollen, nächtliche Angriffe und hitzige Diskussionen am Tag: Ein Klassiker für Klassenfahrten und lange Abende.',
      ),
      h2('Teams bilden, ohne dass jemand übrig bleibt'),
      p(
        'Bei Teamspielen lohnt es sich, die Gruppen auszulosen, statt sie wählen zu lassen. So sitzen Freundinnen und Freunde nicht immer zusammen, und niemand wird als Letzter gewählt. Wer neu in der Runde ist, profitiert von einem Team mit erfahrenen Mitspielenden.',
      ),
      h2('Tipps für den Abend'),
      ul(
        'Spiele vorher einmal selbst durchspielen, damit die Erklärung sitzt.',
        'Zwischen lauten und ruhigen Spielen abwechseln.',
        'Niemanden zum Mitspielen drängen – Zuschauen ist bei Partyspielen ausdrücklich erlaubt.',
      ),
      game('codenames'),
      game('just-one'),
      game('dixit'),
    ],
  },
];

/** A guide an editor is still writing: a draft, never shown to readers. */
export const DRAFT_POST: DemoPost = {
  category: 'ratgeber',
  title: 'Erweiterungen: Wann sich der Zukauf wirklich lohnt',
  teaser:
    'Mehr Material, neue Regeln, mehr Personen am Tisch: Erweiterungen versprechen viel. Wir erklären, woran ihr erkennt, ob eine Erweiterung eure Runde bereichert.',
  lead: 'Zu vielen beliebten Spielen gibt es Erweiterungen – manchmal Dutzende. Nicht jede passt zu jeder Runde. In diesem Ratgeber sortieren wir, welche Arten von Erweiterungen es gibt und wann sie sich lohnen.',
  author: 'Jana Hoffmann',
  publication: { draft: true },
  cover: { scene: 'table', alt: 'Spielmaterial verschiedener Spiele auf einem Tisch' },
  body: [
    h2('Welche Arten es gibt'),
    p(
      'Grob lassen sich Erweiterungen in drei Gruppen einteilen. Manche erweitern die **Personenzahl** und ermöglichen Partien mit fünf oder sechs Personen. Andere bringen **mehr vom Gleichen**: neue Karten, neue Plättchen, neue Szenarien. Und schließlich gibt es Erweiterungen, die **neue Regeln** einführen und das Spiel spürbar verändern.',
    ),
    figure(
      'table',
      'Aus einer Schachtel werden schnell mehrere: Erweiterungen wollen gut ausgewählt sein.',
      'Ein Tisch mit Plättchen, Karten und Figuren aus verschiedenen Spielen',
    ),
    h2('Woran ihr erkennt, ob es sich lohnt'),
    ul(
      'Ihr spielt das Grundspiel regelmäßig und kennt es gut.',
      'Eurer Runde fehlt etwas Bestimmtes: mehr Abwechslung, mehr Personen oder mehr Tiefe.',
      'Die Erweiterung löst genau dieses Problem und macht das Spiel nicht nur länger.',
    ),
    p(
      'Wer ein Spiel erst wenige Male gespielt hat, sollte mit Erweiterungen warten. Oft steckt im Grundspiel mehr, als man nach drei Partien sieht. Und manchmal ist ein neues Spiel die bessere Investition als die vierte Erweiterung eines alten.',
    ),
    h3('Ein Blick auf den Preis'),
    p(
      'Erweiterungen kosten oft einen großen Teil dessen, was das Grundspiel gekostet hat. Im Preisvergleich lohnt es sich, beide zusammen zu betrachten: Manchmal ist eine Ausgabe, die Grundspiel und Erweiterung vereint, günstiger als der Einzelkauf.',
    ),
    h2('Beispiele aus den Klassikern'),
    p(
      'Zu Catan gibt es Erweiterungen für fünf und sechs Personen sowie solche mit Seefahrt oder neuen Spielzielen. Carcassonne ist bekannt für seine vielen kleinen und großen Ergänzungen, die sich frei kombinieren lassen. Gerade hier lohnt es sich, nicht alles auf einmal einzubauen, sondern einzeln auszuprobieren, was der eigenen Runde gefällt.',
    ),
    h3('Noch offen'),
    p(
      'In diesem Entwurf fehlen noch Empfehlungen für Expertenspiele und ein Abschnitt zu eigenständigen Erweiterungen, die ohne Grundspiel funktionieren. Die Redaktion ergänzt beides vor der Veröffentlichung, zusammen mit Preisbeispielen aus dem Preisvergleich und einer Übersicht, welche Erweiterungen sich auch für Einsteiger eignen.',
    ),
    game('catan'),
    game('carcassonne'),
  ],
};
