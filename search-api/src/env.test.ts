import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseEnvSchema, EnvError, parseEnv } from '@spielraum/schema/env';
import { platformEnvSchema } from '@spielraum/platform';
import { openDatabase } from '@spielraum/schema/client';
import { loadApiEnv } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadApiEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-env-')), ...source });
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('environment', () => {
  it('has working defaults for embedded mode and keeps the generated session secret', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-env-'));
    const first = loadApiEnv({ DATA_DIR: dataDir });
    expect(first.PORT).toBe(3000);
    expect(first.SESSION_SECRET).toHaveLength(64);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first.SESSION_SECRET);
    expect(loadApiEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('listens on loopback only unless HOST opens it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-env-'));
    expect(loadApiEnv({ DATA_DIR: dataDir }).HOST).toBe('127.0.0.1');
    expect(loadApiEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('keeps every command on one data folder at the repository root', () => {
    const root = resolve(import.meta.dirname, '../..');
    // pnpm runs package scripts inside the package folder; the default must not depend on it
    expect(parseEnv(baseEnvSchema, {}).DATA_DIR).toBe(join(root, '.data'));
    expect(parseEnv(platformEnvSchema, {}).DATA_DIR).toBe(join(root, '.data'));
    // a relative folder is taken from where the command was typed (pnpm's INIT_CWD)
    const typedIn = process.env.INIT_CWD;
    process.env.INIT_CWD = tmpdir();
    try {
      expect(parseEnv(baseEnvSchema, { DATA_DIR: 'x/.data' }).DATA_DIR).toBe(join(tmpdir(), 'x/.data'));
    } finally {
      if (typedIn === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = typedIn;
    }
  });

  it('counts TRUST_PROXY as the number of proxies in front', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-env-'));
    expect(loadApiEnv({ DATA_DIR: dataDir }).TRUST_PROXY).toBe(0);
    expect(loadApiEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadApiEnv({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadApiEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(problemsOf({ TRUST_PROXY: 'yes' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('names every bad variable in its own line', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      REDIS_URL: 'http://redis',
    });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'REDIS_URL',
    ]);
    expect(problems.find((line) => line.startsWith('DATABASE_URL'))).toContain('postgres://');
  });

  it('requires SESSION_SECRET in server mode and hides secret values', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://localhost/spielraum' })).toEqual([
      'SESSION_SECRET: required in server mode (at least 32 random characters)',
    ]);
    const short = problemsOf({ SESSION_SECRET: 'short-secret' });
    expect(short[0]).toMatch(/^SESSION_SECRET: .*32/);
    expect(short[0]).not.toContain('short-secret');
  });

  it('stops the service at start with a message naming the variable', () => {
    const tsx = resolve(import.meta.dirname, '../node_modules/.bin/tsx');
    const result = spawnSync(tsx, [resolve(import.meta.dirname, 'main.ts')], {
      env: {
        PATH: process.env.PATH,
        PORT: 'not-a-port',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-env-')),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Spielraum cannot start.');
    expect(result.stderr).toMatch(/PORT: .*number/);
  });

  it('starts search-api alone only in server mode, pointing to the all-in-one portal', () => {
    const tsx = resolve(import.meta.dirname, '../node_modules/.bin/tsx');
    const result = spawnSync(tsx, [resolve(import.meta.dirname, 'main.ts')], {
      env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'spielraum-env-')) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Spielraum cannot start.');
    expect(result.stderr).toContain('DATABASE_URL and REDIS_URL');
    expect(result.stderr).toContain('pnpm start');
  });

  it('does not start on a data folder another process has open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-env-'));
    // an operator command holding the embedded database
    const holder = await openDatabase({ mode: 'embedded', dataDir: join(dataDir, 'pglite') });
    try {
      const tsx = resolve(import.meta.dirname, '../node_modules/.bin/tsx');
      // the all-in-one portal, the process that opens the embedded database
      const portal = resolve(import.meta.dirname, '../../portal/src/main.ts');
      const result = spawnSync(tsx, [portal], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '39123', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Spielraum cannot start.');
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      await holder.close();
    }
  });
});
