import { afterEach, describe, expect, it } from 'vitest';
import { dealers } from '@spielraum/schema/db';
import type { Platform } from '../index';
import { createTestPlatform } from '../testing';
import { ingestOfferFeedContract } from './contracts';
import { dealerFeedPayload, restoreDealerFeedSchedules } from './dealer-feed-schedules';
import { defineJob } from './types';

describe('restoreDealerFeedSchedules', () => {
  let platform: Platform | null = null;
  afterEach(async () => {
    await platform?.close();
    platform = null;
  });

  it("runs each active dealer's saved schedule again after a start and skips what it cannot run", async () => {
    const ran: unknown[] = [];
    // the real queue of this mode runs the job; the handler only notes which dealer's feed came due
    const recordFetch = defineJob({
      ...ingestOfferFeedContract,
      async handler(payload) {
        ran.push(payload);
      },
    });
    platform = await createTestPlatform({ jobs: [recordFetch] });
    const base = { website: 'https://shop.example', shippingCostDeCents: 495 };
    const [scheduled, inactive, badPattern, noUrl] = await platform.database.db
      .insert(dealers)
      .values([
        {
          ...base,
          slug: 'planbar',
          name: 'Planbar',
          feedUrl: 'http://127.0.0.1:9/a.csv',
          feedSchedule: '* * * * * *',
        },
        {
          ...base,
          slug: 'ruhend',
          name: 'Ruhend',
          feedUrl: 'http://127.0.0.1:9/b.csv',
          feedSchedule: '* * * * * *',
          active: false,
        },
        {
          ...base,
          slug: 'kaputt',
          name: 'Kaputt',
          feedUrl: 'http://127.0.0.1:9/c.csv',
          feedSchedule: 'jeden Tag',
        },
        { ...base, slug: 'ohne-adresse', name: 'Ohne Adresse', feedSchedule: '* * * * * *' },
      ])
      .returning({ id: dealers.id });

    expect(await restoreDealerFeedSchedules(platform)).toBe(1);

    // due every second: the first run comes within a few
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(ran[0]).toEqual(dealerFeedPayload(scheduled!.id, 'http://127.0.0.1:9/a.csv'));
    const dealerIds = new Set(ran.map((payload) => (payload as { dealerId: number }).dealerId));
    expect(dealerIds.has(inactive!.id)).toBe(false);
    expect(dealerIds.has(badPattern!.id)).toBe(false);
    expect(dealerIds.has(noUrl!.id)).toBe(false);
  });
});
