import type { DemoThread } from '../demo-authors';

/**
 * Reader comments on the demo posts: approved ones with replies (one level), and a few that
 * wait for moderation. Commenters are demo accounts (by e-mail, shown with their display name)
 * or invented readers without an account.
 */

export interface DemoComment extends DemoThread {
  /** Slug of the post (`demoPostSlug`). */
  post: string;
}

const MIA = { account: 'mia@spielraum.demo' };
const LEA = { account: 'kuratorin@spielraum.demo' };
const EDITORS = { account: 'redaktion@spielraum.demo' };

export const DEMO_COMMENTS: readonly DemoComment[] = [
  {
    post: 'sky-team-im-test-landeanflug-ohne-worte',
    author: MIA,
    text: 'Wir haben Sky Team am Wochenende fünfmal hintereinander gespielt. Die Regel, nicht zu reden, ist genial – nach der Landung reden wir dafür umso mehr.',
    hoursAfterPublication: 5,
    status: 'published',
    replies: [
      {
        author: { name: 'Tobias K.' },
        text: 'Geht uns genauso! Habt ihr schon die schwierigeren Flughäfen ausprobiert?',
        hoursLater: 3,
      },
      {
        author: MIA,
        text: 'Noch nicht, wir arbeiten uns langsam vor. Der zweite hat uns schon zweimal abstürzen lassen.',
        hoursLater: 6,
      },
    ],
  },
  {
    post: 'sky-team-im-test-landeanflug-ohne-worte',
    author: { name: 'Sanne aus Kiel' },
    text: 'Schöner Test. Kleine Ergänzung: Die Kaffeemarken sind wirklich Gold wert, wir heben sie uns inzwischen fast immer für die letzte Runde auf.',
    hoursAfterPublication: 20,
    status: 'published',
  },
  {
    post: 'cascadia-im-test-lachse-baeren-und-ein-ruhiger-kopf',
    author: LEA,
    text: 'Cascadia ist bei uns das Spiel, das immer geht – auch mit meinen Eltern, die sonst eher Rommé spielen. Danke für den Hinweis auf den Solomodus!',
    hoursAfterPublication: 8,
    status: 'published',
    replies: [
      {
        author: EDITORS,
        text: 'Danke dir! Probier im Solomodus mal die schwierigeren Wertungskarten, das ist eine schöne Knobelaufgabe.',
        hoursLater: 2,
      },
    ],
  },
  {
    post: 'cascadia-im-test-lachse-baeren-und-ein-ruhiger-kopf',
    author: { name: 'Würfelpaul' },
    text: 'Mir ist es etwas zu friedlich, aber ich verstehe, warum es so beliebt ist. Zum Runterkommen nach der Arbeit perfekt.',
    hoursAfterPublication: 30,
    status: 'published',
  },
  {
    post: 'die-quacksalber-von-quedlinburg-im-test',
    author: { name: 'Ines B.' },
    text: 'Bei uns fliegt der Kessel gefühlt jede zweite Runde um die Ohren. Und trotzdem will jeder nochmal ziehen.',
    hoursAfterPublication: 4,
    status: 'published',
    replies: [
      {
        author: { name: 'Jonas' },
        text: 'Das gehört dazu! Mit den Rattenschwänzen holt man ja wieder auf.',
        hoursLater: 5,
      },
      {
        author: MIA,
        text: 'Wir spielen inzwischen nur noch mit den anderen Zutatenbüchern, das bringt richtig Abwechslung.',
        hoursLater: 28,
      },
    ],
  },
  {
    post: 'spiel-des-jahres-wie-der-wichtigste-kritikerpreis-der-spielewelt-funktioniert',
    author: { name: 'Tobias K.' },
    text: 'Ich wusste gar nicht, dass es das Kennerspiel erst seit 2011 gibt. Gute Zusammenfassung!',
    hoursAfterPublication: 3,
    status: 'published',
  },
  {
    post: 'spiel-des-jahres-wie-der-wichtigste-kritikerpreis-der-spielewelt-funktioniert',
    author: LEA,
    text: 'Die Empfehlungsliste ist für mich jedes Jahr fast spannender als die Nominierungen. Da finden sich oft kleine Perlen.',
    hoursAfterPublication: 9,
    status: 'published',
  },
  {
    post: 'spiele-fuer-zwei-unsere-empfehlungen-fuer-den-einstieg',
    author: { name: 'Sanne aus Kiel' },
    text: 'Patchwork ist bei uns seit Jahren ein Dauerbrenner. Ich würde noch Targi ergänzen, falls es etwas anspruchsvoller sein darf.',
    hoursAfterPublication: 12,
    status: 'published',
    replies: [
      {
        author: EDITORS,
        text: 'Guter Tipp, Targi merken wir uns für eine Fortsetzung des Ratgebers vor.',
        hoursLater: 4,
      },
    ],
  },
  {
    post: 'partyspiele-fuer-grosse-runden-wenn-zehn-leute-am-tisch-sitzen',
    author: { name: 'Jonas' },
    text: 'Just One haben wir an Silvester mit neun Leuten gespielt – bestes Spiel des Abends.',
    hoursAfterPublication: 26,
    status: 'published',
  },
  {
    post: 'partyspiele-fuer-grosse-runden-wenn-zehn-leute-am-tisch-sitzen',
    author: MIA,
    text: 'Codenames geht bei uns auch super mit zwölf Personen, dann werden die Teams einfach größer.',
    hoursAfterPublication: 40,
    status: 'published',
    replies: [
      {
        author: { name: 'Ines B.' },
        text: 'Dann dauert das Beraten im Team aber ewig, oder?',
        hoursLater: 7,
      },
    ],
  },
  {
    post: 'spiel-in-essen-tipps-fuer-den-ersten-messebesuch',
    author: { name: 'Würfelpaul' },
    text: 'Wichtigster Tipp: die Tasche nicht schon am ersten Vormittag vollkaufen. Ich spreche aus Erfahrung.',
    hoursAfterPublication: 15,
    status: 'published',
  },
  {
    post: 'kurz-vorgestellt-heat-rennsport-mit-handkarten',
    author: { name: 'Tobias K.' },
    text: 'Heat ist für mich das beste Rennspiel überhaupt. Der Meisterschaftsmodus ist ein Muss!',
    hoursAfterPublication: 6,
    status: 'published',
  },
  // waiting for moderation
  {
    post: 'sky-team-im-test-landeanflug-ohne-worte',
    author: { name: 'Kai R.' },
    text: 'Kann man Sky Team auch zu dritt spielen, wenn eine Person nur zuschaut und Tipps gibt?',
    hoursAfterPublication: 40,
    status: 'pending',
  },
  {
    post: 'arche-nova-im-test-ein-zoo-der-geduld-belohnt',
    author: { name: 'Brettspielfan88' },
    text: 'Drei Stunden? Bei uns waren es beim ersten Mal eher vier. Aber es hat sich gelohnt.',
    hoursAfterPublication: 50,
    status: 'pending',
  },
  {
    post: 'spiel-des-jahres-wie-der-wichtigste-kritikerpreis-der-spielewelt-funktioniert',
    author: MIA,
    text: 'Gibt es eigentlich eine Liste aller bisherigen Preisträger bei euch im Magazin?',
    hoursAfterPublication: 14,
    status: 'pending',
  },
];
