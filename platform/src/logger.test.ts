import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, defaultLogFormat, type LogFormat } from './logger';

/** Logs one line in a format and answers what was written. */
async function written(format: LogFormat, log: (logger: ReturnType<typeof createLogger>) => void) {
  const destination = new PassThrough();
  const chunks: Buffer[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk));
  const logger = createLogger({ level: 'info', name: 'feeds', format, destination });
  log(logger);
  logger.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return Buffer.concat(chunks).toString('utf8');
}

describe('createLogger', () => {
  it('writes one JSON object per line where no person reads it', async () => {
    const text = await written('json', (logger) => logger.info({ dealerId: 7, rows: 1200 }, 'feed run done'));
    const line = JSON.parse(text.trim()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, name: 'feeds', msg: 'feed run done', dealerId: 7, rows: 1200 });
  });

  it('writes readable lines with German dates for a terminal', async () => {
    const text = await written('pretty', (logger) => logger.warn({ dealerId: 7 }, 'feed row skipped'));
    expect(text).toMatch(/^\[\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}\] WARN \(feeds\): feed row skipped\n/);
    expect(text).toContain('dealerId: 7');
    expect(text).not.toContain('"level"');
    // no colour codes when the lines do not go to a terminal
    expect(text).not.toContain('\u001b[');
  });

  it('redacts personal data in both formats', async () => {
    for (const format of ['json', 'pretty'] as const) {
      const text = await written(format, (logger) =>
        logger.info({ user: { email: 'mia@example.com', password: 'geheim' }, token: 't0k3n' }, 'sign-in'),
      );
      expect(text).toContain('[redacted]');
      expect(text).not.toMatch(/mia@example\.com|geheim|t0k3n/);
    }
  });

  it('is readable in a terminal and JSON otherwise when the environment names no format', () => {
    expect(defaultLogFormat(true)).toBe('pretty');
    expect(defaultLogFormat(false)).toBe('json');
  });
});
