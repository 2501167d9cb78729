import { stringify } from 'csv-stringify/sync';
import { languageName, type MyDataExport } from '@spielraum/schema';

const KIND_NAMES: Record<string, string> = {
  wishlist: 'Wunschliste',
  collection: 'Sammlung',
  price: 'Preisalarm',
  availability: 'Verfügbarkeitsalarm',
  news: 'Neuigkeiten-Alarm',
};

const NEWS_NAMES: Record<string, string> = {
  games: 'Neues zum Spiel',
  publishers: 'Neues vom Verlag',
  magazine_industry: 'Magazin: Branche',
  magazine_tests: 'Magazin: Tests',
};

const LOW_NAMES: Record<string, string> = {
  '30d': '30-Tage-Tief',
  '52w': '52-Wochen-Tief',
  all: 'Allzeittief',
};

const germanDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * Text a user wrote (list names, notes) that starts like a formula is prefixed with an
 * apostrophe, so a spreadsheet shows it instead of running it.
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** Euros with a decimal comma and no currency sign, so German Excel reads a number. */
const euros = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));

/**
 * The export as a CSV for German Excel: `;` between the fields, because German Excel takes the
 * comma for the decimal separator and splits a double-clicked CSV at semicolons (its list
 * separator); a UTF-8 byte-order mark first, without which Excel reads the file as Windows-1252
 * and garbles the umlauts; CRLF line ends; dates as DD.MM.YYYY and amounts with a decimal comma.
 * One row per game on a list and per alert, the column "Bereich" telling which.
 */
export function myDataCsv(data: MyDataExport): string {
  const header = [
    'Bereich',
    'Liste',
    'Spiel',
    'Priorität',
    'Notiz',
    'Alarm',
    'Verlag',
    'Wunschpreis (€)',
    'Ersparnis (%)',
    'Tief',
    'Ausgabe',
    'Regel der Liste',
    'Pausiert',
    'Datum',
    'BoardGameGeek-Id',
    'Adresse',
  ];
  const rows: string[][] = [];
  for (const list of data.lists)
    for (const game of list.games)
      rows.push([
        KIND_NAMES[list.kind] ?? list.kind,
        asText(list.name),
        asText(game.title),
        String(game.priority),
        asText(game.note ?? ''),
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        germanDate.format(new Date(game.added_at)),
        game.bgg_id === null ? '' : String(game.bgg_id),
        game.url,
      ]);
  for (const alert of data.alerts)
    rows.push([
      KIND_NAMES[alert.kind] ?? alert.kind,
      '',
      asText(alert.title ?? ''),
      '',
      '',
      alert.news_type
        ? (NEWS_NAMES[alert.news_type] ?? alert.news_type)
        : (KIND_NAMES[alert.kind] ?? alert.kind),
      asText(alert.publisher ?? ''),
      euros(alert.desired_price_cents),
      alert.desired_discount_percent === null ? '' : String(alert.desired_discount_percent),
      alert.low_window === null ? '' : (LOW_NAMES[alert.low_window] ?? alert.low_window),
      alert.language === null ? '' : languageName(alert.language),
      asText(alert.list_rule ?? ''),
      alert.paused ? 'ja' : 'nein',
      germanDate.format(new Date(alert.created_at)),
      '',
      '',
    ]);
  return stringify([header, ...rows], { delimiter: ';', record_delimiter: 'windows', bom: true });
}
