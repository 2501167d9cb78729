/**
 * The "Melden" dialog (./ReportDialog.tsx) for reviews and comments alike, so it speaks of
 * a "Beitrag"; the buttons that open it are worded by their features.
 */
export const reportDe = {
  title: 'Beitrag melden',
  intro:
    'Die Redaktion sieht sich gemeldete Beiträge an und entfernt sie, wenn sie gegen die Regeln verstoßen.',
  reason: 'Warum meldest du diesen Beitrag?',
  send: 'Meldung senden',
  sent: 'Danke für deinen Hinweis. Die Redaktion sieht sich den Beitrag an.',
  cancel: 'Abbrechen',
  close: 'Schließen',
};
