import { describe, expect, it } from 'vitest';
import { createCountedProgress, createFeedProgress, createStatusLine } from './progress';

/** A stream that keeps what was written, as a terminal (isTTY) or as a log file. */
function capture(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (text: string) => writes.push(text) }, writes };
}

/** A clock the test moves. */
function clock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

const MB = 1024 ** 2;

describe('feed progress on a terminal', () => {
  it('redraws one line in place at most four times a second, by bytes of the file size', () => {
    const { stream, writes } = capture(true);
    const time = clock();
    const progress = createFeedProgress(createStatusLine({ stream, now: time.now }), time.now);
    for (let i = 1; i <= 40; i++) {
      progress.read({ rows: i * 2_500, bytesRead: i * 1.2 * MB, bytesTotal: 48.2 * MB });
      time.advance(50);
    }
    // 40 updates over two seconds: the first at once, then one per 250 ms
    expect(writes).toHaveLength(8);
    for (const text of writes) {
      expect(text.startsWith('\r')).toBe(true);
      expect(text.endsWith('\x1b[K')).toBe(true);
      expect(text).not.toContain('\n');
    }
    expect(writes[0]).toBe('\rLese Feed: 1,2 von 48,2 MB (2 %) · 2.500 Zeilen\x1b[K');
    // once a second has passed the time left follows from the bytes' rate
    expect(writes.at(-1)).toBe('\rLese Feed: 43,2 von 48,2 MB (89 %) · 90.000 Zeilen · noch ca. 0,2 s\x1b[K');
  });

  it('keeps the read and each step as lines, a starting step replacing the passing line', () => {
    const { stream, writes } = capture(true);
    const time = clock();
    const progress = createFeedProgress(createStatusLine({ stream, now: time.now }), time.now);
    progress.read({ rows: 1_000, bytesRead: 64 * 1024, bytesTotal: 128 * 1024 });
    time.advance(2_000);
    progress.read({ rows: 2_000, bytesRead: 128 * 1024, bytesTotal: 128 * 1024 });
    progress.step({ step: 'match', state: 'start' });
    time.advance(1_234);
    progress.step({ step: 'match', state: 'end', ms: 1_234 });
    progress.step({ step: 'price-stats', state: 'start' });
    progress.step({ step: 'price-stats', state: 'end', ms: 56 });
    progress.finish();
    expect(writes.join('')).toBe(
      [
        '\rLese Feed: 64,0 von 128,0 kB (50 %) · 1.000 Zeilen\x1b[K',
        '\rLese Feed: 128,0 von 128,0 kB (100 %) · 2.000 Zeilen · noch ca. 0,0 s\x1b[K',
        '\rFeed gelesen: 2.000 Zeilen, 128,0 kB in 2,0 s\x1b[K\n',
        '\rZuordnen …\x1b[K',
        '\rZuordnen: fertig in 1,2 s\x1b[K\n',
        '\rPreisstatistik …\x1b[K',
        '\rPreisstatistik: fertig in 0,1 s\x1b[K\n',
      ].join(''),
    );
  });

  it('shows rows alone when the size is unknown, and never a row total', () => {
    const { stream, writes } = capture(true);
    const time = clock();
    const progress = createFeedProgress(createStatusLine({ stream, now: time.now }), time.now);
    progress.read({ rows: 103_220, bytesRead: null, bytesTotal: null });
    progress.finish();
    expect(writes.join('')).toBe(
      '\rLese Feed: 103.220 Zeilen\x1b[K\rFeed gelesen: 103.220 Zeilen in 0,0 s\x1b[K\n',
    );
  });
});

describe('feed progress in a log (not a terminal)', () => {
  it('writes a line at most every five seconds, without carriage returns', () => {
    const { stream, writes } = capture(false);
    const time = clock();
    const progress = createFeedProgress(createStatusLine({ stream, now: time.now }), time.now);
    for (let i = 1; i <= 120; i++) {
      progress.read({ rows: i * 1_000, bytesRead: i * 100 * 1024, bytesTotal: 12_000 * 1024 });
      time.advance(100);
    }
    // twelve seconds of updates: at 0, 5 and 10 s
    expect(writes).toHaveLength(3);
    expect(writes[0]).toBe('Lese Feed: 0,1 von 11,7 MB (0 %) · 1.000 Zeilen\n');
    expect(writes[1]).toMatch(/^Lese Feed: 5,0 von 11,7 MB \(42 %\) · 51\.000 Zeilen · noch ca\. 6,9 s\n$/);
    expect(writes.join('')).not.toContain('\r');
    progress.step({ step: 'offers', state: 'start' });
    progress.step({ step: 'offers', state: 'end', ms: 12_345 });
    expect(writes.slice(3)).toEqual([
      'Feed gelesen: 120.000 Zeilen, 11,7 MB in 12,0 s\n',
      'Angebote und Preise übernehmen …\n',
      'Angebote und Preise übernehmen: fertig in 12,3 s\n',
    ]);
  });

  it('follows a run in the worker by the rows it recorded and the file size', () => {
    const { stream, writes } = capture(false);
    const progress = createFeedProgress(createStatusLine({ stream }));
    progress.worker(40_000, 48.2 * MB);
    expect(writes).toEqual(['Feed-Lauf im Worker: 40.000 Zeilen gelesen (Datei 48,2 MB)\n']);
  });
});

describe('progress with a known total', () => {
  it('shows done of total with rate and time left, then the total and its duration', () => {
    const { stream, writes } = capture(false);
    const time = clock();
    const progress = createCountedProgress('Angebote', createStatusLine({ stream, now: time.now }), time.now);
    progress.update(0, 3_000_000);
    time.advance(6_000);
    progress.update(300_000, 3_000_000);
    time.advance(1_500);
    progress.done(3_000_000);
    expect(writes).toEqual([
      'Angebote: 0 von 3.000.000 (0 %) · 0/s\n',
      'Angebote: 300.000 von 3.000.000 (10 %) · 50.000/s · noch ca. 54,0 s\n',
      'Angebote: 3.000.000 in 7,5 s\n',
    ]);
  });
});
