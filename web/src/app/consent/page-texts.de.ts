/** German texts of the cookie-consent dialog (SPEC §1: product history, web analytics, social media). */
export const consentPagesDe = {
  title: 'Datenschutz-Einstellungen',
  intro:
    'Suche, Preisvergleich, Konto und Listen funktionieren ohne deine Einwilligung; dafür setzen wir nur technisch notwendige Cookies. Mit deiner Einwilligung nutzen wir zusätzlich, was du unten auswählst. Du kannst deine Wahl jederzeit über „Cookie-Einstellungen“ am Seitenende ändern oder widerrufen.',
  privacyLink: 'Details in der Datenschutzerklärung',
  necessary: 'Notwendig',
  necessaryText:
    'Anmeldung, Schutz vor gefälschten Anfragen und das Speichern dieser Auswahl. Immer aktiv, weil Spielraum sonst nicht funktioniert.',
  details: 'Details',
  history: 'Produktverlauf',
  historyText:
    'Wir merken uns die Spiele, die du dir ansiehst, und zeigen sie dir unter „Zuletzt angesehen“.',
  historyDetails:
    'Angemeldet speichern wir die letzten 50 Spiele zu deinem Konto, sonst nur in deinem Browser (localStorage). Du kannst den Verlauf in den Einstellungen löschen; ohne Einwilligung zeichnen wir nichts auf.',
  analytics: 'Web-Analyse',
  analyticsText:
    'Wir zählen Seitenaufrufe und Klicks zu den Shops, zusammengefasst je Spiel, Händler und Tag, um zu sehen, welche Angebote gefragt sind.',
  analyticsDetails:
    'Eigene Auswertung ohne Drittanbieter: keine IP-Adresse, kein Cookie, keine Nutzerkennung, kein seitenübergreifendes Tracking. Gespeichert werden nur Summen, 25 Monate lang.',
  social: 'Social Media',
  socialText:
    'Eingebettete Videos laden Inhalte von YouTube oder Vimeo, die dabei zum Beispiel deine IP-Adresse erhalten.',
  socialDetails:
    'Mit Einwilligung laden eingebettete Videos von YouTube und Vimeo sofort. Ohne sie erscheint ein Video erst, wenn du auf „Inhalt laden“ klickst. Teilen-Schaltflächen sind bei uns immer einfache Links: Erst dein Klick öffnet das Netzwerk, vorher erfährt es nichts von deinem Besuch.',
  rejectAll: 'Alle ablehnen',
  saveChoice: 'Auswahl speichern',
  acceptAll: 'Alle akzeptieren',
  saved: 'Deine Auswahl wurde gespeichert.',
  saveFailed: 'Deine Auswahl konnte nicht gespeichert werden. Bitte versuche es noch einmal.',
  close: 'Schließen',
};
