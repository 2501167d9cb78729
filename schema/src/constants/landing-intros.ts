import type { CategorySlug } from './categories';
import type { LandingPage } from './landing-pages';

/**
 * The two or three sentences above a landing page's list, by `{kind}/{slug}`. Apart from
 * `LANDING_PAGES` so the index of paths every page's routing needs stays small; these load with
 * the list.
 */
const LANDING_INTROS: Record<string, string> = {
  'kategorie/kinderspiele':
    'Kinderspiele sind für junge Spielerinnen und Spieler gemacht: einfache Regeln, kurze Partien und oft viel Material zum Anfassen. Die Altersangabe des Verlags hilft bei der Auswahl des passenden Spiels.',
  'kategorie/familienspiele':
    'Familienspiele bringen Kinder und Erwachsene an einen Tisch: Die Regeln sind schnell erklärt, und eine Partie ist meist in unter einer Stunde gespielt. Hier vergleichst du die Preise der Händler inklusive Versand.',
  'kategorie/kooperative-spiele':
    'In kooperativen Spielen gewinnt oder verliert die ganze Runde gemeinsam: Alle spielen zusammen gegen das Spiel statt gegeneinander. Absprachen am Tisch gehören deshalb zum Spiel dazu.',
  'kategorie/spiele-fuer-2':
    'Diese Kategorie sammelt Spiele, die für zwei Personen gemacht sind oder sich zu zweit besonders gut spielen. Manche sind reine Duelle, andere lassen sich auch in größerer Runde spielen.',
  'kategorie/strategiespiele':
    'In Strategiespielen entscheidet vorausschauendes Planen über den Sieg, der Zufall spielt eine kleinere Rolle. Die Auswahl reicht vom kurzen Abstraktspiel bis zum abendfüllenden Aufbauspiel.',
  'kategorie/partyspiele':
    'Partyspiele sind für größere Runden gemacht: schnell erklärt, kurze Runden und viel Gespräch am Tisch. Sie eignen sich für Feiern, Spieleabende und alle, die lieber lachen als lange planen.',
  'kategorie/kennerspiele':
    'Kennerspiele richten sich an Spielerinnen und Spieler mit etwas Erfahrung: mehr Regeln, mehr Entscheidungen und meist längere Partien als bei Familienspielen. Bekannt wurde der Begriff durch die Auszeichnung „Kennerspiel des Jahres“.',
  'kategorie/expertenspiele':
    'Expertenspiele sind komplexe Spiele für erfahrene Runden: umfangreiche Regeln, viele Wege zum Sieg und Partien, die oft mehrere Stunden dauern.',
  'kategorie/legespiele':
    'Bei Legespielen werden Plättchen oder Karten ausgelegt, bis nach und nach eine gemeinsame Landschaft oder ein eigenes Muster entsteht. Bekannte Vertreter sind Carcassonne und Azul.',
  'kategorie/deduktionsspiele':
    'In Deduktionsspielen ziehen die Spielerinnen und Spieler aus Hinweisen ihre Schlüsse, bis ein Rätsel gelöst ist: ein Täter, ein Versteck oder ein geheimer Code.',
  'genre/fantasy':
    'Fantasy-Spiele führen in Welten voller Magie, Heldinnen, Helden und Fabelwesen. Die Auswahl reicht vom Familienspiel bis zum großen Abenteuerspiel.',
  'genre/horror':
    'Horror-Spiele setzen auf Gänsehaut: unheimliche Orte, Monster und Geschichten, die sich Runde für Runde zuspitzen. Die Altersangabe steht bei jedem Spiel.',
  'genre/science-fiction':
    'Science-Fiction-Spiele spielen in der Zukunft oder im Weltraum: Raumschiffe, fremde Planeten und neue Technik. Darunter sind Aufbau- und Strategiespiele ebenso wie schnelle Kartenspiele.',
  'genre/strategie':
    'Im Genre Strategie stehen Planung und kluge Entscheidungen im Mittelpunkt. Hier findest du Spiele, in denen du Ressourcen einteilst, Züge vorausdenkst und deine Mitspielenden ausmanövrierst.',
  'genre/tiere':
    'In diesen Spielen stehen Tiere im Mittelpunkt, ob im Wald, auf dem Bauernhof oder in der Wildnis. Das Thema findet sich in Kinderspielen ebenso wie in anspruchsvollen Strategiespielen.',
  'themenwelt/der-herr-der-ringe':
    'Spiele zu J. R. R. Tolkiens „Der Herr der Ringe“ führen nach Mittelerde, zu Hobbits, Elben und Zwergen. Es gibt sie als Brett-, Karten- und Tabletopspiele.',
  'themenwelt/star-wars':
    'Spiele aus dem Star-Wars-Universum lassen dich Raumschlachten, Schmuggelflüge und Duelle mit Lichtschwertern erleben. Die Auswahl reicht von Brett- und Kartenspielen bis zu Tabletop-Miniaturen.',
  'themenwelt/harry-potter':
    'Spiele aus der Welt von Harry Potter spielen in Hogwarts und der Welt der Zauberer und Hexen. Darunter sind Familien-, Karten- und Brettspiele.',
  'themenwelt/marvel':
    'Spiele mit den Heldinnen und Helden aus dem Marvel-Universum, von Spider-Man über die Avengers bis zu den X-Men, und mit ihren Gegenspielern. Es gibt sie als Karten-, Brett- und Miniaturenspiele.',
  'themenwelt/disney':
    'Spiele mit Figuren und Welten aus Disney-Filmen, von den Klassikern bis zu neueren Animationsfilmen. Dazu gehören Kinder- und Familienspiele ebenso wie das Sammelkartenspiel Disney Lorcana.',
  'themenwelt/dc-comics':
    'Spiele mit Batman, Superman, Wonder Woman und weiteren Figuren aus den Comics von DC. Darunter sind Deckbau-, Würfel- und Brettspiele.',
  'verlag/kosmos':
    'Kosmos ist ein Verlag aus Stuttgart, der neben Brett- und Kartenspielen auch Experimentierkästen und Sachbücher herausbringt. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
  'verlag/ravensburger':
    'Ravensburger aus dem oberschwäbischen Ravensburg ist für Spiele und Puzzles bekannt. Hier vergleichst du die Preise der Ravensburger-Spiele bei den Händlern.',
  'verlag/asmodee':
    'Asmodee ist Verlag und Vertrieb zugleich: Zur Gruppe gehören zahlreiche Spielestudios, und in Deutschland vertreibt sie die Spiele vieler internationaler Verlage. Hier findest du die Spiele aus ihrem Programm.',
  'verlag/pegasus-spiele':
    'Pegasus Spiele ist ein Verlag aus Friedberg in Hessen mit Brett-, Karten- und Rollenspielen im Programm. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
  'verlag/hans-im-glueck':
    'Hans im Glück ist ein Spieleverlag aus München, bekannt unter anderem für Carcassonne. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
  'verlag/schmidt-spiele':
    'Schmidt Spiele ist ein Spieleverlag aus Berlin, bekannt unter anderem für „Mensch ärgere Dich nicht“. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
  'verlag/feuerland-spiele':
    'Feuerland Spiele ist ein deutscher Verlag für anspruchsvolle Brettspiele, vor allem Kenner- und Expertenspiele. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
  'verlag/amigo':
    'Amigo ist ein Spieleverlag aus Hessen, bekannt für Kartenspiele wie „6 nimmt!“ und „Bohnanza“. Hier vergleichst du die Preise seiner Spiele bei den Händlern.',
};

/** The intro of a landing page. */
export function landingIntro(page: Pick<LandingPage, 'kind' | 'slug'>): string | undefined {
  return LANDING_INTROS[`${page.kind}/${page.slug}`];
}

/** Intro texts of the product-group pages `/games/{cat}`. */
export const PRODUCT_GROUP_INTROS: Record<CategorySlug, string> = {
  brettspiele:
    'Brettspiele für jede Runde, vom schnellen Familienspiel bis zum abendfüllenden Strategiespiel. Hier vergleichst du die Preise der Händler inklusive Versand.',
  kartenspiele:
    'Kartenspiele passen in jede Tasche und sind oft schnell erklärt: Klassiker, Stichspiele und moderne Kartenspiele. Hier vergleichst du die Preise der Händler inklusive Versand.',
  'living-card-games-lcg':
    'Living Card Games (LCG) sind Kartenspiele mit festem Inhalt: Grundspiel und Erweiterungen enthalten immer dieselben Karten, ganz ohne Booster mit Zufallsinhalt. So lässt sich ein Deck gezielt zusammenstellen.',
  'trading-card-games-tcg':
    'Trading Card Games (TCG) sind Sammelkartenspiele, deren Karten in Boostern mit zufälligem Inhalt erscheinen. Hier vergleichst du die Preise für Pokémon, Magic: The Gathering, Yu-Gi-Oh! und weitere Sammelkartenspiele.',
  'pen-and-paper':
    'Bei Pen-&-Paper-Rollenspielen leitet eine Person das Spiel, die anderen übernehmen die Rollen ihrer Figuren; gespielt wird mit Regelbuch, Würfeln und Fantasie. Hier vergleichst du die Preise von Regelwerken, Abenteuern und Zubehör.',
  'trading-cards':
    'Sammelkarten werden nicht gespielt, sondern gesammelt und getauscht, zum Beispiel Karten von Sportlerinnen und Sportlern. Hier vergleichst du die Preise der Händler.',
  tabletop:
    'Tabletop-Spiele werden mit Miniaturen auf einer Spielfläche mit Gelände gespielt; viele Figuren werden selbst zusammengebaut und bemalt. Hier vergleichst du die Preise von Starter-Sets, Miniaturen und Zubehör.',
};
