// The portal in server mode for the journeys that need it (PostgreSQL, Redis/BullMQ, SMTP), as a
// deployment runs it: a fresh database, `indexer migrate`, then the all-in-one process. The
// journeys of the `server` project run against it; SMTP_URL names a port where no mail server
// listens, as when the team's mail server is stopped.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import postgres from 'postgres';

const root = resolve(import.meta.dirname, '..');
const database = process.env.E2E_SERVER_DATABASE ?? 'spielraum_e2e_server';
const adminUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
try {
  await admin.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE "${database}"`);
} finally {
  await admin.end();
}

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${database}`;
const env = { ...process.env, DATABASE_URL: databaseUrl.toString() };

const migrate = spawnSync('pnpm', ['indexer', 'migrate'], { cwd: root, env, stdio: 'inherit' });
if (migrate.status !== 0) {
  console.error(`indexer migrate failed (exit ${migrate.status ?? migrate.signal})`);
  process.exit(1);
}

const portal = spawn('pnpm', ['--filter', '@spielraum/portal', 'start'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => portal.kill(signal));
portal.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
