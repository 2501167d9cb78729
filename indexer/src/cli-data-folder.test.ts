import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@spielraum/schema/client';

const tsx = resolve(import.meta.dirname, '../node_modules/.bin/tsx');

describe('operator command on the data folder of a running portal', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spielraum-cli-lock-'));
  let portalDatabase: DatabaseHandle;

  beforeAll(async () => {
    // stands for `pnpm start`, which holds DATA_DIR/pglite while it runs
    portalDatabase = await openDatabase({ mode: 'embedded', dataDir: join(dataDir, 'pglite') });
  });
  afterAll(async () => {
    await portalDatabase.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses with a German line naming the running process, without a stack trace', () => {
    const result = spawnSync(tsx, [resolve(import.meta.dirname, 'cli.ts'), 'dealers'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`ist von Prozess ${process.pid} belegt`);
    expect(result.stderr).toContain('"pnpm start" beenden');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
