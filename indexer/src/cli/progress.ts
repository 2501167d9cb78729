import type { FeedReadProgress, FeedStepEvent } from '../feeds/feed-progress';
import { COUNTED, FEED } from './texts.de';

/** Where progress goes: stderr, so stdout keeps only results. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

interface StatusLineOptions {
  stream?: ProgressStream;
  now?: () => number;
  /** On a terminal: at most one redraw per this many milliseconds. */
  terminalEveryMs?: number;
  /** In a log (stderr not a terminal): at most one progress line per this many milliseconds. */
  logEveryMs?: number;
}

/**
 * One line of progress. On a terminal it is redrawn in place (carriage return, at most four
 * times a second) and lines to keep replace it; in a log, where every write stays, a progress
 * line is written at most every five seconds. The first update is shown at once.
 */
export function createStatusLine({
  stream = process.stderr,
  now = () => performance.now(),
  terminalEveryMs = 250,
  logEveryMs = 5000,
}: StatusLineOptions = {}) {
  const terminal = stream.isTTY === true;
  let passing = false;
  let lastUpdate = -Infinity;
  const draw = (text: string) => {
    stream.write(`\r${text}\x1b[K`);
    passing = true;
  };
  return {
    /** A state that passes (how far a read is): throttled. */
    update(text: string) {
      const at = now();
      if (at - lastUpdate < (terminal ? terminalEveryMs : logEveryMs)) return;
      lastUpdate = at;
      if (terminal) draw(text);
      else stream.write(`${text}\n`);
    },
    /** A state shown at once until the next line (a step that started). */
    show(text: string) {
      if (terminal) draw(text);
      else stream.write(`${text}\n`);
    },
    /** A line to keep (a step that ended, a summary); on a terminal it takes the passing line's place. */
    line(text: string) {
      if (terminal && passing) stream.write(`\r${text}\x1b[K\n`);
      else stream.write(`${text}\n`);
      passing = false;
    },
    /** Clears the passing line before other output (the command's results on stdout). */
    clear() {
      if (terminal && passing) stream.write('\r\x1b[K');
      passing = false;
    },
  };
}

type StatusLine = ReturnType<typeof createStatusLine>;

/**
 * What `indexer ingest` shows of a feed run: while reading, the bytes read of the file's size
 * with percent and the rows so far (a feed's row count is known only at its end, so no row
 * total is shown); then each step of the apply as it starts and ends, with its duration.
 */
export function createFeedProgress(status: StatusLine = createStatusLine(), now = () => performance.now()) {
  let first: { at: number; bytes: number } | null = null;
  let last: FeedReadProgress | null = null;
  let readEnded = false;
  const endRead = () => {
    if (!last || readEnded) return;
    readEnded = true;
    status.line(FEED.read(last.rows, last.bytesTotal, now() - (first?.at ?? now())));
  };
  return {
    read(progress: FeedReadProgress) {
      const at = now();
      first ??= { at, bytes: progress.bytesRead ?? 0 };
      last = progress;
      const { bytesRead, bytesTotal } = progress;
      let remainingMs: number | null = null;
      if (bytesRead !== null && bytesTotal !== null && at - first.at >= 1000 && bytesRead > first.bytes) {
        // by the bytes: rows differ in length, but a file's bytes are read at a steady rate
        remainingMs = ((bytesTotal - bytesRead) * (at - first.at)) / (bytesRead - first.bytes);
      }
      status.update(FEED.reading({ ...progress, remainingMs }));
    },
    step(event: FeedStepEvent) {
      endRead();
      if (event.state === 'start') status.show(FEED.stepStarted(event.step));
      else status.line(FEED.stepDone(event.step, event.ms));
    },
    /** Server mode: the rows the worker recorded so far, and the file's size when it is a file. */
    worker(rows: number, bytesTotal: number | null) {
      status.update(FEED.inWorker(rows, bytesTotal));
    },
    /** The run ended (or failed): what is still passing goes before the result is printed. */
    finish() {
      endRead();
      status.clear();
    },
  };
}

/** Progress of work whose total is known beforehand (`generate`): done of total, rate and time left. */
export function createCountedProgress(
  label: string,
  status: StatusLine = createStatusLine(),
  now = () => performance.now(),
) {
  let started: number | null = null;
  return {
    update(done: number, total: number) {
      const at = now();
      started ??= at;
      const seconds = (at - started) / 1000;
      const rate = seconds > 0 ? done / seconds : 0;
      const remainingMs = rate > 0 && total > done ? ((total - done) / rate) * 1000 : null;
      status.update(COUNTED.progress(label, done, total, Math.round(rate), remainingMs));
    },
    done(total: number) {
      const at = now();
      status.line(COUNTED.done(label, total, at - (started ?? at)));
    },
  };
}
