import { mkdtemp, rm, stat } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSyntheticCatalogue } from '../src/demo/synthetic';
import { alertReport, benchAlerts } from './alerts';
import { benchFeeds } from './feeds';
import { benchScale } from './scale';

/**
 * Indexer benchmarks. For now: the synthetic catalogue generator that every later benchmark
 * feeds on (300k products, 3M offers by default; BENCH_PRODUCTS / BENCH_OFFERS override).
 * Writes a Markdown report to bench-results/indexer.md at the repository root.
 */
const products = Number(process.env.BENCH_PRODUCTS ?? 300_000);
const offers = Number(process.env.BENCH_OFFERS ?? 3_000_000);
const outDir = await mkdtemp(join(tmpdir(), 'spielraum-bench-'));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);

const started = performance.now();
const result = await generateSyntheticCatalogue({ products, offers, dealers: 40, seed: 42, outDir });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
let bytes = (await stat(result.productFile)).size;
for (const file of result.offerFiles) bytes += (await stat(file)).size;
await rm(outDir, { recursive: true, force: true });

const rows = [
  ['products', products.toLocaleString('en')],
  ['offers', result.offers.toLocaleString('en')],
  ['time', `${seconds.toFixed(1)} s`],
  ['rows/s', Math.round((products + result.offers) / seconds).toLocaleString('en')],
  ['output', `${(bytes / 1024 / 1024).toFixed(0)} MiB`],
  ['peak RSS', `${(peakRss / 1024 / 1024).toFixed(0)} MiB`],
];
const feedRows = await benchFeeds();
const alertRows = await benchAlerts();
const scaleRows = await benchScale();
const report = `# Indexer benchmarks\n\n## Synthetic catalogue generator (streamed)\n\n| figure | value |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n\n## Feed ingestion (server mode, PostgreSQL)\n\n| figure | measured | goal |\n|---|---|---|\n${feedRows.map(([k, v, g]) => `| ${k} | ${v} | ${g} |`).join('\n')}\n\n${alertReport(alertRows)}\n\n## One search replica at scale (server mode)\n\n| figure | measured | goal |\n|---|---|---|\n${scaleRows.map(([k, v, g]) => `| ${k} | ${v} | ${g} |`).join('\n')}`;
const reportDir = resolve(import.meta.dirname, '../../bench-results');
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'indexer.md'), report);
console.log(report);
