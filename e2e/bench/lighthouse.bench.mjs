// Lighthouse bench: the mobile performance audit (Lighthouse's default: a mid-range phone,
// simulated slow 4G) of the start page, a category page and a game page, each run several times
// and reported as medians, with cumulative layout shift and the JavaScript each page transfers.
// With BENCH_BASELINE_URL (a portal of the landed main, or any other build) both portals are
// audited in the same run, alternately, so the comparison holds on a noisy machine.
// Writes bench-results/lighthouse.md. BENCH_BASE_URL audits a running portal; otherwise the
// script builds the web client and starts one in a fresh data folder (web.bench.mjs does too).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBenchPortal } from './portal.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3191);
/** What the category page must reach on a phone (CLS as Google's "good", score as our goal). */
const GOALS = { category: { cls: 0.05, score: 85 } };

const pages = [
  { key: 'start', name: 'start page', path: '/' },
  { key: 'category', name: 'category page', path: '/games/brettspiele' },
  { key: 'game', name: 'game page', path: '/games/brettspiele/sky-team' },
];

/** One audit: performance score, CLS, LCP, total blocking time and script bytes on the wire. */
async function audit(chromePort, url) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories, runtimeError } = result.lhr;
  const cls = audits['cumulative-layout-shift']?.numericValue;
  const lcp = audits['largest-contentful-paint']?.numericValue;
  const tbt = audits['total-blocking-time']?.numericValue;
  if (runtimeError || categories.performance.score === null || [cls, lcp, tbt].includes(undefined)) {
    // an audit that could not measure (the page did not paint in time on a busy machine) is
    // reported and left out of the medians, not counted as a zero
    console.warn(
      `audit of ${url} failed: ${runtimeError?.code ?? 'missing metrics'} ${runtimeError?.message ?? ''}`,
    );
    return null;
  }
  const scripts = (audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round(categories.performance.score * 100),
    cls,
    lcp,
    tbt,
    scriptBytes: scripts?.transferSize ?? 0,
    scriptCount: scripts?.requestCount ?? 0,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const portal = process.env.BENCH_BASE_URL ? null : await startBenchPortal({ port, timeoutMs: 240_000 });
  const targets = [{ label: 'this build', baseUrl: process.env.BENCH_BASE_URL ?? portal.baseUrl }];
  if (process.env.BENCH_BASELINE_URL)
    targets.push({ label: 'baseline', baseUrl: process.env.BENCH_BASELINE_URL });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const samples = new Map();
    for (const target of targets)
      for (const page of pages) {
        // a first audit warms the server's caches; it is not counted
        await audit(chrome.port, target.baseUrl + page.path);
        samples.set(`${target.label}|${page.key}`, []);
      }
    for (let run = 0; run < runs; run++)
      for (const page of pages)
        for (const target of targets) {
          const sample = await audit(chrome.port, target.baseUrl + page.path);
          if (sample) samples.get(`${target.label}|${page.key}`).push(sample);
        }
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const rows = [];
    let missed = 0;
    for (const page of pages)
      for (const target of targets) {
        const list = samples.get(`${target.label}|${page.key}`);
        if (list.length === 0) {
          missed++;
          rows.push(`| ${page.name} \`${page.path}\` | ${target.label} | no audit succeeded | | | | | |`);
          continue;
        }
        const row = {
          score: median(list.map((sample) => sample.score)),
          cls: median(list.map((sample) => sample.cls)),
          lcp: median(list.map((sample) => sample.lcp)),
          tbt: median(list.map((sample) => sample.tbt)),
          js: median(list.map((sample) => sample.scriptBytes)),
          scripts: median(list.map((sample) => sample.scriptCount)),
        };
        const goal = target.label === 'this build' ? GOALS[page.key] : undefined;
        const met = goal ? row.cls <= goal.cls && row.score >= goal.score : undefined;
        if (met === false) missed++;
        rows.push(
          `| ${page.name} \`${page.path}\` | ${target.label} | ${row.score} | ${row.cls.toFixed(3)} | ${(row.lcp / 1000).toFixed(1)} s | ${row.tbt.toFixed(0)} ms | ${kb(row.js)} (${row.scripts}) | ${
            goal ? `CLS ≤ ${goal.cls}, score ≥ ${goal.score}: ${met ? 'met' : 'missed'}` : ''
          } |`,
        );
      }
    const lines = [
      '# Lighthouse bench (mobile)',
      '',
      `${new Date().toISOString()} · ${targets.map((target) => `${target.label}: ${target.baseUrl}`).join(' · ')} · Lighthouse mobile defaults (simulated slow 4G, 4× CPU slowdown) · ${runs} audits per page and portal, alternating, medians`,
      '',
      '| page | portal | performance | CLS | LCP | total blocking time | JavaScript (scripts) | goal |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'JavaScript is the transfer size of script resources (`resource-summary`), i.e. compressed bytes.',
      '',
    ];
    const reportDir = resolve(root, 'bench-results');
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, 'lighthouse.md'), lines.join('\n'));
    console.log(lines.join('\n'));
    if (missed > 0) process.exitCode = 1;
  } finally {
    await chrome.kill();
    portal?.stop();
  }
}

await main();
