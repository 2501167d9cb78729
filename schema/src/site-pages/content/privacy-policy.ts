import { h2, h3, p, ul } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/**
 * Datenschutzerklärung: what the portal stores, why and for how long, checked against the code
 * (sessions and anti-forgery cookie, argon2id, request log, mail outbox, account deletion).
 */
export const privacyPolicy: SitePageContent = {
  description:
    'Datenschutz bei Spielraum: welche Daten wir bei Besuch, Konto, Listen, Alarmen, Bewertungen und Kontakt speichern, wie lange, und welche Rechte du hast.',
  body: [
    p(
      '**Spielraum ist ein Demonstrationsportal. Die Angaben zum Betreiber sind erfunden; die Beschreibung der Datenverarbeitung gilt für die Software dieses Portals.**',
    ),
    p('Stand: November 2026'),
    p(
      'In dieser Datenschutzerklärung erfährst du, welche personenbezogenen Daten wir verarbeiten, wenn du Spielraum nutzt, wofür wir sie brauchen, wie lange wir sie aufbewahren und welche Rechte du hast. Wir erheben nur, was für den jeweiligen Zweck nötig ist, verkaufen keine Daten und setzen keine Werbe-Tracker ein.',
    ),

    h2('Verantwortlicher'),
    p(
      'Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die Spielraum Vergleichsportal GmbH, Musterstraße 12, 10115 Berlin (erfundene Demo-Angaben). Alle Angaben zum Anbieter findest du im [Impressum](/legal-notice).',
    ),
    p(
      'Für Fragen zum Datenschutz und zur Ausübung deiner Rechte erreichst du uns per E-Mail an [kontakt@spielraum.example](mailto:kontakt@spielraum.example) oder über das [Kontaktformular](/contact).',
    ),

    h2('Rechtsgrundlagen'),
    p('Wir verarbeiten personenbezogene Daten nur, wenn eine der folgenden Rechtsgrundlagen es erlaubt:'),
    ul(
      '**Einwilligung** (Art. 6 Abs. 1 lit. a DSGVO), etwa für den Produktverlauf, die Web-Analyse und Social-Media-Inhalte. Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).',
      '**Vertrag** (Art. 6 Abs. 1 lit. b DSGVO): Alles, was wir brauchen, um dir dein Nutzerkonto und seine Funktionen bereitzustellen, etwa Wunschlisten, Sammlungen, Alarme und Bewertungen.',
      '**Rechtliche Verpflichtung** (Art. 6 Abs. 1 lit. c DSGVO), etwa der Nachweis, dass du eingewilligt hast (Art. 7 Abs. 1 DSGVO).',
      '**Berechtigtes Interesse** (Art. 6 Abs. 1 lit. f DSGVO): ein sicherer, stabiler Betrieb, der Schutz vor Missbrauch, die Moderation von Beiträgen und die Beantwortung von Anfragen.',
      '**Speichern und Auslesen von Informationen auf deinem Gerät** (Cookies, lokaler Speicher des Browsers): nach § 25 Abs. 2 Nr. 2 TDDDG ohne Einwilligung, wenn es für einen von dir gewünschten Dienst unbedingt erforderlich ist; in allen anderen Fällen nur mit deiner Einwilligung nach § 25 Abs. 1 TDDDG.',
    ),

    h2('Aufruf der Website und Server-Logs'),
    p(
      'Wenn du eine Seite von Spielraum aufrufst, überträgt dein Browser technisch bedingt deine IP-Adresse, die aufgerufene Adresse, Datum und Uhrzeit sowie Angaben zu Browser und Betriebssystem. Ohne diese Daten können wir dir die Seite nicht ausliefern. Bilder und Programmdateien des Portals liefern wir von unseren eigenen Servern aus; beim bloßen Aufruf werden keine Inhalte von Dritten nachgeladen.',
    ),
    p(
      'Unsere Anwendung schreibt zu jeder Anfrage an ihre Schnittstelle eine Protokollzeile mit der Methode (zum Beispiel GET), dem Pfad ohne Suchparameter, dem Statuscode, der Bearbeitungsdauer und einer zufälligen Anfragenummer. Bei einem unerwarteten Fehler protokollieren wir zusätzlich die Fehlermeldung und die Stelle im Programm, an der er auftrat. **IP-Adressen, Suchbegriffe, Formularinhalte und Cookies schreiben wir nicht in diese Protokolle.** Als zusätzliche Sicherung ersetzt die Protokollierung Felder mit E-Mail-Adressen, Passwörtern, Link-Codes und Cookies automatisch durch einen Platzhalter. Auch der Webserver vor unserer Anwendung protokolliert nur Zeitpunkt, Methode, Pfad ohne Suchparameter, Statuscode, Größe und Dauer einer Anfrage, keine IP-Adressen.',
    ),
    p(
      'Die Protokolle dienen dazu, Fehler zu finden und den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Wir bewahren sie nur so lange auf, wie wir sie dafür brauchen, und löschen sie danach regelmäßig.',
    ),
    h3('Schutz vor Missbrauch'),
    p(
      'Um das Erraten von Passwörtern und massenhafte Registrierungen zu verhindern, zählen wir bei Anmeldung, Registrierung, dem Versand von E-Mails an Konten und beim Kontaktformular, wie oft eine IP-Adresse oder ein Konto es in kurzer Zeit versucht. Dafür dient die IP-Adresse als Schlüssel eines Zählers in einem Zwischenspeicher unseres Servers. Jeder Zähler verfällt nach seinem Zeitfenster von höchstens einer Stunde von selbst; in eine Datenbank oder in die Protokolle gelangt die IP-Adresse dabei nicht. Rechtsgrundlage ist unser berechtigtes Interesse an der Sicherheit deines Kontos und des Portals (Art. 6 Abs. 1 lit. f DSGVO).',
    ),

    h2('Konto und Anmeldung'),
    p(
      'Suchen, Preise vergleichen und das Magazin lesen kannst du ohne Konto. Für Wunschlisten, Sammlungen, Alarme, Bewertungen und Kommentare brauchst du ein kostenloses Nutzerkonto. Rechtsgrundlage ist der Nutzungsvertrag (Art. 6 Abs. 1 lit. b DSGVO).',
    ),
    h3('Registrierung mit E-Mail und Passwort'),
    p(
      'Bei der Registrierung speichern wir deine E-Mail-Adresse, deinen Anzeigenamen und dein Passwort. **Dein Passwort speichern wir nie im Klartext**, sondern nur als Hash nach dem Verfahren Argon2id mit einem zufälligen Salt; daraus lässt sich das Passwort nicht zurückrechnen. Ältere Konten, deren Passwort noch mit dem Verfahren scrypt gespeichert ist, stellen wir bei der nächsten erfolgreichen Anmeldung auf Argon2id um.',
    ),
    p(
      'Nach der Registrierung schicken wir dir eine E-Mail mit einem Bestätigungslink. Erst wenn du ihn öffnest, gilt deine E-Mail-Adresse als bestätigt. Außerdem speichern wir den Zeitpunkt deiner letzten Anmeldung, die gewünschte Sprache, deine Einstellung für Alarm-E-Mails und, falls du einen ausgewählt hast, deinen Avatar aus unserer Auswahl.',
    ),
    h3('Anmeldung mit Google oder Facebook'),
    p(
      'Wenn du dich mit Google oder Facebook anmeldest, leiten wir dich zum jeweiligen Anbieter weiter. Dort meldest du dich an und gibst frei, dass der Anbieter uns deine Kennung bei diesem Dienst, deinen Namen und deine E-Mail-Adresse übermittelt. Wir speichern den Namen des Anbieters und deine Kennung dort, damit wir dich beim nächsten Mal wiedererkennen, und legen ein Konto mit deiner E-Mail-Adresse und deinem Namen als Anzeigenamen an oder verknüpfen ein bestehendes Konto mit derselben, vom Anbieter bestätigten Adresse. Legst du dein Konto auf diesem Weg an, speichern wir kein Passwort.',
    ),
    p(
      'Für die Verarbeitung beim Anbieter selbst ist der Anbieter verantwortlich; dabei können Daten auch in die USA übermittelt werden. Die Anmeldung mit Google oder Facebook ist freiwillig; die Registrierung mit E-Mail-Adresse und Passwort steht dir immer offen.',
    ),
    h3('Händlerkonten'),
    p(
      'Händler können in ihrem Konto zusätzlich Angaben zu ihrem Shop hinterlegen und ein Logo hochladen. Diese Angaben zeigen wir im Händlerverzeichnis. Logos speichern wir in unserem eigenen Dateispeicher.',
    ),
    h3('Einstellungen und Löschung des Kontos'),
    p(
      'Dein Konto kannst du jederzeit in den [Einstellungen](/settings) löschen. Zur Sicherheit schicken wir dir dafür einen Bestätigungslink per E-Mail, der 24 Stunden gilt. Mit der Bestätigung löschen wir in einem Schritt dein Konto, deine Wunschlisten und Sammlungen, ignorierte Spiele, Alarme, Benachrichtigungen, deinen Produktverlauf, alle Sitzungen, offene Links, Verknüpfungen mit Google oder Facebook, Händlerangaben und hochgeladene Logos, die Kopien der E-Mails an deine Adresse und die Kontaktanfragen, die du von dieser Adresse geschickt hast.',
    ),
    p(
      'Veröffentlichte Bewertungen und Kommentare bleiben erhalten, damit Diskussionen verständlich bleiben, erscheinen aber nur noch unter dem Namen „Ehemaliges Mitglied“ und sind nicht mehr mit dir verbunden. Noch nicht freigegebene und abgelehnte Beiträge, die außer dir niemand gesehen hat, löschen wir. Hast du als Kuratorin oder Kurator Empfehlungslisten angelegt, sind sie danach nicht mehr mit deinem Konto verknüpft; sollen sie ganz verschwinden, lösche sie vorher oder schreib uns.',
    ),

    h2('Sitzungs- und Sicherheits-Cookies'),
    p(
      'Für die Anmeldung und zum Schutz deines Kontos setzen wir die folgenden Cookies. Sie sind technisch unbedingt erforderlich und brauchen daher keine Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG); die Verarbeitung beruht auf Art. 6 Abs. 1 lit. b und f DSGVO. Außerhalb unserer Website liest sie niemand aus.',
    ),
    ul(
      '**spielraum_session** (Sitzungs-Cookie): hält dich angemeldet. Es enthält eine zufällige Kennung; auf unserem Server speichern wir nur deren Hashwert (SHA-256) zusammen mit deinem Konto und dem Ablaufzeitpunkt. Ohne „Angemeldet bleiben“ endet das Cookie, wenn du den Browser schließt, und unser Server beendet die Sitzung spätestens nach 12 Stunden. Mit „Angemeldet bleiben“ gilt es 30 Tage. Beim Abmelden löschen wir die Sitzung sofort; setzt du dein Passwort zurück, beenden wir alle Sitzungen deines Kontos. Eine abgelaufene Sitzung ist ungültig; ihren Eintrag auf dem Server (nur Hashwert, Zuordnung zu deinem Konto und Zeitpunkte) löschen wir in der folgenden Nacht.',
      '**XSRF-TOKEN** (Schutz vor gefälschten Anfragen): enthält einen zufälligen Wert mit einer Signatur, an dem wir erkennen, dass eine Änderung wirklich von unserer Seite in deinem Browser ausgelöst wurde. Es enthält keine persönlichen Angaben und endet, wenn du den Browser schließt.',
      '**spielraum_oauth** (nur bei der Anmeldung mit Google oder Facebook): merkt sich für höchstens 10 Minuten, dass du gerade eine Anmeldung begonnen hast und wohin du danach zurückkehren möchtest. Nach der Rückkehr vom Anbieter löschen wir es.',
    ),
    p(
      'Hinzu kommt das Cookie, in dem wir deine Cookie-Auswahl wiedererkennen; es ist im Abschnitt „Einwilligung in Cookies“ beschrieben.',
    ),

    h2('E-Mails'),
    p('Wir schicken dir E-Mails, wenn es für dein Konto nötig ist oder du sie eingerichtet hast:'),
    ul(
      'die Bestätigung deiner E-Mail-Adresse nach der Registrierung (der Link gilt 48 Stunden),',
      'das Zurücksetzen deines Passworts, wenn du es anforderst (der Link gilt 1 Stunde),',
      'die Bestätigung der Kontolöschung (der Link gilt 24 Stunden),',
      'Alarm-E-Mails, wenn ein Preis-, Verfügbarkeits- oder News-Alarm auslöst – je nach deiner Einstellung sofort, einmal täglich als Zusammenfassung oder gar nicht,',
      'Hinweise auf Benachrichtigungen, etwa wenn über deine Bewertung oder deinen Kommentar entschieden wurde, ebenfalls nach deiner Einstellung.',
    ),
    p(
      'Die Links in diesen E-Mails enthalten einen zufälligen Code. Wir speichern davon nur einen Hashwert; jeder Link funktioniert nur einmal, und ein neuer Link macht ältere derselben Art ungültig. Abgelaufene Codes löschen wir in der folgenden Nacht.',
    ),
    p(
      'Jede E-Mail, die wir verschicken, legen wir in unserem Postausgang ab: Empfängeradresse, Betreff, Text, Versandzeitpunkt und gegebenenfalls eine Fehlermeldung des Versands. So können wir nachvollziehen, ob eine E-Mail verschickt wurde, und einen fehlgeschlagenen Versand wiederholen. Die Codes der Links entfernen wir aus dieser Kopie, bevor wir sie speichern, sodass niemand die Links aus dem Postausgang nutzen kann. Die Kopien löschen wir nach 90 Tagen, und sofort alle E-Mails an deine Adresse, wenn du dein Konto löschst. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b und f DSGVO.',
    ),

    h2('Wunschlisten, Sammlungen, Alarme und Benachrichtigungen'),
    p(
      'Damit die persönlichen Funktionen deines Kontos arbeiten können, speichern wir zu deinem Konto (Art. 6 Abs. 1 lit. b DSGVO):',
    ),
    ul(
      '**Wunschlisten und Sammlungen** mit ihrem Namen, den enthaltenen Spielen, deinen Notizen und Prioritäten. Teilst du eine Liste, kann jeder mit dem Link sie lesen, zusammen mit deinem Anzeigenamen. Beendest du das Teilen, funktioniert der Link nicht mehr.',
      '**Ignorierte Spiele**, damit wir sie in deinen Suchergebnissen ausblenden können.',
      '**Alarme** für Preise, Verfügbarkeit und Neuigkeiten mit deinem Wunschpreis oder deiner gewünschten Ersparnis, dem Preis beim Anlegen und dem Zeitpunkt, zu dem ein Alarm zuletzt ausgelöst wurde.',
      '**Benachrichtigungen**, die wir dir im Portal anzeigen, etwa zu einem gefallenen Preis, einem wieder lieferbaren Spiel, einem neuen Spiel in einer Empfehlungsliste, der du folgst, oder einer Entscheidung über deinen Beitrag – jeweils mit dem Zeitpunkt, zu dem du sie gelesen hast.',
      '**Empfehlungslisten, denen du folgst**, damit wir dich über neue Spiele darin benachrichtigen können.',
      '**Ausgeschlossene Händler**, deren Angebote wir für deine Alarme und die für dich angezeigten Bestpreise nicht berücksichtigen.',
      '**Geschenk-Reservierungen**: Reservierst du auf einer geteilten Wunschliste ein Spiel mit „Ich schenke das“, speichern wir die Reservierung mit dem Namen, den du dafür angibst (oder ohne Namen), und einem geheimen Schlüssel, mit dem du sie wieder aufheben kannst. Wer die Liste führt, sieht Reservierungen nur, wenn sie oder er das eingestellt hat. Die Reservierung wird gelöscht, wenn du sie aufhebst oder das Spiel von der Liste entfernt oder die Liste gelöscht wird.',
      '**Push-Benachrichtigungen**: Schaltest du sie auf einem Gerät ein, speichern wir die Adresse, die der Push-Dienst deines Browsers dafür vergibt (je nach Browser etwa von Google, Mozilla oder Apple), ihre Schlüssel, eine Gerätebezeichnung wie „Chrome auf Android“, deine Ruhezeit und deine Tageshöchstzahl. Jede Benachrichtigung geht verschlüsselt über diesen Push-Dienst an dein Gerät; wann wir welche zugestellt haben, speichern wir 7 Tage. Ein Gerät entfernst du jederzeit in den Einstellungen.',
      '**Importierte BoardGameGeek-Sammlungen**: Lädst du die Exportdatei deiner Sammlung hoch, speichern wir ihre Zeilen, bis du die Übernahme bestätigst, höchstens 24 Stunden lang; danach löschen wir sie. Übernommen wird nur, was du bestätigst.',
    ),
    p(
      'Diese Daten bleiben gespeichert, bis du sie selbst löschst oder dein Konto löschst. Andere Nutzerinnen und Nutzer sehen sie nicht, mit Ausnahme geteilter Listen.',
    ),

    h2('Bewertungen und Kommentare'),
    p(
      'Wenn du ein Spiel bewertest oder einen Beitrag im Magazin oder eine Empfehlungsliste kommentierst, speichern wir deinen Text, bei Bewertungen auch Titel und Sternezahl, zusammen mit deinem Konto, deinem Anzeigenamen und dem Zeitpunkt. Jeder Beitrag wird vor der Veröffentlichung von unserer Redaktion geprüft; Kommentare zu Empfehlungslisten kann auch die Kuratorin oder der Kurator der Liste freigeben. Dabei speichern wir, wer entschieden hat, wann und bei einer Ablehnung den Grund und eine Notiz, die nur du siehst. Veröffentlichte Beiträge erscheinen öffentlich unter deinem Anzeigenamen. Deine Bewertung eines Spiels kannst du jederzeit ändern oder löschen; möchtest du einen Kommentar entfernen lassen, schreib uns.',
    ),
    p(
      'Markierst du eine Bewertung als hilfreich, speichern wir das zu deinem Konto, damit du jede Bewertung nur einmal markieren kannst. Meldest du einen Beitrag über „Melden“, speichern wir deine Meldung mit deiner Begründung, bis die Redaktion darüber entschieden hat; auch danach bleibt sie als Nachweis erhalten, wird aber bei der Löschung deines Kontos von dir getrennt.',
    ),
    p(
      'Rechtsgrundlagen sind der Nutzungsvertrag (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse, rechtswidrige oder unpassende Inhalte vor ihrer Veröffentlichung zu erkennen (Art. 6 Abs. 1 lit. f DSGVO). Was bei der Löschung deines Kontos mit deinen Beiträgen geschieht, steht oben unter „Einstellungen und Löschung des Kontos“.',
    ),

    h2('Kontaktformular'),
    p(
      'Wenn du uns über das [Kontaktformular](/contact) schreibst, speichern wir deinen Namen, deine E-Mail-Adresse, deine Nachricht und den Zeitpunkt und schicken die Nachricht per E-Mail an unser Team, damit wir sie bearbeiten und dir antworten können. Rechtsgrundlage ist unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO), und, wenn deine Anfrage ein Vertragsverhältnis betrifft, Art. 6 Abs. 1 lit. b DSGVO. Wir löschen deine Nachricht nach 180 Tagen – oder früher, wenn du ein Konto mit derselben E-Mail-Adresse löschst.',
    ),

    h2('Einwilligung in Cookies'),
    p(
      'Beim ersten Besuch fragen wir dich, welche freiwilligen Funktionen du zulassen möchtest: „Produktverlauf“, „Web-Analyse“ und „Social Media“. Ohne deine Zustimmung bleiben sie ausgeschaltet; das Portal kannst du trotzdem vollständig nutzen. Deine Auswahl kannst du jederzeit über die Cookie-Einstellungen ändern und eine Einwilligung dort widerrufen.',
    ),
    p(
      'Damit wir nachweisen können, dass und wie du entschieden hast, speichern wir deine Auswahl mit dem Zeitpunkt und der Version des Einwilligungstextes auf unserem Server, zusammen mit einer zufällig erzeugten Einwilligungskennung. Diese Kennung legen wir zusammen mit deiner Auswahl im Cookie **spielraum_consent** in deinem Browser ab, damit deine Auswahl auch bei späteren Besuchen gilt; nach 12 Monaten läuft es ab, und wir fragen dich erneut. Die Kennung verrät uns nicht, wer du bist. Den Nachweis bewahren wir 3 Jahre auf. Rechtsgrundlage ist unsere Pflicht, eine Einwilligung nachweisen zu können (Art. 6 Abs. 1 lit. c in Verbindung mit Art. 7 Abs. 1 DSGVO); das Cookie ist dafür unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).',
    ),

    h2('Produktverlauf'),
    p(
      'Nur wenn du der Option „Produktverlauf“ zustimmst, merken wir uns die Spiele, die du dir ansiehst, damit du sie später schnell wiederfindest:',
    ),
    ul(
      '**Angemeldet** speichern wir auf unserem Server zu deinem Konto die zuletzt geöffneten 50 Spiele mit dem Zeitpunkt des Aufrufs. So siehst du deinen Verlauf auch auf anderen Geräten.',
      '**Nicht angemeldet** bleibt der Verlauf ausschließlich in deinem Browser (im lokalen Speicher, localStorage); an uns wird er nicht übertragen.',
    ),
    p(
      'Du kannst den Verlauf jederzeit in den [Einstellungen](/settings) löschen oder deine Einwilligung widerrufen. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
    ),

    h2('Web-Analyse'),
    p(
      'Nur wenn du der Option „Web-Analyse“ zustimmst, zählen wir, wie oft Seiten aufgerufen und Angebote angeklickt werden. Das machen wir selbst, ohne Drittanbieter. Wir erfassen ausschließlich Summen je Kalendertag: Seitenaufrufe je Art der Seite (etwa Startseite, Spieleliste, Spielseite oder Magazin), bei Spielseiten je Spiel, und Klicks auf „zum Shop“ je Spiel und Händler. **Dabei speichern wir weder deine IP-Adresse noch eine Nutzerkennung, die Adresse der aufgerufenen Seite oder Angaben zu deinem Browser, wir setzen dafür kein Cookie und verfolgen dich nicht über andere Websites.** Die Zahlen helfen uns zu verstehen, welche Spiele und Händler gefragt sind. Wir bewahren sie 25 Monate auf. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
    ),

    h2('Social Media'),
    p(
      'Magazinartikel können Videos von YouTube oder Vimeo enthalten. Nur wenn du der Option „Social Media“ zustimmst, laden wir diese Videos direkt von den jeweiligen Anbietern; YouTube-Videos binden wir im erweiterten Datenschutzmodus (youtube-nocookie.com) ein, Vimeo-Videos mit der Einstellung „Do Not Track“. Dabei erhält der Anbieter deine IP-Adresse und Angaben zu deinem Browser und kann, wenn du bei ihm angemeldet bist, den Aufruf deinem Profil zuordnen; dafür ist der Anbieter verantwortlich, und Daten können auch in Länder außerhalb der EU übermittelt werden.',
    ),
    p(
      'Ohne deine Zustimmung zeigt ein Video nur einen Platzhalter mit der Schaltfläche „Inhalt laden“. Erst wenn du sie anklickst, wird dieses eine Video vom Anbieter geladen. Widerrufst du deine Einwilligung, zeigen wir wieder Platzhalter. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).',
    ),
    p(
      'Die Teilen-Schaltflächen unter Artikeln, Empfehlungslisten und geteilten Listen sind immer einfache Links und laden nichts von den Netzwerken. Erst wenn du eine davon anklickst, öffnet sich die Seite des Anbieters (etwa WhatsApp, Facebook, X oder Pinterest) mit der Adresse und dem Titel unserer Seite, und der Anbieter verarbeitet deine Daten in eigener Verantwortung.',
    ),

    h2('Hosting'),
    p(
      'Spielraum läuft auf Servern in Rechenzentren in Deutschland beziehungsweise der Europäischen Union. Unser Hosting-Dienstleister verarbeitet die Daten ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO). Die Verbindung zwischen deinem Browser und unseren Servern ist verschlüsselt.',
    ),

    h2('Empfänger deiner Daten'),
    p(
      'Deine Daten geben wir nur weiter, soweit es für die beschriebenen Zwecke nötig ist. Für den Versand von E-Mails nutzen wir einen E-Mail-Versanddienstleister, der die E-Mails in unserem Auftrag zustellt (Art. 28 DSGVO). Hinzu kommt unser Hosting-Dienstleister. Push-Benachrichtigungen stellt der Push-Dienst deines Browsers zu, verschlüsselt, sodass er ihren Inhalt nicht lesen kann. Nutzt du die Anmeldung mit Google oder Facebook oder lädst Social-Media-Inhalte, tauschst du Daten direkt mit diesen Anbietern aus. Händler erhalten von uns keine Daten über dich; klickst du auf ein Angebot, gelangst du in den Shop des Händlers, für dessen Datenverarbeitung der Händler verantwortlich ist. **Wir verkaufen keine personenbezogenen Daten** und geben sie nicht zu Werbezwecken weiter.',
    ),

    h2('Speicherdauer im Überblick'),
    ul(
      'Sitzung: gültig bis zum Abmelden, ohne „Angemeldet bleiben“ höchstens 12 Stunden, mit „Angemeldet bleiben“ 30 Tage; der Eintrag auf dem Server wird beim Abmelden gelöscht, sonst in der Nacht nach dem Ablauf.',
      'Links in E-Mails: Bestätigung 48 Stunden, Passwort zurücksetzen 1 Stunde, Kontolöschung 24 Stunden; jeweils nur einmal nutzbar.',
      'Konto, Listen, Alarme, Benachrichtigungen und Produktverlauf: bis du sie selbst löschst oder dein Konto löschst. Kopien versandter E-Mails: 90 Tage.',
      'Bewertungen: bis du sie löschst; Kommentare: bis du uns bittest, sie zu entfernen. Nach der Löschung deines Kontos bleiben veröffentlichte Beiträge anonymisiert erhalten.',
      'Kontaktanfragen: 180 Tage.',
      'Hochgeladene BoardGameGeek-Sammlungen: bis zur Übernahme, höchstens 24 Stunden. Zustellungen von Push-Benachrichtigungen: 7 Tage.',
      'Nachweis deiner Cookie-Einwilligung: 3 Jahre.',
      'Zahlen der Web-Analyse (nur Summen ohne Personenbezug): 25 Monate.',
      'Zähler zum Schutz vor Missbrauch: höchstens 1 Stunde.',
      'Protokolle unserer Anwendung und des Webservers (ohne IP-Adressen): so lange, wie wir sie zur Fehlersuche brauchen.',
    ),
    p(
      'Gesetzliche Aufbewahrungspflichten, etwa nach Handels- oder Steuerrecht, bleiben unberührt; sie betreffen in der Regel nicht die Daten von Nutzerinnen und Nutzern, sondern unsere Geschäftsunterlagen.',
    ),

    h2('Deine Rechte'),
    p('Du hast gegenüber uns folgende Rechte hinsichtlich deiner personenbezogenen Daten:'),
    ul(
      'Auskunft über die Daten, die wir über dich verarbeiten (Art. 15 DSGVO),',
      'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
      'Löschung deiner Daten (Art. 17 DSGVO),',
      'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
      'Datenübertragbarkeit, also Herausgabe deiner Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),',
      'Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen, aus Gründen, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO).',
    ),
    p(
      'Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO); die bis dahin erfolgte Verarbeitung bleibt rechtmäßig. Vieles kannst du direkt selbst erledigen: Anzeigenamen ändern, Produktverlauf löschen und dein Konto löschen geht in den [Einstellungen](/settings). Für alles andere genügt eine E-Mail an [kontakt@spielraum.example](mailto:kontakt@spielraum.example).',
    ),
    h3('Beschwerde bei einer Aufsichtsbehörde'),
    p(
      'Du hast außerdem das Recht, dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa bei der Behörde an deinem Wohnort oder bei der für uns zuständigen Berliner Beauftragten für Datenschutz und Informationsfreiheit ([www.datenschutz-berlin.de](https://www.datenschutz-berlin.de)).',
    ),

    h2('Keine automatisierten Entscheidungen'),
    p(
      'Wir treffen keine Entscheidungen, die ausschließlich auf einer automatisierten Verarbeitung beruhen und dir gegenüber rechtliche Wirkung entfalten, und wir erstellen keine Profile zu Werbezwecken. Die Reihenfolge der Angebote richtet sich für alle gleich nach dem Gesamtpreis inklusive Versand.',
    ),

    h2('Änderungen dieser Datenschutzerklärung'),
    p(
      'Wenn wir neue Funktionen einführen oder sich die Rechtslage ändert, passen wir diese Datenschutzerklärung an. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung; über wesentliche Änderungen, die dein Konto betreffen, informieren wir dich per E-Mail.',
    ),
  ],
};
