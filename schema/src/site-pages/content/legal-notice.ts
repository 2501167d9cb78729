import { h2, p } from '../../magazine/write-document';
import type { SitePageContent } from './types';

/** Impressum: the provider details of § 5 DDG for the fictional operating company (demo data). */
export const legalNotice: SitePageContent = {
  description:
    'Impressum von Spielraum, dem Preisvergleich für Brettspiele: Anbieter, Kontakt, Handelsregister und redaktionelle Verantwortung. Demo mit erfundenen Daten.',
  body: [
    p(
      '**Spielraum ist ein Demonstrationsportal. Die folgenden Angaben zum Anbieter sind erfunden: Es gibt weder diese Gesellschaft noch die genannten Personen, Anschriften, Telefonnummern oder Registereinträge.**',
    ),
    h2('Angaben gemäß § 5 DDG'),
    p('Spielraum Vergleichsportal GmbH'),
    p('Musterstraße 12, 10115 Berlin, Deutschland'),
    h2('Vertreten durch'),
    p('Vertretungsberechtigte Geschäftsführung: Lena Beispiel und Jonas Muster'),
    h2('Kontakt'),
    p('E-Mail: [kontakt@spielraum.example](mailto:kontakt@spielraum.example)'),
    p('Telefon: +49 30 1234567-0'),
    p('Am schnellsten erreichst du uns über das [Kontaktformular](/contact).'),
    h2('Registereintrag'),
    p('Registergericht: Amtsgericht Charlottenburg'),
    p('Registernummer: HRB 123456 B (erfunden)'),
    h2('Umsatzsteuer-Identifikationsnummer'),
    p('Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE123456789 (Demo-Angabe, keine gültige Nummer)'),
    h2('Verantwortlich für journalistisch-redaktionelle Inhalte'),
    p(
      'Verantwortlich für die journalistisch-redaktionellen Inhalte, insbesondere das [Magazin](/magazine), gemäß § 18 Abs. 2 MStV: Miriam Beispiel, Musterstraße 12, 10115 Berlin',
    ),
    h2('Verbraucherstreitbeilegung'),
    p(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
    ),
    h2('Hinweis zu Angeboten und Links zu Händlern'),
    p(
      'Spielraum verkauft selbst keine Waren. Preise, Versandkosten und Lieferstatus stammen aus den Produktdaten der Händler, die wir mehrmals täglich abrufen; sie können sich seitdem geändert haben. Maßgeblich ist immer der Preis, der im Shop des Händlers angezeigt wird. Der Kaufvertrag kommt ausschließlich zwischen dir und dem Händler zustande, nicht mit Spielraum.',
    ),
    p(
      'Für die Inhalte der verlinkten Shops und anderer externer Seiten sind allein deren Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren uns keine Rechtsverstöße erkennbar. Erfahren wir von einer Rechtsverletzung, entfernen wir den betreffenden Link umgehend.',
    ),
  ],
};
