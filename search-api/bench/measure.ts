/** Latency figures of one series of runs, in milliseconds. */
export interface Latency {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank]!;
}

/**
 * Runs `execute` on `runs` requests made by `make` after `warmup` unmeasured ones and returns
 * the latency percentiles; each request is timed alone, one after the other.
 */
export async function measureLatency<Request>(options: {
  runs: number;
  warmup: number;
  make: (run: number) => Request;
  execute: (request: Request) => Promise<unknown>;
}): Promise<Latency> {
  for (let run = 0; run < options.warmup; run++) await options.execute(options.make(run));
  const samples: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const request = options.make(options.warmup + run);
    const started = performance.now();
    await options.execute(request);
    samples.push(performance.now() - started);
  }
  samples.sort((left, right) => left - right);
  return {
    runs: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1] ?? NaN,
  };
}

/** Collects garbage when node runs with --expose-gc, so memory readings show live data only. */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return false;
  gc();
  gc();
  return true;
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const ms = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : '–';
