import type { FeedStep } from '../feeds/feed-progress';
import { formatBytes, formatBytesOf, formatCount, formatDuration, formatPercent } from './format';

/**
 * Every text the operator CLI prints, in German and in the back office's words (Feed-Lauf,
 * Zeilen übernommen/fehlgeschlagen, Händler, Warteschlange, unzugeordnete Angebote), with the
 * numbers formatted German (./format.ts). Identifiers stay as operators type them: commands,
 * options, formats, job names. What a feed run recorded as its reason (a reader's message, the
 * refusal of a mass removal) is the run's data, shared with the upload API, and is printed as
 * recorded.
 */

const count = (n: number, one: string, other: string) =>
  n === 1 ? `1 ${one}` : `${formatCount(n)} ${other}`;
const rowsText = (n: number) => count(n, 'Zeile', 'Zeilen');

/** Command and option descriptions of `indexer --help`. */
export const HELP = {
  program: 'Spielraum-Indexer: Befehle für den Betrieb',
  helpOption: 'Hilfe anzeigen',
  helpCommand: 'Hilfe zu einem Befehl anzeigen',
  optionsPlaceholder: '[Optionen]',
  commandPlaceholder: '[Befehl]',
  titles: {
    'Usage:': 'Aufruf:',
    'Options:': 'Optionen:',
    'Global Options:': 'Globale Optionen:',
    'Commands:': 'Befehle:',
    'Arguments:': 'Argumente:',
  } as Record<string, string>,
  choices: (values: readonly string[]) => `Auswahl: ${values.join(', ')}`,
  defaultValue: (value: string) => `Standard: ${value}`,
  migrate: 'die Datenbank-Migrationen anwenden (im Serverbetrieb vor den Diensten)',
  seedDemo: 'eine leere Datenbank mit dem Demo-Katalog, Händlern, Angeboten und Nutzern füllen',
  generate:
    'einen großen synthetischen Katalog schreiben (Produkt-JSONL und Händler-CSV-Feeds) für Benchmarks',
  generateProducts: 'Anzahl der Produkte',
  generateOffers: 'Anzahl der Angebote',
  generateDealers: 'Anzahl der Händler',
  generateSeed: 'Startwert des Zufallsgenerators',
  generateOut: 'Zielordner',
  ingest: 'einen Angebots-Feed eines Händlers aus einer Datei oder von einer http(s)-Adresse einlesen',
  feedInput: 'Feed-Datei oder Adresse',
  ingestDealer: 'der Händler, dem der Feed gehört (ID oder Kürzel)',
  ingestFull: 'vollständiger Feed: Angebote, die darin fehlen, werden als entfernt markiert',
  ingestAllowMassRemoval:
    'bestätigen, dass dieser vollständige Feed mehr als die Hälfte der aktiven Angebote des Händlers entfernen darf (oder, ohne Zeilen, überhaupt welche)',
  ingestFormat: 'Feed-Format, sonst am Inhalt erkannt',
  ingestProducts: 'einen Produkt-Feed einlesen (JSON Lines oder CSV mit den Attributnamen der Spezifikation)',
  ingestProductsFormat: 'Feed-Format, sonst an der Dateiendung erkannt',
  report: 'einen Feed-Lauf mit seinen übersprungenen Zeilen zeigen (Zeile und Grund)',
  reportRun: 'ID des Feed-Laufs',
  reportLimit: 'so viele übersprungene Zeilen zeigen',
  reindex: 'die Preisstatistik neu berechnen und die Suchdokumente neu schreiben',
  reindexAll: 'alle Produkte',
  reindexProduct: 'nur dieses Produkt (ID)',
  dealers: 'die Händler mit ihren Feed-Einstellungen und Angebotszahlen auflisten',
  schedule: 'den Feed eines Händlers nach Zeitplan von seiner Adresse holen (bedingter Abruf)',
  scheduleDealer: 'der Händler (ID oder Kürzel)',
  scheduleUrl: 'Adresse des Feeds',
  scheduleCron: 'cron-Muster in Europe/Berlin, z. B. "0 */2 * * *"',
  scheduleFormat: 'Feed-Format, sonst an jedem geholten Feed erkannt',
  scheduleFull: 'vollständige Feeds: fehlende Angebote werden als entfernt markiert',
  scheduleAllowMassRemoval:
    'bestätigen, dass jeder geholte vollständige Feed mehr als die Hälfte der aktiven Angebote entfernen darf',
  unmatched: 'unzugeordnete Angebote auflisten oder eines einem Produkt zuordnen',
  unmatchedDealer: 'nur dieser Händler (ID oder Kürzel)',
  unmatchedAssign: 'Angebot einer Produktversion (ID oder GTIN) zuordnen, z. B. 123=4002051693602',
  status: 'die Warteschlangen, den letzten Feed-Lauf je Händler und die Alarme zeigen',
  failed: 'fehlgeschlagene Jobs mit ihren Gründen auflisten',
  failedRetry: 'die fehlgeschlagenen Jobs erneut einreihen',
};

/** Commander's own errors, by their code (see ./commander-german.ts). */
export const USAGE_ERRORS = {
  missingArgument: (name: string) => `Fehler: Das Argument <${name}> fehlt.`,
  optionMissingArgument: (flags: string) => `Fehler: Der Option ${flags} fehlt ihr Wert.`,
  missingMandatoryOption: (flags: string) => `Fehler: Die Option ${flags} ist nötig.`,
  unknownOption: (flag: string) => `Fehler: Unbekannte Option ${flag}.`,
  unknownCommand: (name: string) => `Fehler: Unbekannter Befehl ${name}.`,
  allCommands: 'Alle Befehle zeigt indexer --help.',
  excessArguments: (expected: number, got: number) =>
    `Fehler: Zu viele Argumente: erwartet ${formatCount(expected)}, erhalten ${formatCount(got)}.`,
  invalidOptionValue: (flags: string, value: string, reason: string) =>
    `Fehler: Der Wert „${value}“ der Option ${flags} ist ungültig: ${reason}`,
  invalidArgumentValue: (name: string, value: string, reason: string) =>
    `Fehler: Der Wert „${value}“ des Arguments <${name}> ist ungültig: ${reason}`,
  allowedChoices: (choices: string) => `Erlaubt sind ${choices}.`,
  didYouMean: (suggestions: string) => `(Meintest du ${suggestions}?)`,
  positiveInteger: 'erwartet wird eine positive ganze Zahl.',
};

/** Mistakes an operator can correct: one line, without a stack trace. */
export const OPERATOR_ERRORS = {
  unknownDealer: (reference: string) => `Keinen Händler „${reference}“ gefunden (siehe indexer dealers).`,
  feedFileNotFound: (path: string) => `Feed-Datei nicht gefunden: ${path}`,
  feedJobFailedBeforeRun: (jobId: string, reason: string) =>
    `Der Feed-Job ${jobId} ist fehlgeschlagen, bevor sein Feed-Lauf begann: ${reason}`,
  feedJobLost: (jobId: string) =>
    `Der Feed-Job ${jobId} ist nicht mehr in der Warteschlange, und sein Feed-Lauf wurde nicht beendet.`,
  unknownFeedRun: (id: number) => `Keinen Feed-Lauf ${id} gefunden.`,
  reindexWhat: 'Bitte --all oder --product <id> angeben.',
  assignSyntax: '--assign erwartet <Angebots-ID>=<Produktversions-ID oder GTIN>, z. B. 123=4002051693602.',
  unknownProductVersion: (target: string) =>
    `Keine Produktversion ${target} gefunden (weder als ID noch als GTIN).`,
  unknownOffer: (id: string) => `Kein Angebot ${id} gefunden.`,
  invalidEnvironment: (problems: string[]) =>
    `Ungültige Umgebung:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  dataFolderInUse: (folder: string, pid: number, command: string, startedAt: string) =>
    `Der Datenordner ${folder} ist von Prozess ${pid} belegt (${command}, gestartet ${startedAt}). Nur ein Prozess darf ihn öffnen: beende diesen zuerst (für Betriebsbefehle: "pnpm start" beenden, den Befehl ausführen, das Portal wieder starten).`,
};

const FEED_RUN_STATUS: Record<string, string> = {
  queued: 'wartet',
  running: 'läuft',
  succeeded: 'erfolgreich',
  failed: 'fehlgeschlagen',
  not_modified: 'unverändert',
  already_done: 'schon übernommen',
};
/** A feed run's status as the back office names it (unknown ones as they are). */
export const feedRunStatus = (status: string) => FEED_RUN_STATUS[status] ?? status;

const STEPS: Record<FeedStep, string> = {
  dedupe: 'Doppelte Artikelnummern zusammenführen',
  match: 'Zuordnen',
  missing: 'Fehlende Angebote prüfen',
  offers: 'Angebote und Preise übernehmen',
  gone: 'Entfernte Angebote markieren',
  'price-stats': 'Preisstatistik',
  events: 'Ereignisse schreiben',
  fingerprint: 'Zeilen für den nächsten Lauf merken',
  products: 'Produkte übernehmen',
  commit: 'Festschreiben',
  'follow-up': 'Suchdokumente und Alarme',
  'search-documents': 'Suchdokumente',
};

/** What `ingest` and `ingest-products` print while and after a feed runs. */
export const FEED = {
  detectedBy: {
    content: 'am Inhalt',
    'file name': 'an der Dateiendung',
    dealer: 'Format des Händlers',
  } as Record<string, string>,
  formatDetected: (format: string, by: string) => `Format ${format} erkannt (${by}).`,
  formatDetectedFromFeed: (format: string) => `Format ${format} erkannt (aus dem Feed).`,
  reading: ({
    rows,
    bytesRead,
    bytesTotal,
    remainingMs,
  }: {
    rows: number;
    bytesRead: number | null;
    bytesTotal: number | null;
    remainingMs: number | null;
  }) =>
    bytesRead !== null && bytesTotal !== null && bytesTotal > 0
      ? `Lese Feed: ${formatBytesOf(bytesRead, bytesTotal)} (${formatPercent(bytesRead / bytesTotal)}) · ${rowsText(rows)}${
          remainingMs === null ? '' : ` · noch ca. ${formatDuration(remainingMs)}`
        }`
      : `Lese Feed: ${rowsText(rows)}`,
  read: (rows: number, bytes: number | null, ms: number) =>
    `Feed gelesen: ${rowsText(rows)}${bytes === null ? '' : `, ${formatBytes(bytes)}`} in ${formatDuration(ms)}`,
  stepStarted: (step: FeedStep) => `${STEPS[step]} …`,
  stepDone: (step: FeedStep, ms: number) => `${STEPS[step]}: fertig in ${formatDuration(ms)}`,
  /** Server mode: the worker reads the feed, this process sees only the rows it recorded. */
  inWorker: (rows: number, bytesTotal: number | null) =>
    `Feed-Lauf im Worker: ${rowsText(rows)} gelesen${bytesTotal === null ? '' : ` (Datei ${formatBytes(bytesTotal)})`}`,
  failed: (id: number, reason: string | null) => `Feed-Lauf ${id} fehlgeschlagen: ${reason ?? 'ohne Grund'}`,
  summary: ({
    id,
    status,
    rowsTotal,
    rowsFailed,
    ms,
  }: {
    id: number;
    status: string;
    rowsTotal: number;
    rowsFailed: number;
    ms: number;
  }) =>
    `Feed-Lauf ${id} ${feedRunStatus(status)}: ${rowsText(rowsTotal)}, ${formatCount(rowsTotal - rowsFailed)} übernommen, ${formatCount(rowsFailed)} fehlgeschlagen (${formatDuration(ms)})`,
  notModified: (id: number) =>
    `Feed-Lauf ${id}: Der Feed ist seit dem letzten Abruf unverändert; nichts zu tun.`,
  errorReport: (id: number) => `Fehlgeschlagene Zeilen: indexer report ${id}`,
  productQueued: (jobId: string) =>
    `Produkt-Feed eingereiht (Job ${jobId}); den Fortschritt zeigt indexer status.`,
};

/** The counts a feed run recorded (`feed_runs.stats`), as sentences; keys a run lacks are left out. */
export function feedRunStatsLines(kind: string, stats: Record<string, number> | null): string[] {
  if (!stats) return [];
  if ('notModified' in stats) return ['Der Feed war seit dem letzten Abruf unverändert (HTTP 304).'];
  const n = (key: string) => stats[key] ?? 0;
  if (kind === 'products')
    return [
      `Produkte: ${formatCount(n('inserted'))} neu, ${formatCount(n('updated'))} geändert, ${formatCount(n('unchanged'))} unverändert; ${count(n('newlyMatchedOffers'), 'unzugeordnetes Angebot', 'unzugeordnete Angebote')} jetzt zugeordnet`,
    ];
  const known =
    n('known') > 0 ? ` (davon ${formatCount(n('known'))} ungelesen: Zeilen wie im letzten Feed)` : '';
  const kept =
    n('keptRejected') > 0 ? `, ${formatCount(n('keptRejected'))} trotz fehlgeschlagener Zeile behalten` : '';
  return [
    `Angebote: ${formatCount(n('inserted'))} neu, ${formatCount(n('updated'))} geändert, ${formatCount(n('unchanged'))} unverändert${known}, ${formatCount(n('gone'))} entfernt${kept}; ${count(n('unmatched'), 'unzugeordnetes Angebot', 'unzugeordnete Angebote')} beim Händler`,
    `Produkte: ${formatCount(n('affectedProducts'))} betroffen, ${count(n('priceDrops'), 'Preissenkung', 'Preissenkungen')}, ${count(n('availabilityChanges'), 'Verfügbarkeitsänderung', 'Verfügbarkeitsänderungen')}; ${count(n('historyPoints'), 'neuer Preispunkt', 'neue Preispunkte')}`,
  ];
}

/** `indexer report`. */
export const REPORT = {
  run: (id: number, format: string | null, source: string, status: string, error: string | null) =>
    `Feed-Lauf ${id} (${format ?? 'Format unbekannt'}, ${source}): ${feedRunStatus(status)}${error ? ` – ${error}` : ''}`,
  rows: (total: number, applied: number, failed: number) =>
    `Zeilen: ${formatCount(total)}, übernommen ${formatCount(applied)}, fehlgeschlagen ${formatCount(failed)}`,
  rowError: (line: number, reason: string) => `  Zeile ${formatCount(line)}: ${reason}`,
  moreRowErrors: (more: number) =>
    `  … und ${count(more, 'weitere Zeile', 'weitere Zeilen')} (mehr mit --limit; gespeichert sind höchstens 10.000)`,
};

/** The job queues by what they do; the job name stays beside it for `failed --retry` and logs. */
const QUEUES: Record<string, string> = {
  'send-mail': 'E-Mails',
  'ingest-offer-feed': 'Angebots-Feeds',
  'ingest-product-feed': 'Produkt-Feeds',
  'build-search-documents': 'Suchdokumente',
  'evaluate-alerts': 'Alarme prüfen',
  'evaluate-news-alerts': 'Neuheiten-Alarme prüfen',
  'send-alert-mails': 'Alarm-E-Mails',
  'deliver-push-notifications': 'Push-Benachrichtigungen',
  'send-test-push': 'Test-Push',
  'resize-magazine-image': 'Magazinbilder',
  'resize-media-image': 'Spiel- und Händlerbilder',
  'fetch-product-images': 'Bilder aus Produktfeeds',
  'publish-due-posts': 'Geplante Beiträge veröffentlichen',
  'purge-expired-data': 'Abgelaufene Daten löschen',
};
const queueName = (job: string) => (QUEUES[job] ? `${QUEUES[job]} (${job})` : job);

/** `status`, `failed`, `dealers`, `unmatched`, `schedule`, `reindex`, `migrate`, `seed-demo`, `generate`. */
export const OPERATIONS = {
  migrated: (mode: string) =>
    `Migrationen angewendet (${mode === 'server' ? 'PostgreSQL' : 'eingebettete Datenbank'}).`,
  seeding: 'Demo-Daten werden angelegt …',
  seeded: (parts: string[], ms: number) =>
    `Demo-Daten angelegt: ${parts.join(', ')} (${formatDuration(ms)}).`,
  seedPresentAdded: (parts: string[]) =>
    `Die Datenbank enthält bereits Produkte; ergänzt: ${parts.join(', ')}.`,
  seedPresent: 'Die Datenbank enthält bereits Produkte; nichts geändert.',
  seedProducts: (n: number) => count(n, 'Produkt', 'Produkte'),
  seedOffers: (n: number) => count(n, 'Angebot', 'Angebote'),
  seedPosts: (n: number) => count(n, 'Magazinbeitrag', 'Magazinbeiträge'),
  seedReviews: (n: number) => count(n, 'Bewertung', 'Bewertungen'),
  seedLists: (n: number) => count(n, 'Empfehlungsliste', 'Empfehlungslisten'),
  generateProducts: 'Produkte',
  generateOffers: 'Angebote',
  generated: (products: number, productFile: string, offers: number, offerFiles: number, folder: string) =>
    `Katalog geschrieben: ${count(products, 'Produkt', 'Produkte')} in ${productFile}, ${count(offers, 'Angebot', 'Angebote')} in ${count(offerFiles, 'Händler-Feed', 'Händler-Feeds')} in ${folder}.`,
  reindexed: (products: number, documents: number, ms: number) =>
    `Preisstatistik für ${count(products, 'Produkt', 'Produkte')} neu berechnet, ${count(documents, 'Suchdokument', 'Suchdokumente')} geschrieben (${formatDuration(ms)}).`,
  dealersEmpty: 'Noch keine Händler.',
  dealerColumns: {
    id: 'ID',
    slug: 'Kürzel',
    name: 'Händler',
    feed_format: 'Feed-Format',
    feed_url: 'Feed-Adresse',
    feed_schedule: 'Zeitplan',
    live_offers: 'Aktive Angebote',
    unmatched: 'Unzugeordnet',
  } as Record<string, string>,
  scheduled: (dealer: string, cron: string, url: string, full: boolean, massRemoval: boolean) =>
    `${dealer}: Feed wird nach „${cron}“ von ${url} geholt${full ? ', als vollständiger Feed' : ''}${
      massRemoval ? ' (Massenentfernung bestätigt)' : ''
    }.`,
  assigned: (offerId: number, title: string, productId: number) =>
    `Angebot ${offerId} („${title}“) gehört jetzt zu Produkt ${productId}.`,
  unmatchedEmpty: 'Keine unzugeordneten Angebote.',
  unmatchedShown: (shown: number) =>
    `Die neuesten ${formatCount(shown)} unzugeordneten Angebote (mit --dealer eingrenzen):`,
  unmatchedColumns: {
    id: 'Angebot',
    dealer: 'Händler',
    sku: 'Artikelnummer',
    title: 'Titel',
    gtin: 'GTIN',
    mpn: 'MPN',
    brand: 'Marke',
  } as Record<string, string>,
  queueCounts: (
    job: string,
    counts: { waiting: number; active: number; completed: number; failed: number; delayed: number },
  ) =>
    `Warteschlange ${queueName(job)}: ${formatCount(counts.waiting)} wartend, ${formatCount(counts.active)} aktiv, ${formatCount(counts.delayed)} geplant, ${formatCount(counts.completed)} erledigt, ${formatCount(counts.failed)} fehlgeschlagen`,
  lastRunsTitle: 'Letzter Feed-Lauf je Händler:',
  lastRunsEmpty: 'Noch keine Feed-Läufe.',
  runColumns: {
    dealer: 'Händler',
    run: 'Feed-Lauf',
    status: 'Status',
    rows_total: 'Zeilen',
    rows_applied: 'übernommen',
    rows_failed: 'fehlgeschlagen',
    finished: 'beendet',
    error: 'Grund',
  } as Record<string, string>,
  alerts: (active: number, fired: number, unmailed: number) =>
    `Alarme: ${formatCount(active)} aktiv, ${formatCount(fired)} ausgelöst; ${count(unmailed, 'Benachrichtigung', 'Benachrichtigungen')} der letzten 48 h ohne E-Mail`,
  failedJob: (job: string, id: string, reason: string, attempts: number) =>
    `Warteschlange ${queueName(job)}, Job ${id}: ${reason} (${count(attempts, 'Versuch', 'Versuche')})`,
  retried: (job: string, n: number) =>
    `Warteschlange ${queueName(job)}: ${count(n, 'Job', 'Jobs')} erneut eingereiht`,
  noFailedJobs: 'Keine fehlgeschlagenen Jobs.',
};

/** Long commands with a known total (`generate`): done of total, rate and time left. */
export const COUNTED = {
  progress: (label: string, done: number, total: number, perSecond: number, remainingMs: number | null) =>
    `${label}: ${formatCount(done)} von ${formatCount(total)} (${formatPercent(total > 0 ? done / total : 1)}) · ${formatCount(perSecond)}/s${
      remainingMs === null ? '' : ` · noch ca. ${formatDuration(remainingMs)}`
    }`,
  done: (label: string, total: number, ms: number) =>
    `${label}: ${formatCount(total)} in ${formatDuration(ms)}`,
};
