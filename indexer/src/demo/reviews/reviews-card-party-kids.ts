import { LEA, MIA, pending, published, reader, rejected, type DemoReview } from './builder';

/** Reviews of card, party, dice and children's games and small duels, by catalogue slug. */
export const CARD_PARTY_KIDS_REVIEWS: Record<string, DemoReview[]> = {
  '7-wonders-duel': [
    published(
      { by: MIA, stars: 5, daysAgo: 330, helpful: 11 },
      'Das Duell schlechthin',
      'Wir spielen 7 Wonders Duel seit Jahren und haben immer noch Spaß daran. Dass man auch militärisch oder über die Wissenschaft sofort gewinnen kann, hält beide ständig wachsam. In einer halben Stunde ist alles vorbei – perfekt für unter der Woche.',
    ),
    published(
      { by: reader('Jonas R.'), stars: 4, daysAgo: 115, helpful: 4 },
      'Clever, aber symbolreich',
      'Die Kartenpyramiden sind eine schöne Idee, weil man immer überlegt, was man dem Gegenüber aufdeckt. Die vielen Symbole musste ich anfangs ständig nachschlagen. Nach ein paar Partien läuft es aber flüssig.',
    ),
  ],
  wizard: [
    published(
      { by: reader('Familie Demir'), stars: 5, daysAgo: 330, helpful: 9 },
      'An jedem Feiertag',
      'Wizard gehört bei uns zu jedem Familienfest. Die Ansage vor jeder Runde macht es spannend, auch wenn man schlechte Karten hat. Zauberer und Narren sorgen immer wieder für laute Momente.',
    ),
    published(
      { by: reader('Ole'), stars: 4, daysAgo: 150, helpful: 2 },
      'Ein Stichspiel für alle',
      'Auch Leute, die mit Skat oder Doppelkopf nichts anfangen können, kommen bei Wizard schnell hinein. Zu sechst dauert eine komplette Partie allerdings recht lang. Trotzdem ein Klassiker, der nie ganz aus der Mode kommt.',
    ),
  ],
  skyjo: [
    published(
      { by: MIA, stars: 4, daysAgo: 205, helpful: 12 },
      'Mit allen spielbar',
      'Skyjo erklärt sich fast von selbst, und das macht es zum perfekten Spiel für gemischte Runden. Wenn drei gleiche Karten in einer Spalte verschwinden, jubelt der ganze Tisch. Strategisch ist es nicht sehr tief, aber das muss es auch nicht sein.',
    ),
    published(
      { by: reader('Helga W.'), stars: 5, daysAgo: 60, helpful: 4 },
      'Spieleabend mit den Enkeln',
      'Unsere Enkel wollen Skyjo jedes Mal spielen, wenn sie zu Besuch sind. Man kann nebenbei erzählen und trotzdem mitspielen. Ein echter Glücksgriff.',
    ),
    published(
      { by: reader('Martin S.'), stars: 2, daysAgo: 15, helpful: 1 },
      'Auf Dauer zu glückslastig',
      'Anfangs lustig, aber nach ein paar Abenden hat sich das Spiel für mich erschöpft. Ob man gewinnt, hängt stark davon ab, welche Karten man aufdeckt. Für Kinder okay, für mich nicht mehr.',
    ),
  ],
  'die-crew-reist-gemeinsam-zum-9-planeten': [
    published(
      { by: LEA, stars: 5, daysAgo: 235, helpful: 17 },
      'Stichspiel neu gedacht',
      'Die Crew hat mir gezeigt, wie viel Spannung in einem kooperativen Stichspiel steckt. Weil man kaum über die eigene Hand sprechen darf, wird jede ausgespielte Karte zum Signal. Die vielen Missionen machen daraus eine kleine Kampagne für Runden, die regelmäßig zusammenkommen.',
    ),
    published(
      { by: reader('Jan vom Spieletreff'), stars: 4, daysAgo: 80, helpful: 3 },
      'Perfekt zum Auftakt',
      'Wir spielen zu Beginn unseres Spieletreffs immer ein paar Missionen. Die ersten sind sehr leicht, später wird es richtig knifflig. Schön ist, dass man nach einer verlorenen Mission sofort einen neuen Versuch startet.',
    ),
  ],
  hanabi: [
    published(
      { by: reader('Anja & Tim'), stars: 4, daysAgo: 190, helpful: 5 },
      'Feuerwerk im Kopf',
      'Die eigenen Karten nicht sehen zu dürfen, ist anfangs ungewohnt. Mit der Zeit entwickelt die Gruppe eine eigene Art, Hinweise zu lesen, und genau das macht den Reiz aus. Ein kleines Spiel, das viel Konzentration verlangt.',
    ),
    published(
      { by: MIA, stars: 3, daysAgo: 75, helpful: 2 },
      'Eher leise',
      'Hanabi ist clever, aber bei uns wurde es schnell sehr still am Tisch, weil alle nachdenken. Wer gern zuhört und sich Hinweise merkt, hat viel Freude daran. Für lockere Abende greifen wir lieber zu etwas anderem.',
    ),
  ],
  '6-nimmt': [
    published(
      { by: reader('Jan vom Spieletreff'), stars: 5, daysAgo: 315, helpful: 10 },
      'Chaos mit System',
      '6 nimmt! holen wir hervor, wenn plötzlich zehn Leute am Tisch sitzen. Je mehr mitspielen, desto unberechenbarer wird es, und genau das lieben wir. Wer die Reihe mit den Hornochsen kassiert, hat den Spott sicher.',
    ),
    published(
      { by: LEA, stars: 4, daysAgo: 160, helpful: 5 },
      'Der Klassiker für große Runden',
      'Kaum ein Kartenspiel ist so schnell erklärt und so zuverlässig lustig. Mit wenigen Personen kann man ein bisschen planen, in großer Runde regiert das Chaos. Beides hat seinen Reiz.',
    ),
  ],
  dominion: [
    published(
      { by: reader('Henrik B.'), stars: 5, daysAgo: 340, helpful: 8 },
      'Wo der Deckbau anfing',
      'Mit Dominion habe ich verstanden, was Deckbau bedeutet. Weil in jeder Partie andere Königreichkarten ausliegen, wird es nie langweilig. Die Grundbox reicht für sehr viele Abende.',
    ),
    published(
      { by: reader('Greta'), stars: 3, daysAgo: 110, helpful: 4 },
      'Etwas trocken',
      'Spielerisch stark, aber vom Thema ist wenig zu spüren. Man mischt, zieht und kauft, und am Ende zählt man Punkte. Für Tüftler super, mir fehlt die Geschichte dahinter.',
    ),
  ],
  'love-letter': [
    published(
      { by: MIA, stars: 4, daysAgo: 265, helpful: 6 },
      'Passt in jede Tasche',
      'Love Letter haben wir immer im Rucksack dabei. Mit nur einer Karte auf der Hand wird jede Entscheidung spannend, und das Raten macht riesigen Spaß. Zu zweit ist es etwas weniger aufregend als zu viert.',
    ),
    published(
      { by: reader('Yasemin'), stars: 3, daysAgo: 35, helpful: 1 },
      'Schnell vorbei',
      'Eine nette Idee, aber manche Runden sind nach zwei Zügen entschieden, ohne dass man viel tun konnte. Als Absacker geht es, für mehr reicht es bei uns nicht.',
    ),
  ],
  'exit-das-spiel-die-verlassene-huette': [
    published(
      { by: reader('Anja & Tim'), stars: 5, daysAgo: 300, helpful: 7 },
      'Escape-Room zu Hause',
      'Wir haben die Hütte zu viert an einem Abend gelöst und hatten eine Menge Spaß. Die Rätsel sind abwechslungsreich, und dass man das Material zerschneiden darf, sorgt für echte Aha-Momente. Dass man es nur einmal spielen kann, war uns vorher klar.',
    ),
    published(
      { by: LEA, stars: 4, daysAgo: 200, helpful: 6 },
      'Guter Einstieg in die Reihe',
      'Für Neulinge in Escape-Spielen ist die Hütte ein guter Start. Die Decodierscheibe zeigt klar, ob ein Code stimmt, und die Rätsel bauen nachvollziehbar aufeinander auf. Man sollte nur bedenken, dass das Material danach verbraucht ist – weiterverschenken lässt es sich nicht.',
    ),
    rejected(
      {
        by: reader('Spiele-Schnäppchen-Markt'),
        stars: 5,
        daysAgo: 140,
        reason: 'advertising',
        note: 'Werbung für einen Shop. Preise vergleicht Spielraum in der Preisübersicht des Spiels.',
      },
      'Hier günstiger!',
      'Super Spiel! Bei uns im Shop gibt es alle Exit-Spiele zehn Prozent günstiger, einfach den Gutscheincode aus unserem Profil nutzen.',
    ),
  ],
  bohnanza: [
    published(
      { by: reader('Katrin M.'), stars: 5, daysAgo: 285, helpful: 9 },
      'Handeln bis zum Umfallen',
      'Bei Bohnanza redet der ganze Tisch durcheinander, und genau das macht es so gut. Dass man die Handkarten nicht umsortieren darf, zwingt zum Verhandeln. Mit fünf oder mehr Leuten am lustigsten.',
    ),
    published(
      { by: reader('Jonas R.'), stars: 3, daysAgo: 100, helpful: 3 },
      'Lebt von der Runde',
      'Mit stillen Mitspielern funktioniert Bohnanza kaum, weil das Spiel vom Feilschen lebt. In der richtigen Gruppe ist es großartig, in der falschen zäh. Deshalb nur drei Sterne.',
    ),
  ],
  'the-game': [
    published(
      { by: MIA, stars: 4, daysAgo: 150, helpful: 5 },
      'Spannend bis zur letzten Karte',
      'The Game sieht nach wenig aus, aber wir haben an einem Abend sieben Partien gespielt. Zahlen nur mit Andeutungen wie „bitte nichts Hohes“ zu umschreiben, ist herrlich. Gewonnen haben wir bisher erst einmal.',
    ),
    published(
      { by: reader('Paul aus Leipzig'), stars: 4, daysAgo: 20, helpful: 1 },
      'Auch allein ein Genuss',
      'Ich spiele The Game oft allein in der Mittagspause. Es ist schnell aufgebaut und fordert trotzdem. In der Gruppe ist es wegen der Andeutungen noch ein Stück lustiger.',
    ),
  ],
  jaipur: [
    published(
      { by: LEA, stars: 5, daysAgo: 245, helpful: 13 },
      'Das Zweierspiel für den Anfang',
      'Jaipur empfehle ich Paaren, die mit Brettspielen anfangen wollen. Die Frage, ob man jetzt verkauft oder auf das große Set wartet, ist immer spannend. Und die Kamele bringen beim Tauschen eine schöne Portion Taktik hinein.',
    ),
    published(
      { by: reader('Nele'), stars: 4, daysAgo: 65, helpful: 2 },
      'Flott und fies',
      'Wir spielen Jaipur gern vor dem Schlafengehen, weil es schnell geht. Wer zuerst die guten Marker schnappt, ärgert das Gegenüber. Manchmal entscheidet das Nachziehen etwas zu viel.',
    ),
  ],
  codenames: [
    published(
      { by: reader('Jan vom Spieletreff'), stars: 5, daysAgo: 295, helpful: 11 },
      'Pflicht für große Gruppen',
      'Codenames ist bei unserem Spieletreff das meistgespielte Spiel für große Gruppen. Ein Hinweiswort für drei Begriffe zu finden, fühlt sich großartig an. Und wenn das eigene Team den Attentäter erwischt, lacht der ganze Raum.',
    ),
    published(
      { by: MIA, stars: 4, daysAgo: 180, helpful: 6 },
      'Wortspaß mit Druck',
      'Als Geheimdienstchefin komme ich jedes Mal ins Schwitzen. Es macht aber riesigen Spaß, wenn das Team die Verbindungen erkennt. Wer nicht gern alle warten lässt, findet die Rolle allerdings anstrengend.',
    ),
  ],
  'just-one': [
    published(
      { by: LEA, stars: 5, daysAgo: 275, helpful: 15 },
      'Sofort verstanden',
      'Just One empfehle ich für gemischte Runden am häufigsten. Die Regel, dass doppelte Hinweise gestrichen werden, sorgt für herrliche Situationen. Niemand verliert gegen jemanden, und trotzdem ist es spannend.',
    ),
    published(
      { by: reader('Helga W.'), stars: 5, daysAgo: 90, helpful: 4 },
      'Auch für die Oma',
      'Selbst meine Mutter spielt mit über achtzig begeistert mit. Die Regeln passen auf einen Bierdeckel. Wir lachen jedes Mal.',
    ),
    rejected(
      {
        by: MIA,
        stars: 2,
        daysAgo: 30,
        reason: 'off_topic',
        note: 'Lieferung und Verpackung bewertest du am besten beim Händler. Zum Spiel selbst freuen wir uns über deine Eindrücke, sobald ihr es gespielt habt.',
      },
      'Schachtel kam zerdrückt an',
      'Die Schachtel war beim Auspacken eingedrückt und an einer Ecke aufgerissen. Der Versand hat außerdem über eine Woche gedauert. Gespielt haben wir deshalb noch nicht.',
    ),
  ],
  dixit: [
    published(
      { by: reader('Nele'), stars: 5, daysAgo: 225, helpful: 6 },
      'Fantasie auf dem Tisch',
      'Die Bilder von Dixit sind wunderschön, und jede Runde zeigt, wie unterschiedlich Menschen denken. Der Reiz liegt darin, einen Hinweis zu finden, der weder zu klar noch zu rätselhaft ist. Perfekt für kreative Runden.',
    ),
    published(
      { by: reader('Ole'), stars: 3, daysAgo: 115, helpful: 2 },
      'Hängt stark von der Gruppe ab',
      'Mit Freunden, die gern um die Ecke denken, ist Dixit toll. In unserer Familienrunde kamen aber oft sehr offensichtliche Hinweise, und dann gibt es kaum Punkte. Die Karten sind trotzdem ein Genuss.',
    ),
  ],
  hitster: [
    published(
      { by: MIA, stars: 5, daysAgo: 110, helpful: 14 },
      'Der Hit auf jeder Feier',
      'Hitster hat unsere letzte Geburtstagsfeier gerettet. Alle singen mit, streiten über Jahreszahlen und freuen sich, wenn ein Lied aus ihrer Jugend kommt. Man braucht allerdings ein Handy und einen Streamingdienst.',
    ),
    published(
      { by: reader('Martin S.'), stars: 3, daysAgo: 50, helpful: 5 },
      'Ohne App geht nichts',
      'Das Spielprinzip ist witzig, aber ohne Smartphone und Streamingdienst bleibt die Schachtel zu. Bei uns hakte die Verbindung mehrmals. Wenn es läuft, ist es ein Riesenspaß.',
    ),
    pending(
      { by: reader('Yasemin'), stars: 4, daysAgo: 1 },
      'Super für Musikfans',
      'Wir haben es mit Freunden aus drei Generationen gespielt und hatten großen Spaß. Jüngere tun sich mit alten Songs schwer und umgekehrt, das gleicht sich gut aus.',
    ),
  ],
  obstgarten: [
    published(
      { by: reader('Familie Demir'), stars: 5, daysAgo: 305, helpful: 12 },
      'Das erste Spiel unseres Sohnes',
      'Mit drei Jahren hat unser Sohn beim Obstgarten gelernt zu warten, bis er dran ist. Die Holzfrüchte sind wunderschön und robust. Dass alle gemeinsam gegen den Raben spielen, verhindert Tränen.',
    ),
    published(
      { by: LEA, stars: 4, daysAgo: 195, helpful: 9 },
      'Der ideale Start',
      'Für die Kleinsten gibt es kaum einen besseren Einstieg. Farben erkennen, zählen, gemeinsam gewinnen – alles steckt drin. Eltern wird es nach vielen Partien langweilig, aber darum geht es hier nicht.',
    ),
  ],
  'rhino-hero': [
    published(
      { by: reader('Helga W.'), stars: 5, daysAgo: 175, helpful: 5 },
      'Wackeln und Lachen',
      'Unsere Enkel lieben es, den Turm immer höher zu bauen. Wenn er einstürzt, ist das Geschrei groß, aber niemand ist lange traurig. Die kleine Schachtel passt in jede Handtasche.',
    ),
    published(
      { by: reader('Nele'), stars: 4, daysAgo: 70, helpful: 2 },
      'Kurz und spannend',
      'Ein schönes Geschicklichkeitsspiel für zwischendurch. Auf wackeligen Tischen sollte man es lieber nicht spielen. Erwachsene haben übrigens genauso viel Spaß.',
    ),
  ],
  'ganz-schoen-clever': [
    published(
      { by: reader('Dr. Würfel'), stars: 5, daysAgo: 255, helpful: 8 },
      'Kettenreaktionen!',
      'Wenn ein Kreuz den nächsten Bonus auslöst und dieser wieder einen, ist das ein herrliches Gefühl. Das Spiel belohnt Planung, obwohl gewürfelt wird. Allein spiele ich es fast täglich.',
    ),
    published(
      { by: LEA, stars: 4, daysAgo: 140, helpful: 6 },
      'Würfeln für Tüftler',
      'Ganz schön clever ist ein Würfelspiel, bei dem man mehr nachdenkt als würfelt. Schön ist, dass auch die anderen aus den Resten ankreuzen dürfen, so sitzt niemand untätig daneben. Gelegenheitsspieler fühlen sich von den Bonusketten allerdings manchmal erschlagen.',
    ),
  ],
  'micromacro-crime-city': [
    published(
      { by: MIA, stars: 5, daysAgo: 135, helpful: 11 },
      'Wimmelbild für Erwachsene',
      'Wir liegen zu zweit über dem riesigen Stadtplan und suchen mit der Lupe nach Hinweisen. Jeder Fall fühlt sich wie eine kleine Geschichte an. Gemütlich, spannend und ganz ohne Konkurrenz.',
    ),
    published(
      { by: reader('Bea'), stars: 3, daysAgo: 45, helpful: 2 },
      'Schön, aber anstrengend für die Augen',
      'Die Idee ist toll, doch bei schlechtem Licht haben wir kaum etwas erkannt. Die Fälle sind unterschiedlich schwer, manche waren sehr schnell gelöst. Für einen gemütlichen Nachmittag trotzdem nett.',
    ),
  ],
};
