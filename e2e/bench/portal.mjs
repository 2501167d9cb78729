// Starts the portal for a bench: the web client built, the portal in a fresh data folder, ready.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

async function waitForReady(baseUrl, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${baseUrl} did not get ready within ${timeoutMs} ms`);
}

/** Builds the web client and starts the portal on `port`; its output is shown only when it does not come up. */
export async function startBenchPortal({ port, timeoutMs = 180_000 }) {
  const build = spawnSync('pnpm', ['--filter', '@spielraum/web', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('web build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-bench-'));
  const server = spawn('pnpm', ['--filter', '@spielraum/portal', 'start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForReady(baseUrl, timeoutMs);
  } catch (error) {
    console.error(output);
    process.kill(-server.pid, 'SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    stop: () => {
      process.kill(-server.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
