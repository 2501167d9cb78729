import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing/platform';
import { BullmqQueue } from '@spielraum/platform';
import type { Platform } from '@spielraum/platform';

describe('send-mail on BullMQ (server mode)', () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('leaves no copy of a delivered mail’s link token in Redis', async () => {
    const token = 'redis-geheimnis-0123456789abcdefghij';
    await platform.queue.enqueue(
      'send-mail',
      {
        to: 'fina@example.com',
        subject: 'Bitte bestätige deine E-Mail Adresse',
        text: `http://localhost/verification/u-3/${token}`,
        secrets: [token],
      },
      { jobId: 'mail-with-secret' },
    );
    await platform.queue.drain(10_000);
    expect(platform.queue).toBeInstanceOf(BullmqQueue);
    const [queue] = (platform.queue as BullmqQueue).bullQueues().filter((q) => q.name === 'send-mail');
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const keys = await redis.keys(`${queue!.opts.prefix}:send-mail:*`);
      const values = await Promise.all(
        keys.map(async (key) =>
          (await redis.type(key)) === 'hash' ? JSON.stringify(await redis.hgetall(key)) : '',
        ),
      );
      expect(keys.length).toBeGreaterThan(0);
      expect(values.join('\n')).not.toContain(token);
    } finally {
      redis.disconnect();
    }
    expect((await platform.queue.counts('send-mail')).completed).toBe(0);
  });
});
