import type { DemoThread } from '../demo-authors';

/**
 * Reader comments on the public demo lists (approved ones, one answered by the curator, and two
 * waiting for moderation) and the lists the demo user Mia follows. Commenters are demo accounts
 * (by e-mail, shown with their display name) or invented readers without an account.
 */

interface DemoListComment extends DemoThread {
  /** Slug of the list. */
  list: string;
}

const MIA = { account: 'mia@spielraum.demo' };
const LEA = { account: 'kuratorin@spielraum.demo' };

export const DEMO_LIST_COMMENTS: readonly DemoListComment[] = [
  {
    list: 'die-besten-spiele-zu-zweit',
    author: MIA,
    text: 'Danke für die Liste! Patchwork und Jaipur spielen wir inzwischen fast jede Woche, Sky Team kommt als Nächstes dran.',
    hoursAfterPublication: 30,
    status: 'published',
    replies: [
      {
        author: LEA,
        text: 'Das freut mich! Fangt bei Sky Team ruhig mit dem ersten Flughafen an, danach wird es deutlich kniffliger.',
        hoursLater: 4,
      },
    ],
  },
  {
    list: 'die-besten-spiele-zu-zweit',
    author: { name: 'Jonas R.' },
    text: 'Hive würde ich noch weiter nach oben schieben, kein Spiel nehmen wir öfter mit in den Urlaub.',
    hoursAfterPublication: 200,
    status: 'published',
  },
  {
    list: 'kooperativ-gewinnen',
    author: { name: 'Familie Brandt' },
    text: 'Die Legenden von Andor war unser Einstieg ins gemeinsame Spielen. Dass die Regeln nebenbei erklärt werden, hat uns sehr geholfen.',
    hoursAfterPublication: 52,
    status: 'published',
  },
  {
    list: 'kooperativ-gewinnen',
    author: MIA,
    text: 'Hanabi ist für mich das beste Beispiel dafür, wie viel Spannung in eine so kleine Schachtel passt.',
    hoursAfterPublication: 340,
    status: 'published',
  },
  {
    list: 'familienabend-ohne-streit',
    author: { name: 'Gerlinde S.' },
    text: 'Qwirkle spiele ich oft mit meinen Enkeln, und die Oma gewinnt längst nicht immer.',
    hoursAfterPublication: 75,
    status: 'published',
  },
  {
    list: 'kennerspiele-fuer-lange-abende',
    author: { name: 'Brettspielbert' },
    text: 'Schöne Auswahl! Concordia zeigt wunderbar, dass wenige Regeln viel Tiefe haben können.',
    hoursAfterPublication: 22,
    status: 'published',
  },
  {
    list: 'familienabend-ohne-streit',
    author: { name: 'Kai' },
    text: 'Ohne Streit? Bei uns wird sogar beim Labyrinth diskutiert, wer welchen Gang verschoben hat.',
    hoursAfterPublication: 1500,
    status: 'pending',
  },
  {
    list: 'kennerspiele-fuer-lange-abende',
    author: { name: 'Tina M.' },
    text: 'Fehlt da nicht Agricola? Für mich der Inbegriff eines langen Spieleabends.',
    hoursAfterPublication: 880,
    status: 'pending',
  },
];

/** Lists the demo user Mia follows, some days after they appeared. */
export const DEMO_LIST_FOLLOWS: ReadonlyArray<{
  list: string;
  account: string;
  daysAfterPublication: number;
}> = [
  { list: 'die-besten-spiele-zu-zweit', account: MIA.account, daysAfterPublication: 1 },
  { list: 'familienabend-ohne-streit', account: MIA.account, daysAfterPublication: 6 },
];
