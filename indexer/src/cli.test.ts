import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';
import * as t from '@spielraum/schema/db';
import { createTestDatabase, testMode, type TestDatabase } from '@spielraum/schema/testing';
import { createTestCatalogue, type TestCatalogue } from './testing/catalogue';
import { deleteQueuePrefix } from './testing/platform';

const indexerRoot = resolve(import.meta.dirname, '..');

interface CliOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The operator CLI as operators run it: `indexer ingest` and friends in a process of their own,
 * on an embedded data folder or (server mode) on PostgreSQL with a worker process running the
 * jobs. What it prints and its exit code are the contract.
 */
describe(`indexer CLI (${testMode()} mode)`, () => {
  const server = testMode() === 'server';
  let dir = '';
  let env: Record<string, string> = {};
  let catalogue: TestCatalogue;
  let serverDatabase: TestDatabase | null = null;
  let worker: ChildProcess | null = null;
  let prefix = '';
  let massDealerId = 0;

  async function addDealer(
    database: DatabaseHandle,
    slug = 'massenhaendler',
    name = 'Massenhändler',
  ): Promise<number> {
    const [dealer] = await database.db
      .insert(t.dealers)
      .values({ slug, name, website: 'https://shop.example', shippingCostDeCents: 0 })
      .returning();
    return dealer!.id;
  }

  /** The database between CLI calls (embedded: PGlite allows one process, so opened only meanwhile). */
  async function withDatabase<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
    if (serverDatabase) return work(serverDatabase);
    const database = await openDatabase({ mode: 'embedded', dataDir: join(dir, 'pglite') });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  function spawnIndexer(args: string[]): ChildProcess {
    // node itself with tsx as loader, as the kill test does: the process that does the work
    return spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: indexerRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  async function cli(...args: string[]): Promise<CliOutcome> {
    const child = spawnIndexer(['src/cli.ts', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, stdout, stderr };
  }

  async function feedFile(name: string, content: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'spielraum-cli-'));
    env = { DATA_DIR: dir };
    if (server) {
      serverDatabase = await createTestDatabase('server');
      prefix = `cli-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      env = {
        ...env,
        DATABASE_URL: serverDatabase.url!,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: prefix,
      };
      catalogue = await createTestCatalogue(serverDatabase, 30);
      massDealerId = await addDealer(serverDatabase);
      await addDealer(serverDatabase, 'grosshaendler', 'Großhändler');
      worker = spawnIndexer(['src/worker.ts']);
    } else {
      catalogue = await withDatabase(async (database) => {
        await database.migrate();
        const created = await createTestCatalogue(database, 30);
        massDealerId = await addDealer(database);
        await addDealer(database, 'grosshaendler', 'Großhändler');
        return created;
      });
    }
  }, 60_000);
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await once(worker, 'exit');
    }
    if (server) await deleteQueuePrefix(env.REDIS_URL!, prefix);
    await serverDatabase?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the format of a feed from its content and says so', async () => {
    const path = await feedFile(
      'idealo-export.csv',
      `sku;title;url;price;deliveryTime;eans\nI-1;Spiel 1;https://test.example/i1;19,99;sofort lieferbar;${catalogue.gtin(1)}\n`,
    );
    const outcome = await cli('ingest', path, '--dealer', 'testhaendler');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('Format idealo_csv erkannt (am Inhalt).');
    expect(outcome.stdout).toMatch(
      /Feed-Lauf \d+ erfolgreich: 1 Zeile, 1 übernommen, 0 fehlgeschlagen \(\d+,\d s\)/,
    );
    expect(outcome.stdout).toContain('Angebote: 1 neu, 0 geändert, 0 unverändert, 0 entfernt');
  }, 60_000);

  it('runs the same file again when the options differ: a corrected --format, then --full', async () => {
    const path = await feedFile(
      'idealo-again.csv',
      `sku;title;url;price;deliveryTime;eans\nI-2;Spiel 2;https://test.example/i2;29,99;sofort lieferbar;${catalogue.gtin(2)}\n`,
    );
    const wrong = await cli('ingest', path, '--dealer', 'testhaendler', '--format', 'google_csv');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('missing required columns');
    const corrected = await cli('ingest', path, '--dealer', 'testhaendler', '--format', 'idealo_csv');
    expect(corrected.code).toBe(0);
    expect(corrected.stdout).toMatch(/Feed-Lauf \d+ erfolgreich: 1 Zeile, 1 übernommen, 0 fehlgeschlagen/);
    // the same file as a full feed is another run: I-1 is missing from it
    const full = await cli('ingest', path, '--dealer', 'testhaendler', '--format', 'idealo_csv', '--full');
    expect(full.code).toBe(0);
    expect(full.stdout).toMatch(
      /Angebote: 0 neu, 0 geändert, 1 unverändert( \(davon 1 ungelesen[^)]*\))?, 1 entfernt;/,
    );
  }, 90_000);

  it('refuses a full feed that would remove most offers until the operator confirms it', async () => {
    const skus = Array.from({ length: 24 }, (_, i) => `M-${i + 1}`);
    const rows = skus.map((sku) => `${sku},Spiel,https://test.example/${sku},9.99 EUR,in_stock`);
    const live = await feedFile(
      'massenhaendler.csv',
      ['id,title,link,price,availability', ...rows].join('\n'),
    );
    const seeded = await cli('ingest', live, '--dealer', 'massenhaendler', '--full');
    expect(seeded.code, seeded.stderr).toBe(0);

    const empty = await feedFile('massen-leer.csv', 'id,title,link,price,availability\n');
    const refused = await cli('ingest', empty, '--dealer', 'massenhaendler', '--full');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Feed-Lauf \d+ fehlgeschlagen: refused: this full feed has no rows and would mark 24 of the dealer's 24 live offers gone; nothing was changed\. If the dealer really dropped them, ingest the feed again with --allow-mass-removal/,
    );
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    const confirmed = await cli(
      'ingest',
      empty,
      '--dealer',
      'massenhaendler',
      '--full',
      '--allow-mass-removal',
    );
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain('Angebote: 0 neu, 0 geändert, 0 unverändert, 24 entfernt');
  }, 90_000);

  it('schedules a full feed with the confirmation in its payload', async () => {
    const outcome = await cli(
      'schedule',
      '--dealer',
      'massenhaendler',
      '--url',
      'https://shop.example/feed.csv',
      '--cron',
      '0 3 * * *',
      '--full',
      '--allow-mass-removal',
    );
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('Massenentfernung bestätigt');
    if (server) {
      const { Queue } = await import('bullmq');
      const queue = new Queue('ingest-offer-feed', { connection: { url: env.REDIS_URL! }, prefix });
      try {
        const scheduler = await queue.getJobScheduler(`dealer-${massDealerId}`);
        expect(scheduler?.template?.data).toMatchObject({ full: true, allowMassRemoval: true });
      } finally {
        await queue.close();
      }
    }
  }, 60_000);

  it('says when a feed had no rows', async () => {
    const path = await feedFile('header-only.csv', 'id,title,link,price,availability\n');
    const outcome = await cli('ingest', path, '--dealer', 'testhaendler');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('Der Feed hatte 0 Zeilen; nichts wurde übernommen.');
  }, 60_000);

  it('prints what an operator got wrong as one German line, without a stack trace', async () => {
    const path = await feedFile('fine.csv', 'id,title,link,price,availability\n');
    const cases: Array<[string[], string]> = [
      [['ingest', path, '--dealer', 'niemand'], 'Keinen Händler „niemand“ gefunden (siehe indexer dealers).'],
      [
        ['ingest', join(dir, 'missing.csv'), '--dealer', 'testhaendler'],
        `Feed-Datei nicht gefunden: ${join(dir, 'missing.csv')}`,
      ],
      [['report', '999999'], 'Keinen Feed-Lauf 999999 gefunden.'],
      [
        ['unmatched', '--assign', '999999=999999'],
        'Keine Produktversion 999999 gefunden (weder als ID noch als GTIN).',
      ],
      [
        ['unmatched', '--assign', '12'],
        '--assign erwartet <Angebots-ID>=<Produktversions-ID oder GTIN>, z. B. 123=4002051693602.',
      ],
      [['reindex'], 'Bitte --all oder --product <id> angeben.'],
    ];
    for (const [args, message] of cases) {
      const outcome = await cli(...args);
      expect(outcome.code, args.join(' ')).toBe(1);
      expect(outcome.stderr.trim(), args.join(' ')).toBe(message);
    }
  }, 180_000);

  it("says commander's usage errors in German too, as one line", async () => {
    const path = await feedFile('usage.csv', 'id,title,link,price,availability\n');
    const cases: Array<[string[], string]> = [
      [['ingest', path], 'Fehler: Die Option --dealer <id-or-slug> ist nötig.'],
      [
        ['ingest', path, '--dealer', 'testhaendler', '--format', 'csv'],
        'Fehler: Der Wert „csv“ der Option --format <format> ist ungültig: Erlaubt sind google_xml, google_csv, idealo_csv, jsonl.',
      ],
      [
        ['report', 'abc'],
        'Fehler: Der Wert „abc“ des Arguments <run-id> ist ungültig: erwartet wird eine positive ganze Zahl.',
      ],
      [['report', '1', '2'], 'Fehler: Zu viele Argumente: erwartet 1, erhalten 2.'],
      [['stauts'], 'Fehler: Unbekannter Befehl stauts. (Meintest du status?)'],
    ];
    // they stop before any database is opened: all at once
    await Promise.all(
      cases.map(async ([args, message]) => {
        const outcome = await cli(...args);
        expect(outcome.code, args.join(' ')).toBe(1);
        expect(outcome.stderr.trim(), args.join(' ')).toBe(message);
      }),
    );
  }, 120_000);

  it('shows how far it read by bytes of the file size (no made-up row total), then the apply steps by name', async () => {
    // 2,500 rows: the row count is unknown until the end, the file's size is known from the start
    const rows = Array.from(
      { length: 2500 },
      (_, i) => `G-${i + 1},Großes Spiel ${i + 1},https://test.example/g${i + 1},1${i % 10}.99 EUR,in_stock`,
    );
    const content = ['id,title,link,price,availability', ...rows].join('\n') + '\n';
    const path = await feedFile('gross.csv', content);
    const size = `${(Buffer.byteLength(content) / 1024).toFixed(1).replace('.', ',')} kB`;
    const outcome = await cli('ingest', path, '--dealer', 'grosshaendler');
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toMatch(
      /Feed-Lauf \d+ erfolgreich: 2\.500 Zeilen, 2\.500 übernommen, 0 fehlgeschlagen \(\d+,\d s\)/,
    );
    expect(outcome.stdout).toContain('Angebote: 2.500 neu, 0 geändert, 0 unverändert, 0 entfernt');
    expect(outcome.stdout).toContain('2.500 unzugeordnete Angebote beim Händler');
    // no row total anywhere: rows are counted, never shown "of" a total
    expect(outcome.stderr).not.toMatch(/von [\d.]+ Zeilen/);
    if (!server) {
      // stderr is no terminal here: a line per update at most every few seconds, the first at once
      expect(outcome.stderr).toMatch(
        new RegExp(`^Lese Feed: \\d+,\\d von ${size} \\(\\d+ %\\) · [\\d.]+ Zeilen$`, 'm'),
      );
      expect(outcome.stderr).toMatch(
        new RegExp(`^Feed gelesen: 2\\.500 Zeilen, ${size} in \\d+,\\d s$`, 'm'),
      );
      expect(outcome.stderr).not.toContain('\r');
      const steps = [
        'Zuordnen',
        'Angebote und Preise übernehmen',
        'Preisstatistik',
        'Ereignisse schreiben',
        'Festschreiben',
        'Suchdokumente und Alarme',
      ];
      let at = -1;
      for (const step of steps) {
        const started = outcome.stderr.indexOf(`${step} …\n`);
        const ended = outcome.stderr.search(new RegExp(`^${step}: fertig in \\d+,\\d s$`, 'm'));
        expect(started, step).toBeGreaterThan(at);
        expect(ended, step).toBeGreaterThan(started);
        at = ended;
      }
    }
    // the report of the run: German numbers
    const runId = /Feed-Lauf (\d+) erfolgreich/.exec(outcome.stdout)![1]!;
    const report = await cli('report', runId);
    expect(report.code, report.stderr).toBe(0);
    expect(report.stdout).toContain(`Feed-Lauf ${runId} (google_csv, `);
    expect(report.stdout).toContain('erfolgreich');
    expect(report.stdout).toContain('Zeilen: 2.500, übernommen 2.500, fehlgeschlagen 0');
    expect(report.stdout).toContain(
      'Produkte: 0 betroffen, 0 Preissenkungen, 0 Verfügbarkeitsänderungen; 2.500 neue Preispunkte',
    );

    // the overviews: German column names and numbers
    const dealersList = await cli('dealers');
    expect(dealersList.code, dealersList.stderr).toBe(0);
    expect(dealersList.stdout).toMatch(
      /^ID\s+Kürzel\s+Händler\s+Feed-Format\s+Feed-Adresse\s+Zeitplan\s+Aktive Angebote\s+Unzugeordnet$/m,
    );
    expect(dealersList.stdout).toMatch(/ grosshaendler +Großhändler .*2\.500 +2\.500$/m);
    const status = await cli('status');
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(
      /^Warteschlange Angebots-Feeds \(ingest-offer-feed\): \d+ wartend, \d+ aktiv, \d+ geplant, \d+ erledigt, \d+ fehlgeschlagen$/m,
    );
    expect(status.stdout).toContain('Letzter Feed-Lauf je Händler:');
    expect(status.stdout).toMatch(
      new RegExp(
        `^grosshaendler +${runId} +erfolgreich +2\\.500 +2\\.500 +0 +\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d$`,
        'm',
      ),
    );
    expect(status.stdout).toMatch(
      /^Alarme: \d+ aktiv, \d+ ausgelöst; \d+ Benachrichtigung(en)? der letzten 48 h ohne E-Mail$/m,
    );
  }, 180_000);
});
