import type { StaticPagePath } from './static-page-paths';

/** German texts of the information pages (contact, legal notice, …). */
export const staticPagesDe = {
  comingSoon: 'Die vollständigen Inhalte dieser Seite folgen in Kürze.',
  purpose: {
    contact:
      'Hier kannst du dem Spielraum-Team bald direkt eine Nachricht schicken. Bitte beachte: Fragen zu einzelnen Produkten beantworten wir nicht, und wir geben keine Kaufberatung.',
    'legal-notice':
      'Hier findest du bald die gesetzlich vorgeschriebenen Angaben zum Anbieter von Spielraum.',
    'privacy-policy':
      'Hier erfährst du bald, welche Daten Spielraum verarbeitet, wofür wir sie nutzen und welche Rechte du hast.',
    'terms-and-conditions':
      'Hier stehen bald die Allgemeinen Geschäftsbedingungen für die Nutzung von Spielraum.',
    'about-us':
      'Hier stellen wir bald das Team hinter Spielraum vor und erklären, wie unser Preisvergleich funktioniert.',
    influencers:
      'Hier erfahren Influencerinnen und Influencer bald, wie sie mit Spielraum Empfehlungslisten erstellen können.',
    dealers: 'Hier erfahren Händler bald, wie sie ihre Angebote bei Spielraum listen können.',
    'dealers-details': 'Hier finden Händler bald alle Details zu Datenfeeds, Anforderungen und Abläufen.',
    'infopage-for-influencer':
      'Hier finden Influencerinnen und Influencer bald alle Informationen zur Zusammenarbeit mit Spielraum.',
  } satisfies Record<StaticPagePath, string>,
};
