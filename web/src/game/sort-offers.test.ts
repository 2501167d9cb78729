import type { GameOffer } from '@spielraum/schema';
import { describe, expect, it } from 'vitest';
import { sortByTotal } from './OfferTable';

function offer(
  id: number,
  total: number,
  availability: GameOffer['availability'] = 'is_available',
): GameOffer {
  return {
    offer_id: id,
    dealer: { id, slug: `d${id}`, name: `Händler ${id}`, logo_image_id: null, rating: null, rating_count: 0 },
    title: 'Azul',
    url: `https://d${id}.example/azul`,
    price: total - 100,
    shipping: 100,
    total,
    availability,
    delivery_time: null,
    condition: 'new',
    language: 'de',
    last_update: '2026-11-21T10:00:00.000Z',
  };
}

describe('sortByTotal', () => {
  const offers = [
    offer(1, 3000),
    offer(2, 1500, 'not_available'),
    offer(3, 2500),
    offer(4, 4000, 'pre_available'),
  ];

  it('sorts by total in both directions and keeps offers that cannot be bought at the end', () => {
    expect(sortByTotal(offers, 'ascending').map((o) => o.offer_id)).toEqual([3, 1, 4, 2]);
    expect(sortByTotal(offers, 'descending').map((o) => o.offer_id)).toEqual([4, 1, 3, 2]);
  });
});
