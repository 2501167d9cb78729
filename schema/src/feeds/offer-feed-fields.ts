import type { OfferFeedFormat } from './detect-offer-format';

/**
 * The fields the offer-feed readers read, per format, with what the indexer does with each: the
 * one list the readers (indexer/src/feeds/readers/) take their column and attribute names from
 * and the "Für Händler" page shows as tables, so the page cannot promise a field that is not read
 * or leave out one that is. Descriptions are German (dealers read them); examples are values as
 * they stand in a feed of that format and read as a valid offer (a reader test checks that).
 */

/** The limits the offer readers check, named here so the field descriptions quote the same numbers. */
export const OFFER_FEED_LIMITS = {
  /** Longest SKU (Google `id`, idealo `sku`). */
  skuMaxChars: 200,
  /** The most a price can be before it is taken for a typing error (20,000 EUR). */
  priceMaxCents: 20_000_00,
  /** The most a shipping charge can be before it is taken for a typing error (1,000 EUR). */
  shippingMaxCents: 1_000_00,
  /** idealo's `deliveryTime`: at most this many working days counts as in stock, longer as orderable. */
  inStockMaxWorkingDays: 5,
} as const;

/** One field of an offer feed as the "Für Händler" page lists it. */
export interface OfferFeedField {
  /** The name as it stands in the feed: CSV header cell, XML element or JSON key. */
  name: string;
  /** Without it a row is skipped (and a CSV feed without its column is not read). */
  required: boolean;
  /** What the indexer does with the value, in German. */
  description: string;
  /** A valid value as it stands in a feed of this format. */
  example: string;
}

/** The fields of one offer feed format, with a German name and a sentence on the file's shape. */
export interface OfferFeedFormatFields {
  format: OfferFeedFormat;
  /** German name of the format, e.g. "Google Merchant CSV/TSV". */
  title: string;
  /** German: how a file of this format looks (delimiters, encodings, name spellings). */
  summary: string;
  fields: readonly OfferFeedField[];
}

/** Whole euros with German thousands dots (20.000 €), the same on every runtime. */
const euros = (cents: number) => `${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.')} €`;
const { skuMaxChars, priceMaxCents, shippingMaxCents, inStockMaxWorkingDays } = OFFER_FEED_LIMITS;

/** What a SKU is for: recognising the offer in the next feed. */
const SKU_DESCRIPTION = `Deine Artikelnummer, höchstens ${skuMaxChars} Zeichen. Daran erkennen wir das Angebot beim nächsten Abruf wieder; fehlt sie in einem Vollfeed, gilt das Angebot als nicht mehr verfügbar. Steht sie mehrmals im Feed, zählt die letzte Zeile.`;
const TITLE_DESCRIPTION =
  'Der Name des Artikels in deinem Shop. Wir zeigen ihn in der Angebotsliste des Spiels.';
const LINK_DESCRIPTION =
  'Die Adresse der Artikelseite in deinem Shop (http oder https). Dorthin führt der Knopf „zum Shop“.';
const PRICE_RULES = `in Euro inklusive Mehrwertsteuer, mehr als 0 und höchstens ${euros(priceMaxCents)}; Punkt oder Komma als Dezimaltrennzeichen, andere Währungen lehnen wir ab.`;
const GTIN_DESCRIPTION =
  'Die GTIN (EAN) des Artikels: 8, 12, 13 oder 14 Ziffern mit gültiger Prüfziffer. Über sie ordnen wir das Angebot dem richtigen Spiel zu.';
const MPN_DESCRIPTION =
  'Die Herstellernummer. Passt keine GTIN, ordnen wir das Angebot über Verlag und Herstellernummer zu.';
const BRAND_DESCRIPTION =
  'Der Verlag des Spiels. Zusammen mit der Herstellernummer dient er der Zuordnung, wenn keine GTIN passt.';
const CATEGORY_DESCRIPTION =
  'Deine Kategorie des Artikels. Wir lesen sie mit, nutzen sie aber nicht: Die Einordnung kommt aus unserem Katalog.';
const SHIPPING_FALLBACK = `Ohne Angabe rechnen wir mit deinen allgemeinen Versandkosten nach Deutschland; erreicht der Preis deine Grenze für kostenlosen Versand, rechnen wir ohne Versand. Höchstens ${euros(shippingMaxCents)}.`;

/** Google Merchant attributes: one meaning in XML, CSV/TSV and JSON Lines, an example per format. */
interface GoogleAttribute {
  name: string;
  required: boolean;
  description: string;
  /** As text in a CSV/TSV cell or an XML element. */
  text: string;
  /** As JSON value in a JSON line. */
  json: string;
  /** The content of the XML element, when it differs from `text` (nested elements). */
  xml?: string;
}

/**
 * Google's attribute names the readers take (others are ignored), in the order the page lists
 * them. `as const` keeps each name's literal type: the readers' field types are built from it.
 */
const GOOGLE_ATTRIBUTES = [
  {
    name: 'id',
    required: true,
    description: SKU_DESCRIPTION,
    text: 'SK-10234',
    json: '"SK-10234"',
  },
  {
    name: 'title',
    required: true,
    description: TITLE_DESCRIPTION,
    text: 'Catan – Das Spiel',
    json: '"Catan – Das Spiel"',
  },
  {
    name: 'link',
    required: true,
    description: LINK_DESCRIPTION,
    text: 'https://shop.example/p/catan',
    json: '"https://shop.example/p/catan"',
  },
  {
    name: 'price',
    required: true,
    description: `Der Preis ${PRICE_RULES} Mit sale_price ist es der reguläre Preis.`,
    text: '34.99 EUR',
    json: '34.99',
  },
  {
    name: 'sale_price',
    required: false,
    description:
      'Ein reduzierter Preis (Regeln wie bei price). Ist er angegeben, vergleichen wir mit ihm und merken uns price als früheren Preis.',
    text: '29.99 EUR',
    json: '{"value": 29.99, "currency": "EUR"}',
  },
  {
    name: 'availability',
    required: true,
    description:
      'Die Lieferbarkeit: in_stock (sofort lieferbar), backorder (bestellbar, nicht auf Lager), preorder (vorbestellbar) oder out_of_stock (nicht lieferbar); Großschreibung und Leerzeichen statt Unterstrich sind erlaubt. Nicht lieferbare Angebote stehen am Ende der Angebotsliste und zählen nicht für den Bestpreis.',
    text: 'in_stock',
    json: '"in_stock"',
  },
  {
    name: 'availability_date',
    required: false,
    description:
      'Das Datum (JJJJ-MM-TT), ab dem ein ausverkaufter Artikel wieder lieferbar ist. Zusammen mit out_of_stock zeigen wir das Angebot als „Nachbestellt“.',
    text: '2026-12-15',
    json: '"2026-12-15"',
  },
  {
    name: 'shipping',
    required: false,
    description: `Die Versandkosten, ein Eintrag je Land und Versandart (Land:Region:Dienst:Preis, mehrere durch Komma getrennt). Wir nehmen den günstigsten Eintrag für DE. ${SHIPPING_FALLBACK}`,
    text: 'DE:::4.95 EUR',
    xml: '<g:country>DE</g:country><g:price>4.95 EUR</g:price>',
    json: '[{"country": "DE", "price": "4.95 EUR"}]',
  },
  {
    name: 'condition',
    required: false,
    description:
      'Der Zustand: new, used oder refurbished (auch neu, gebraucht, generalüberholt). Ohne Angabe gilt der Artikel als neu.',
    text: 'new',
    json: '"new"',
  },
  {
    name: 'gtin',
    required: false,
    description: GTIN_DESCRIPTION,
    text: '4002051693602',
    json: '"4002051693602"',
  },
  { name: 'mpn', required: false, description: MPN_DESCRIPTION, text: '682682', json: '"682682"' },
  { name: 'brand', required: false, description: BRAND_DESCRIPTION, text: 'Kosmos', json: '"Kosmos"' },
  {
    name: 'image_link',
    required: false,
    description:
      'Die Adresse eines Artikelbilds (http oder https). Wir speichern sie zum Angebot; die Spielseiten zeigen die Bilder unseres Katalogs.',
    text: 'https://shop.example/img/catan.jpg',
    json: '"https://shop.example/img/catan.jpg"',
  },
  {
    name: 'product_type',
    required: false,
    description: CATEGORY_DESCRIPTION,
    text: 'Spiele > Brettspiele',
    json: '"Spiele > Brettspiele"',
  },
] as const satisfies readonly GoogleAttribute[];

/** A Google Merchant attribute the offer readers take. */
export type GoogleOfferAttribute = (typeof GOOGLE_ATTRIBUTES)[number]['name'];

/** Google's attribute names the readers take (XML, CSV/TSV, JSON Lines); others are ignored. */
export const GOOGLE_OFFER_ATTRIBUTES: readonly GoogleOfferAttribute[] = GOOGLE_ATTRIBUTES.map(
  (attribute) => attribute.name,
);

/** The attributes an offer must have; a Google CSV/TSV feed without one of these columns is not read. */
export const GOOGLE_REQUIRED_ATTRIBUTES: readonly GoogleOfferAttribute[] = GOOGLE_ATTRIBUTES.filter(
  (attribute) => attribute.required,
).map((attribute) => attribute.name);

/** The prefix of idealo's shipping columns (`deliveryCosts_dhl`, `deliveryCosts_paypal`, …), any case. */
export const IDEALO_DELIVERY_COSTS_PREFIX = 'deliveryCosts';

/** idealo's columns with fixed names, in the order the page lists them (`deliveryCosts_*` apart). */
const IDEALO_COLUMNS = [
  { name: 'sku', required: true, description: SKU_DESCRIPTION, example: 'SK-10234' },
  { name: 'title', required: true, description: TITLE_DESCRIPTION, example: 'Catan – Das Spiel' },
  { name: 'url', required: true, description: LINK_DESCRIPTION, example: 'https://shop.example/p/catan' },
  { name: 'price', required: true, description: `Der Preis ${PRICE_RULES}`, example: '29,99' },
  {
    name: 'deliveryTime',
    required: true,
    description: `Die Lieferzeit als Text; wir zeigen ihn beim Angebot und leiten die Lieferbarkeit daraus ab: Wörter wie „Vorbestellung“, „nachbestellt“, „bestellbar“ oder „ausverkauft“ erkennen wir, eine Dauer bis ${inStockMaxWorkingDays} Werktage gilt als sofort lieferbar, eine längere als bestellbar. Texte, die wir nicht verstehen, überspringen wir mit der Zeile.`,
    example: '1–3 Werktage',
  },
  {
    name: 'formerPrice',
    required: false,
    description: 'Der frühere Preis (Regeln wie bei price); 0 oder leer heißt: keiner.',
    example: '34,99',
  },
  {
    name: 'eans',
    required: false,
    description: `${GTIN_DESCRIPTION} Mehrere dürfen durch Komma, Semikolon, senkrechten Strich oder Leerzeichen getrennt stehen; die erste gültige zählt.`,
    example: '4002051693602',
  },
  {
    name: 'hans',
    required: false,
    description: `${MPN_DESCRIPTION} Stehen mehrere da, zählt die erste.`,
    example: '682682',
  },
  { name: 'brand', required: false, description: BRAND_DESCRIPTION, example: 'Kosmos' },
  {
    name: 'used',
    required: false,
    description:
      '1 (auch true, yes, ja) für gebrauchte Ware, 0 (false, no, nein) für neue. Ohne Angabe gilt der Artikel als neu.',
    example: '0',
  },
  {
    name: 'imageUrls',
    required: false,
    description:
      'Eine oder mehrere Bildadressen (http oder https). Wir speichern die erste zum Angebot; die Spielseiten zeigen die Bilder unseres Katalogs.',
    example: 'https://shop.example/img/catan.jpg',
  },
  {
    name: 'categoryPath',
    required: false,
    description: CATEGORY_DESCRIPTION,
    example: 'Spiele > Brettspiele',
  },
] as const satisfies readonly OfferFeedField[];

/** An idealo column the offer reader takes by its name (case-insensitively). */
export type IdealoOfferColumn = (typeof IDEALO_COLUMNS)[number]['name'];

/** idealo's columns with fixed names; the `deliveryCosts_*` columns are found by their prefix. */
export const IDEALO_OFFER_COLUMNS: readonly IdealoOfferColumn[] = IDEALO_COLUMNS.map((column) => column.name);

/** The columns an idealo feed must have; without one of them it is not read. */
export const IDEALO_REQUIRED_COLUMNS: readonly IdealoOfferColumn[] = IDEALO_COLUMNS.filter(
  (column) => column.required,
).map((column) => column.name);

const IDEALO_DELIVERY_COSTS: OfferFeedField = {
  name: `${IDEALO_DELIVERY_COSTS_PREFIX}_…`,
  required: false,
  description: `Die Versandkosten nach Deutschland, eine Spalte je Zahlungs- oder Versandart: jede Spalte, deren Name mit ${IDEALO_DELIVERY_COSTS_PREFIX} beginnt (etwa ${IDEALO_DELIVERY_COSTS_PREFIX}_dhl). Wir nehmen die günstigste ausgefüllte. ${SHIPPING_FALLBACK}`,
  example: '4,95',
};

const googleFields = (
  name: (attribute: GoogleAttribute) => string,
  example: (attribute: GoogleAttribute) => string,
): OfferFeedField[] =>
  GOOGLE_ATTRIBUTES.map((attribute: GoogleAttribute) => ({
    name: name(attribute),
    required: attribute.required,
    description: attribute.description,
    example: example(attribute),
  }));

/**
 * Every offer feed format with the fields its reader takes, in the order the "Für Händler" page
 * shows them (the formats of `OFFER_FEED_FORMATS`).
 */
export const OFFER_FEED_FIELDS: readonly OfferFeedFormatFields[] = [
  {
    format: 'google_xml',
    title: 'Google Merchant XML (RSS oder Atom)',
    summary:
      'Ein RSS-2.0-Feed mit <item>- oder ein Atom-Feed mit <entry>-Einträgen, die Felder im Namensraum g: (xmlns:g="http://base.google.com/ns/1.0"). Titel und Link dürfen auch als gewöhnliche <title>- und <link>-Elemente stehen; g: hat Vorrang. Mehrere g:shipping-Einträge sind erlaubt.',
    fields: googleFields(
      (attribute) => `g:${attribute.name}`,
      (attribute) => attribute.xml ?? attribute.text,
    ),
  },
  {
    format: 'google_csv',
    title: 'Google Merchant CSV/TSV',
    summary:
      'Eine Textdatei mit Kopfzeile, getrennt durch Tabulator, Komma oder Semikolon, in UTF-8 oder Windows-1252. Die Reihenfolge der Spalten ist egal, unbekannte Spalten überspringen wir; die Namen dürfen auch mit g: beginnen oder Leerzeichen statt Unterstrich haben (Sale Price).',
    fields: googleFields(
      (attribute) => attribute.name,
      (attribute) => attribute.text,
    ),
  },
  {
    format: 'idealo_csv',
    title: 'idealo CSV',
    summary:
      'Eine CSV-Datei im Format von idealo mit Kopfzeile, getrennt durch Semikolon, Komma oder Tabulator, in UTF-8 oder Windows-1252. Groß- und Kleinschreibung der Spaltennamen ist egal, unbekannte Spalten überspringen wir.',
    fields: [...IDEALO_COLUMNS, IDEALO_DELIVERY_COSTS],
  },
  {
    format: 'jsonl',
    title: 'JSON Lines',
    summary:
      'Eine Zeile je Angebot, jede ein JSON-Objekt mit den Feldnamen von Google Merchant. Zahlen sind statt Text erlaubt, Geldbeträge auch als {"value": 29.99, "currency": "EUR"}, die Versandkosten auch als Text wie im CSV-Format.',
    fields: googleFields(
      (attribute) => attribute.name,
      (attribute) => attribute.json,
    ),
  },
];
