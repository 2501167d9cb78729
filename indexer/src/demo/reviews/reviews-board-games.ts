import { LEA, MIA, pending, published, reader, type DemoReview } from './builder';

/** Reviews of board games from `catalogue/board-games.json`, by catalogue slug. */
export const BOARD_GAME_REVIEWS: Record<string, DemoReview[]> = {
  catan: [
    published(
      { by: LEA, stars: 4, daysAgo: 340, helpful: 21 },
      'Der Einstieg, der immer noch trägt',
      'Catan ist für viele das erste Spiel nach den Kaufhausklassikern, und das merkt man ihm bis heute positiv an. Das Verhandeln um Lehm und Holz bringt Leben an den Tisch, auch wenn die Würfel manchmal gnadenlos sind. Zu viert finde ich es am schönsten, weil dann am meisten getauscht wird.',
    ),
    published(
      { by: reader('Tobias K.'), stars: 2, daysAgo: 210, helpful: 9 },
      'Zu viel Würfelpech',
      'Wir haben Catan jahrelang gespielt, aber inzwischen stört mich, wie stark der Würfel über den Ausgang entscheidet. Wer am Anfang ungünstig steht, bekommt kaum Rohstoffe und kann wenig dagegen tun. Für Einsteiger trotzdem in Ordnung, uns ist es zu zufällig geworden.',
    ),
    published(
      { by: reader('Familie Demir'), stars: 5, daysAgo: 95, helpful: 6 },
      'Unser Sonntagsspiel',
      'Bei uns wird sonntags Catan gespielt, seit die Kinder zehn sind. Das Tauschen klappt inzwischen so gut, dass die Erwachsenen aufpassen müssen. Die Regeln sind schnell erklärt, und weil die Insel jedes Mal neu zusammengesetzt wird, wird es nicht langweilig.',
    ),
  ],
  'die-legenden-von-andor': [
    published(
      { by: MIA, stars: 5, daysAgo: 280, helpful: 14 },
      'Lernen beim Spielen',
      'Die Einführungslegende hat uns die Regeln Schritt für Schritt beigebracht, ohne dass jemand lange vorlesen musste. Danach wurde es schnell knifflig, weil jede Bewegung Zeit kostet und die Kreaturen unaufhaltsam auf die Burg zuziehen. Wir haben viel diskutiert, einiges verloren – und wollten sofort wieder.',
    ),
    published(
      { by: reader('Henrik B.'), stars: 3, daysAgo: 150, helpful: 4 },
      'Spannend, aber mit Anlauf',
      'Die Legenden erzählen schöne Geschichten, und die Tagesleiste sorgt zuverlässig für Druck. Der Aufbau dauert bei uns allerdings eine ganze Weile, und die Aufgabenkarten wollen genau gelesen werden. Für Fantasy-Fans lohnt es sich, Gelegenheitsspieler brauchen etwas Geduld.',
    ),
  ],
  cascadia: [
    published(
      { by: LEA, stars: 5, daysAgo: 260, helpful: 18 },
      'Ruhe auf dem Tisch',
      'Cascadia empfehle ich am häufigsten, wenn jemand etwas Entspanntes sucht. Plättchen und Tier zusammen nehmen, passend anlegen – das versteht man sofort, und trotzdem grübelt man über jeder Wertungsvorgabe. Der Solomodus ist für mich ein echter Grund, die Schachtel auch allein zu öffnen.',
    ),
    published(
      { by: reader('Sanne aus Kiel'), stars: 4, daysAgo: 120, helpful: 7 },
      'Schön, aber jeder für sich',
      'Wir spielen Cascadia oft zu zweit am Abend, weil es so angenehm ruhig ist. Wer Ärgern oder Verhandeln sucht, ist hier falsch: Jeder baut vor allem an seiner eigenen Landschaft. Uns gefällt genau das, deshalb vier Sterne.',
    ),
    pending(
      { by: MIA, stars: 4, daysAgo: 2 },
      'Bärenfieber',
      'Seit letzter Woche ist Cascadia bei uns im Dauerbetrieb. Ich versuche jedes Mal, meine Bären passend zur Wertungskarte unterzubringen, und verliere trotzdem regelmäßig gegen die Lachse meines Freundes. Schön, dass man es auch allein spielen kann.',
    ),
  ],
  'sky-team': [
    published(
      { by: MIA, stars: 5, daysAgo: 70, helpful: 16 },
      'Perfekt für uns zwei',
      'Ohne zu reden Würfel auf die Instrumente zu legen, klingt erst seltsam, funktioniert aber großartig. Eine Partie ist kurz, also fliegen wir meistens gleich zwei oder drei Landungen hintereinander. Die schwierigeren Flughäfen halten uns seit Wochen bei der Stange.',
    ),
    published(
      { by: reader('Jonas R.'), stars: 4, daysAgo: 45, helpful: 5 },
      'Nur zu zweit, aber richtig gut',
      'Man muss wissen, dass Sky Team ausschließlich zu zweit gespielt wird – für unsere Spielrunde also nichts. Zu zweit ist es eines der spannendsten kurzen Kooperationsspiele, die ich kenne. Das Schweigen am Tisch erzeugt eine besondere Anspannung, die sich bei der Landung entlädt.',
    ),
  ],
  carcassonne: [
    published(
      { by: LEA, stars: 4, daysAgo: 330, helpful: 12 },
      'Das Legespiel, an dem sich alle messen',
      'Carcassonne erkläre ich in fünf Minuten, und trotzdem merke ich nach vielen Partien noch, wie viel Taktik im Einsetzen der Gefolgsleute steckt. Zu zweit wird es fast zum Duell, zu fünft eher zu einem fröhlichen Durcheinander. Die Wiesen überfordern Neulinge anfangs ein wenig, ansonsten ein zeitloser Klassiker.',
    ),
    published(
      { by: reader('Opa Gerd'), stars: 5, daysAgo: 180, helpful: 8 },
      'Mit den Enkeln ein Hit',
      'Meine Enkel (8 und 11) legen lieber Carcassonne als alles andere. Die Landschaft, die am Ende entsteht, wird jedes Mal fotografiert. Kurz, verständlich und trotzdem nicht langweilig für uns Große.',
    ),
    published(
      { by: reader('Martin S.'), stars: 3, daysAgo: 60, helpful: 2 },
      'Gut, aber ausgespielt',
      'Ein solides Spiel, keine Frage. Nach unzähligen Partien fehlt mir aber die Abwechslung, und das gezogene Plättchen entscheidet manche Partie mit. Für Einsteiger bleibt es eine klare Empfehlung.',
    ),
  ],
  'stone-age': [
    published(
      { by: reader('Katrin M.'), stars: 4, daysAgo: 230, helpful: 11 },
      'Der nächste Schritt nach Catan',
      'Stone Age war unser erstes Einsetzspiel und hat uns gezeigt, dass es mehr gibt als Würfeln und Tauschen. Man schickt seine Leute los und würfelt dann den Ertrag aus, das nimmt Druck heraus und bleibt spannend. Werkzeuge und Zivilisationskarten geben genug zum Nachdenken, ohne zu überfordern.',
    ),
    published(
      { by: reader('Ole'), stars: 3, daysAgo: 110, helpful: 3 },
      'Würfelpech im Steinbruch',
      'Die Idee ist schön, aber wenn ich drei Leute in den Steinbruch schicke und fast nichts würfle, ärgert mich das. Werkzeuge mildern das etwas ab. Als Familienspiel gut, für Strategen zu glücksabhängig.',
    ),
  ],
  'die-burgen-von-burgund': [
    published(
      { by: LEA, stars: 5, daysAgo: 300, helpful: 19 },
      'Viele Wege, ein Herzogtum',
      'Zwei Würfel pro Runde klingen nach viel Glück, doch hier ist das Gegenteil der Fall: Man plant mit dem, was fällt, und findet fast immer eine gute Aktion. Das eigene Tableau füllt sich Plättchen für Plättchen, und die Kombinationen werden mit jeder Partie klarer. Optisch schlicht, spielerisch für mich einer der besten Kennerspiel-Klassiker.',
    ),
    published(
      { by: reader('Bea'), stars: 3, daysAgo: 140, helpful: 4 },
      'Braucht Geduld',
      'Ich habe drei Partien gebraucht, bis ich die vielen Plättchenarten auseinanderhalten konnte. Danach macht es Spaß, aber Grübler am Tisch können die Spieldauer ordentlich strecken. Kein Spiel für nebenbei.',
    ),
  ],
  patchwork: [
    published(
      { by: MIA, stars: 5, daysAgo: 250, helpful: 13 },
      'Unser Abendritual',
      'Patchwork liegt bei uns immer griffbereit, weil eine Partie in einer halben Stunde erledigt ist. Die Zeitleiste ist genial: Ein großes Teil zu kaufen heißt oft, dass das Gegenüber mehrmals hintereinander dran ist. Und die Lücken in der Decke tun am Ende richtig weh.',
    ),
    published(
      { by: reader('Anja & Tim'), stars: 4, daysAgo: 85, helpful: 6 },
      'Kleines Puzzle, großer Spaß',
      'Wir lieben das Knobeln mit den Stoffteilen. Einziger Wermutstropfen: Es ist nur für zwei Personen, mit Freunden können wir es nicht spielen. Für Paare trotzdem eine klare Empfehlung.',
    ),
  ],
  agricola: [
    published(
      { by: LEA, stars: 5, daysAgo: 350, helpful: 17 },
      'Der Hof, der nie genug ist',
      'Agricola ist gnadenlos: Immer fehlt ein Zaun, ein Acker oder das Essen für die nächste Ernte. Genau dieser Mangel macht den Reiz aus, und die Ausbildungs- und Anschaffungskarten sorgen dafür, dass keine Partie der anderen gleicht. Für Vielspielende ein Pflichttitel, für Einsteiger eher zu viel auf einmal.',
    ),
    published(
      { by: reader('Dr. Würfel'), stars: 2, daysAgo: 190, helpful: 10 },
      'Zu viel Mangel für mich',
      'Ich verstehe, warum viele Agricola lieben, aber mir macht das ständige Ernähren der Familie keinen Spaß. Man hat das Gefühl, immer hinterherzulaufen, und zwei Stunden Mangelverwaltung sind mir zu anstrengend. Gut gemacht, nur nicht mein Spiel.',
    ),
    published(
      { by: reader('Paul aus Leipzig'), stars: 4, daysAgo: 55, helpful: 3 },
      'Allein überraschend gut',
      'Ich spiele Agricola meistens allein und versuche, meine Punktzahl zu verbessern. Das funktioniert gut, weil man die Karten in Ruhe kennenlernt. In der Gruppe dauert es wegen der vielen Überlegungen deutlich länger.',
    ),
  ],
  'arche-nova': [
    published(
      { by: MIA, stars: 4, daysAgo: 160, helpful: 15 },
      'Mein Zoo, meine Baustelle',
      'Arche Nova hat uns ein paar Abende gekostet, bis alle Symbole saßen – danach war es großartig. Jede Karte ist anders, und das Zusammenspiel von Attraktivität und Artenschutz sorgt für ein spannendes Finale. Einen Stern Abzug gibt es für die lange Spieldauer zu viert.',
    ),
    published(
      { by: reader('Henrik B.'), stars: 5, daysAgo: 75, helpful: 12 },
      'Mein Lieblingsspiel',
      'Kein anderes Spiel hat mich in den letzten Jahren so gepackt. Die vielen Tierkarten sorgen für immer neue Zoos, und trotzdem fühlt sich alles logisch an. Wer mit zweieinhalb Stunden kein Problem hat, bekommt hier ein echtes Highlight.',
    ),
    published(
      { by: reader('Greta'), stars: 3, daysAgo: 30, helpful: 1 },
      'Zu viel Kartentext',
      'Ein tolles Thema, aber ich habe mich in der Kartenflut etwas verloren. Oft wusste ich nicht, worauf ich eigentlich hinarbeiten soll. Vielleicht wird es mit mehr Partien besser.',
    ),
  ],
  scythe: [
    published(
      { by: reader('Lukas T.'), stars: 5, daysAgo: 270, helpful: 9 },
      'Stimmung pur',
      'Allein die Illustrationen und die Kampfmaschinen auf dem Tisch sind ein Erlebnis. Überraschend ist, wie selten gekämpft wird: Meistens geht es um Produktion und Ausbau, und ein Angriff will gut überlegt sein. Die Fraktionen spielen sich angenehm unterschiedlich.',
    ),
    published(
      { by: LEA, stars: 3, daysAgo: 120, helpful: 6 },
      'Schön, aber kühl',
      'Scythe sieht fantastisch aus, und es macht Freude, die eigene Fraktion Runde für Runde auszubauen. Mir fehlt aber etwas die Spannung, weil sich die Spielenden oft nur belauern, statt wirklich aufeinanderzutreffen. Wer gern an der eigenen Maschinerie feilt, wird trotzdem glücklich.',
    ),
  ],
  fluegelschlag: [
    published(
      { by: MIA, stars: 5, daysAgo: 200, helpful: 20 },
      'Vogelliebe',
      'Ich hätte nie gedacht, dass ich mir bei einem Brettspiel Vogelnamen merke. Die Kettenreaktionen der Vogelfähigkeiten machen riesigen Spaß, vor allem, wenn am Ende eine ganze Reihe auf einmal auslöst. Und das Vogelhäuschen als Würfelturm ist einfach zauberhaft.',
    ),
    published(
      { by: reader('Sanne aus Kiel'), stars: 4, daysAgo: 100, helpful: 5 },
      'Wenig Miteinander, viel Schönheit',
      'Wunderschön illustriert und angenehm zu spielen. Man baut allerdings hauptsächlich für sich, und das Kartenglück beim Nachziehen kann ziemlich entscheidend sein. Für ruhige Abende trotzdem top.',
    ),
    pending(
      { by: reader('Ole'), stars: 3, daysAgo: 1 },
      'Hübsch, aber bald ausgereizt',
      'Am Anfang war ich begeistert, inzwischen fühlen sich die Partien für mich recht ähnlich an. Mir fehlt etwas Abwechslung bei den Zielen. Für Gelegenheitsspieler trotzdem schön.',
    ),
  ],
  gloomhaven: [
    published(
      { by: reader('Lukas T.'), stars: 5, daysAgo: 290, helpful: 22 },
      'Ein Hobby für sich',
      'Gloomhaven ist kein Spiel für einen Abend, sondern ein Projekt für Monate. Das Kartensystem ohne Würfel ist genial: Jede Runde wählt man zwei Karten und muss abwägen, wie schnell man sich erschöpft. Unsere Gruppe spielt seit Wochen fast jeden Freitag.',
    ),
    published(
      { by: LEA, stars: 3, daysAgo: 180, helpful: 11 },
      'Großartig – mit Vorbehalt',
      'Spielerisch ist Gloomhaven beeindruckend, und die Szenarien bieten enorm viel Abwechslung. Auf- und Abbau sowie die vielen Teile schrecken aber viele ab, und ohne feste Gruppe bleibt die Kampagne liegen. Ich empfehle es nur, wenn man wirklich regelmäßig zusammenkommt.',
    ),
    published(
      { by: reader('Yasemin'), stars: 2, daysAgo: 65, helpful: 7 },
      'Zu viel Material für uns',
      'Die riesige Box hat uns erschlagen. Nach drei Szenarien haben wir aufgegeben, weil jedes Mal schon der Aufbau eine halbe Stunde gedauert hat. Für Leute mit mehr Zeit und Platz ist es sicher ein Traum.',
    ),
  ],
  azul: [
    published(
      { by: LEA, stars: 5, daysAgo: 320, helpful: 24 },
      'Schön und gemein zugleich',
      'Azul erkläre ich in zwei Minuten, und trotzdem sitzen erfahrene Spielende lange über ihrem Zug. Die Steine fühlen sich herrlich an, und anderen die falschen Farben übrig zu lassen, ist wunderbar fies. Für mich eines der besten Spiele, um Neulinge für moderne Brettspiele zu begeistern.',
    ),
    published(
      { by: MIA, stars: 4, daysAgo: 140, helpful: 8 },
      'Immer wieder gern',
      'Azul ist unser Spiel für Besuch, weil es jeder sofort versteht. Zu zweit ist es etwas berechenbarer, zu viert dafür chaotischer. Die Minuspunkte für zerbrochene Steine haben mich schon so manche Partie gekostet.',
    ),
    published(
      { by: reader('Katrin M.'), stars: 4, daysAgo: 40, helpful: 2 },
      'Schwer aus der Hand zu legen',
      'Kurze Regeln, tolle Steine, viel Überlegen. Nur das Zählen am Ende jeder Runde ist für unsere Kinder noch etwas mühsam. Ansonsten ein echter moderner Klassiker.',
    ),
  ],
  'camel-up': [
    published(
      { by: reader('Jan vom Spieletreff'), stars: 5, daysAgo: 215, helpful: 9 },
      'Lachen garantiert',
      'Wenn fünf Kamele übereinanderstehen und das unterste plötzlich alle mitnimmt, tobt der Tisch. Strategie gibt es wenig, aber das will Camel Up auch gar nicht. Mit acht Leuten einer unserer liebsten Absacker.',
    ),
    published(
      { by: reader('Martin S.'), stars: 2, daysAgo: 90, helpful: 4 },
      'Mir zu zufällig',
      'Ich sehe den Reiz für große Runden, aber mir fehlt jede Kontrolle über das Geschehen. Man wettet, würfelt und hofft. Für zwischendurch okay, für einen ganzen Spieleabend nichts für mich.',
    ),
  ],
  kingdomino: [
    published(
      { by: MIA, stars: 4, daysAgo: 175, helpful: 7 },
      'Schnell und clever',
      'Kingdomino ist in einer Viertelstunde gespielt, und trotzdem muss man nachdenken. Das Wählen der Plättchen ist raffiniert, weil ein gutes Plättchen bedeutet, dass man in der nächsten Runde später dran ist. Perfekt als erstes Spiel des Abends.',
    ),
    published(
      { by: reader('Familie Demir'), stars: 5, daysAgo: 50, helpful: 3 },
      'Kinder lieben es',
      'Unsere Tochter (8) gewinnt regelmäßig gegen uns. Die Regeln sind sofort klar, und das Punktezählen am Ende übt nebenbei das Rechnen. Kurz genug für eine Partie vor dem Schlafengehen.',
    ),
  ],
  'spirit-island': [
    published(
      { by: LEA, stars: 5, daysAgo: 240, helpful: 16 },
      'Kooperation mit Tiefgang',
      'Spirit Island ist das anspruchsvollste kooperative Spiel in meinem Regal, und das meine ich als Lob. Jeder Geist spielt sich völlig anders, und die Invasoren breiten sich so berechenbar aus, dass man wirklich planen kann. Dass Furcht oft mehr bewirkt als Zerstörung, ist eine schöne Idee.',
    ),
    published(
      { by: reader('Paul aus Leipzig'), stars: 4, daysAgo: 130, helpful: 6 },
      'Allein ein Brocken',
      'Allein mit zwei Geistern gespielt ist das ein herrlich forderndes Rätsel. Die Regeln brauchen aber Zeit, und die ersten Partien fühlten sich überwältigend an. Wer dranbleibt, wird belohnt.',
    ),
    published(
      { by: reader('Greta'), stars: 2, daysAgo: 25, helpful: 5 },
      'Zu kompliziert für unsere Runde',
      'Wir haben es zu viert versucht und nach zweieinhalb Stunden völlig erschöpft verloren. Die Symbole und Phasen sind für Gelegenheitsspieler kaum zu überblicken. Sicher ein tolles Spiel für Erfahrene, aber nichts für uns.',
    ),
  ],
  everdell: [
    published(
      { by: MIA, stars: 4, daysAgo: 185, helpful: 10 },
      'Der Baum!',
      'Schon beim Aufbau staunen alle über den großen Baum in der Tischmitte. Das Spiel selbst ist ein angenehmes Sammeln von Zweigen, Harz, Kieseln und Beeren, bis die eigene Stadt voller Bewohner ist. Manchmal hängt viel davon ab, welche Karten gerade ausliegen, aber das stört uns kaum.',
    ),
    published(
      { by: reader('Bea'), stars: 3, daysAgo: 80, helpful: 2 },
      'Hübsch, aber verkopft',
      'Die Ausstattung ist toll, den Ablauf über die Jahreszeiten hatten wir aber nicht sofort verstanden. Manche Partien ziehen sich, wenn alle lange überlegen. Wer Einsetzspiele mag, wird es mögen.',
    ),
  ],
  'dorfromantik-das-brettspiel': [
    published(
      { by: LEA, stars: 5, daysAgo: 145, helpful: 13 },
      'Gemütlich gemeinsam',
      'Dorfromantik empfehle ich Familien, die sich nicht gegeneinander messen wollen. Man legt gemeinsam Plättchen, erfüllt Aufträge und schaltet über viele Partien Neues frei. Bei uns wurde jeder freigeschaltete Inhalt wie ein kleines Geschenk gefeiert.',
    ),
    published(
      { by: reader('Anja & Tim'), stars: 4, daysAgo: 35, helpful: 4 },
      'Entspannung pur',
      'Zu zweit ein wunderbar ruhiges Spiel nach einem langen Tag. Irgendwann ist alles freigespielt, aber bis dahin hatten wir viele schöne Abende. Einen Stern Abzug, weil danach die Überraschungen fehlen.',
    ),
    pending(
      { by: reader('Opa Gerd'), stars: 5, daysAgo: 3 },
      'Auch mit der Enkelin',
      'Wir spielen es zu dritt mit meiner Frau und unserer Enkelin. Niemand verliert gegen jemanden, das gefällt uns allen. Sehr empfehlenswert.',
    ),
  ],
  'die-quacksalber-von-quedlinburg': [
    published(
      { by: MIA, stars: 5, daysAgo: 230, helpful: 19 },
      'Nur noch eine Zutat …',
      'Kaum ein Spiel bringt uns so zum Johlen wie die Quacksalber. Alle ziehen gleichzeitig aus ihrem Beutel, und wenn ein Kessel explodiert, leidet der ganze Tisch mit. Die Regeln sind schnell erklärt, und das Verbessern des Beutels gibt trotzdem genug zum Tüfteln.',
    ),
    published(
      { by: reader('Dr. Würfel'), stars: 3, daysAgo: 100, helpful: 3 },
      'Viel Glück im Beutel',
      'Lustig ist es allemal, aber manchmal zieht man einfach dreimal hintereinander die falschen Knallerbsen. Wer gern plant, wird sich ärgern. Als lockeres Zockerspiel funktioniert es gut.',
    ),
  ],
  qwirkle: [
    published(
      { by: reader('Opa Gerd'), stars: 5, daysAgo: 260, helpful: 8 },
      'Drei Generationen am Tisch',
      'Qwirkle spielen bei uns Enkel, Eltern und Großeltern zusammen, und alle haben eine Chance. Die Holzsteine sind robust und liegen gut in der Hand. Ein Qwirkle zu legen, sorgt jedes Mal für Jubel.',
    ),
    published(
      { by: reader('Martin S.'), stars: 3, daysAgo: 70, helpful: 1 },
      'Solide, aber trocken',
      'Ein gutes Legespiel für Familien, keine Frage. Mir persönlich fehlt die Abwechslung, und das Nachziehen entscheidet oft mit, ob man punkten kann. Für Kinder und Großeltern ideal, für Vielspieler eher nicht.',
    ),
  ],
  pandemie: [
    published(
      { by: LEA, stars: 4, daysAgo: 310, helpful: 15 },
      'Der Einstieg ins Miteinander',
      'Wer kooperative Spiele kennenlernen möchte, landet bei mir fast immer bei Pandemie. Die Rollen ergänzen sich gut, und die Ausbrüche sorgen zuverlässig für Nervenkitzel. Einziges Problem: Eine dominante Person am Tisch kann allen anderen die Züge vorsagen.',
    ),
    published(
      { by: reader('Yasemin'), stars: 4, daysAgo: 155, helpful: 3 },
      'Spannend bis zum Schluss',
      'Wir haben die ersten Partien alle verloren und trotzdem sofort weitergemacht. Die Kettenreaktionen bei Ausbrüchen sind jedes Mal ein Schock. Gut für Einsteiger.',
    ),
  ],
  'pandemic-legacy-season-1': [
    published(
      { by: reader('Lukas T.'), stars: 5, daysAgo: 345, helpful: 23 },
      'Unser bestes Spielerlebnis',
      'Über zwölf Spielmonate hat uns die Geschichte gefesselt. Karten zu zerreißen und versiegelte Schachteln zu öffnen, fühlt sich anfangs falsch an, ist aber genau der Reiz. Man braucht unbedingt eine feste Gruppe, sonst lohnt es sich nicht.',
    ),
    published(
      { by: MIA, stars: 4, daysAgo: 210, helpful: 9 },
      'Nur mit fester Gruppe',
      'Wir haben die Kampagne zu viert begonnen und waren begeistert, bis einer von uns umgezogen ist. Danach war es schwierig weiterzumachen, weil die Geschichte ja fortlaufend erzählt wird. Spielerisch großartig, aber plant die Termine!',
    ),
  ],
  'zug-um-zug': [
    published(
      { by: reader('Katrin M.'), stars: 5, daysAgo: 280, helpful: 14 },
      'Unser Einstiegsspiel',
      'Mit Zug um Zug haben wir Freunde für Brettspiele begeistert, die vorher nur Kartenspiele kannten. Karten sammeln, Strecken bauen, fertig – die Regeln sitzen nach einer Runde. Die geheimen Zielkarten machen es bis zum Schluss spannend.',
    ),
    published(
      { by: LEA, stars: 4, daysAgo: 190, helpful: 7 },
      'Zeitlos und zugänglich',
      'Zug um Zug ist für mich der Inbegriff eines gelungenen Einstiegsspiels. Wenn jemand die eigene Strecke blockiert, tut das weh, bleibt aber fair. Erfahrene Gruppen finden es irgendwann zu schlicht – dann lohnt ein Blick auf andere Karten der Reihe.',
    ),
    published(
      { by: reader('Ole'), stars: 2, daysAgo: 20, helpful: 6 },
      'Zu zweit fehlt der Biss',
      'Zu zweit kommt man sich auf dem großen Plan kaum in die Quere, deshalb fehlt uns die Spannung. Mit vier oder fünf Leuten sieht das sicher anders aus. Für uns als Paar leider ein Fehlkauf.',
    ),
  ],
  mysterium: [
    published(
      { by: reader('Jan vom Spieletreff'), stars: 4, daysAgo: 300, helpful: 6 },
      'Stimmungsvoller Abend',
      'Wir haben Mysterium zu sechst bei Kerzenlicht gespielt, und es war großartig. Der Geist leidet oft mehr als die Medien, weil die Bildkarten nicht immer passen wollen. Ein Spiel für Runden, die gern diskutieren.',
    ),
    published(
      { by: reader('Bea'), stars: 2, daysAgo: 125, helpful: 8 },
      'Als Geist frustrierend',
      'Ich war der Geist und hatte kaum passende Karten auf der Hand. Die anderen lagen ständig daneben, und ich durfte nichts sagen. Für mich war der Abend eher anstrengend als stimmungsvoll.',
    ),
  ],
  'heat-pedal-to-the-metal': [
    published(
      { by: LEA, stars: 5, daysAgo: 90, helpful: 12 },
      'Rennspiel mit Köpfchen',
      'Heat fängt das Gefühl eines Rennens erstaunlich gut ein: schalten, bremsen, das Risiko in der Kurve. Die Hitzekarten sind eine clevere Bremse, weil sie das Deck verstopfen, wenn man übertreibt. Mit den computergesteuerten Gegnern funktioniert es auch in kleiner Runde.',
    ),
    published(
      { by: reader('Henrik B.'), stars: 5, daysAgo: 40, helpful: 5 },
      'Unser neuer Dauerbrenner',
      'Seit wir Heat haben, fahren wir fast jede Woche eine Meisterschaft. Windschatten und Kurven sorgen für knappe Zieleinläufe. Schnell erklärt und trotzdem taktisch.',
    ),
  ],
  'die-verlorenen-ruinen-von-arnak': [
    published(
      { by: MIA, stars: 4, daysAgo: 165, helpful: 9 },
      'Abenteuer mit Struktur',
      'Deckbau und das Einsetzen von Archäologen passen in Arnak erstaunlich gut zusammen. Neue Ausgrabungsstätten zu entdecken, fühlt sich wirklich nach Expedition an. Der Solomodus ist nett, zu zweit gefällt es mir aber am besten.',
    ),
    published(
      { by: reader('Paul aus Leipzig'), stars: 4, daysAgo: 60, helpful: 2 },
      'Gut verzahnt',
      'Viele kleine Entscheidungen, die alle zusammenhängen – genau mein Ding. Die Forschung gibt eine Richtung vor, ohne einen festzulegen. Allein gespielt ein gutes Training für Partien in der Gruppe.',
    ),
  ],
  'terraforming-mars': [
    published(
      { by: reader('Lukas T.'), stars: 4, daysAgo: 250, helpful: 10 },
      'Die Marsmaschine',
      'Terraforming Mars hat für mich die befriedigendsten Kombinationen: Mit jeder Projektkarte wächst die eigene Wirtschaft. Das Spiel lebt ganz von seinen Karten, weniger vom Material. Zu fünft dauert es allerdings sehr lange.',
    ),
    published(
      { by: LEA, stars: 3, daysAgo: 170, helpful: 7 },
      'Toll, aber kartenabhängig',
      'Die Idee, gemeinsam einen Planeten zu verändern und doch gegeneinander zu spielen, gefällt mir sehr. Allerdings hängt viel davon ab, welche Karten man zieht, und Neulinge lesen sich lange durch ihre Hand. Für geduldige Gruppen ein Fest, für gemischte Runden schwierig.',
    ),
    published(
      { by: reader('Yasemin'), stars: 1, daysAgo: 85, helpful: 3 },
      'Nicht unser Spiel',
      'Nach drei Stunden hatten wir keine Lust mehr und haben abgebrochen. Die vielen Karten mit ihren Sonderregeln haben uns überfordert, und erklären konnte es uns auch niemand richtig. Vielleicht ist es mit mehr Erfahrung anders, wir bleiben bei kürzeren Spielen.',
    ),
  ],
  'turing-machine': [
    published(
      { by: reader('Dr. Würfel'), stars: 5, daysAgo: 130, helpful: 7 },
      'Logik in Reinform',
      'Für Knobelfans ist Turing Machine ein Geschenk. Die Lochkarten übereinanderzulegen und zu sehen, ob die Vermutung stimmt, ist herrlich analog. Eine Runde ist schnell gespielt, und man will sofort die nächste.',
    ),
    published(
      { by: MIA, stars: 3, daysAgo: 55, helpful: 4 },
      'Eher Rätselheft als Spieleabend',
      'Die Mechanik ist clever, aber am Tisch wird es sehr still, weil jeder für sich grübelt. Wer Logikrätsel liebt, wird begeistert sein. Für unsere gesellige Runde war es etwas zu trocken.',
    ),
  ],
  hive: [
    published(
      { by: reader('Jonas R.'), stars: 5, daysAgo: 220, helpful: 8 },
      'Schach ohne Brett',
      'Hive nehme ich überallhin mit, weil es keinen Spielplan braucht. Jede Insektenart zieht anders, und es dauert eine Weile, bis man die Fallen des Gegenübers durchschaut. Die Steine sind robust genug für Zugfahrten und Strand.',
    ),
    published(
      { by: reader('Greta'), stars: 3, daysAgo: 95, helpful: 2 },
      'Nur für Taktiker',
      'Es ist ein gutes Spiel, aber sehr nüchtern. Wer Schach nicht mag, wird auch hier wenig Freude haben. Mein Freund gewinnt jedes Mal, das drückt die Stimmung.',
    ),
  ],
  concordia: [
    published(
      { by: LEA, stars: 5, daysAgo: 270, helpful: 14 },
      'Elegant bis ins Detail',
      'Concordia kommt mit wenigen Regeln aus und entfaltet trotzdem enorme Tiefe. Die Personenkarten sind gleichzeitig Aktionen und Wertung, das muss man erst einmal verinnerlichen. Kaum Glück, viel Planung – ein Spiel für alle, die Strategie ohne Ballast mögen.',
    ),
    published(
      { by: reader('Katrin M.'), stars: 4, daysAgo: 105, helpful: 3 },
      'Unaufgeregt und gut',
      'Optisch eher zurückhaltend, spielerisch sehr rund. Die Wertung am Ende sorgt oft für Überraschungen, wenn man nicht mitgezählt hat. Ein Spiel, das mit jeder Partie gewinnt.',
    ),
  ],
  akropolis: [
    published(
      { by: MIA, stars: 5, daysAgo: 125, helpful: 10 },
      'Klein, aber oho',
      'Akropolis ist in zehn Minuten erklärt und steckt trotzdem voller kniffliger Entscheidungen. Das Bauen in die Höhe hat mir anfangs Knoten ins Hirn gemacht, inzwischen ist es mein Lieblingsteil. Ideal für Abende, an denen kein großes Spiel mehr drin ist.',
    ),
    published(
      { by: reader('Sanne aus Kiel'), stars: 4, daysAgo: 45, helpful: 3 },
      'Schnell und schön',
      'Die Plättchen sehen toll aus, und das Spiel ist flott. Nur das Zusammenrechnen der Punkte am Ende ist etwas fummelig. Trotzdem eine klare Empfehlung für kleine Runden.',
    ),
  ],
};
