// Web bench: cold loads of the game page and a category page in Debian's Chromium against a
// production build (`pnpm build`, server-rendered, gzip), measuring largest contentful paint
// and the JavaScript transferred (bytes on the wire, i.e. gzip). The start page is measured in
// the same run as a baseline, so the LCP figures can be read against this machine's noise.
// Writes bench-results/web.md. BENCH_BASE_URL measures a portal that is already running;
// otherwise the script builds the web client and starts the portal in a fresh data folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startBenchPortal } from './portal.mjs';
/* global window */
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? process.env.E2E_PORT ?? 3190);
const JS_GOAL_GAME_PAGE = 170 * 1024;

const pages = [
  { name: 'start page (baseline)', path: '/' },
  { name: 'game page', path: '/games/brettspiele/sky-team', jsGoal: JS_GOAL_GAME_PAGE },
  { name: 'category page', path: '/games/brettspiele' },
];

/** One cold load: fresh context (empty cache), LCP from the browser, script bytes from CDP. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // LCP is final once the user interacts; a click on the page body ends its observation
  const lcp = await page.evaluate(() => window.__lcp);
  const html = await response.text();
  await context.close();
  return { lcp, scriptBytes, scriptCount: scripts.size, status: response.status(), htmlBytes: html.length };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const portal = process.env.BENCH_BASE_URL ? null : await startBenchPortal({ port });
  const baseUrl = process.env.BENCH_BASE_URL ?? portal.baseUrl;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results = new Map(pages.map((page) => [page.name, []]));
    // one warm-up load per page (server caches, first render), then interleaved runs
    for (const page of pages) await measure(browser, baseUrl + page.path);
    for (let run = 0; run < runs; run++) {
      for (const page of pages) results.get(page.name).push(await measure(browser, baseUrl + page.path));
    }
    const baseline = median(results.get(pages[0].name).map((r) => r.lcp));
    const rows = pages.map((page) => {
      const samples = results.get(page.name);
      const lcp = median(samples.map((r) => r.lcp));
      const js = median(samples.map((r) => r.scriptBytes));
      return {
        page,
        lcp,
        lcpMin: Math.min(...samples.map((r) => r.lcp)),
        lcpMax: Math.max(...samples.map((r) => r.lcp)),
        js,
        scripts: samples[0].scriptCount,
        status: samples[0].status,
        vsBaseline: lcp - baseline,
      };
    });
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    const lines = [
      '# Web bench',
      '',
      `${new Date().toISOString()} · ${baseUrl} · Chromium ${browser.version()} · ${runs} cold loads per page (cache disabled, 1280×800), medians`,
      '',
      '| page | status | LCP median (min–max) | LCP vs. start page | JS transferred (gzip) | scripts | goal |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (row) =>
          `| ${row.page.name} \`${row.page.path}\` | ${row.status} | ${row.lcp.toFixed(0)} ms (${row.lcpMin.toFixed(0)}–${row.lcpMax.toFixed(0)}) | ${row.vsBaseline >= 0 ? '+' : ''}${row.vsBaseline.toFixed(0)} ms | ${kb(row.js)} | ${row.scripts} | ${
            row.page.jsGoal
              ? `JS ≤ ${kb(row.page.jsGoal)}: ${row.js <= row.page.jsGoal ? 'met' : 'missed'}`
              : ''
          } |`,
      ),
      '',
      'LCP from `PerformanceObserver(largest-contentful-paint)`; JS is the sum of `encodedDataLength` of',
      'script responses (CDP `Network.loadingFinished`), i.e. the compressed bytes on the wire.',
      '',
    ];
    const reportDir = resolve(root, 'bench-results');
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, 'web.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await browser.close();
    portal?.stop();
  }
}

await main();
