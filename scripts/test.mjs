#!/usr/bin/env node
// Runs the whole test suite once per mode and ends with one summary line ("N passed, N failed").
// Embedded: PGlite in memory and in-process jobs. Server: a fresh PostgreSQL database per test
// file and BullMQ on Redis (TEST_DATABASE_URL, TEST_REDIS_URL; defaults to the local services).
// The server pass runs only the files that touch the database, the queue or Redis (see
// `modeIndependentFiles`): a parser's or the search engine's test answers the same in both modes,
// and running it twice cost CI minutes for nothing.
// TEST_MODES=embedded (or server) runs one mode only; extra arguments go to vitest.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modes = (process.env.TEST_MODES ?? 'embedded,server')
  .split(',')
  .map((mode) => mode.trim())
  .filter(Boolean);
const extra = process.argv.slice(2);
const outDir = join(root, 'test-results');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** What a test file that depends on the mode uses: the mode itself, a test database or platform, Redis. */
const MODE_DEPENDENT =
  /testMode|createTest(Database|Platform)|TEST_DATABASE_URL|TEST_REDIS_URL|openDatabase|createJobQueue|startReplica/;

/** The node test files of the server-mode projects that use nothing of the mode. */
function modeIndependentFiles() {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--',
      ...['schema', 'platform', 'indexer', 'search-api'].map((dir) => `${dir}/**/*.test.ts`),
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const dependent = new Set();
  const independent = [];
  for (const file of files) {
    // vitest matches --exclude against the path inside each project ("src/…")
    const inProject = file.slice(file.indexOf('/') + 1);
    if (MODE_DEPENDENT.test(readFileSync(join(root, file), 'utf8'))) dependent.add(inProject);
    else independent.push(inProject);
  }
  // the same path in another project that does depend on the mode must still run
  return independent.filter((inProject) => !dependent.has(inProject));
}

let passed = 0;
let failed = 0;
const failures = [];
let skipped = 0;
let exitCode = 0;
for (const mode of modes) {
  const env = { ...process.env, TEST_MODE: mode };
  const args = [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(outDir, `${mode}.json`)}`,
  ];
  if (mode === 'server') {
    env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
    env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
    const [pg, redis] = await Promise.all([
      reachable(env.TEST_DATABASE_URL, 5432),
      reachable(env.TEST_REDIS_URL, 6379),
    ]);
    if (!pg || !redis) {
      console.error(
        `\nServer-mode tests need PostgreSQL (${env.TEST_DATABASE_URL}) and Redis (${env.TEST_REDIS_URL}); ` +
          `${!pg ? 'PostgreSQL' : 'Redis'} does not answer. Start them or run TEST_MODES=embedded pnpm test.\n`,
      );
      failed += 1;
      exitCode = 1;
      continue;
    }
    // the browser-only web tests do not depend on the mode; they run in the embedded pass
    args.push(
      '--project',
      'schema',
      '--project',
      'platform',
      '--project',
      'indexer',
      '--project',
      'search-api',
      ...modeIndependentFiles().flatMap((file) => ['--exclude', file]),
    );
  } else {
    // *.server.test.ts need PostgreSQL and Redis by nature (e.g. two processes on one database)
    args.push('--exclude', '**/*.server.test.ts', '--exclude', '**/node_modules/**');
  }
  console.log(`\n=== tests in ${mode} mode ===`);
  const result = spawnSync('pnpm', [...args, ...extra], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) exitCode = 1;
  const failedBefore = failed;
  try {
    const report = JSON.parse(readFileSync(join(outDir, `${mode}.json`), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + filesFailedOutsideTests(report);
    skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...failedNames(report, mode));
  } catch {
    failed += 1;
  }
  // vitest also fails a run for an error thrown outside every test (an unhandled rejection, a
  // timer firing after its test ended); the report counts no failed test for it
  if (result.status !== 0 && failed === failedBefore) {
    failed += 1;
    failures.push(
      `${mode}: vitest ended with code ${result.status} though no test failed (see "Unhandled Errors" above)`,
    );
  }
}

function filesFailedOutsideTests(report) {
  // a file whose set-up or import failed has no failed test of its own but must count as a failure
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
}

// CI logs are often cut to their tail: name what failed right above the summary line
function failedNames(report, mode) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const path = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && tests.length === 0)
      names.push(`${mode}: ${path} (${firstLine(file.message)})`);
    for (const test of tests) {
      names.push(`${mode}: ${path} > ${test.fullName} (${firstLine(test.failureMessages?.[0])})`);
    }
  }
  return names;
}

function firstLine(text) {
  return (text ?? 'no message').split('\n')[0].slice(0, 300);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode);
