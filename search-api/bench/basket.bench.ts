import { mkdir, writeFile } from 'node:fs/promises';
import { generatedBasket } from '../src/basket/generated-basket';
import { optimiseBasket } from '../src/basket/optimise-basket';
import { ms, percentile } from './measure';

/**
 * The cheapest-basket optimiser on wish lists of 30 games across 20 dealers (each game at 3 to
 * 10 of them), next to the naive answer in the same run: each game at its own best total
 * (price plus that single order's shipping). Reports latency percentiles, how often the search
 * ended (exact) and how much the basket saves. Writes bench-results/basket.md.
 * Environment: BENCH_BASKETS (300).
 */
const baskets = Number(process.env.BENCH_BASKETS ?? 300);
const shape = { items: 30, dealers: 20, sellers: [3, 10] as [number, number] };

const optimised: number[] = [];
const naive: number[] = [];
let exact = 0;
let savedCents = 0;
let separateCents = 0;
let widestGap = 0;
// warm-up: the first calls compile the search
for (let seed = 1; seed <= 20; seed++) optimiseBasket(generatedBasket(1_000_000 + seed, shape));
for (let seed = 1; seed <= baskets; seed++) {
  const input = generatedBasket(seed, shape);
  let started = performance.now();
  const plan = optimiseBasket(input);
  optimised.push(performance.now() - started);
  started = performance.now();
  // the naive answer: every game at its cheapest price plus shipping of an order of one
  const dealers = new Map(input.dealers.map((dealer) => [dealer.id, dealer]));
  let naiveTotal = 0;
  for (const item of input.itemIds) {
    let bestTotal = Infinity;
    for (const offer of input.offers) {
      if (offer.itemId !== item) continue;
      const dealer = dealers.get(offer.dealerId)!;
      const free = dealer.freeShippingFromCents !== null && offer.priceCents >= dealer.freeShippingFromCents;
      bestTotal = Math.min(bestTotal, offer.priceCents + (free ? 0 : dealer.shippingCents));
    }
    naiveTotal += bestTotal;
  }
  naive.push(performance.now() - started);
  if (plan.exact) exact += 1;
  else widestGap = Math.max(widestGap, (plan.totalCents - plan.lowerBoundCents) / plan.totalCents);
  if (naiveTotal !== plan.separateTotalCents) throw new Error(`seed ${seed}: naive totals differ`);
  savedCents += plan.separateTotalCents - plan.totalCents;
  separateCents += plan.separateTotalCents;
}
optimised.sort((a, b) => a - b);
naive.sort((a, b) => a - b);

const report = [
  '# Cheapest basket: 30 games × 20 dealers',
  '',
  `${baskets} generated wish lists (each game at 3–10 of the 20 dealers, prices within ±10 %, shipping 0–5,90 € with free-shipping thresholds), one process, timed one after the other.`,
  '',
  '| answer | p50 | p95 | max |',
  '| --- | ---: | ---: | ---: |',
  `| optimal basket (branch and bound) | ${ms(percentile(optimised, 0.5))} | ${ms(percentile(optimised, 0.95))} | ${ms(optimised.at(-1)!)} |`,
  `| naive: each game at its own best total | ${ms(percentile(naive, 0.5))} | ${ms(percentile(naive, 0.95))} | ${ms(naive.at(-1)!)} |`,
  '',
  `Search ended (proven cheapest) for ${exact} of ${baskets}${exact < baskets ? `; widest stated gap ${(widestGap * 100).toFixed(2)} %` : ''}.`,
  `The basket saves ${((savedCents / separateCents) * 100).toFixed(1)} % against the naive sum on average (${(savedCents / baskets / 100).toFixed(2).replace('.', ',')} € per list).`,
  '',
].join('\n');
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/basket.md', report);
console.log(report);
