import type { SceneKind } from '../magazine/scenes';

/** One game on a demo list, with the curator's note on why it is there. */
interface DemoListGame {
  /** Catalogue slug of the game. */
  game: string;
  note: string;
}

/**
 * A recommendation list of the demo curator. Its days count back from the seed: started on
 * `created`, published on `published` (null while it is private) and last changed on `updated`,
 * when its last game was added.
 */
export interface DemoRecommendationList {
  slug: string;
  title: string;
  intro: string;
  visibility: 'public' | 'unlisted' | 'private';
  cover: { scene: SceneKind; alt: string };
  days: { created: number; published: number | null; updated: number };
  games: DemoListGame[];
}

/**
 * The lists of the demo curator "Kuratorin Lea", written for Spielraum: four public ones, one
 * reachable only by its address and one still private. Every game is in the demo catalogue; the
 * notes say only what holds for the game in general (players, length, how it feels).
 */
export const DEMO_RECOMMENDATION_LISTS: readonly DemoRecommendationList[] = [
  {
    slug: 'die-besten-spiele-zu-zweit',
    title: 'Die besten Spiele zu zweit',
    intro:
      'Zu zweit spielt es sich anders: Niemand wartet lange, und jede Entscheidung trifft direkt das Gegenüber. Hier stehen die Spiele, die bei mir zu zweit am häufigsten auf dem Tisch landen, vom kurzen Kartenduell bis zum gemeinsamen Landeanflug. Die meisten sind in einer halben Stunde gespielt und passen auch auf einen kleinen Küchentisch.',
    visibility: 'public',
    cover: { scene: 'cards', alt: 'Zwei Kartenfächer liegen sich auf einem Spieltisch gegenüber' },
    days: { created: 124, published: 118, updated: 41 },
    games: [
      {
        game: '7-wonders-duel',
        note: 'Beide bedienen sich aus derselben Kartenauslage, und jede genommene Karte deckt neue für das Gegenüber auf. Gewinnen kann man über Punkte, Wissenschaft oder Militär, das hält jede Partie offen.',
      },
      {
        game: 'patchwork',
        note: 'Ein Puzzle aus Stoffflicken, bei dem Knöpfe das Geld sind und die Zeitleiste der eigentliche Gegner ist. Schnell erklärt und in rund einer halben Stunde gespielt.',
      },
      {
        game: 'jaipur',
        note: 'Waren kaufen, Kamele horten und im richtigen Moment verkaufen: ein flottes Handelsduell, bei dem das Timing zählt. Schön für Paare, die gern ein wenig zocken.',
      },
      {
        game: 'sky-team',
        note: 'Hier landet man gemeinsam ein Flugzeug und darf dabei nicht über die eigenen Würfel reden. Eine Partie dauert etwa 20 Minuten, und die Flughäfen werden nach und nach schwieriger.',
      },
      {
        game: 'lost-cities',
        note: 'Wer eine Expedition beginnt, sollte sie auch durchziehen, sonst drohen Minuspunkte. Ein ruhiges Kartenspiel mit genau der richtigen Portion Risiko.',
      },
      {
        game: 'schotten-totten',
        note: 'Neun Grenzsteine, an jedem legen beide bis zu drei Karten, und die stärkere Kombination gewinnt den Stein. Eine kleine Schachtel voller kniffliger Entscheidungen.',
      },
      {
        game: 'hive',
        note: 'Insektensteine umzingeln die gegnerische Bienenkönigin, ganz ohne Spielbrett. Fühlt sich an wie ein kleines Schach und lässt sich überall spielen, wo ein Tisch ist.',
      },
      {
        game: 'codenames-duett',
        note: 'Die kooperative Fassung des Wortspiels: Beide geben sich abwechselnd Hinweise aus einem einzigen Wort und suchen gemeinsam die richtigen Begriffe. Ideal für alle, die lieber miteinander als gegeneinander spielen.',
      },
      {
        game: 'targi',
        note: 'Ein Einsetzspiel eigens für zwei, bei dem man sich gegenseitig die besten Felder verbaut. Mit etwa einer Stunde das längste Spiel dieser Liste und eher etwas für geübte Spielpaare.',
      },
    ],
  },
  {
    slug: 'kooperativ-gewinnen',
    title: 'Kooperativ gewinnen',
    intro:
      'Gemeinsam gegen das Spiel: Bei diesen Titeln gewinnt oder verliert die ganze Runde zusammen. Das nimmt Druck aus dem Abend und passt gut zu gemischten Gruppen, in denen nicht alle gleich viel Erfahrung haben. Von der schnellen Kartenrunde bis zum abendfüllenden Abenteuer ist alles dabei.',
    visibility: 'public',
    cover: {
      scene: 'meeples',
      alt: 'Spielfiguren in vielen Farben stehen dicht beieinander in der Tischmitte',
    },
    days: { created: 97, published: 90, updated: 29 },
    games: [
      {
        game: 'pandemie',
        note: 'Vier Krankheiten breiten sich über die Welt aus, und jede Person hat eine Rolle mit einer eigenen Fähigkeit. Ein guter Einstieg ins kooperative Spielen, bei dem die Lage mit jeder Epidemie ernster wird.',
      },
      {
        game: 'die-crew-reist-gemeinsam-zum-9-planeten',
        note: 'Ein Stichspiel, bei dem alle zusammenarbeiten und nur sehr begrenzt über ihre Karten sprechen dürfen. Jede Mission dauert nur wenige Minuten, und die Kampagne wird von Abend zu Abend kniffliger.',
      },
      {
        game: 'hanabi',
        note: 'Alle sehen die Karten der anderen, nur die eigenen nicht, und gemeinsam soll daraus ein Feuerwerk entstehen. Eine kleine Schachtel mit erstaunlich viel Spannung.',
      },
      {
        game: 'mysterium',
        note: 'Ein Geist verständigt sich nur über traumartige Bildkarten, die anderen deuten und rätseln gemeinsam. Stimmungsvoll und für Runden bis zu sieben Personen.',
      },
      {
        game: 'just-one',
        note: 'Alle schreiben heimlich einen Hinweis auf, doppelte Hinweise fliegen raus. In zwei Minuten erklärt, und auch große Runden haben sofort Spaß.',
      },
      {
        game: 'micromacro-crime-city',
        note: 'Auf einem riesigen Wimmelbild-Stadtplan löst die Runde gemeinsam Kriminalfälle. Es gibt keine Spielzüge und keine Wartezeit, alle suchen gleichzeitig.',
      },
      {
        game: 'die-legenden-von-andor',
        note: 'Ein erzählerisches Abenteuer, in dem die Heldengruppe Legende für Legende die Burg verteidigt. Die erste Legende führt behutsam in die Regeln ein, später wird es richtig knapp.',
      },
      {
        game: 'dorfromantik-das-brettspiel',
        note: 'Gemeinsam entsteht eine Landschaft aus Sechseckplättchen, ganz ohne Hektik. Über viele Partien schaltet die Runde neue Plättchen und Aufgaben frei.',
      },
      {
        game: 'spirit-island',
        note: 'Als Naturgeister verteidigen die Spielenden eine Insel gegen Siedler, die immer weiter vordringen. Anspruchsvoll und eher etwas für erfahrene Gruppen, dafür mit enormer Tiefe.',
      },
    ],
  },
  {
    slug: 'familienabend-ohne-streit',
    title: 'Familienabend ohne Streit',
    intro:
      'Manche Spiele enden in Tränen, diese eher nicht: Hier baut jede und jeder vor allem an der eigenen Auslage, und wer hinten liegt, hat trotzdem Freude am Spiel. Die meisten sind ab acht Jahren geeignet und in wenigen Minuten erklärt. Genau richtig, wenn Kinder, Eltern und Großeltern an einem Tisch sitzen.',
    visibility: 'public',
    cover: {
      scene: 'hexes',
      alt: 'Bunte Sechseckplättchen liegen zu einer kleinen Landschaft zusammengelegt',
    },
    days: { created: 71, published: 65, updated: 16 },
    games: [
      {
        game: 'kingdomino',
        note: 'Dominosteine mit Landschaften werden zu einem kleinen Königreich zusammengelegt, nach einer Viertelstunde ist alles vorbei. Ein schöner Auftakt für den Abend.',
      },
      {
        game: 'azul',
        note: 'Farbige Fliesen auswählen und ordentlich an der Palastwand anordnen. Ärgern kann man die anderen zwar, meistens ist man aber mit dem eigenen Muster beschäftigt.',
      },
      {
        game: 'cascadia',
        note: 'Tiere und Lebensräume werden zu einer eigenen Landschaft kombiniert, jeder Zug ist ein kleines, entspanntes Puzzle. Gegenseitiges Ärgern kommt so gut wie nicht vor.',
      },
      {
        game: 'qwirkle',
        note: 'Reihen aus gleichen Farben oder Formen legen, mehr muss man nicht wissen. Eines der Spiele, bei denen Kinder ab sechs Jahren und Großeltern gut zusammen spielen.',
      },
      {
        game: 'zug-um-zug',
        note: 'Mit Waggonkarten werden Strecken quer durch Nordamerika gebaut, geheime Zielkarten geben die Richtung vor. Schnappt jemand eine Strecke weg, findet sich meist ein Umweg.',
      },
      {
        game: 'takenoko',
        note: 'Ein hungriger Panda, ein Gärtner und wachsender Bambus: Schon das Material sorgt für gute Laune. Die Aufgabenkarten geben allen ein eigenes Ziel, deshalb gibt es kaum Reibung.',
      },
      {
        game: 'das-verrueckte-labyrinth',
        note: 'Gänge verschieben, bis der Weg zum Schatz frei ist, ein Klassiker, den viele aus der eigenen Kindheit kennen. Ab sieben Jahren und in etwa 20 Minuten gespielt.',
      },
      {
        game: 'akropolis',
        note: 'Plättchen werden nicht nur nebeneinander, sondern auch übereinander gelegt, so wächst die Stadt in die Höhe. Kurz, ruhig und überraschend clever.',
      },
    ],
  },
  {
    slug: 'kennerspiele-fuer-lange-abende',
    title: 'Kennerspiele für lange Abende',
    intro:
      'Für Abende, an denen nach dem Essen noch reichlich Zeit bleibt und alle Lust auf etwas Tiefgang haben. Diese Spiele brauchen eine gründliche Erklärung und oft anderthalb Stunden oder mehr, belohnen dafür mit vielen Wegen zum Sieg. Wer nach Familienspielen den nächsten Schritt gehen möchte, fängt am besten oben in der Liste an.',
    visibility: 'public',
    cover: { scene: 'table', alt: 'Ein voll belegter Spieltisch mit Plättchen, Würfeln und Figuren' },
    days: { created: 46, published: 39, updated: 9 },
    games: [
      {
        game: 'fluegelschlag',
        note: 'Vogelkarten in drei Lebensräumen auslegen, die mit jeder Runde besser zusammenspielen. Mit etwa einer Stunde der sanfteste Einstieg in diese Liste.',
      },
      {
        game: 'everdell',
        note: 'Waldtiere errichten über mehrere Jahreszeiten eine Stadt aus Karten, der große Baum auf dem Tisch ist ein echter Blickfang. Vergleichsweise zugänglich, aber mit vielen Kombinationen.',
      },
      {
        game: 'die-burgen-von-burgund',
        note: 'Würfel bestimmen, welche Aktionen möglich sind, doch mit Geschick lässt sich fast jeder Wurf gut nutzen. Viel Planung, wenig Glück im Ergebnis.',
      },
      {
        game: 'die-verlorenen-ruinen-von-arnak',
        note: 'Deckbau und Arbeiter-Einsetzen in einem: Man erkundet eine Insel, findet Artefakte und forscht am Tempel. Auch allein gut spielbar.',
      },
      {
        game: 'orleans',
        note: 'Gefolgsleute werden aus einem Beutel gezogen und eingesetzt, wer den Beutel geschickt zusammenstellt, hat die besseren Möglichkeiten. Viel zu entdecken, ohne dass die Regeln erschlagen.',
      },
      {
        game: 'concordia',
        note: 'Ein elegantes Handelsspiel im Römischen Reich, fast ganz ohne Glück. Welche Karten man im Lauf der Partie kauft, entscheidet über die Schlusswertung.',
      },
      {
        game: 'terraforming-mars',
        note: 'Konzerne machen den Mars bewohnbar, und die vielen verschiedenen Projektkarten führen jedes Mal zu einer anderen Strategie. Eine Partie dauert gut zwei Stunden, in voller Runde auch länger.',
      },
      {
        game: 'arche-nova',
        note: 'Wer einen Zoo plant, muss Gehege, Tiere und Artenschutz unter einen Hut bringen. Mit rund zweieinhalb Stunden und viel Kartentext das anspruchsvollste Spiel dieser Liste.',
      },
    ],
  },
  {
    slug: 'schnelle-partyspiele',
    title: 'Schnelle Partyspiele',
    intro:
      'Eine große Runde, wenig Zeit und niemand mag lange Regeln lesen? Diese Spiele sind in wenigen Minuten erklärt und sorgen sofort für Stimmung. Die Liste ist noch nicht öffentlich, wer den Link hat, darf aber gern schon stöbern.',
    visibility: 'unlisted',
    cover: { scene: 'dice', alt: 'Viele bunte Würfel liegen verstreut auf einem Spieltisch' },
    days: { created: 31, published: 27, updated: 20 },
    games: [
      {
        game: 'codenames',
        note: 'Zwei Teams, ein Raster aus Wörtern und pro Team eine Person, die mit nur einem Begriff Hinweise gibt. Funktioniert in fast jeder Runde und sorgt für herrliche Missverständnisse.',
      },
      {
        game: 'tempel-des-schreckens',
        note: 'Abenteurer und Wächter spielen mit verdeckten Rollen, und niemand weiß genau, wem zu trauen ist. Eine Partie dauert kaum eine Viertelstunde.',
      },
      {
        game: 'skull',
        note: 'Alle legen verdeckt Blumen oder einen Totenkopf und bieten dann, wie viele Blumen sie aufdecken können. Reines Bluffen mit ganz wenig Material.',
      },
      {
        game: 'kakerlakenpoker',
        note: 'Karten werden verdeckt weitergereicht, dazu eine Behauptung, welches Tier darauf ist. Lebt ganz vom Pokerface am Tisch.',
      },
      {
        game: '6-nimmt',
        note: 'Alle wählen gleichzeitig eine Karte, und wer die sechste an eine Reihe legen muss, kassiert die ganze Reihe. Bis zu zehn Personen spielen mit, die Regeln stehen in zwei Minuten.',
      },
      {
        game: 'cross-clues',
        note: 'Ein kooperatives Wortspiel, bei dem ein einziger Hinweis zwei Begriffe eines Rasters verbinden muss. Dauert etwa zehn Minuten und steckt in einer handlichen Schachtel.',
      },
      {
        game: 'werwoerter',
        note: 'Die Runde errät ein Wort mit Ja-Nein-Fragen, doch der Werwolf kennt es schon und führt alle in die Irre. Die App übernimmt Ablauf und Zeit, eine Runde ist in zehn Minuten vorbei.',
      },
      {
        game: 'dobble',
        note: 'Zwei Karten haben immer genau ein gemeinsames Symbol, und wer es zuerst findet, ist im Vorteil. Schnell, laut und ab sechs Jahren spielbar.',
      },
    ],
  },
  {
    slug: 'geschenkideen-unter-30-euro',
    title: 'Geschenkideen unter 30 €',
    intro:
      'Kleine Spiele, die sich gut verschenken lassen und trotzdem lange auf dem Tisch bleiben. Der übliche Preis liegt jeweils unter 30 Euro, was die Händler gerade verlangen, zeigt der Preisvergleich auf der Spieleseite. Die Liste ist noch in Arbeit und erscheint rechtzeitig vor der Geschenkesaison.',
    visibility: 'private',
    cover: {
      scene: 'tokens',
      alt: 'Spielsteine und Münzen liegen auf einem Tisch neben einer kleinen Schachtel',
    },
    days: { created: 8, published: null, updated: 1 },
    games: [
      {
        game: 'ganz-schoen-clever',
        note: 'Ein Würfelspiel zum Ankreuzen, bei dem geschickte Züge ganze Kettenreaktionen auslösen. Für eine bis vier Personen, auch allein ein schönes Knobeln.',
      },
      {
        game: 'micromacro-crime-city',
        note: 'Für Krimifans: ein großer Stadtplan als Wimmelbild, auf dem allein oder gemeinsam Fälle gelöst werden. Ein Geschenk, das man am liebsten gleich zusammen ausprobiert.',
      },
      {
        game: 'sushi-go',
        note: 'Eine Karte behalten, den Rest weiterreichen und möglichst gute Sushi-Kombinationen sammeln. In fünf Minuten erklärt und in 20 Minuten gespielt.',
      },
      {
        game: 'the-game',
        note: 'Gemeinsam müssen alle Karten auf vier Stapel, doch genaue Zahlen darf niemand verraten. Klein, günstig und überraschend spannend, auch allein spielbar.',
      },
      {
        game: 'love-letter',
        note: 'Wenige Karten, kurze Runden und die Frage, wer am Ende noch im Spiel ist. Ein schönes Mitbringsel für alle, die gern ein wenig bluffen und kombinieren.',
      },
      {
        game: 'lama',
        note: 'Karten loswerden oder rechtzeitig aussteigen, jede Runde stellt sich die Frage neu. Ein leichtes Ablegespiel für die ganze Familie.',
      },
      {
        game: 'heckmeck-am-bratwurmeck',
        note: 'Würfeln, bis genug Würmer beisammen sind, oder alles verlieren: ein Zockerspiel für bis zu sieben Personen. Geht schnell und macht auch Kindern ab acht Jahren Spaß.',
      },
      {
        game: 'qwixx',
        note: 'Alle kreuzen mit, auch wenn gerade jemand anderes würfelt, deshalb wartet niemand. Eine Partie dauert etwa eine Viertelstunde.',
      },
    ],
  },
];
