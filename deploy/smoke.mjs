#!/usr/bin/env node
// The deployment of docker-compose.yml, run without a container engine: the runtime tree the
// Dockerfile's image holds (deploy/runtime-tree.sh, production dependencies only), owned by root
// and run as an unprivileged user, the services' commands and working folders read from the
// Dockerfile and the compose file, their environment from the compose file with only the host
// names of PostgreSQL, Redis and mail pointed at this machine, two search-api replicas and one
// worker behind a real nginx with deploy/nginx.conf. Then a journey through nginx: pages and
// assets, a search, sign-in, a price alert, a 50 MB feed upload that lowers the game's price,
// the alert's notification and mail, the new price in the search of both replicas, the request
// id in nginx's and the replica's log, and the metrics.
//
//   node deploy/smoke.mjs            (after `pnpm --filter @spielraum/web build`; CI: .ci/run)
//
// Needs nginx, PostgreSQL at 127.0.0.1:5432 (trust) and Redis at 127.0.0.1:6379. Ports from
// SMOKE_PORT (default 3810) upwards.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const basePort = Number(process.env.SMOKE_PORT ?? 3810);
const ports = { nginx: basePort, apis: [basePort + 1, basePort + 2], smtp: basePort + 3 };
const database = `spielraum_deploy_smoke_${process.pid}`;
const adminUrl = process.env.SMOKE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.SMOKE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const work = mkdtempSync(join(tmpdir(), 'spielraum-deploy-'));
// the service user must reach the tree through this folder (mkdtemp makes it private)
chmodSync(work, 0o755);
const tree = join(work, 'app');
const dataDir = join(work, 'data');
const homeDir = join(work, 'home');
const logs = join(work, 'logs');
mkdirSync(logs);

const children = [];
let smtp;
let sql;

function step(text) {
  console.log(`[deploy smoke ${((performance.now() - started) / 1000).toFixed(0)} s] ${text}`);
}

function fail(text) {
  throw new Error(text);
}

function check(condition, text) {
  if (!condition) fail(text);
}

// ---------------------------------------------------------------------------------------------
// What the Dockerfile and the compose file say

/** Each stage of the Dockerfile: its base and its instructions (continuation lines joined). */
function dockerfileStages(text) {
  const stages = new Map();
  let current;
  for (const line of text.replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM (\S+) AS (\S+)/.exec(line);
    if (from) stages.set(from[2], (current = { from: from[1], lines: [] }));
    else if (current && /^[A-Z]+ /.test(line)) current.lines.push(line);
  }
  return stages;
}

/** A target's last instruction of a kind, looked up through the stages it is built from. */
function instruction(stages, target, kind) {
  for (let name = target; stages.has(name); name = stages.get(name).from) {
    const found = stages
      .get(name)
      .lines.filter((line) => line.startsWith(`${kind} `))
      .at(-1);
    if (found) return found.slice(kind.length + 1);
  }
  return undefined;
}

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}` against the .env values. */
function interpolate(value, variables) {
  return String(value).replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_, name, kind, rest) => {
    const set = variables[name];
    if (set !== undefined && set !== '') return set;
    if (kind === '?') fail(`compose variable ${name} is required: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

const stages = dockerfileStages(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const secret = randomBytes(24).toString('hex');
const metricsToken = randomBytes(16).toString('hex');
// what an operator writes into .env (see .env.example)
const dotEnv = {
  POSTGRES_PASSWORD: 'only-the-smoke-test',
  SESSION_SECRET: secret,
  PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
  METRICS_TOKEN: metricsToken,
  LOG_LEVEL: 'info',
};
/** Where the containers reach their neighbours by service name, this machine listens on loopback. */
const hostOverrides = {
  DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${database}`),
  REDIS_URL: redisUrl,
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  DATA_DIR: dataDir,
};

/** A service as compose starts it: image target, working folder, command and environment. */
function service(name, extra = {}) {
  const definition = compose.services[name] ?? fail(`docker-compose.yml has no service ${name}`);
  const target = definition.build?.target ?? fail(`${name} has no build target`);
  const command = definition.command ?? JSON.parse(instruction(stages, target, 'CMD') ?? 'null');
  check(Array.isArray(command) && command[0] === 'node', `${name} must start node directly, got ${command}`);
  const workdir = instruction(stages, target, 'WORKDIR') ?? fail(`${target} has no WORKDIR`);
  check(instruction(stages, target, 'USER') === 'node', `${target} must run as the node user`);
  const environment = {};
  for (const [key, value] of Object.entries(definition.environment ?? {}))
    environment[key] = interpolate(value, dotEnv);
  for (const key of Object.keys(hostOverrides))
    check(key in environment, `${name}'s environment in docker-compose.yml has no ${key}`);
  return {
    name,
    command,
    cwd: join(tree, workdir.replace(/^\/app\/?/, '')),
    env: {
      ...environment,
      ...hostOverrides,
      // one queue namespace per run, so a stale job of another run is never picked up
      QUEUE_PREFIX: `deploy-smoke-${process.pid}`,
      PATH: process.env.PATH,
      HOME: homeDir,
      ...extra,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Processes

/** The unprivileged user the services run as (the image's `node`); none when not root. */
function serviceUser() {
  if (process.getuid?.() !== 0) return {};
  const name = 'spielraum';
  if (spawnSync('id', ['-u', name]).status !== 0) {
    const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name]);
    check(made.status === 0, `useradd ${name} failed: ${made.stderr}`);
  }
  const uid = Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout);
  return { uid, gid };
}

function run(spec, user) {
  step(`${spec.name}: ${spec.command.join(' ')} (in ${spec.cwd.slice(tree.length) || '/'})`);
  const result = spawnSync(spec.command[0], spec.command.slice(1), {
    cwd: spec.cwd,
    env: spec.env,
    encoding: 'utf8',
    ...user,
  });
  writeFileSync(join(logs, `${spec.name}.log`), result.stdout + result.stderr);
  check(result.status === 0, `${spec.name} failed (exit ${result.status}):\n${result.stderr.slice(-3000)}`);
}

function start(spec, user) {
  step(`start ${spec.name}: ${spec.command.join(' ')}`);
  const log = join(logs, `${spec.name}.log`);
  writeFileSync(log, '');
  const child = spawn(spec.command[0], spec.command.slice(1), { cwd: spec.cwd, env: spec.env, ...user });
  child.stdout.on('data', (chunk) => appendFileSync(log, chunk));
  child.stderr.on('data', (chunk) => appendFileSync(log, chunk));
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${spec.name} exited (${code ?? signal}); its log: ${log}`);
  });
  children.push({ child, name: spec.name, log });
  return child;
}

async function waitFor(what, probe, { timeout = 120_000, every = 500 } = {}) {
  const until = Date.now() + timeout;
  let last;
  while (Date.now() < until) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((done) => setTimeout(done, every));
  }
  fail(`timed out waiting for ${what}${last ? `: ${last.message}` : ''}`);
}

// ---------------------------------------------------------------------------------------------
// A browser-like client: cookies and the anti-forgery header

class Client {
  cookies = new Map();

  constructor(base) {
    this.base = base;
  }

  async request(method, path, { json, body, headers = {} } = {}) {
    const sent = { ...headers };
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN'))
      sent['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'));
    if (json !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.base), {
      method,
      headers: sent,
      body: json !== undefined ? JSON.stringify(json) : body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  async json(method, path, options) {
    const response = await this.request(method, path, options);
    const text = await response.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { text };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  async signIn(email) {
    await this.request('GET', '/api/session/');
    const login = await this.json('POST', '/api/login/', { json: { email, password: 'spielraum-demo' } });
    check(
      login.status === 200,
      `sign-in of ${email} answered ${login.status}: ${JSON.stringify(login.body)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The 50 MB feed: the alert's game at a new low, then rows of other games a real shop lists
// with their descriptions, which no catalogue game matches (they land in the unmatched offers)

function fiftyMegabyteFeed(target, priceCents) {
  const euros = (cents) => `${(cents / 100).toFixed(2)} EUR`;
  const text =
    'Ein Spiel für gesellige Abende mit Freunden und Familie, schnell erklärt und lange gespielt. ';
  const description = text.repeat(9).trim();
  const lines = [
    'id,title,link,price,gtin,brand,availability,shipping,description',
    [
      target.sku,
      `"${target.title.replaceAll('"', '""')}"`,
      target.url,
      euros(priceCents),
      target.gtin,
      'Spielraum',
      'in_stock',
      'DE:::0.00 EUR',
      `"${description}"`,
    ].join(','),
  ];
  let size = lines.join('\n').length;
  for (let row = 1; size < 50 * 1024 * 1024; row += 1) {
    const line = `SMOKE-${row},Füllartikel ${row},https://laden.example/artikel/${row},${euros(1000 + (row % 5000))},,Spielraum,in_stock,DE:::4.95 EUR,"${description}"`;
    lines.push(line);
    size += line.length + 1;
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  step(`working folder ${work}`);
  check(spawnSync('nginx', ['-v']).status === 0, 'nginx is not installed (apt-get install nginx)');

  step('build the runtime tree (deploy/runtime-tree.sh, production dependencies only)');
  const built = spawnSync('sh', ['deploy/runtime-tree.sh', tree, '--offline'], {
    cwd: root,
    encoding: 'utf8',
  });
  check(built.status === 0, `runtime-tree.sh failed:\n${built.stdout}\n${built.stderr}`);
  const packages = readFileSync(join(tree, 'node_modules/.modules.yaml'), 'utf8');
  for (const development of ['vitest', 'vite', 'drizzle-kit', 'eslint', '@playwright/test', 'knip'])
    check(
      !packages.includes(`/${development}@`),
      `the runtime tree holds the development package ${development}`,
    );

  const user = serviceUser();
  for (const folder of [dataDir, homeDir]) {
    mkdirSync(folder, { recursive: true });
    if (user.uid !== undefined) chownSync(folder, user.uid, user.gid);
  }
  step(
    user.uid !== undefined
      ? `services run as uid ${user.uid}, the tree is root's`
      : 'services run as this user',
  );

  sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database "${database}"`);

  step('mail catcher');
  const mails = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise((done) => smtp.listen(ports.smtp, '127.0.0.1', done));

  run(service('migrate'), user);

  const apis = ports.apis.map((port) => service('search-api', { PORT: String(port), HOST: '127.0.0.1' }));
  apis.forEach((spec, index) => start({ ...spec, name: `search-api-${index + 1}` }, user));
  start({ ...service('indexer'), name: 'indexer' }, user);
  // as `docker compose --profile demo run --rm demo-data` after `up`: the replicas start on an
  // empty catalogue meanwhile and take the demo games in from the change log
  run(service('demo-data'), user);
  for (const port of ports.apis)
    await waitFor(
      `search-api on ${port} ready`,
      async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok,
      {
        timeout: 180_000,
      },
    );

  step('nginx with deploy/nginx.conf in front of both replicas');
  const nginxDir = join(work, 'nginx');
  mkdirSync(join(nginxDir, 'logs'), { recursive: true });
  let site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (from, to) => {
    check(site.includes(from), `deploy/nginx.conf no longer contains "${from}"`);
    site = site.replace(from, to);
  };
  replace('server search-api:3000;', ports.apis.map((port) => `server 127.0.0.1:${port};`).join('\n  '));
  replace('listen 80;', `listen 127.0.0.1:${ports.nginx};`);
  replace('root /usr/share/nginx/html;', `root ${join(tree, 'web/dist')};`);
  replace('/var/log/nginx/access.log', join(nginxDir, 'logs/access.log'));
  writeFileSync(join(nginxDir, 'site.conf'), site);
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    `pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/logs/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  include ${nginxDir}/site.conf;
}
`,
  );
  const test = spawnSync('nginx', ['-t', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  check(test.status === 0, `nginx -t failed:\n${test.stderr}`);
  step('nginx -t: configuration ok');
  start(
    {
      name: 'nginx',
      command: ['nginx', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
      cwd: nginxDir,
      env: process.env,
    },
    {},
  );
  const base = `http://127.0.0.1:${ports.nginx}`;
  await waitFor('nginx', async () => (await fetch(`${base}/api/health`)).ok);

  step('journey: the start page and its assets');
  const page = await fetch(`${base}/`);
  const html = await page.text();
  check(page.status === 200 && /<title>[^<]+<\/title>/.test(html), `start page answered ${page.status}`);
  const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? fail('the start page names no script');
  const script = await fetch(`${base}${asset}`);
  check(script.status === 200, `${asset} answered ${script.status}`);
  check(/immutable/.test(script.headers.get('cache-control') ?? ''), `${asset} is not cached as immutable`);

  sql = postgres(hostOverrides.DATABASE_URL, { max: 1, onnotice: () => {} });
  const [target] = await sql`
    select o.dealer_sku as sku, o.title, o.url, o.gtin, d.slug as dealer, p.id as product_id, p.title as product_title,
           s.best_total_cents as best_total
    from product_price_stats s
    join offers o on o.id = s.best_offer_id
    join dealers d on d.id = o.dealer_id
    join products p on p.id = s.product_id
    where o.gtin is not null and s.best_total_cents >= 2000 and o.gone_at is null
    order by s.best_total_cents desc limit 1`;
  check(target, 'the demo data has no game with an offer to lower');

  step(`journey: search for "${target.product_title}"`);
  const searchPath = `/api/filter/data/?title=${encodeURIComponent(target.product_title)}`;
  await waitFor(`the game at ${target.best_total} cents in the search`, async () => {
    const search = await (await fetch(`${base}${searchPath}`)).json();
    const hit = search.data.hits.find((game) => game.product_id === target.product_id);
    return hit?.best_total === target.best_total;
  });

  step('journey: Mia signs in and sets a price alert');
  const mia = new Client(base);
  await mia.signIn('mia@spielraum.demo');
  const desired = target.best_total - 500;
  const alert = await mia.json('POST', '/api/alerts/', {
    json: { kind: 'price', product_id: target.product_id, desired_price: desired },
  });
  check(
    alert.status === 201 || alert.status === 200,
    `the alert answered ${alert.status}: ${JSON.stringify(alert.body)}`,
  );

  step('journey: the operator uploads a 50 MB feed through nginx');
  const newPrice = desired - 300;
  const feed = fiftyMegabyteFeed(target, newPrice);
  const operator = new Client(base);
  await operator.signIn('betrieb@spielraum.demo');
  const form = new FormData();
  form.append('file', new Blob([feed], { type: 'text/csv' }), 'smoke-feed.csv');
  const uploadStarted = performance.now();
  const upload = await operator.json('POST', `/api/admin/feeds/${target.dealer}/`, { body: form });
  check(
    upload.status === 202,
    `the 50 MB upload answered ${upload.status}: ${JSON.stringify(upload.body).slice(0, 500)}`,
  );
  step(
    `uploaded ${(feed.length / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - uploadStarted) / 1000).toFixed(1)} s, run ${upload.body.data.id}`,
  );
  const feedRun = await waitFor(
    'the feed run',
    async () => {
      const answer = await operator.json('GET', `/api/admin/feeds/runs/${upload.body.data.id}/`);
      if (answer.body.data.status === 'failed')
        fail(`the feed run failed: ${JSON.stringify(answer.body.data)}`);
      return answer.body.data.status === 'succeeded' ? answer.body.data : null;
    },
    { timeout: 300_000, every: 1000 },
  );
  step(`feed run: ${feedRun.rows_applied} rows applied, ${feedRun.rows_failed} failed`);

  step('journey: the alert fires once, in the app and by mail');
  const notification = await waitFor(
    'the price notification',
    async () => {
      const answer = await mia.json('GET', '/api/notifications/');
      return answer.body.data.notifications.find((item) => item.product?.product_id === target.product_id);
    },
    { timeout: 120_000, every: 1000 },
  );
  check(notification.price === newPrice, `the notification says ${notification.price}, not ${newPrice}`);
  const all = await mia.json('GET', '/api/notifications/');
  const forGame = all.body.data.notifications.filter(
    (item) => item.product?.product_id === target.product_id,
  );
  check(forGame.length === 1, `the alert fired ${forGame.length} times`);
  const alertMail = await waitFor(
    'the alert mail',
    async () => mails.find((mail) => mail.to.includes('mia@spielraum.demo')),
    { timeout: 120_000 },
  );

  step("journey: the upload's request id in the worker's log and in the alert mail");
  const uploadRequestId = upload.headers.get('x-request-id') ?? fail('the upload answered no x-request-id');
  check(
    alertMail.raw
      .split(/\r?\n/)
      .some((line) => line.toLowerCase() === `x-request-id: ${uploadRequestId.toLowerCase()}`),
    `the alert mail does not name the upload's request ${uploadRequestId}`,
  );
  const workerLines = readFileSync(join(logs, 'indexer.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"requestId":"${uploadRequestId}"`));
  check(
    workerLines.some((line) => line.includes('"msg":"alerts evaluated"')),
    `the worker's "alerts evaluated" line does not carry the upload's request id ${uploadRequestId}`,
  );

  step('journey: both replicas answer the new price');
  for (const port of ports.apis)
    await waitFor(`the new price on the replica at ${port}`, async () => {
      const answer = await (await fetch(`http://127.0.0.1:${port}${searchPath}`)).json();
      return answer.data.hits.find((game) => game.product_id === target.product_id)?.best_total === newPrice;
    });

  step('journey: one request id in nginx and in the replica that answered');
  const traced = await fetch(`${base}/api/session/`);
  const requestId = traced.headers.get('x-request-id') ?? fail('no x-request-id answered through nginx');
  await waitFor('the access log line', async () =>
    readFileSync(join(nginxDir, 'logs/access.log'), 'utf8').includes(requestId),
  );
  const apiLogs = ports.apis.map((_, index) =>
    readFileSync(join(logs, `search-api-${index + 1}.log`), 'utf8'),
  );
  await waitFor('the replica log line', async () =>
    ports.apis.some((_, index) =>
      readFileSync(join(logs, `search-api-${index + 1}.log`), 'utf8').includes(requestId),
    ),
  );
  for (const text of apiLogs)
    for (const line of text.split('\n').filter(Boolean).slice(0, 50))
      check(line.startsWith('{'), `a replica logged a line that is not JSON: ${line.slice(0, 200)}`);
  const upstreams = new Set(
    readFileSync(join(nginxDir, 'logs/access.log'), 'utf8')
      .split('\n')
      .map((line) => line.split(' ').at(-1))
      .filter((address) => address?.startsWith('127.0.0.1:')),
  );
  for (const port of ports.apis)
    check(upstreams.has(`127.0.0.1:${port}`), `nginx never passed a request to ${port}`);

  step('journey: the metrics through nginx with the scraper token');
  const metrics = await fetch(`${base}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const exposition = await metrics.text();
  check(metrics.status === 200, `/api/metrics answered ${metrics.status}`);
  for (const series of [
    'spielraum_http_request_duration_seconds',
    'spielraum_search_duration_seconds',
    'spielraum_feed_runs',
  ])
    check(exposition.includes(series), `/api/metrics has no ${series}`);
  check((await fetch(`${base}/api/metrics`)).status === 401, '/api/metrics answers without a token');

  step('passed');
}

async function stopAll() {
  for (const { child } of children.reverse()) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await new Promise((done) => setTimeout(done, 1500));
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  smtp?.close();
  await sql?.end();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.end();
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`\ndeploy smoke FAILED: ${error.message}`);
  for (const { name, log } of children) {
    const text = readFileSync(log, 'utf8');
    console.error(`\n--- last lines of ${name} ---\n${text.split('\n').slice(-15).join('\n')}`);
  }
  console.error(`\nlogs: ${logs}`);
} finally {
  await stopAll();
  if (!failed) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
