import { p } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Kontakt: the introduction shown above the contact form. */
export const contact: SitePageContent = {
  description:
    'Schreib dem Spielraum-Team: Feedback, Fehler bei Preisen oder Spieldaten, Presse und Kooperationen. Produktfragen und Kaufberatung beantworten wir nicht.',
  body: [
    p(
      'Mit diesem Formular erreichst du das Spielraum-Team. Schreib uns, wenn du Feedback zum Portal hast, wenn dir ein falscher Preis, ein veralteter Lieferstatus oder fehlerhafte Angaben zu einem Spiel auffallen, wenn du eine Presseanfrage hast oder eine Zusammenarbeit vorschlagen möchtest. Bei Fehlern hilft uns der Link zur betroffenen Seite, dann finden wir die Stelle schneller.',
    ),
    p(
      '**Bitte beachte: Fragen zu einzelnen Produkten beantworten wir nicht, und wir geben keine Kaufberatung.** Bei Fragen zu einer Bestellung, zur Lieferung oder zu einer Rücksendung wende dich bitte direkt an den Händler, bei dem du gekauft hast – der Kaufvertrag kommt mit ihm zustande, nicht mit Spielraum.',
    ),
    p(
      'Du betreibst einen Onlineshop und möchtest deine Angebote bei Spielraum zeigen? Wie das geht und was wir dafür brauchen, steht auf der Seite [Für Händler](/dealers).',
    ),
    p(
      'Wir speichern deine Nachricht zusammen mit deinem Namen und deiner E-Mail-Adresse und leiten sie per E-Mail an unser Team weiter, damit wir dir antworten können. Was genau mit deinen Angaben geschieht und wann wir sie löschen, erklärt unsere [Datenschutzerklärung](/privacy-policy).',
    ),
  ],
};
