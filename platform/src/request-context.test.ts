import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import {
  acceptedRequestId,
  currentRequestId,
  payloadWithRequestId,
  splitJobRequestId,
  withRequestId,
} from './request-context';

describe('request ids', () => {
  it('accepts nginx ids and UUIDs, refuses what could forge or bloat a log line', () => {
    expect(acceptedRequestId('4f1c0e7a9b2d4c61a3e5f7081b2c3d4e')).toBe('4f1c0e7a9b2d4c61a3e5f7081b2c3d4e');
    expect(acceptedRequestId('0d3c9f0e-2a4b-4c6d-8e0f-1a2b3c4d5e6f')).toBe(
      '0d3c9f0e-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
    );
    for (const bad of [undefined, '', 'a b', 'x\nlevel=fatal', '"quoted"', 'x'.repeat(65)])
      expect(acceptedRequestId(bad), String(bad)).toBeUndefined();
  });

  it('is the id of the request the running code serves, also after awaits, and none outside', async () => {
    expect(currentRequestId()).toBeUndefined();
    await withRequestId('outer', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('outer');
      withRequestId(undefined, () => expect(currentRequestId()).toBeUndefined());
    });
    expect(currentRequestId()).toBeUndefined();
  });

  it('travels in a queued payload and is taken out again before the payload is read', () => {
    const queued = withRequestId('r-1', () => payloadWithRequestId({ feedRunId: 7 }));
    expect(splitJobRequestId(queued)).toEqual({ payload: { feedRunId: 7 }, requestId: 'r-1' });
    expect(payloadWithRequestId({ feedRunId: 7 })).toEqual({ feedRunId: 7 });
    expect(splitJobRequestId({ feedRunId: 7 })).toEqual({ payload: { feedRunId: 7 }, requestId: undefined });
    // a forged id in a payload is dropped, the payload kept
    expect(splitJobRequestId({ feedRunId: 7, __requestId: 'a\nb' })).toEqual({
      payload: { feedRunId: 7 },
      requestId: undefined,
    });
  });

  it('is on every log line written while serving the request', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger({ level: 'info', name: 'test', format: 'json', destination });
    withRequestId('r-42', () => logger.info({ feedRunId: 3 }, 'feed uploaded'));
    logger.info('no request');
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'r-42', feedRunId: 3, msg: 'feed uploaded' });
    expect(JSON.parse(lines[1]!)).not.toHaveProperty('requestId');
  });
});
