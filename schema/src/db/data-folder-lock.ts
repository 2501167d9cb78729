import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Thrown when another live process already holds an embedded database folder. PGlite is one
 * process's database: a second process on the same folder writes its own copy of the pages,
 * and the next crash of either loses writes the other had acknowledged.
 */
export class DataFolderInUseError extends Error {
  override readonly name = 'DataFolderInUseError';
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data folder ${folder} is in use by process ${holder.pid} (${holder.command}, ` +
        `started ${holder.startedAt}). Only one process may open it: stop that process first ` +
        `(for operator commands: stop "pnpm start", run the command, start the portal again).`,
    );
  }
}

/** What the lock file says about the process holding the folder. */
export interface LockHolder {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
}

export interface DataFolderLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds; a file naming our pid but not in here is left from a previous run with the same pid (a container restart). */
const heldHere = new Set<string>();

function readHolder(file: string): LockHolder | null {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      host: value.host,
      command: String(value.command ?? 'unknown command'),
      startedAt: String(value.startedAt ?? 'at an unknown time'),
    };
  } catch {
    return null;
  }
}

/** Whether `pid` names a running Node.js process on this machine (a crashed holder leaves a stale file). */
function isRunningNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // after a crash the number may have gone to an unrelated program; Linux tells which
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes the lock file `file` for this process or throws DataFolderInUseError naming the
 * process that holds it. A lock left by a process that no longer runs is taken over. The lock
 * is released by `release()` and, as a last resort, when this process exits.
 *
 * Our own lock instead of a library: the refusal must name the holding process (pid, command,
 * start), and a holder is alive exactly while its process runs, which a pid check decides at
 * once; mtime-based locks (proper-lockfile) need a heartbeat and call a paused process stale.
 */
export function lockDataFolder(file: string, folder: string): DataFolderLock {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    command: process.argv.slice(1).join(' ').slice(0, 300) || 'node',
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(holder), { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        if (readHolder(file)?.pid === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readHolder(file);
    const ours = current?.pid === process.pid;
    // another machine sharing the folder cannot be checked; its lock is taken as valid
    if (
      current &&
      (current.host !== holder.host || (ours ? heldHere.has(file) : isRunningNode(current.pid)))
    ) {
      throw new DataFolderInUseError(folder, current);
    }
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const current = readHolder(file);
  throw current
    ? new DataFolderInUseError(folder, current)
    : new Error(`could not take the lock file ${file}`);
}
