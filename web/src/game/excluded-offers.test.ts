import type { GameOffer } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { splitExcludedOffers } from './excluded-offers';

function offer(
  id: number,
  dealerId: number,
  total: number,
  availability: GameOffer['availability'] = 'is_available',
): GameOffer {
  return {
    offer_id: id,
    dealer: {
      id: dealerId,
      slug: `h${dealerId}`,
      name: `Händler ${dealerId}`,
      logo_image_id: null,
      rating: null,
      rating_count: 0,
    },
    title: 'Spiel',
    url: 'https://shop.example/spiel',
    price: total,
    shipping: 0,
    total,
    availability,
    delivery_time: null,
    condition: 'new',
    language: 'de',
    last_update: '2026-11-01T08:00:00.000Z',
  };
}

describe('splitExcludedOffers', () => {
  const offers = [
    offer(1, 1, 2000),
    offer(2, 2, 2500),
    offer(3, 2, 2400),
    offer(4, 3, 1000, 'not_available'),
  ];

  it('leaves the excluded dealers out of the best total and counts them', () => {
    const split = splitExcludedOffers(offers, [1]);
    expect(split.kept.map((entry) => entry.offer_id)).toEqual([2, 3, 4]);
    expect(split).toMatchObject({ excludedDealers: 1, bestTotal: 2400, dealerCount: 1 });
  });

  it('ignores offers that cannot be bought and answers null without any left', () => {
    expect(splitExcludedOffers(offers, []).bestTotal).toBe(2000);
    expect(splitExcludedOffers(offers, [1, 2])).toMatchObject({
      bestTotal: null,
      excludedDealers: 2,
      dealerCount: 0,
    });
  });
});
