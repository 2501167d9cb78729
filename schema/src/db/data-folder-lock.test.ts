import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'spielraum-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('embedded data folder lock', () => {
  it('refuses a second opening of the same PGlite folder and names the process holding it', async () => {
    const dataDir = join(freshFolder(), 'pglite');
    const first = await openDatabase({ mode: 'embedded', dataDir });
    try {
      const second = openDatabase({ mode: 'embedded', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(second).rejects.toThrow(`in use by process ${process.pid}`);
    } finally {
      await first.close();
    }
    // closing releases it
    const again = await openDatabase({ mode: 'embedded', dataDir });
    await again.close();
  });

  it('refuses while another live process holds the folder', async () => {
    const folder = freshFolder();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(child);
    const file = join(folder, 'pglite.lock');
    writeFileSync(
      file,
      JSON.stringify({ pid: child.pid, host: hostname(), command: 'tsx src/main.ts', startedAt: 'earlier' }),
    );
    expect(() => lockDataFolder(file, folder)).toThrow(
      new RegExp(`in use by process ${child.pid} \\(tsx src/main.ts, started earlier\\)`),
    );
  });

  it('takes over a lock whose process is gone (a crash) and removes it on release', () => {
    const folder = freshFolder();
    const file = join(folder, 'pglite.lock');
    // pids are far below this on Linux (pid_max is at most 2^22)
    writeFileSync(file, JSON.stringify({ pid: 99_999_999, host: hostname(), command: 'x', startedAt: 'y' }));
    const lock = lockDataFolder(file, folder);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock left by an earlier process that had the same pid (a restarted container)', () => {
    const folder = freshFolder();
    const file = join(folder, 'pglite.lock');
    writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), command: 'x', startedAt: 'y' }));
    const lock = lockDataFolder(file, folder);
    expect(() => lockDataFolder(file, folder)).toThrow(DataFolderInUseError);
    lock.release();
  });
});
