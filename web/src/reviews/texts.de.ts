/**
 * German texts of the game page's reviews that show at first paint (summary, distribution, the
 * published reviews, the note how they are checked): part of the first JavaScript. The texts of
 * the interactive part load with it (./page-texts.de.ts).
 */
export const reviewsDe = {
  none: 'Zu diesem Spiel gibt es noch keine veröffentlichten Bewertungen.',
  summary_one: '{average} von 5 Sternen aus {count} Bewertung',
  summary_other: '{average} von 5 Sternen aus {count} Bewertungen',
  stars: '{rating} von 5 Sternen',
  distribution: 'Verteilung der Sterne',
  distributionStars_one: '{count} Stern',
  distributionStars_other: '{count} Sterne',
  checkNote:
    'Alle Bewertungen schreiben angemeldete Mitglieder mit bestätigter E-Mail-Adresse. Die Redaktion prüft jede Bewertung vor der Veröffentlichung; wir veröffentlichen positive wie negative Bewertungen und bezahlen nicht dafür.',
  byline: 'von {author} am {date}',
  reviewBy: 'Bewertung von {author}',
  list: 'Veröffentlichte Bewertungen',
  write: 'Bewertung schreiben',
};
