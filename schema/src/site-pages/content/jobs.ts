import { h2, h3, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Jobs: working at the fictional operating company, with two example positions (demo content). */
export const jobs: SitePageContent = {
  description:
    'Jobs bei Spielraum, dem Preisvergleich für Brett- und Kartenspiele: Arbeiten im kleinen Team in Berlin. Demo-Seite mit Beispielen, keine echten Stellen.',
  body: [
    p(
      '**Spielraum ist ein Demonstrationsportal. Die folgenden Stellen sind Beispiele: Es sind keine echten Stellen offen, und Bewerbungen werden nicht bearbeitet.**',
    ),
    h2('Arbeiten bei Spielraum'),
    p(
      'Wir sind ein kleines Team, das Spiele liebt und ein Portal baut, dem Spielerinnen und Spieler vertrauen können: mit ehrlichen Preisvergleichen, einer unabhängigen Redaktion und einer freundlichen Community. Bei uns arbeitest du eng mit Redaktion, Technik und Händlerbetreuung zusammen, siehst schnell, was deine Arbeit bewirkt, und kannst eigene Ideen einbringen.',
    ),
    ul(
      'flexible Arbeitszeiten und die Möglichkeit, überwiegend von zu Hause zu arbeiten,',
      'ein Büro in Berlin mit gut gefülltem Spieleregal und regelmäßigen Spieleabenden,',
      'kurze Wege, wenig Hierarchie und Zeit für sorgfältige Arbeit,',
      'ein jährliches Budget für Weiterbildung.',
    ),
    h2('Offene Stellen'),
    h3('Werkstudent*in Redaktion Brettspiele (m/w/d)'),
    p('Teilzeit, 15 bis 20 Stunden pro Woche, Berlin oder remote'),
    p('**Deine Aufgaben**'),
    ul(
      'Du schreibst Meldungen, Neuheitenübersichten und kurze Spielvorstellungen für unser Magazin.',
      'Du pflegst Spieldaten wie Spielerzahl, Spieldauer, Altersempfehlung und Verlagsangaben und prüfst Hinweise auf Fehler.',
      'Du unterstützt bei der Moderation von Bewertungen und Kommentaren.',
      'Du hilfst bei der Betreuung unserer Kuratorinnen und Kuratoren.',
    ),
    p('**Dein Profil**'),
    ul(
      'Du bist an einer Hochschule eingeschrieben, etwa in Germanistik, Journalismus, Medien- oder Kulturwissenschaften.',
      'Du spielst selbst gern und kennst dich mit aktuellen Brett- und Kartenspielen aus.',
      'Du schreibst sicher, verständlich und genau auf Deutsch.',
      'Du arbeitest sorgfältig und bleibst auch in hitzigen Kommentardiskussionen sachlich.',
    ),
    h3('Backend-Entwickler*in TypeScript (m/w/d)'),
    p('Vollzeit oder Teilzeit ab 30 Stunden pro Woche, Berlin oder remote in Deutschland'),
    p('**Deine Aufgaben**'),
    ul(
      'Du entwickelst unsere Suche, die Verarbeitung der Händler-Feeds und die Schnittstellen des Portals in TypeScript weiter.',
      'Du sorgst dafür, dass große Produktfeeds schnell und zuverlässig verarbeitet werden und neue Preise bald danach in der Suche stehen.',
      'Du arbeitest mit PostgreSQL, Redis und Warteschlangen für Hintergrundaufgaben.',
      'Du schreibst Tests und achtest auf Sicherheit und Datenschutz.',
    ),
    p('**Dein Profil**'),
    ul(
      'Du hast mehrere Jahre Erfahrung mit TypeScript oder JavaScript auf dem Server, idealerweise mit Node.js.',
      'Du kennst dich mit relationalen Datenbanken und SQL aus und hast Freude an Performance-Fragen.',
      'Du magst gut lesbaren Code und erklärst deine Entscheidungen gern.',
      'Du sprichst gut Deutsch oder Englisch; Interesse an Spielen ist ein Plus, aber keine Voraussetzung.',
    ),
    h2('So bewirbst du dich'),
    p(
      'Schick uns eine kurze Nachricht, warum du zu Spielraum passt, deinen Lebenslauf und gern Arbeitsproben an [jobs@spielraum.example](mailto:jobs@spielraum.example). Ein förmliches Anschreiben brauchen wir nicht. Nenne uns bitte deinen frühestmöglichen Starttermin und, bei der Entwicklerstelle, deine Gehaltsvorstellung.',
    ),
    p(
      '*Zur Erinnerung: Diese Seite gehört zu einem Demonstrationsportal. Die Stellen und die Adresse sind erfunden; es werden keine Bewerbungen angenommen.*',
    ),
  ],
};
