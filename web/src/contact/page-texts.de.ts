/** German texts of the contact form (the page's text above it is the static page's own). */
export const contactPagesDe = {
  formTitle: 'Nachricht an das Spielraum-Team',
  name: 'Dein Name',
  email: 'Deine E-Mail Adresse',
  message: 'Deine Nachricht',
  messageHint: 'Mindestens {min}, höchstens {max} Zeichen ({count} geschrieben).',
  noAdvice: 'Fragen zu einzelnen Produkten beantworten wir nicht, und wir geben keine Kaufberatung.',
  privacy: 'Wir speichern deine Nachricht und schicken sie per E-Mail an unser Team.',
  privacyLink: 'Mehr dazu in der Datenschutzerklärung.',
  honeypot: 'Bitte dieses Feld leer lassen',
  send: 'Nachricht senden',
  another: 'Weitere Nachricht schreiben',
  retry: 'Erneut versuchen',
  preparing: 'Das Formular wird vorbereitet …',
};
